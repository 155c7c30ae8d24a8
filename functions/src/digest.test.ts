import { beforeEach, describe, expect, it } from 'vitest';
import type { EmailingChoice } from './choices.js';
import {
  DIGEST_CHOICES,
  DIGEST_LIST_LIMIT,
  FIRST_WINDOW_MS,
  NOBODY_CHOSE_DIGEST,
  NO_NEW_INQUIRIES,
  SPARK_DIGEST_CHOICES,
  runDigest,
  type DigestDeps,
  type DigestRecord,
} from './digest.js';
import type { InquiryForEmail } from './message.js';
import { IN_FLIGHT_MS } from './notify.js';
import { MemoryDigestStore, MemoryInquiries } from './testing/digest-fakes.js';
import { FakeMailer } from './testing/notify-fakes.js';

const HOUR = 60 * 60_000;
/** 06:00 IST on 30 Nov 2026: the scheduled run. */
const NOW = new Date('2026-11-30T00:30:00Z');
const DAY = '2026-11-30';
const STAFF = ['editor@chinardigital.test', 'owner@chinardigital.test'];
const SITE = 'https://chinardigital.test';

let store: MemoryDigestStore;
let inquiries: MemoryInquiries;
let mailer: FakeMailer;
let staff: string[];
let askedChoices: Array<readonly EmailingChoice[]>;
let claims: number;

beforeEach(() => {
  store = new MemoryDigestStore();
  inquiries = new MemoryInquiries();
  mailer = new FakeMailer();
  staff = [...STAFF];
  askedChoices = [];
  claims = 0;
});

function inquiry(id: string, createdAt: Date, overrides: Partial<InquiryForEmail> = {}): InquiryForEmail {
  return {
    id,
    name: `Visitor ${id}`,
    email: `${id}@example.com`,
    phone: '',
    subject: `Subject ${id}`,
    message: `Message ${id}`,
    createdAt,
    ...overrides,
  };
}

const hoursBefore = (hours: number, from = NOW) => new Date(from.getTime() - hours * HOUR);

function deps(clock = NOW): DigestDeps {
  return {
    store,
    inquiries,
    recipients: async (choices) => {
      askedChoices.push(choices);
      return [...staff];
    },
    mailer,
    backOfficeUrl: SITE,
    siteName: 'Chinar Digital',
    messageIdDomain: 'chinardigital.test',
    clock: () => clock,
    newClaim: () => `claim-${++claims}`,
  };
}

const run = (now = NOW, choices: readonly EmailingChoice[] = DIGEST_CHOICES) =>
  runDigest({ now, choices }, deps(now));

/** A record of an earlier day, as a finished run left it. */
function earlier(day: string, fields: Partial<DigestRecord>): DigestRecord {
  const through = fields.through ?? new Date(`${day}T00:30:00Z`);
  return {
    state: 'sent',
    day,
    from: new Date(through.getTime() - 24 * HOUR),
    through,
    choices: ['digest'],
    total: 1,
    listed: 1,
    to: STAFF,
    at: through,
    attempts: 1,
    claimedAt: through,
    claim: `old-${day}`,
    ...fields,
  };
}

describe('runDigest', () => {
  it('covers the last 24 hours on the first run, and records the day as sent', async () => {
    inquiries.add(
      inquiry('too-old', hoursBefore(25)),
      inquiry('a', hoursBefore(23)),
      inquiry('b', hoursBefore(1)),
    );

    const outcome = await run();

    expect(outcome).toEqual({
      kind: 'sent',
      day: DAY,
      to: STAFF,
      total: 2,
      listed: 2,
      messageId: '<digest.2026-11-30.claim-1@chinardigital.test>',
    });
    expect(mailer.sent).toHaveLength(1);
    const text = mailer.sent[0]?.text ?? '';
    expect(text).toContain('1. Subject a\n');
    expect(text).toContain('2. Subject b\n');
    expect(text).not.toContain('too-old');
    expect(mailer.sent[0]?.to).toEqual(STAFF);
    expect(store.record(DAY)).toEqual({
      state: 'sent',
      day: DAY,
      from: new Date(NOW.getTime() - FIRST_WINDOW_MS),
      through: NOW,
      choices: ['digest'],
      total: 2,
      listed: 2,
      to: STAFF,
      at: NOW,
      attempts: 1,
      claimedAt: NOW,
      claim: 'claim-1',
    });
  });

  it("starts where the previous digest's window ended", async () => {
    // Yesterday's run was late (10:00 IST): today's window starts there, not 24 hours back.
    const yesterdayThrough = new Date('2026-11-29T04:30:00Z');
    store.records.set('2026-11-29', earlier('2026-11-29', { through: yesterdayThrough }));
    inquiries.add(
      inquiry('before', new Date(yesterdayThrough.getTime() - 1)),
      inquiry('at', yesterdayThrough),
      inquiry('after', new Date(yesterdayThrough.getTime() + 1)),
    );

    const outcome = await run();

    expect(outcome).toMatchObject({ kind: 'sent', total: 1 });
    expect(mailer.sent[0]?.text).toContain('1. Subject after\n');
    expect(store.record(DAY)).toMatchObject({ from: yesterdayThrough, through: NOW });
  });

  it("ends the window at the database's time when the runner's clock is ahead, so no inquiry falls between two digests", async () => {
    const runnerAhead = new Date(NOW.getTime() + 2 * HOUR);
    store.databaseClock = () => NOW;
    inquiries.add(inquiry('before', hoursBefore(1)));

    expect(await run(runnerAhead)).toMatchObject({ kind: 'sent', total: 1 });
    expect(store.record(DAY)).toMatchObject({ through: NOW });

    // Stamped by the database after the run, though before the runner's time: in the next day's digest.
    inquiries.add(inquiry('after', new Date(NOW.getTime() + HOUR)));
    const tomorrow = new Date(NOW.getTime() + 24 * HOUR);
    store.databaseClock = () => tomorrow;
    expect(await run(tomorrow)).toMatchObject({ kind: 'sent', day: '2026-12-01', total: 1 });
    expect(mailer.sent[1]?.text).toContain('1. Subject after\n');
  });

  it('continues from a skipped day too, and takes over the window of a day that failed', async () => {
    store.records.set('2026-11-27', earlier('2026-11-27', {}));
    store.records.set(
      '2026-11-28',
      earlier('2026-11-28', { state: 'skipped', total: 0, error: NO_NEW_INQUIRIES }),
    );
    const failedFrom = new Date('2026-11-28T00:30:00Z');
    store.records.set(
      '2026-11-29',
      earlier('2026-11-29', { state: 'failed', from: failedFrom, error: 'timed out' }),
    );
    inquiries.add(
      inquiry('lost-yesterday', new Date('2026-11-28T12:00:00Z')),
      inquiry('today', hoursBefore(2)),
    );

    await run();

    expect(store.record(DAY)?.from).toEqual(failedFrom);
    expect(mailer.sent[0]?.text).toContain('1. Subject lost-yesterday\n');
    expect(mailer.sent[0]?.text).toContain('2. Subject today\n');
  });

  it(`lists at most ${DIGEST_LIST_LIMIT}, oldest first, and says how many more`, async () => {
    for (let index = 0; index < 60; index += 1) {
      inquiries.add(inquiry(`q${index}`, new Date(hoursBefore(20).getTime() + index * 60_000)));
    }

    const outcome = await run();

    expect(outcome).toMatchObject({ kind: 'sent', total: 60, listed: DIGEST_LIST_LIMIT });
    // Bounded reads: one count, one list of at most the limit.
    expect(inquiries.reads).toEqual([{ kind: 'count' }, { kind: 'list', limit: DIGEST_LIST_LIMIT }]);
    const message = mailer.sent[0];
    expect(message?.subject).toBe('60 new inquiries: daily digest, 30 Nov 2026');
    expect(message?.text).toContain('1. Subject q0\n');
    expect(message?.text).toContain('50. Subject q49\n');
    expect(message?.text).not.toContain('Subject q50');
    expect(message?.text).toContain(
      `And 10 more: the back office lists them all.\n\nAll inquiries:\n${SITE}/admin/inquiries`,
    );
    expect(store.record(DAY)).toMatchObject({ total: 60, listed: 50 });
  });

  it('sends nothing when no inquiry came, and records the day as skipped', async () => {
    inquiries.add(inquiry('old', hoursBefore(30)));

    const outcome = await run();

    expect(outcome).toEqual({ kind: 'skipped', day: DAY, reason: NO_NEW_INQUIRIES, total: 0 });
    expect(mailer.sent).toHaveLength(0);
    expect(inquiries.reads).toEqual([{ kind: 'count' }]);
    expect(askedChoices).toEqual([]);
    expect(store.record(DAY)).toMatchObject({ state: 'skipped', total: 0, to: [], error: NO_NEW_INQUIRIES });

    // Later that day an inquiry comes: the day is done; tomorrow's digest starts at this one's end.
    inquiries.add(inquiry('later', new Date(NOW.getTime() + HOUR)));
    expect(await run(new Date(NOW.getTime() + 2 * HOUR))).toMatchObject({ kind: 'declined', reason: 'done' });
    const tomorrow = new Date(NOW.getTime() + 24 * HOUR);
    expect(await run(tomorrow)).toMatchObject({ kind: 'sent', day: '2026-12-01', total: 1 });
  });

  it('records "skipped" when nobody chose the digest', async () => {
    inquiries.add(inquiry('a', hoursBefore(1)));
    staff = [];

    expect(await run()).toEqual({ kind: 'skipped', day: DAY, reason: NOBODY_CHOSE_DIGEST, total: 1 });
    expect(mailer.sent).toHaveLength(0);
    expect(store.record(DAY)).toMatchObject({ state: 'skipped', total: 1, error: NOBODY_CHOSE_DIGEST });
  });

  it('sends a day once: a second run, or two at once (the function and the workflow)', async () => {
    inquiries.add(inquiry('a', hoursBefore(1)));
    mailer.delayMs = 20;

    const together = await Promise.all([run(), run(NOW, SPARK_DIGEST_CHOICES)]);
    const again = await run(new Date(NOW.getTime() + 3 * HOUR));

    expect(mailer.sent).toHaveLength(1);
    expect(together.map((outcome) => outcome.kind).sort()).toEqual(['declined', 'sent']);
    expect(together).toContainEqual({ kind: 'declined', day: DAY, reason: 'in-flight' });
    expect(again).toEqual({ kind: 'declined', day: DAY, reason: 'done' });
    expect(store.record(DAY)?.attempts).toBe(1);
  });

  it('records a failed day with the reason, and a re-run that day sends it once', async () => {
    inquiries.add(inquiry('a', hoursBefore(1)));
    mailer.failure = new Error('could not connect to the SMTP server (ESOCKET)');

    await expect(run()).rejects.toThrow('ESOCKET');
    expect(mailer.sent).toHaveLength(0);
    expect(store.record(DAY)).toMatchObject({
      state: 'failed',
      error: 'could not connect to the SMTP server (ESOCKET)',
      attempts: 1,
    });

    // Fixed an hour later; an inquiry arrived meanwhile: the re-run keeps the day's start and reaches now.
    mailer.failure = null;
    const later = new Date(NOW.getTime() + HOUR);
    inquiries.add(inquiry('b', new Date(NOW.getTime() + 30 * 60_000)));
    const outcome = await run(later);
    await run(new Date(later.getTime() + HOUR));

    expect(outcome).toMatchObject({ kind: 'sent', total: 2 });
    expect(mailer.sent).toHaveLength(1);
    const record = store.record(DAY);
    expect(record).toMatchObject({ state: 'sent', attempts: 2, through: later, claim: 'claim-2' });
    expect(record?.from).toEqual(new Date(NOW.getTime() - FIRST_WINDOW_MS));
    expect(record).not.toHaveProperty('error');
  });

  it('takes over a day left in "sending" by a run that died, once the claim is old enough', async () => {
    inquiries.add(inquiry('a', hoursBefore(1)));
    store.records.set(DAY, earlier(DAY, { state: 'sending', through: NOW, claimedAt: NOW, claim: 'dead' }));

    expect(await run(new Date(NOW.getTime() + IN_FLIGHT_MS - 1))).toMatchObject({
      kind: 'declined',
      reason: 'in-flight',
    });
    expect(await run(new Date(NOW.getTime() + IN_FLIGHT_MS))).toMatchObject({ kind: 'sent' });
    expect(mailer.sent).toHaveLength(1);
  });

  it("asks for the recipients of the run's choices, and records them", async () => {
    inquiries.add(inquiry('a', hoursBefore(1)));
    await run(NOW, SPARK_DIGEST_CHOICES);
    expect(askedChoices).toEqual([['each', 'digest']]);
    expect(store.record(DAY)?.choices).toEqual(['each', 'digest']);

    inquiries.add(inquiry('b', hoursBefore(1, new Date(NOW.getTime() + 24 * HOUR))));
    await run(new Date(NOW.getTime() + 24 * HOUR));
    expect(askedChoices[1]).toEqual(['digest']);
    expect(store.record('2026-12-01')?.choices).toEqual(['digest']);
  });

  it('files a run by its India day: 23:59 IST and 00:01 IST are two days', async () => {
    inquiries.add(inquiry('a', hoursBefore(1, new Date('2026-11-30T18:29:00Z'))));
    expect(await run(new Date('2026-11-30T18:29:00Z'))).toMatchObject({ kind: 'sent', day: '2026-11-30' });
    inquiries.add(inquiry('b', new Date('2026-11-30T18:30:00Z')));
    expect(await run(new Date('2026-11-30T18:31:00Z'))).toMatchObject({
      kind: 'sent',
      day: '2026-12-01',
      total: 1,
    });
  });
});
