/**
 * The test e-mail a staff member asks for with "Test" beside e-mail notifications: they set their own
 * admins/{uid}.testEmailRequestedAt, and this sends a short e-mail to their own address and answers on the
 * record (`testEmail`), so the settings screen shows whether mail reaches them.
 *
 * No retry: the member sees a failure and can press Test again (a new request). An event may still arrive
 * twice, so the answer is claimed first in a transaction (mail_test_emails/{uid}), like notify.ts's claim:
 * of two runs for one request, one sends.
 */
import { randomUUID } from 'node:crypto';
import type { InquiryEmailChoice } from './choices.js';
import { isPlainAddress, singleLine, testEmailMessage } from './message.js';
import { failureReason, isOthersFreshClaim, mailMessageId, type Mailer } from './notify.js';

/** admins/{uid}.testEmail, the answer (Timestamps as Dates). */
export interface TestEmailAnswer {
  state: 'sent' | 'failed';
  /** The address it went (or would have gone) to. */
  to: string;
  at: Date;
  /** A copy of the testEmailRequestedAt it answers: the screen knows its own request was answered. */
  requestedAt: Date;
  error?: string;
}

/** The member's record, the fields the test reads. */
export interface StaffForTestEmail {
  email: string;
  active: boolean;
  choice: InquiryEmailChoice;
  /** testEmailRequestedAt: the latest request. */
  requestedAt: Date | null;
  /** testEmail.requestedAt: the latest request answered. */
  answeredRequestAt: Date | null;
}

/** The claim on a request, mail_test_emails/{uid}. */
export interface TestEmailClaim {
  requestedAt: Date;
  claim: string;
  claimedAt: Date;
}

/** done: answered already; superseded: a newer request came, its own event answers it. */
export type TestEmailDeclineReason = 'done' | 'superseded' | 'in-flight' | 'missing';

export type TestEmailDecision =
  | { kind: 'claim'; claim: TestEmailClaim; member: StaffForTestEmail }
  | { kind: 'decline'; reason: TestEmailDeclineReason };

export interface TestEmailStore {
  /** Reads the member's record and the claim, and writes `decide`'s claim, in one transaction. */
  claim(
    uid: string,
    decide: (member: StaffForTestEmail | null, current: TestEmailClaim | null) => TestEmailDecision,
  ): Promise<TestEmailDecision>;
  /** Writes the answer on the member's record if `claim` still holds; false when not (or they are gone). */
  answer(uid: string, claim: string, answer: TestEmailAnswer): Promise<boolean>;
}

export interface TestEmailRequest {
  uid: string;
  /** The testEmailRequestedAt this run answers. */
  requestedAt: Date;
}

export interface TestEmailClaimRequest {
  requestedAt: Date;
  claim: string;
  now: Date;
}

export const INACTIVE_MEMBER = 'this staff member is inactive: inactive staff get no e-mail';
export const NOT_A_PLAIN_ADDRESS = 'the staff record has no plain e-mail address to send to';

/** Whether this run may answer the request. */
export function decideTestEmailClaim(
  member: StaffForTestEmail | null,
  current: TestEmailClaim | null,
  request: TestEmailClaimRequest,
): TestEmailDecision {
  if (!member) return { kind: 'decline', reason: 'missing' };
  const requested = request.requestedAt.getTime();
  if (member.answeredRequestAt && member.answeredRequestAt.getTime() >= requested) {
    return { kind: 'decline', reason: 'done' };
  }
  if (member.requestedAt && member.requestedAt.getTime() > requested) {
    return { kind: 'decline', reason: 'superseded' };
  }
  // A claim on an older request is over (answered or abandoned); one on this request keeps others away.
  if (current && current.requestedAt.getTime() === requested && isOthersFreshClaim(current, request)) {
    return { kind: 'decline', reason: 'in-flight' };
  }
  return {
    kind: 'claim',
    claim: { requestedAt: request.requestedAt, claim: request.claim, claimedAt: request.now },
    member,
  };
}

export interface TestEmailDeps {
  store: TestEmailStore;
  mailer: Mailer;
  backOfficeUrl: string;
  siteName: string;
  messageIdDomain: string;
  now?: () => Date;
  newClaim?: () => string;
}

export type TestEmailOutcome =
  | { kind: 'answered'; answer: TestEmailAnswer; recorded: boolean }
  | { kind: 'declined'; reason: TestEmailDeclineReason };

/**
 * Claims the request, sends the test e-mail to the member's own address and records the answer. A failed
 * send is an answer too ('failed' with the reason), not an error: nothing retries it but the member.
 */
export async function answerTestEmail(
  request: TestEmailRequest,
  deps: TestEmailDeps,
): Promise<TestEmailOutcome> {
  const now = deps.now ?? (() => new Date());
  const claim = (deps.newClaim ?? randomUUID)();
  const decision = await deps.store.claim(request.uid, (member, current) =>
    decideTestEmailClaim(member, current, { requestedAt: request.requestedAt, claim, now: now() }),
  );
  if (decision.kind === 'decline') return { kind: 'declined', reason: decision.reason };

  const { member } = decision;
  const address = member.email.trim();
  const failed = (error: string): TestEmailAnswer => ({
    state: 'failed',
    to: singleLine(address, 254),
    at: now(),
    requestedAt: request.requestedAt,
    error,
  });

  let answer: TestEmailAnswer;
  if (!member.active) answer = failed(INACTIVE_MEMBER);
  else if (!isPlainAddress(address)) answer = failed(NOT_A_PLAIN_ADDRESS);
  else {
    try {
      await deps.mailer.send({
        ...testEmailMessage({
          to: address,
          choice: member.choice,
          requestedAt: request.requestedAt,
          backOfficeUrl: deps.backOfficeUrl,
          siteName: deps.siteName,
        }),
        messageId: mailMessageId('test', request.uid, claim, deps.messageIdDomain),
      });
      answer = { state: 'sent', to: address, at: now(), requestedAt: request.requestedAt };
    } catch (error) {
      answer = failed(failureReason(error));
    }
  }

  const recorded = await deps.store.answer(request.uid, claim, answer);
  return { kind: 'answered', answer, recorded };
}
