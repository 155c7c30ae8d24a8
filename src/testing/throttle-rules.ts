import { StoreError, type DataStore, type WriteOperation } from '@/data/store';
import {
  THROTTLES,
  THROTTLE_INTERVAL_SECONDS,
  THROTTLE_SLOTS,
  type ThrottleKind,
} from '@/data/repos/throttle';

/**
 * A page-test double of firestore.rules' write throttle (match /throttles/{stamp}) over a memory store: a
 * batch carrying a stamp is refused with 'permission-denied' when that slot's last stamp is younger than
 * the interval, and a subscribers stamp without its create (the "already subscribed" probe) only for an
 * address already on the list. The rules themselves are tested on the emulator (tests/rules); this lets
 * page tests show what a visitor sees. `advance(seconds)` moves its clock; `fillSlots(kind)` stamps every
 * slot of a kind now, as if that many visitors had just written.
 */
export interface ThrottledStore extends DataStore {
  advance(seconds: number): void;
  fillSlots(kind: ThrottleKind): void;
}

export function withThrottleRules(store: DataStore): ThrottledStore {
  let now = Date.now();
  const lastStamp = new Map<string, number>();
  const stampOf = (operations: readonly WriteOperation[]) =>
    operations.find((operation) => operation.collection === THROTTLES);

  async function refusal(operations: readonly WriteOperation[]): Promise<StoreError | null> {
    const stamp = stampOf(operations);
    if (!stamp) return null;
    const last = lastStamp.get(stamp.id);
    if (last !== undefined && now - last < THROTTLE_INTERVAL_SECONDS * 1000) {
      return new StoreError('permission-denied', `throttles/${stamp.id}: inside the interval.`);
    }
    const alone = operations.length === 1;
    if (alone && stamp.id.startsWith('subscribers-') && stamp.type === 'set') {
      const exists = await store.get('subscribers', String(stamp.data.doc));
      if (!exists) return new StoreError('permission-denied', 'A probe for an address not on the list.');
    }
    return null;
  }

  return {
    ...store,
    async batch(operations) {
      const refused = await refusal(operations);
      if (refused) throw refused;
      await store.batch(operations);
      const stamp = stampOf(operations);
      if (stamp) lastStamp.set(stamp.id, now);
    },
    advance(seconds) {
      now += seconds * 1000;
    },
    fillSlots(kind) {
      for (let slot = 0; slot < THROTTLE_SLOTS; slot += 1) lastStamp.set(`${kind}-${slot}`, now);
    },
  };
}
