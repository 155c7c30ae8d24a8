import { COUNTED_COLLECTIONS, countedStats, STATS } from '@/data/models/collection-stats';
import type { DataStore } from '@/data/store';

/**
 * Counts the store's posts, inquiries and subscribers again into stats/* (as `npm run stats:backfill` does), for a
 * test that wrote them straight into the store instead of through the app's counted writes.
 */
export async function recountStats(store: DataStore): Promise<DataStore> {
  for (const collection of COUNTED_COLLECTIONS) {
    const docs = await store.list(collection);
    await store.set(
      STATS,
      collection,
      countedStats(
        collection,
        docs.map((doc) => doc.data),
      ),
    );
  }
  return store;
}
