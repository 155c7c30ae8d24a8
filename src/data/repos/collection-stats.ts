import {
  countsChange,
  LAST_CHANGE,
  readCounts,
  STATS,
  type CollectionCounts,
  type CountedCollection,
} from '../models/collection-stats';
import { fieldValue, getStore, type DocData, type DocumentWrite } from '../store';

/**
 * The write that moves `collection`'s counts for the write of its document `id` from `before` to `after`
 * (null: absent), for the same batch (the rules refuse either without the other); none when the counts
 * stay. A merge, so the memory store (tests, offline dev) starts the counts of an empty store; on Firestore
 * the document exists (the rules refuse its create).
 */
export function countsWrite(
  collection: CountedCollection,
  id: string,
  before: DocData | null,
  after: DocData | null,
): DocumentWrite[] {
  const change = Object.entries(countsChange(collection, before, after));
  if (change.length === 0) return [];
  const data = Object.fromEntries(change.map(([key, by]) => [key, fieldValue.increment(by)]));
  return [
    { type: 'set', collection: STATS, id: collection, data: { ...data, [LAST_CHANGE]: id }, merge: true },
  ];
}

/** `collection`'s counts as stored (one read), or null when its statistics document is not there yet. */
export async function getCollectionCounts(collection: CountedCollection): Promise<CollectionCounts | null> {
  const store = await getStore();
  const doc = await store.get(STATS, collection);
  return doc ? readCounts(collection, doc.data) : null;
}
