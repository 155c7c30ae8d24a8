/**
 * The test e-mail's store (test-email.ts) on firebase-admin: the member's record admins/{uid} (read, and its
 * `testEmail` answer written) and the claim mail_test_emails/{uid}, which only this code writes (the rules
 * let no client read or write it). The claim lives apart from the staff record so that the record holds
 * just the contract's fields, and goes once the request is answered.
 */
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { inquiryEmailChoice } from './choices.js';
import { isTimestamp, millisOf, text } from './firestore-store.js';
import type { StaffForTestEmail, TestEmailClaim, TestEmailStore } from './test-email.js';

const STAFF_COLLECTION = 'admins';
const TEST_EMAIL_CLAIMS_COLLECTION = 'mail_test_emails';

function dateOrNull(value: unknown): Date | null {
  return isTimestamp(value) ? value.toDate() : null;
}

export function readStaffForTestEmail(data: DocumentData): StaffForTestEmail {
  return {
    email: text(data.email),
    active: data.status === 'active',
    choice: inquiryEmailChoice(data.inquiryEmails),
    requestedAt: dateOrNull(data.testEmailRequestedAt),
    answeredRequestAt: dateOrNull(data.testEmail?.requestedAt),
  };
}

export function readTestEmailClaim(data: DocumentData | undefined): TestEmailClaim | null {
  if (!data || !isTimestamp(data.requestedAt) || !isTimestamp(data.claimedAt)) return null;
  return {
    requestedAt: data.requestedAt.toDate(),
    claim: text(data.claim),
    claimedAt: data.claimedAt.toDate(),
  };
}

/**
 * The request an update of admins/{uid} makes: `testEmailRequestedAt` changed in it and is newer than the
 * last answer's copy; null for every other update (a sign-in stamp, an admin's edit, this code's answer).
 */
export function testEmailRequest(
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Date | null {
  const requested = millisOf(after?.testEmailRequestedAt);
  if (requested === null || requested === millisOf(before?.testEmailRequestedAt)) return null;
  const answered = millisOf(after?.testEmail?.requestedAt);
  if (answered !== null && answered >= requested) return null;
  return new Date(requested);
}

export function firestoreTestEmailStore(db: Firestore): TestEmailStore {
  const member = (uid: string) => db.collection(STAFF_COLLECTION).doc(uid);
  const claimOf = (uid: string) => db.collection(TEST_EMAIL_CLAIMS_COLLECTION).doc(uid);

  return {
    claim(uid, decide) {
      return db.runTransaction(async (transaction) => {
        const [record, current] = await Promise.all([
          transaction.get(member(uid)),
          transaction.get(claimOf(uid)),
        ]);
        const data = record.data();
        const decision = decide(
          data ? readStaffForTestEmail(data) : null,
          readTestEmailClaim(current.data()),
        );
        if (decision.kind === 'claim') {
          const { claim } = decision;
          transaction.set(claimOf(uid), {
            requestedAt: Timestamp.fromDate(claim.requestedAt),
            claim: claim.claim,
            claimedAt: Timestamp.fromDate(claim.claimedAt),
          });
        }
        return decision;
      });
    },

    answer(uid, claim, answer) {
      return db.runTransaction(async (transaction) => {
        const [record, current] = await Promise.all([
          transaction.get(member(uid)),
          transaction.get(claimOf(uid)),
        ]);
        if (current.get('claim') !== claim) return false;
        transaction.delete(claimOf(uid));
        if (!record.exists) return false;
        // The request's own Timestamp when it is still the record's: it has microseconds a Date drops, and
        // the screen compares the copy with its request.
        const stored: unknown = record.get('testEmailRequestedAt');
        const requestedAt =
          isTimestamp(stored) && millisOf(stored) === answer.requestedAt.getTime()
            ? stored
            : Timestamp.fromDate(answer.requestedAt);
        transaction.update(member(uid), {
          testEmail: {
            state: answer.state,
            to: answer.to,
            at: Timestamp.fromDate(answer.at),
            requestedAt,
            ...(answer.error === undefined ? {} : { error: answer.error }),
          },
        });
        return true;
      });
    },
  };
}
