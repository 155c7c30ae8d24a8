import { StoreError, type DataStore, type WriteOperation } from '@/data/store';
import { THROTTLES, THROTTLE_INTERVAL_SECONDS } from '@/data/repos/throttle';

/**
 * A page-test double of firestore.rules' write throttle (match /throttles/{kind}) over a memory store: a
 * batch carrying a stamp is refused with 'permission-denied' when the last stamp of its kind is younger than
 * the interval, and a subscribers stamp without its create (the "already subscribed" probe) only for an
 * address already on the list. The rules themselves are tested on the emulator (tests/rules); this lets
 * page tests show what a visitor sees. `advance(seconds)` moves its clock.
 */
export function withThrottleRules(store: DataStore): DataStore & { advance(seconds: number): void } {
  let now = Date.now();
  const lastStamp = new Map<string, number>();

  async function refusal(operations: readonly WriteOperation[]): Promise<StoreError | null> {
    const stamp = operations.find((operation) => operation.collection === THROTTLES);
    if (!stamp) return null;
    const last = lastStamp.get(stamp.id);
    if (last !== undefined && now - last < THROTTLE_INTERVAL_SECONDS * 1000) {
      return new StoreError('permission-denied', `throttles/${stamp.id}: inside the interval.`);
    }
    const alone = operations.length === 1;
    if (alone && stamp.id === 'subscribers' && stamp.type === 'set') {
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
      const stamp = operations.find((operation) => operation.collection === THROTTLES);
      if (stamp) lastStamp.set(stamp.id, now);
    },
    advance(seconds) {
      now += seconds * 1000;
    },
  };
}
