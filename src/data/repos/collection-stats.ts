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
  const { categories, ...counts } = countsChange(collection, before, after);
  const increments = (change: Record<string, number | undefined>) =>
    Object.fromEntries(Object.entries(change).map(([key, by]) => [key, fieldValue.increment(by ?? 0)]));
  const data: DocData = increments(counts);
  // A nested map in a merge: a category's name is a key as it is, whatever its dots or spaces.
  if (categories) data.categories = increments(categories);
  if (Object.keys(data).length === 0) return [];
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
