import { StoreError, type DataStore, type StoredDoc } from './port';

/** The stored document, or StoreError 'not-found' (a write that must start from what is stored). */
export async function getExisting(store: DataStore, collection: string, id: string): Promise<StoredDoc> {
  const current = await store.get(collection, id);
  if (!current) throw new StoreError('not-found', `No document ${collection}/${id}.`);
  return current;
}
