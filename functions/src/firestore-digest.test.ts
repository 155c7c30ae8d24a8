import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { firestoreDigestInquiries, readDigestRecord } from './firestore-digest.js';

const from = new Date('2026-11-29T00:30:00Z');
const through = new Date('2026-11-30T00:30:00Z');

describe('readDigestRecord', () => {
  it('reads the stored record, Timestamps as Dates', () => {
    expect(
      readDigestRecord('2026-11-30', {
        state: 'failed',
        day: '2026-11-30',
        from: Timestamp.fromDate(from),
        through: Timestamp.fromDate(through),
        choices: ['each', 'digest', 'none', 'bogus'],
        total: 3,
        listed: 3,
        to: [],
        at: Timestamp.fromDate(through),
        attempts: 1,
        error: 'timed out',
        claimedAt: Timestamp.fromDate(through),
        claim: 'c1',
      }),
    ).toEqual({
      state: 'failed',
      day: '2026-11-30',
      from,
      through,
      choices: ['each', 'digest'],
      total: 3,
      listed: 3,
      to: [],
      at: through,
      attempts: 1,
      error: 'timed out',
      claimedAt: through,
      claim: 'c1',
    });
  });

  it('has no record without a state or a window: the next digest then covers the last 24 hours', () => {
    expect(readDigestRecord('d', undefined)).toBeNull();
    expect(readDigestRecord('d', { state: 'sent', through: Timestamp.fromDate(through) })).toBeNull();
    expect(
      readDigestRecord('d', {
        state: 'done',
        from: Timestamp.fromDate(from),
        through: Timestamp.fromDate(through),
      }),
    ).toBeNull();
  });
});

describe('firestoreDigestInquiries', () => {
  /** A fake of the one chain each read makes, not all of Firestore. */
  function fakeDb() {
    const calls: unknown[][] = [];
    const doc = {
      id: 'inq1',
      data: () => ({ name: 'Ayesha', subject: 'Hi', createdAt: Timestamp.fromDate(through) }),
    };
    const query = {
      where: (...args: unknown[]) => (calls.push(['where', ...args]), query),
      orderBy: (...args: unknown[]) => (calls.push(['orderBy', ...args]), query),
      limit: (...args: unknown[]) => (calls.push(['limit', ...args]), query),
      count: () => (calls.push(['count']), { get: async () => ({ data: () => ({ count: 7 }) }) }),
      get: async () => ({ docs: [doc] }),
    };
    const db = {
      collection: (path: string) => (calls.push(['collection', path]), query),
    } as unknown as Firestore;
    return { db, calls };
  }

  it('counts the window with an aggregation, and lists it oldest first, bounded', async () => {
    const { db, calls } = fakeDb();
    const inquiries = firestoreDigestInquiries(db);
    const window = { from, through };

    expect(await inquiries.count(window)).toBe(7);
    const range = [
      ['collection', 'contact_inquiries'],
      ['where', 'createdAt', '>', Timestamp.fromDate(from)],
      ['where', 'createdAt', '<=', Timestamp.fromDate(through)],
    ];
    expect(calls).toEqual([...range, ['count']]);

    calls.length = 0;
    const listed = await inquiries.list(window, 50);
    expect(calls).toEqual([...range, ['orderBy', 'createdAt'], ['limit', 50]]);
    expect(listed).toEqual([
      { id: 'inq1', name: 'Ayesha', email: '', phone: '', subject: 'Hi', message: '', createdAt: through },
    ]);
  });
});
