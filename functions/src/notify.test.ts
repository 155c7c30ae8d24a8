import { beforeEach, describe, expect, it } from 'vitest';
import { inquiryEmail, type InquiryForEmail } from './message.js';
import {
  IN_FLIGHT_MS,
  NOBODY_OPTED_IN,
  decideClaim,
  mailMessageId,
  notifyInquiry,
  siteHost,
  type NotifyDeps,
  type NotifyRequest,
  type NotifyTrigger,
} from './notify.js';
import { FakeMailer, MemoryNotificationStore } from './testing/notify-fakes.js';

const STAFF = ['owner@chinardigital.test', 'sales@chinardigital.test'];
const START = new Date('2026-11-29T04:45:00Z');

const inquiry: InquiryForEmail = {
  id: 'inq1',
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  phone: '',
  subject: 'Website redesign',
  message: 'Hello',
  createdAt: START,
};

let store: MemoryNotificationStore;
let mailer: FakeMailer;
let staff: string[];
let clock: Date;
let claims: number;
let warnings: string[];

beforeEach(() => {
  store = new MemoryNotificationStore([inquiry.id]);
  mailer = new FakeMailer();
  staff = [...STAFF];
  clock = START;
  claims = 0;
  warnings = [];
});

function deps(): NotifyDeps {
  return {
    store,
    mailer,
    recipients: async () => [...staff],
    messageIdDomain: 'chinardigital.test',
    now: () => clock,
    newClaim: () => `claim-${++claims}`,
    warn: (message) => warnings.push(message),
  };
}

function request(trigger: NotifyTrigger = 'created', force = false): NotifyRequest {
  return {
    inquiryId: inquiry.id,
    trigger,
    force,
    compose: (recipients) =>
      inquiryEmail({
        inquiry,
        recipients,
        backOfficeUrl: 'https://chinardigital.test',
        siteName: 'Chinar Digital',
      }),
  };
}

const run = (trigger: NotifyTrigger = 'created', force = false) =>
  notifyInquiry(request(trigger, force), deps());

describe('notifyInquiry', () => {
  it('sends once on the first event and records "sent" to the recipients', async () => {
    const outcome = await run();

    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.to).toEqual(STAFF);
    expect(mailer.sent[0]?.messageId).toBe('<inquiry.inq1.claim-1@chinardigital.test>');
    expect(outcome).toEqual({
      kind: 'sent',
      to: STAFF,
      messageId: '<inquiry.inq1.claim-1@chinardigital.test>',
      recorded: true,
    });
    expect(store.record(inquiry.id)).toEqual({
      state: 'sent',
      to: STAFF,
      at: START,
      attempts: 1,
      claimedAt: START,
      claim: 'claim-1',
    });
  });

  it('sends nothing on a second event (a retry after success)', async () => {
    await run();
    const again = await run();

    expect(again).toEqual({ kind: 'declined', reason: 'done' });
    expect(mailer.sent).toHaveLength(1);
    expect(store.record(inquiry.id)?.attempts).toBe(1);
  });

  it('records "failed" with the reason and rethrows when the mailer fails', async () => {
    const refusal = new Error(
      'could not connect to the SMTP server (ESOCKET: connect ECONNREFUSED 127.0.0.1:1025)',
    );
    mailer.failure = refusal;

    await expect(run()).rejects.toBe(refusal);

    expect(mailer.sent).toHaveLength(0);
    expect(store.record(inquiry.id)).toMatchObject({
      state: 'failed',
      to: [],
      attempts: 1,
      error: refusal.message,
    });
  });

  it('keeps the stored reason to one short line', async () => {
    mailer.failure = new Error(`550 5.7.1 refused\r\n${'x'.repeat(1000)}`);
    await expect(run()).rejects.toThrow();
    const error = store.record(inquiry.id)?.error ?? '';
    expect(error).toMatch(/^550 5\.7\.1 refused x+…$/);
    expect(error.length).toBeLessThanOrEqual(300);
  });

  it('sends exactly once on the retry after a failure, and clears the reason', async () => {
    mailer.failure = new Error('timed out');
    await expect(run()).rejects.toThrow('timed out');
    mailer.failure = null;

    await run();
    await run();

    expect(mailer.sent).toHaveLength(1);
    expect(store.record(inquiry.id)).toEqual({
      state: 'sent',
      to: STAFF,
      at: START,
      attempts: 2,
      claimedAt: START,
      claim: 'claim-2',
    });
  });

  it("sends exactly once on an admin's re-send after a failure", async () => {
    mailer.failure = new Error('timed out');
    await expect(run()).rejects.toThrow();
    mailer.failure = null;

    const [first, second] = await Promise.all([run('resend'), run('resend')]);
    const third = await run('resend');

    expect(mailer.sent).toHaveLength(1);
    expect([first.kind, second.kind].sort()).toEqual(['declined', 'sent']);
    expect(third).toEqual({ kind: 'declined', reason: 'done' });
    expect(store.record(inquiry.id)?.state).toBe('sent');
    // Each attempt has its own Message-ID, so a mailbox that drops repeats keeps the re-send.
    expect(mailer.sent[0]?.messageId).not.toBe('<inquiry.inq1.claim-1@chinardigital.test>');
  });

  it('re-sends after "sent" only when forced', async () => {
    await run();
    expect(await run('resend')).toEqual({ kind: 'declined', reason: 'done' });
    expect(mailer.sent).toHaveLength(1);

    await run('resend', true);
    expect(mailer.sent).toHaveLength(2);
    expect(store.record(inquiry.id)?.attempts).toBe(2);
  });

  it('records "skipped" and sends nothing when nobody chose e-mail for each inquiry', async () => {
    staff = [];
    const outcome = await run();

    expect(outcome).toEqual({ kind: 'skipped', reason: NOBODY_OPTED_IN });
    expect(mailer.sent).toHaveLength(0);
    expect(store.record(inquiry.id)).toMatchObject({ state: 'skipped', to: [], error: NOBODY_OPTED_IN });

    staff = [...STAFF];
    expect(await run()).toEqual({ kind: 'declined', reason: 'done' });
    expect(mailer.sent).toHaveLength(0);
  });

  it('sends once for two concurrent events (the claim is atomic)', async () => {
    mailer.delayMs = 20;
    const outcomes = await Promise.all([run(), run()]);

    expect(mailer.sent).toHaveLength(1);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['declined', 'sent']);
    expect(outcomes).toContainEqual({ kind: 'declined', reason: 'in-flight' });
    expect(store.record(inquiry.id)).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('takes over a claim left in "sending" by a run that died, once it is old enough', async () => {
    store.records.set(inquiry.id, {
      state: 'sending',
      to: [],
      at: START,
      attempts: 1,
      claimedAt: START,
      claim: 'dead-run',
    });

    clock = new Date(START.getTime() + IN_FLIGHT_MS - 1);
    expect(await run()).toEqual({ kind: 'declined', reason: 'in-flight' });
    expect(mailer.sent).toHaveLength(0);

    clock = new Date(START.getTime() + IN_FLIGHT_MS);
    expect((await run()).kind).toBe('sent');
    expect(mailer.sent).toHaveLength(1);
    expect(store.record(inquiry.id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('records "failed" when the recipients cannot be read, and rethrows', async () => {
    const outage = new Error('14 UNAVAILABLE: Firestore is unreachable');
    const failing = { ...deps(), recipients: () => Promise.reject(outage) };

    await expect(notifyInquiry(request(), failing)).rejects.toBe(outage);
    expect(mailer.sent).toHaveLength(0);
    expect(store.record(inquiry.id)).toMatchObject({ state: 'failed', error: outage.message });
  });

  it('does nothing for an inquiry that is gone', async () => {
    store.records.delete(inquiry.id);
    expect(await run()).toEqual({ kind: 'declined', reason: 'missing' });
    expect(mailer.sent).toHaveLength(0);
  });

  it('reports a send whose record another run took over meanwhile', async () => {
    mailer.delayMs = 20;
    const sending = run();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const current = store.record(inquiry.id);
    if (!current) throw new Error('expected a claim');
    store.records.set(inquiry.id, { ...current, claim: 'someone-else' });

    expect(await sending).toMatchObject({ kind: 'sent', recorded: false });
    expect(warnings).toEqual(['Sent, but another run had taken over the record']);
  });
});

describe('decideClaim', () => {
  const base = { claim: 'mine', now: START, trigger: 'created' as const, force: false };

  it('claims a fresh inquiry with attempt 1', () => {
    expect(decideClaim(null, base)).toEqual({
      kind: 'claim',
      record: { state: 'sending', to: [], at: START, attempts: 1, claimedAt: START, claim: 'mine' },
    });
  });

  it('treats a claim from a clock ahead of ours as fresh', () => {
    const ahead = new Date(START.getTime() + 5_000);
    const current = {
      state: 'sending' as const,
      to: [],
      at: ahead,
      attempts: 1,
      claimedAt: ahead,
      claim: 'other',
    };
    expect(decideClaim(current, base)).toEqual({ kind: 'decline', reason: 'in-flight' });
  });

  it('lets a forced re-send through after "skipped" too', () => {
    const skipped = {
      state: 'skipped' as const,
      to: [],
      at: START,
      attempts: 1,
      claimedAt: START,
      claim: 'old',
    };
    expect(decideClaim(skipped, { ...base, trigger: 'resend' }).kind).toBe('decline');
    expect(decideClaim(skipped, { ...base, trigger: 'resend', force: true }).kind).toBe('claim');
    expect(decideClaim(skipped, { ...base, force: true }).kind).toBe('decline');
  });
});

describe('Message-IDs', () => {
  it('name the kind, the subject and the claim, with the site as the domain', () => {
    expect(mailMessageId('digest', '2026-11-30', 'c/1', siteHost('https://chinardigital.test/'))).toBe(
      '<digest.2026-11-30.c-1@chinardigital.test>',
    );
    expect(siteHost('not a url')).toBe('localhost');
  });
});
