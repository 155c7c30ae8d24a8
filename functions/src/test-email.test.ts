import { beforeEach, describe, expect, it } from 'vitest';
import { IN_FLIGHT_MS } from './notify.js';
import {
  INACTIVE_MEMBER,
  NOT_A_PLAIN_ADDRESS,
  answerTestEmail,
  type StaffForTestEmail,
  type TestEmailDeps,
} from './test-email.js';
import { MemoryTestEmailStore } from './testing/digest-fakes.js';
import { FakeMailer } from './testing/notify-fakes.js';

const UID = 'uid-editor';
const REQUESTED = new Date('2026-11-29T04:45:00Z');
const NOW = new Date('2026-11-29T04:45:02Z');

let store: MemoryTestEmailStore;
let mailer: FakeMailer;
let claims: number;
let clock: Date;

function member(overrides: Partial<StaffForTestEmail> = {}): StaffForTestEmail {
  return {
    email: 'editor@chinardigital.test',
    active: true,
    choice: 'digest',
    requestedAt: REQUESTED,
    answeredRequestAt: null,
    ...overrides,
  };
}

beforeEach(() => {
  store = new MemoryTestEmailStore();
  store.members.set(UID, member());
  mailer = new FakeMailer();
  claims = 0;
  clock = NOW;
});

function deps(): TestEmailDeps {
  return {
    store,
    mailer,
    backOfficeUrl: 'https://chinardigital.test',
    siteName: 'Chinar Digital',
    messageIdDomain: 'chinardigital.test',
    now: () => clock,
    newClaim: () => `claim-${++claims}`,
  };
}

const run = (requestedAt = REQUESTED) => answerTestEmail({ uid: UID, requestedAt }, deps());

describe('answerTestEmail', () => {
  it("sends a test e-mail to the member's own address and records 'sent'", async () => {
    const outcome = await run();

    expect(mailer.sent).toHaveLength(1);
    const message = mailer.sent[0];
    expect(message?.to).toEqual(['editor@chinardigital.test']);
    expect(message?.subject).toBe('Chinar Digital test e-mail');
    expect(message?.text).toContain('Your choice: a daily digest');
    expect(message?.messageId).toBe('<test.uid-editor.claim-1@chinardigital.test>');
    const answer = { state: 'sent', to: 'editor@chinardigital.test', at: NOW, requestedAt: REQUESTED };
    expect(outcome).toEqual({ kind: 'answered', answer, recorded: true });
    expect(store.answers.get(UID)).toEqual(answer);
    // Answered: the claim is gone.
    expect(store.claims.size).toBe(0);
  });

  it("records 'failed' with the reason when the mailbox refuses, without throwing", async () => {
    mailer.failure = new Error('the SMTP server refused the login (EAUTH: 535 5.7.8 bad credentials)');

    const outcome = await run();

    expect(outcome).toMatchObject({ kind: 'answered', recorded: true });
    expect(store.answers.get(UID)).toEqual({
      state: 'failed',
      to: 'editor@chinardigital.test',
      at: NOW,
      requestedAt: REQUESTED,
      error: 'the SMTP server refused the login (EAUTH: 535 5.7.8 bad credentials)',
    });
  });

  it('sends once for a duplicate event, at once or later', async () => {
    mailer.delayMs = 20;
    const together = await Promise.all([run(), run()]);
    const later = await run();

    expect(mailer.sent).toHaveLength(1);
    expect(together.map((outcome) => outcome.kind).sort()).toEqual(['answered', 'declined']);
    expect(together).toContainEqual({ kind: 'declined', reason: 'in-flight' });
    expect(later).toEqual({ kind: 'declined', reason: 'done' });
  });

  it('answers nothing that is not newer than the last answer, nor a request a newer one replaced', async () => {
    store.members.set(UID, member({ answeredRequestAt: REQUESTED }));
    expect(await run()).toEqual({ kind: 'declined', reason: 'done' });
    expect(await run(new Date(REQUESTED.getTime() - 1000))).toEqual({ kind: 'declined', reason: 'done' });

    const newer = new Date(REQUESTED.getTime() + 5000);
    store.members.set(UID, member({ requestedAt: newer }));
    expect(await run()).toEqual({ kind: 'declined', reason: 'superseded' });
    expect(mailer.sent).toHaveLength(0);

    // The newer request's own event is answered.
    expect(await run(newer)).toMatchObject({ kind: 'answered', answer: { state: 'sent' } });
  });

  it('takes over a claim on the same request only once it is old enough', async () => {
    store.claims.set(UID, { requestedAt: REQUESTED, claim: 'dead', claimedAt: NOW });
    expect(await run()).toEqual({ kind: 'declined', reason: 'in-flight' });

    clock = new Date(NOW.getTime() + IN_FLIGHT_MS);
    expect(await run()).toMatchObject({ kind: 'answered', answer: { state: 'sent' } });
  });

  it('sends nothing to an inactive member', async () => {
    store.members.set(UID, member({ active: false, choice: 'each' }));

    const outcome = await run();

    expect(mailer.sent).toHaveLength(0);
    expect(outcome).toMatchObject({ kind: 'answered', answer: { state: 'failed', error: INACTIVE_MEMBER } });
  });

  it('sends nothing to an address that is not plain', async () => {
    for (const email of ['', 'editor@localhost', 'Eve <eve@evil.test>', 'a@b.test,\r\nBcc: c@evil.test']) {
      store.members.set(UID, member({ email, answeredRequestAt: null }));
      store.claims.clear();
      const outcome = await run();
      expect(outcome, email).toMatchObject({
        kind: 'answered',
        answer: { state: 'failed', error: NOT_A_PLAIN_ADDRESS },
      });
      if (outcome.kind === 'answered') expect(outcome.answer.to).not.toMatch(/[\r\n]/);
    }
    expect(mailer.sent).toHaveLength(0);
  });

  it('does nothing for a member who is gone', async () => {
    store.members.clear();
    expect(await run()).toEqual({ kind: 'declined', reason: 'missing' });
    expect(mailer.sent).toHaveLength(0);
  });
});
