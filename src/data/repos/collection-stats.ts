import {
  countsChange,
  LAST_CHANGE,
  readCounts,
  STATS,
  type CollectionCounts,
  type CountedCollection,
} from '../models/collection-stats';
import { fieldValue, getStore, StoreError, type DocData, type DocumentWrite, type StoredDoc } from '../store';
import type { AuditRecord } from './audit';

/** The audit entry's writer loads with the first write, never with the pages that only read or count. */
const loadAudit = () => import('./audit');

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

/**
 * One staff change of a counted document, in a transaction: `change` gets the document as stored when it
 * commits and gives its write, the document after it (null: deleted) and its audit record. The counts'
 * change and the audit entry are judged on that same stored document, so two staff changing it at the same
 * moment never count it twice. One read; 'not-found' when the document is gone.
 */
export async function commitCountedChange(
  collection: CountedCollection,
  id: string,
  change: (stored: StoredDoc) => { write: DocumentWrite; after: DocData | null; audit: AuditRecord },
): Promise<void> {
  const store = await getStore();
  const { auditWrites } = await loadAudit();
  await store.batch([
    {
      type: 'derived',
      collection,
      id,
      derive: async (reader) => {
        const stored = await reader.get(collection, id);
        if (!stored) throw new StoreError('not-found', `No document ${collection}/${id}.`);
        const { write, after, audit } = change(stored);
        return [write, ...countsWrite(collection, id, stored.data, after), ...auditWrites(audit).operations];
      },
    },
  ]);
}
