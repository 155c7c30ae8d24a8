/**
 * The NotificationStore (notify.ts) on firebase-admin: the record is the `notification` map of
 * contact_inquiries/{id}, and every change to it runs in a transaction on that document.
 *
 * Writes name the map's fields one by one ('notification.state', …) instead of replacing the map, so the
 * `resendRequestedAt` an admin sets there (index.ts) stays as it was.
 */
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { InquiryForEmail } from './message.js';
import type { ClaimDecision, NotificationRecord, NotificationState, NotificationStore } from './notify.js';

export const INQUIRIES_COLLECTION = 'contact_inquiries';

const STATES: readonly NotificationState[] = ['sending', 'sent', 'failed', 'skipped'];

/** A stored state, or undefined for anything else. */
export function notificationState(value: unknown): NotificationState | undefined {
  return STATES.find((candidate) => candidate === value);
}

interface TimestampLike {
  toDate(): Date;
}

/** Duck-typed: the event's snapshot and this module may hold different copies of the Timestamp class. */
export function isTimestamp(value: unknown): value is TimestampLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<TimestampLike>).toDate === 'function'
  );
}

export function dateOf(value: unknown, fallback: Date): Date {
  return isTimestamp(value) ? value.toDate() : fallback;
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** The stored map as a record; null when there is none yet (or only an admin's request in it). */
export function readNotification(value: unknown): NotificationRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const map = value as Record<string, unknown>;
  const state = notificationState(map.state);
  if (!state) return null;
  const epoch = new Date(0);
  return {
    state,
    to: stringList(map.to),
    at: dateOf(map.at, epoch),
    attempts: typeof map.attempts === 'number' && Number.isFinite(map.attempts) ? map.attempts : 0,
    ...(typeof map.error === 'string' ? { error: map.error } : {}),
    claimedAt: dateOf(map.claimedAt, epoch),
    claim: text(map.claim),
  };
}

/** The inquiry as the e-mail shows it; `fallbackTime` (the event's) when createdAt is missing. */
export function readInquiryForEmail(id: string, data: DocumentData, fallbackTime: Date): InquiryForEmail {
  return {
    id,
    name: text(data.name),
    email: text(data.email),
    phone: text(data.phone),
    subject: text(data.subject),
    message: text(data.message),
    createdAt: dateOf(data.createdAt, fallbackTime),
  };
}

export function millisOf(value: unknown): number | null {
  return isTimestamp(value) ? value.toDate().getTime() : null;
}

/**
 * An admin asked for a re-send: `notification.resendRequestedAt` changed in this update and the record says
 * 'failed'. This function's own writes never touch that field, so they never start a re-send.
 */
export function isResendRequest(before: DocumentData | undefined, after: DocumentData | undefined): boolean {
  const requested = millisOf(after?.notification?.resendRequestedAt);
  if (requested === null) return false;
  if (requested === millisOf(before?.notification?.resendRequestedAt)) return false;
  return after?.notification?.state === 'failed';
}

export function firestoreNotificationStore(db: Firestore): NotificationStore {
  const inquiry = (id: string) => db.collection(INQUIRIES_COLLECTION).doc(id);

  /** Writes `fields` into the map if `claim` still holds it; false when the inquiry or the claim is gone. */
  const writeIfClaimed = (id: string, claim: string, fields: Record<string, unknown>) =>
    db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(inquiry(id));
      if (!snapshot.exists || snapshot.get('notification.claim') !== claim) return false;
      transaction.update(inquiry(id), fields);
      return true;
    });

  return {
    async read(id) {
      const snapshot = await inquiry(id).get();
      return snapshot.exists ? readNotification(snapshot.get('notification')) : null;
    },

    claim(id, decide) {
      return db.runTransaction(async (transaction): Promise<ClaimDecision> => {
        const snapshot = await transaction.get(inquiry(id));
        // update() below would fail on a deleted inquiry; set() would bring back a husk of one.
        if (!snapshot.exists) return { kind: 'decline', reason: 'missing' };
        const decision = decide(readNotification(snapshot.get('notification')));
        if (decision.kind === 'claim') {
          const { record } = decision;
          transaction.update(inquiry(id), {
            'notification.state': record.state,
            'notification.to': record.to,
            'notification.at': Timestamp.fromDate(record.at),
            'notification.attempts': record.attempts,
            'notification.error': FieldValue.delete(),
            'notification.claimedAt': Timestamp.fromDate(record.claimedAt),
            'notification.claim': record.claim,
          });
        }
        return decision;
      });
    },

    complete(id, claim, outcome) {
      return writeIfClaimed(id, claim, {
        'notification.state': outcome.state,
        'notification.to': outcome.to,
        'notification.at': Timestamp.fromDate(outcome.at),
        'notification.error': outcome.error ?? FieldValue.delete(),
      });
    },

    fail(id, claim, failure) {
      return writeIfClaimed(id, claim, {
        'notification.state': 'failed',
        'notification.to': [],
        'notification.at': Timestamp.fromDate(failure.at),
        'notification.error': failure.error,
      });
    },
  };
}
