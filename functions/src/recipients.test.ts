import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { RECIPIENTS_LIMIT, recipientAddresses, staffRecipients } from './recipients.js';

describe('recipientAddresses', () => {
  it('keeps each plain address once, trimmed and sorted', () => {
    expect(
      recipientAddresses([
        ' sales@chinardigital.test ',
        'Owner@ChinarDigital.test',
        'owner@chinardigital.test',
        'Eve <eve@evil.test>',
        'a@b.test, c@d.test',
        '',
        null,
        42,
      ]),
    ).toEqual(['Owner@ChinarDigital.test', 'sales@chinardigital.test']);
  });
});

describe('staffRecipients', () => {
  it('asks once for active staff with the choice, bounded', async () => {
    const calls: unknown[][] = [];
    const docs = [{ get: () => 'owner@chinardigital.test' }, { get: () => 'editor@chinardigital.test' }];
    const query = {
      where: (...args: unknown[]) => (calls.push(['where', ...args]), query),
      limit: (...args: unknown[]) => (calls.push(['limit', ...args]), query),
      get: async () => ({ docs }),
    };
    // A fake of the one chain this reads (collection → where → where → limit → get), not all of Firestore.
    const db = {
      collection: (path: string) => (calls.push(['collection', path]), query),
    } as unknown as Firestore;

    expect(await staffRecipients(db, 'each')).toEqual([
      'editor@chinardigital.test',
      'owner@chinardigital.test',
    ]);
    expect(calls).toEqual([
      ['collection', 'admins'],
      ['where', 'status', '==', 'active'],
      ['where', 'inquiryEmails', '==', 'each'],
      ['limit', RECIPIENTS_LIMIT],
    ]);
    expect(RECIPIENTS_LIMIT).toBe(100);
  });

  it('asks once a choice, and merges the addresses', async () => {
    const choices: unknown[] = [];
    const byChoice: Record<string, string[]> = {
      each: ['owner@chinardigital.test', 'both@chinardigital.test'],
      digest: ['Both@chinardigital.test', 'editor@chinardigital.test'],
    };
    const queryFor = (choice = '') => ({
      where: (field: string, _op: string, value: unknown) =>
        field === 'inquiryEmails' ? (choices.push(value), queryFor(String(value))) : queryFor(choice),
      limit: () => queryFor(choice),
      get: async () => ({ docs: (byChoice[choice] ?? []).map((email) => ({ get: () => email })) }),
    });
    const db = { collection: () => queryFor() } as unknown as Firestore;

    expect(await staffRecipients(db, ['each', 'digest', 'each'])).toEqual([
      'both@chinardigital.test',
      'editor@chinardigital.test',
      'owner@chinardigital.test',
    ]);
    expect(choices).toEqual(['each', 'digest']);
  });
});
