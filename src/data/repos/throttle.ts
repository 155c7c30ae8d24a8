import { ensureAppCheck } from '@/lib/app-check';
import { fieldValue, getStore, isStoreError, type WriteOperation } from '../store';

/**
 * The write throttle of firestore.rules (match /throttles/{stamp}): every public create (a contact message, a
 * subscription) and every counted view goes in one batch with a stamp, throttles/{kind}-{slot} = { at, doc },
 * and the rules accept a stamp in a slot only THROTTLE_INTERVAL_SECONDS after that slot's last one. Five
 * slots of five minutes: a burst of five visitors in five minutes all get through, while a loop or a batch
 * gets one write a minute on average at most. Why these figures is in the rules' comments (keep the two in
 * step: a unit test compares them).
 */
export const THROTTLE_SLOTS = 5;
export const THROTTLE_INTERVAL_SECONDS = 300;

export const THROTTLES = 'throttles';

export type ThrottleKind = 'contact_inquiries' | 'subscribers' | 'views';

/** The stamp for a public write of `docId` in one slot: it names the one document the batch may write. */
export function throttleStamp(kind: ThrottleKind, slot: number, docId: string): WriteOperation {
  return {
    type: 'set',
    collection: THROTTLES,
    id: `${kind}-${slot}`,
    data: { at: fieldValue.serverTimestamp(), doc: docId },
  };
}

/** The slots in a random order, so that visitors writing at the same moment seldom try the same one first. */
function slotsInRandomOrder(): number[] {
  const slots = Array.from({ length: THROTTLE_SLOTS }, (_, slot) => slot);
  for (let index = slots.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [slots[index], slots[other]] = [slots[other] as number, slots[index] as number];
  }
  return slots;
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
 * Commits a visitor's writes with their stamp, in one batch, with an App Check token when the site has App
 * Check. A refusal ('permission-denied') moves on to the next slot; when every slot refuses, the last
 * refusal is thrown (a refused request writes nothing). Other store errors pass through at once: what they
 * mean depends on the write (see the callers).
 */
export async function commitStamped(
  kind: ThrottleKind,
  docId: string,
  writes: readonly WriteOperation[],
): Promise<void> {
  await ensureAppCheck();
  const store = await getStore();
  let refusal: unknown = null;
  for (const slot of slotsInRandomOrder()) {
    try {
      await store.batch([...writes, throttleStamp(kind, slot, docId)]);
      return;
    } catch (error) {
      if (!isStoreError(error, 'permission-denied')) throw error;
      refusal = error;
    }
  }
  throw refusal;
}
