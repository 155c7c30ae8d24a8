import { getStore, isStoreError, type DocData } from '../store';

/**
 * Posts and projects have numeric ids ('1', '2', …), the seed's and new ones alike (spec: numeric ids in the
 * admin). A new document takes the highest id plus one. Two editors saving at the same moment may pick the
 * same id: the second write is refused (the memory store says already-exists; on Firestore it would be an
 * overwrite, which the rules refuse because it changes createdAt), and it retries with the next id.
 */
export async function createWithNextNumericId(
  collection: string,
  data: DocData,
  attempts = 3,
): Promise<string> {
  const store = await getStore();
  const ids = (await store.list(collection)).map((doc) => Number(doc.id)).filter(Number.isInteger);
  let next = Math.max(0, ...ids) + 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await store.create(collection, String(next), data);
      return String(next);
    } catch (error) {
      const clash = isStoreError(error, 'already-exists') || isStoreError(error, 'permission-denied');
      if (!clash || attempt >= attempts) throw error;
      next += 1;
    }
  }
}
