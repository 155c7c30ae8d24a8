import { getStore, isStoreError, type DocData, type WriteOperation } from '../store';
import { TRASH } from './collections';

/**
 * How many of the newest documents a create reads to find the next id. More than one: an editor may have
 * deleted the newest, and a document stamped in the same instant as another may sort either way.
 */
const NEWEST_TO_READ = 10;

/** A new document, and other writes that must go in the same batch (e.g. a post's slugs/{slug} record). */
export interface NewDocument {
  data: DocData;
  alsoWrite?: readonly WriteOperation[];
}

/**
 * Posts and projects have numeric ids ('1', '2', …), the seed's and new ones alike (spec: numeric ids in the
 * admin). A new document takes the highest id among the newest ones plus one: ids are given in creation
 * order, so the newest documents hold the highest id, and this reads NEWEST_TO_READ documents (and as many of
 * the newest trash records of the collection, whose ids stay reserved) however many the collection holds. Two editors saving at the same moment may pick the same id: the second write is refused (the memory store says already-exists; on Firestore it would be an
 * overwrite, which the rules refuse because it changes createdAt), and it retries with the next id.
 *
 * `content` is the document's data, or a function that makes the document for the id being tried (called
 * again on every attempt, so it can check again what is free). Its `alsoWrite` writes go in one batch with
 * the document: all of them are stored, or none. A clash of any of them counts as a clash.
 */
export async function createWithNextNumericId(
  collection: string,
  content: DocData | ((id: string) => NewDocument | Promise<NewDocument>),
  attempts = 3,
): Promise<string> {
  const store = await getStore();
  const ids = await listTakenIds(collection);
  let next = Math.max(0, ...ids) + 1;
  for (let attempt = 1; ; attempt += 1) {
    const id = String(next);
    try {
      if (typeof content === 'function') {
        const { data, alsoWrite = [] } = await content(id);
        await store.batch([{ type: 'create', collection, id, data }, ...alsoWrite]);
      } else {
        await store.create(collection, id, content);
      }
      return id;
    } catch (error) {
      const clash = isStoreError(error, 'already-exists') || isStoreError(error, 'permission-denied');
      if (!clash || attempt >= attempts) throw error;
      next += 1;
    }
  }
}

/**
 * The numeric ids of the collection's NEWEST_TO_READ newest documents and of its NEWEST_TO_READ most
 * recently deleted ones: a deleted document keeps its id while it can be restored (trash/{collection}~{id}).
 */
export async function listTakenIds(collection: string): Promise<number[]> {
  const store = await getStore();
  const [newest, trashed] = await Promise.all([
    store.list(collection, { orderBy: { field: 'createdAt', direction: 'desc' }, limit: NEWEST_TO_READ }),
    store.list(TRASH, {
      where: [{ field: 'collection', value: collection }],
      orderBy: { field: 'deletedAt', direction: 'desc' },
      limit: NEWEST_TO_READ,
    }),
  ]);
  return [...newest.map((doc) => doc.id), ...trashed.map((doc) => String(doc.data.docId))]
    .map(Number)
    .filter(Number.isInteger);
}
