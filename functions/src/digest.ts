/**
 * The daily digest: one e-mail listing the inquiries that arrived since the previous digest, at most once per
 * India day. Two senders share it: the scheduled function on Blaze (index.ts dailyDigest, for the staff who
 * chose 'digest') and the redeploy workflow on Spark (digest-cli.ts, for 'each' and 'digest' choosers, as the
 * site has no instant e-mail there). Both claim the day's record mail_digests/{YYYY-MM-DD} in a transaction
 * first, so whichever runs second, or a re-run, finds the day taken and sends nothing.
 *
 * Written against small ports (the record's store, the inquiries, the recipients, the mailer), like
 * notify.ts, so the rules are tested without Firebase or SMTP (digest.test.ts).
 */
import { randomUUID } from 'node:crypto';
import type { EmailingChoice } from './choices.js';
import { digestEmail, indiaDayKey, type InquiryForEmail } from './message.js';
import {
  isOthersFreshClaim,
  mailMessageId,
  recordFailure,
  type DeclineReason,
  type Mailer,
  type NotificationState,
  type SentMail,
  type Warn,
} from './notify.js';

/** The digest's record (mail_digests/{day}), as this code reads and writes it (Timestamps as Dates). */
export interface DigestRecord {
  state: NotificationState;
  /** The India day it belongs to, YYYY-MM-DD: also the record's id. */
  day: string;
  /** The window: inquiries created after `from`, up to and including `through` (when the run claimed it). */
  from: Date;
  through: Date;
  /** Whose choices it is for: ['digest'] (scheduled function) or ['each', 'digest'] (the Spark workflow). */
  choices: EmailingChoice[];
  /** Inquiries in the window, and how many the e-mail listed; 0 until the run has counted. */
  total: number;
  listed: number;
  /** The addresses the SMTP server accepted ('sent'); empty otherwise. */
  to: string[];
  /** When the state was last set. */
  at: Date;
  /** Claims so far: each run that tried counts one. */
  attempts: number;
  /** Why it failed or was skipped: one short line. */
  error?: string;
  claimedAt: Date;
  claim: string;
}

export interface DigestWindow {
  from: Date;
  through: Date;
}

export type DigestClaimDecision =
  | { kind: 'claim'; record: DigestRecord }
  | { kind: 'decline'; reason: Exclude<DeclineReason, 'missing'> };

export interface DigestOutcomeFields {
  state: 'sent' | 'skipped';
  total: number;
  listed: number;
  to: string[];
  at: Date;
  error?: string;
}

export interface DigestStore {
  /**
   * In one transaction: reads the day's record and the newest record of an earlier day (whose window this one
   * continues), and writes `decide`'s claim. `decide` is pure and may run more than once; `databaseNow` is
   * the database's time as the transaction read.
   */
  claim(
    day: string,
    decide: (
      current: DigestRecord | null,
      previous: DigestRecord | null,
      databaseNow: Date,
    ) => DigestClaimDecision,
  ): Promise<DigestClaimDecision>;
  /** Records 'sent' or 'skipped' if `claim` still holds the day; false when another run took it over. */
  complete(day: string, claim: string, outcome: DigestOutcomeFields): Promise<boolean>;
  /** Records 'failed' if `claim` still holds the day. */
  fail(day: string, claim: string, failure: { error: string; at: Date }): Promise<boolean>;
}

/** The inquiries of a window. Both reads are bounded: a count aggregation, and a list of at most `limit`. */
export interface DigestInquiries {
  count(window: DigestWindow): Promise<number>;
  /** Oldest first. */
  list(window: DigestWindow, limit: number): Promise<InquiryForEmail[]>;
}

/** A day's digest lists this many at most; the e-mail says how many more the back office holds. */
export const DIGEST_LIST_LIMIT = 50;

/** The first digest (no earlier record) covers the day before it. */
export const FIRST_WINDOW_MS = 24 * 60 * 60_000;

export const NO_NEW_INQUIRIES = 'no new inquiries';
export const NOBODY_CHOSE_DIGEST = 'nobody has chosen the daily digest';

/** The Blaze function's recipients, and the Spark workflow's: there 'each' has no instant e-mail to get. */
export const DIGEST_CHOICES: readonly EmailingChoice[] = ['digest'];
export const SPARK_DIGEST_CHOICES: readonly EmailingChoice[] = ['each', 'digest'];

/**
 * Where a new digest's window starts: where the previous one's ended if it went out (or had nothing to
 * send); if it failed or never finished, where it started, so its inquiries come in this one instead of
 * being lost. No previous record: the last 24 hours.
 */
function windowStart(previous: DigestRecord | null, now: Date): Date {
  if (!previous) return new Date(now.getTime() - FIRST_WINDOW_MS);
  return previous.state === 'sent' || previous.state === 'skipped' ? previous.through : previous.from;
}

interface DigestClaimRequest {
  day: string;
  claim: string;
  now: Date;
  choices: readonly EmailingChoice[];
}

/** Whether a run may take the day: a day sent or skipped is done; a failed one (or an abandoned claim) is not. */
function decideDigestClaim(
  current: DigestRecord | null,
  previous: DigestRecord | null,
  request: DigestClaimRequest,
): DigestClaimDecision {
  if (current) {
    if (current.state === 'sent' || current.state === 'skipped') return { kind: 'decline', reason: 'done' };
    if (current.state === 'sending' && isOthersFreshClaim(current, request)) {
      return { kind: 'decline', reason: 'in-flight' };
    }
  }
  const { now } = request;
  return {
    kind: 'claim',
    record: {
      state: 'sending',
      day: request.day,
      // A re-run of the day keeps the day's start: the previous day cannot have changed since.
      from: current?.from ?? windowStart(previous, now),
      through: now,
      choices: [...request.choices],
      total: 0,
      listed: 0,
      to: [],
      at: now,
      attempts: (current?.attempts ?? 0) + 1,
      claimedAt: now,
      claim: request.claim,
    },
  };
}

export interface DigestRequest {
  now: Date;
  choices: readonly EmailingChoice[];
}

export interface DigestDeps {
  store: DigestStore;
  inquiries: DigestInquiries;
  /** The active staff with one of these choices: read after the claim, so a re-run sees today's choices. */
  recipients: (choices: readonly EmailingChoice[]) => Promise<string[]>;
  mailer: Mailer;
  backOfficeUrl: string;
  siteName: string;
  /** The right-hand side of the Message-ID: the site's host name. */
  messageIdDomain: string;
  /** The time the outcome is recorded; the request's `now` fixes the day and the window. */
  clock?: () => Date;
  newClaim?: () => string;
  listLimit?: number;
  warn?: Warn;
}

export type DigestOutcome =
  | { kind: 'sent'; day: string; to: string[]; total: number; listed: number; messageId: string }
  | { kind: 'skipped'; day: string; reason: string; total: number }
  | { kind: 'declined'; day: string; reason: Exclude<DeclineReason, 'missing'> };

/**
 * Claims the day, reads its window's inquiries and sends them in one e-mail. A failure is recorded as
 * 'failed' (a re-run the same day tries again; a later day's digest takes its inquiries over) and thrown.
 */
export async function runDigest(request: DigestRequest, deps: DigestDeps): Promise<DigestOutcome> {
  const clock = deps.clock ?? (() => new Date());
  const claim = (deps.newClaim ?? randomUUID)();
  const day = indiaDayKey(request.now);
  // The window ends at the run's time, or the database's when the run's clock is ahead of it: inquiries
  // stamped after the database's now are not there yet, and a window ending past them would leave them
  // between this digest and the next.
  const decision = await deps.store.claim(day, (current, previous, databaseNow) =>
    decideDigestClaim(current, previous, {
      day,
      claim,
      now: new Date(Math.min(request.now.getTime(), databaseNow.getTime())),
      choices: request.choices,
    }),
  );
  if (decision.kind === 'decline') return { kind: 'declined', day, reason: decision.reason };
  const window: DigestWindow = { from: decision.record.from, through: decision.record.through };

  let total = 0;
  let listed = 0;
  let sent: SentMail;
  try {
    total = await deps.inquiries.count(window);
    const skip = async (reason: string): Promise<DigestOutcome> => {
      await deps.store.complete(day, claim, {
        state: 'skipped',
        total,
        listed: 0,
        to: [],
        at: clock(),
        error: reason,
      });
      return { kind: 'skipped', day, reason, total };
    };
    if (total === 0) return await skip(NO_NEW_INQUIRIES);
    const recipients = await deps.recipients(request.choices);
    if (recipients.length === 0) return await skip(NOBODY_CHOSE_DIGEST);

    const inquiries = await deps.inquiries.list(window, deps.listLimit ?? DIGEST_LIST_LIMIT);
    listed = inquiries.length;
    const message = {
      ...digestEmail({
        inquiries,
        total,
        ...window,
        recipients,
        backOfficeUrl: deps.backOfficeUrl,
        siteName: deps.siteName,
      }),
      messageId: mailMessageId('digest', day, claim, deps.messageIdDomain),
    };
    sent = await deps.mailer.send(message);
  } catch (error) {
    await recordFailure({
      fail: (failure) => deps.store.fail(day, claim, failure),
      error,
      at: clock(),
      warn: deps.warn,
      details: { day, claim },
    });
    throw error;
  }

  // Outside the try: the e-mail has gone, so a failure to record it must not mark the day 'failed' (and
  // invite a second send).
  const recorded = await deps.store.complete(day, claim, {
    state: 'sent',
    total,
    listed,
    to: sent.accepted,
    at: clock(),
  });
  if (!recorded) deps.warn?.('Digest sent, but another run had taken over the day', { day, claim });
  return { kind: 'sent', day, to: sent.accepted, total, listed, messageId: sent.messageId };
}
