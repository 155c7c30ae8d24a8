import { ensureAppCheck } from '@/lib/app-check';
import { fieldValue, getStore, isStoreError, type WriteOperation } from '../store';
import {
  THROTTLE_INTERVAL_SECONDS,
  THROTTLE_SLOTS,
  THROTTLES,
  throttleStampId,
  type ThrottleKind,
} from '../throttle-slots';

export { THROTTLE_INTERVAL_SECONDS, THROTTLE_SLOTS, THROTTLES, type ThrottleKind } from '../throttle-slots';

/** The stamp for a public write of `docId` in one slot: it names the one document the batch may write. */
export function throttleStamp(kind: ThrottleKind, slot: number, docId: string): WriteOperation {
  return {
    type: 'set',
    collection: THROTTLES,
    id: throttleStampId(kind, slot),
    data: { at: fieldValue.serverTimestamp(), doc: docId },
  };
}

/** The current minute's slot: 0, 1, … THROTTLE_SLOTS - 1, then 0 again. */
export function currentSlot(now = Date.now()): number {
  return Math.floor(now / 60_000) % THROTTLE_SLOTS;
}

/**
 * The slots to try, in order: the current minute's first, then the next ones round. Visitors a few
 * minutes apart each find their minute's slot free (its last stamp is five minutes old), so a write
 * usually needs one request; only writers within the same minute move on to the next slot.
 */
export function slotsToTry(now = Date.now()): number[] {
  const first = currentSlot(now);
  return Array.from({ length: THROTTLE_SLOTS }, (_, step) => (first + step) % THROTTLE_SLOTS);
}

/** Commits a visitor's writes with their stamp in one slot, in one batch, with an App Check token when the site has App Check. */
export async function commitInSlot(
  kind: ThrottleKind,
  slot: number,
  docId: string,
  writes: readonly WriteOperation[],
): Promise<void> {
  await ensureAppCheck();
  const store = await getStore();
  await store.batch([...writes, throttleStamp(kind, slot, docId)]);
}

/**
 * The rules refused a public write in every slot: five of its kind were accepted in the last five minutes.
 * The site is busy, and the same write goes through once a slot frees up. Nothing was stored.
 */
export class SiteBusyError extends Error {
  constructor(kind: ThrottleKind) {
    super(`Every ${kind} throttle slot was stamped less than ${THROTTLE_INTERVAL_SECONDS} s ago.`);
    this.name = 'SiteBusyError';
  }
}

export function isSiteBusyError(error: unknown): error is SiteBusyError {
  return error instanceof SiteBusyError;
}

/**
 * Commits a visitor's writes with their stamp, trying the slots in turn: a refusal ('permission-denied')
 * moves on to the next slot; when every slot refuses, the last refusal is thrown (a refused request writes
 * nothing). Other store errors pass through at once: what they mean depends on the write (see the callers).
 */
export async function commitStamped(
  kind: ThrottleKind,
  docId: string,
  writes: readonly WriteOperation[],
): Promise<void> {
  let refusal: unknown = null;
  for (const slot of slotsToTry()) {
    try {
      await commitInSlot(kind, slot, docId, writes);
      return;
    } catch (error) {
      if (!isStoreError(error, 'permission-denied')) throw error;
      refusal = error;
    }
  }
  throw refusal;
}
