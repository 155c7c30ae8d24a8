import { ensureAppCheck } from '@/lib/app-check';
import { fieldValue, getStore, type WriteOperation } from '../store';

/**
 * The write throttle of firestore.rules (match /throttles/{kind}): every public create (a contact message, a
 * subscription) and every counted view goes in one batch with a stamp, throttles/{kind} = { at, doc }, and
 * the rules accept a new stamp only THROTTLE_INTERVAL_SECONDS after the last one. So neither a batch nor a
 * loop can multiply the site's writes; why 60 s is in the rules' comments (keep the two in step: a build
 * test compares them).
 */
export const THROTTLE_INTERVAL_SECONDS = 60;

export const THROTTLES = 'throttles';

export type ThrottleKind = 'contact_inquiries' | 'subscribers' | 'views';

/** The stamp for a public write of `docId`: it names the one document the batch may create or count. */
export function throttleStamp(kind: ThrottleKind, docId: string): WriteOperation {
  return {
    type: 'set',
    collection: THROTTLES,
    id: kind,
    data: { at: fieldValue.serverTimestamp(), doc: docId },
  };
}

/**
 * The rules refused a public write because another one of its kind was stamped less than the interval ago:
 * the site is busy, and the same write will go through in a minute. Nothing was stored.
 */
export class SiteBusyError extends Error {
  constructor(kind: ThrottleKind) {
    super(`Another ${kind} write was accepted less than ${THROTTLE_INTERVAL_SECONDS} s ago.`);
    this.name = 'SiteBusyError';
  }
}

export function isSiteBusyError(error: unknown): error is SiteBusyError {
  return error instanceof SiteBusyError;
}

/**
 * Commits a visitor's writes with their stamp, in one batch, with an App Check token when the site has App
 * Check. Store errors pass through: what a refusal means depends on the write (see the callers).
 */
export async function commitStamped(
  kind: ThrottleKind,
  docId: string,
  writes: readonly WriteOperation[],
): Promise<void> {
  await ensureAppCheck();
  const store = await getStore();
  await store.batch([...writes, throttleStamp(kind, docId)]);
}
