/**
 * The daily digest's ports (digest.ts) on firebase-admin: the day's record is mail_digests/{YYYY-MM-DD},
 * written only here (the rules let no client read or write it), and the inquiries are read with bounded
 * queries on createdAt alone (single-field indexes, no composite index).
 */
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { inquiryEmailChoice, type EmailingChoice } from './choices.js';
import type { DigestInquiries, DigestRecord, DigestStore, DigestWindow } from './digest.js';
import {
  INQUIRIES_COLLECTION,
  dateOf,
  isTimestamp,
  notificationState,
  readInquiryForEmail,
  stringList,
  text,
} from './firestore-store.js';

const DIGESTS_COLLECTION = 'mail_digests';

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * The stored record; null when it is not one (no state or no window), which the next digest then treats as
 * no earlier digest (the last 24 hours) rather than reading from a made-up start.
 */
export function readDigestRecord(day: string, data: DocumentData | undefined): DigestRecord | null {
  const state = notificationState(data?.state);
  if (!data || !state || !isTimestamp(data.from) || !isTimestamp(data.through)) return null;
  const epoch = new Date(0);
  const choices = Array.isArray(data.choices) ? data.choices.map(inquiryEmailChoice) : [];
  return {
    state,
    day,
    from: data.from.toDate(),
    through: data.through.toDate(),
    choices: choices.filter((choice): choice is EmailingChoice => choice !== 'none'),
    total: count(data.total),
    listed: count(data.listed),
    to: stringList(data.to),
    at: dateOf(data.at, epoch),
    attempts: count(data.attempts),
    ...(typeof data.error === 'string' ? { error: data.error } : {}),
    claimedAt: dateOf(data.claimedAt, epoch),
    claim: text(data.claim),
  };
}

export function firestoreDigestStore(db: Firestore): DigestStore {
  const digests = db.collection(DIGESTS_COLLECTION);

  /** Writes `fields` if `claim` still holds the day; false when the record or the claim is gone. */
  const writeIfClaimed = (day: string, claim: string, fields: Record<string, unknown>) =>
    db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(digests.doc(day));
      if (!snapshot.exists || snapshot.get('claim') !== claim) return false;
      transaction.update(digests.doc(day), fields);
      return true;
    });

  return {
    claim(day, decide) {
      return db.runTransaction(async (transaction) => {
        // Days are YYYY-MM-DD, so the newest earlier day is one bounded read on `day` (its automatic
        // single-field index; no index to deploy). Not on the document id: Firestore refuses a descending
        // scan of ids in a transaction ("does not support descending key scans").
        const [current, earlier] = await Promise.all([
          transaction.get(digests.doc(day)),
          transaction.get(digests.where('day', '<', day).orderBy('day', 'desc').limit(1)),
        ]);
        const previous = earlier.docs[0];
        const decision = decide(
          readDigestRecord(day, current.data()),
          previous ? readDigestRecord(previous.id, previous.data()) : null,
          current.readTime.toDate(),
        );
        if (decision.kind === 'claim') {
          const { record } = decision;
          // The whole record: a re-run's claim replaces the failed attempt's fields (its error goes).
          transaction.set(digests.doc(day), {
            state: record.state,
            day: record.day,
            from: Timestamp.fromDate(record.from),
            through: Timestamp.fromDate(record.through),
            choices: record.choices,
            total: record.total,
            listed: record.listed,
            to: record.to,
            at: Timestamp.fromDate(record.at),
            attempts: record.attempts,
            claimedAt: Timestamp.fromDate(record.claimedAt),
            claim: record.claim,
          });
        }
        return decision;
      });
    },

    complete(day, claim, outcome) {
      return writeIfClaimed(day, claim, {
        state: outcome.state,
        total: outcome.total,
        listed: outcome.listed,
        to: outcome.to,
        at: Timestamp.fromDate(outcome.at),
        error: outcome.error ?? FieldValue.delete(),
      });
    },

    fail(day, claim, failure) {
      return writeIfClaimed(day, claim, {
        state: 'failed',
        to: [],
        at: Timestamp.fromDate(failure.at),
        error: failure.error,
      });
    },
  };
}

export function firestoreDigestInquiries(db: Firestore): DigestInquiries {
  // Two range filters on one field: served by createdAt's single-field index.
  const inWindow = ({ from, through }: DigestWindow) =>
    db
      .collection(INQUIRIES_COLLECTION)
      .where('createdAt', '>', Timestamp.fromDate(from))
      .where('createdAt', '<=', Timestamp.fromDate(through));

  return {
    async count(window) {
      const snapshot = await inWindow(window).count().get();
      return snapshot.data().count;
    },

    async list(window, limit) {
      const snapshot = await inWindow(window).orderBy('createdAt').limit(limit).get();
      return snapshot.docs.map((doc) => readInquiryForEmail(doc.id, doc.data(), window.through));
    },
  };
}
