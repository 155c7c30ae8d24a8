/**
 * Sends an inquiry's e-mail at most once per request, with an idempotency record on the inquiry
 * (`notification`). Written against two small ports, the record's store and the mailer, so the rules of
 * "never lose, never double" are tested without Firebase or SMTP (notify.test.ts).
 *
 * Events arrive at least once and a failed run is retried, so the same inquiry can be handled twice, even at
 * the same moment. A transaction claims the send first: only one run holds a fresh claim, and a record that
 * says 'sent' or 'skipped' ends every later run without sending.
 */
import { randomUUID } from 'node:crypto';
import { singleLine, type MailMessage } from './message.js';

export type NotificationState = 'sending' | 'sent' | 'failed' | 'skipped';

/** The inquiry's `notification` map, as this code reads and writes it (Timestamps become Dates in the store). */
export interface NotificationRecord {
  state: NotificationState;
  /** The addresses the SMTP server accepted ('sent'); empty otherwise. */
  to: string[];
  /** When the state was last set. */
  at: Date;
  /** Claims so far: each run that tried to send counts one. */
  attempts: number;
  /** Why it failed or was skipped: one short line, never a credential. */
  error?: string;
  claimedAt: Date;
  /** The claim of the run that last took it (a random id). */
  claim: string;
}

export type ClaimDecision =
  | { kind: 'claim'; record: NotificationRecord }
  | { kind: 'decline'; reason: DeclineReason };

/** done: sent or skipped already; in-flight: another run holds a fresh claim; missing: the inquiry is gone. */
export type DeclineReason = 'done' | 'in-flight' | 'missing';

export interface NotificationStore {
  /** The inquiry's record, or null when it has none (or the inquiry is gone). */
  read(inquiryId: string): Promise<NotificationRecord | null>;
  /**
   * Reads the record and writes `decide`'s claim in one transaction, so of two runs deciding at once only one
   * claims. `decide` is pure and may run more than once (a contended transaction is tried again).
   */
  claim(
    inquiryId: string,
    decide: (current: NotificationRecord | null) => ClaimDecision,
  ): Promise<ClaimDecision>;
  /** Records 'sent' or 'skipped' if `claim` still holds the record; false when another run took it over. */
  complete(inquiryId: string, claim: string, outcome: CompletedOutcome): Promise<boolean>;
  /** Records 'failed' if `claim` still holds the record. */
  fail(inquiryId: string, claim: string, failure: { error: string; at: Date }): Promise<boolean>;
}

export interface CompletedOutcome {
  state: 'sent' | 'skipped';
  to: string[];
  at: Date;
  error?: string;
}

export interface SentMail {
  messageId: string;
  /** The recipients the SMTP server accepted. */
  accepted: string[];
}

export interface Mailer {
  /** Rejects when the server refuses or cannot be reached; the error's message is safe to store. */
  send(message: MailMessage): Promise<SentMail>;
}

/**
 * How long a claim in 'sending' keeps other runs away. A send gives up after ~10 s per step (mailer.ts), so a
 * claim this old belongs to a run that died (instance stopped mid-send) and may be taken over.
 */
export const IN_FLIGHT_MS = 2 * 60_000;

export const NOBODY_OPTED_IN = 'nobody has chosen e-mail for each inquiry';

/** What started the run: the inquiry's creation, or an admin's re-send from the back office. */
export type NotifyTrigger = 'created' | 'resend';

export interface ClaimRequest {
  claim: string;
  now: Date;
  trigger: NotifyTrigger;
  /** A re-send even after 'sent' (or 'skipped'): for an admin who knows the first e-mail went astray. */
  force: boolean;
}

/**
 * Another run's claim that still keeps this run away: younger than IN_FLIGHT_MS. The one rule of every
 * claimed record here (an inquiry's e-mail, a day's digest, a test e-mail).
 */
export function isOthersFreshClaim(
  current: { claim: string; claimedAt: Date },
  request: { claim: string; now: Date },
): boolean {
  const age = request.now.getTime() - current.claimedAt.getTime();
  // A negative age (clocks apart) counts as fresh: better wait for a retry than send twice.
  return current.claim !== request.claim && age < IN_FLIGHT_MS;
}

/** Whether a run may take the record: the one decision both the fast path and the transaction make. */
export function decideClaim(current: NotificationRecord | null, request: ClaimRequest): ClaimDecision {
  if (current) {
    const done = current.state === 'sent' || current.state === 'skipped';
    if (done && !(request.trigger === 'resend' && request.force)) return { kind: 'decline', reason: 'done' };
    if (current.state === 'sending' && isOthersFreshClaim(current, request)) {
      return { kind: 'decline', reason: 'in-flight' };
    }
  }
  return {
    kind: 'claim',
    record: {
      state: 'sending',
      to: [],
      at: request.now,
      attempts: (current?.attempts ?? 0) + 1,
      claimedAt: request.now,
      claim: request.claim,
    },
  };
}

export interface NotifyRequest {
  inquiryId: string;
  trigger: NotifyTrigger;
  force?: boolean;
  /** The e-mail for these recipients (message.ts inquiryEmail), built only once the run holds the claim. */
  compose: (recipients: string[]) => MailMessage;
}

/** A warning for the logs: something went wrong that the outcome does not show. */
export type Warn = (message: string, details: Record<string, unknown>) => void;

export interface NotifyDeps {
  store: NotificationStore;
  mailer: Mailer;
  /** The staff who chose an e-mail for each inquiry: read after the claim, so a retry sees today's choices. */
  recipients: () => Promise<string[]>;
  /** The right-hand side of the Message-ID: the site's host name. */
  messageIdDomain: string;
  now?: () => Date;
  newClaim?: () => string;
  warn?: Warn;
}

export type NotifyOutcome =
  | { kind: 'sent'; to: string[]; messageId: string; recorded: boolean }
  | { kind: 'skipped'; reason: string }
  | { kind: 'declined'; reason: DeclineReason };

/**
 * The Message-ID, fixed by the inquiry and the run's claim. One attempt keeps one id, so the inbox's copy and
 * the function's log name the same message; a new attempt (retry after a failure, an admin's re-send) gets a
 * new one, so a mailbox that drops repeated Message-IDs (Gmail does) never swallows a re-send someone asked for.
 */
function messageIdFor(inquiryId: string, claim: string, domain: string): string {
  return mailMessageId('inquiry', inquiryId, claim, domain);
}

/** The Message-ID's right-hand side: the site's host name (SITE_URL's), or localhost for a malformed one. */
export function siteHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** The same for any e-mail these functions send: `kind` ('inquiry', 'digest', 'test') and what it is about. */
export function mailMessageId(kind: string, subject: string, claim: string, domain: string): string {
  const safe = (value: string) => value.replace(/[^A-Za-z0-9-]/g, '-');
  return `<${safe(kind)}.${safe(subject)}.${safe(claim)}@${domain.replace(/[^A-Za-z0-9.-]/g, '') || 'localhost'}>`;
}

/** One line for the record: the mailer's message is already credential-free; this keeps it short. */
export function failureReason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return singleLine(text, 300) || 'unknown error';
}

/**
 * Claims the inquiry's e-mail, sends it to the staff who opted in and records the outcome. A send error is
 * recorded as 'failed' and thrown again, so the function's retry (or an admin's re-send) tries once more.
 */
export async function notifyInquiry(request: NotifyRequest, deps: NotifyDeps): Promise<NotifyOutcome> {
  const now = deps.now ?? (() => new Date());
  const claim = (deps.newClaim ?? randomUUID)();
  const { inquiryId } = request;
  const claimRequest = (): ClaimRequest => ({
    claim,
    now: now(),
    trigger: request.trigger,
    force: request.force ?? false,
  });

  // A retry after success is the common repeat: one read ends it without a transaction.
  const early = decideClaim(await deps.store.read(inquiryId), claimRequest());
  if (early.kind === 'decline') return { kind: 'declined', reason: early.reason };

  const decision = await deps.store.claim(inquiryId, (current) => decideClaim(current, claimRequest()));
  if (decision.kind === 'decline') return { kind: 'declined', reason: decision.reason };

  let sent: SentMail;
  try {
    const recipients = await deps.recipients();
    if (recipients.length === 0) {
      await deps.store.complete(inquiryId, claim, {
        state: 'skipped',
        to: [],
        at: now(),
        error: NOBODY_OPTED_IN,
      });
      return { kind: 'skipped', reason: NOBODY_OPTED_IN };
    }
    const message = {
      ...request.compose(recipients),
      messageId: messageIdFor(inquiryId, claim, deps.messageIdDomain),
    };
    sent = await deps.mailer.send(message);
  } catch (error) {
    await recordFailure({
      fail: (failure) => deps.store.fail(inquiryId, claim, failure),
      error,
      at: now(),
      warn: deps.warn,
      details: { inquiryId, claim },
    });
    throw error;
  }

  // Outside the try: the e-mail has gone, so a failure to record it must not mark it 'failed' (and invite a
  // second send); the store's own retries cover a passing error.
  const recorded = await deps.store.complete(inquiryId, claim, {
    state: 'sent',
    to: sent.accepted,
    at: now(),
  });
  if (!recorded) deps.warn?.('Sent, but another run had taken over the record', { inquiryId, claim });
  return { kind: 'sent', to: sent.accepted, messageId: sent.messageId, recorded };
}

/**
 * Records a failed send as its record's 'failed' state. A failure to record it only warns: the send's error
 * is the one to rethrow, and the claim expires so that a retry (or re-run) takes it over.
 */
export async function recordFailure(failed: {
  fail: (failure: { error: string; at: Date }) => Promise<boolean>;
  error: unknown;
  at: Date;
  warn: Warn | undefined;
  details: Record<string, unknown>;
}): Promise<void> {
  try {
    await failed.fail({ error: failureReason(failed.error), at: failed.at });
  } catch (storeError) {
    failed.warn?.('Could not record the failed send', {
      ...failed.details,
      storeError: failureReason(storeError),
    });
  }
}
