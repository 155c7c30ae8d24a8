/**
 * The browser's backup (Settings > Backup, admins): reads every backed-up document through the store
 * port, as the signed-in admin (firestore.rules let admins read all of them), into a backup file
 * (./format.ts).
 *
 * What it costs: one read per document (posts, projects, their revisions, inquiries, subscribers, staff
 * records, invites, settings), plus one query per post and per project for its revisions (Firestore
 * bills a query that finds nothing as one read). Each query asks for at most STAFF_QUERY_LIMIT documents,
 * the most the rules allow; a longer collection is read in pages with limit + startAfter.
 */
import { REVISIONS } from '../models/history';
import { STAFF_QUERY_LIMIT, type CursorValue, type DataStore, type StoredDoc } from '../store';
import {
  BACKUP_PLAIN,
  BACKUP_VERSIONED,
  emptyBackup,
  encodeDate,
  encodeFields,
  SETTINGS_DOC_ID,
  type BackupFields,
  type BackupFile,
} from './format';

/** Where the backup has got to: the collection being read and the documents read so far. */
export interface BackupProgress {
  collection: string;
  documents: number;
}

export interface CollectOptions {
  /** The backup's createdAt (default: now). */
  now?: Date;
  projectId?: string;
  /** Documents per query (default and most: STAFF_QUERY_LIMIT); tests page with fewer. */
  pageSize?: number;
  onProgress?: (progress: BackupProgress) => void;
}

/** The field each collection's pages are ordered by when it holds more than one page. */
const PAGE_ORDER: Record<string, string> = {
  blog_posts: 'createdAt',
  projects: 'createdAt',
  contact_inquiries: 'createdAt',
  subscribers: 'createdAt',
  admins: 'createdAt',
  invites: 'createdAt',
  [REVISIONS]: 'savedAt',
};

/**
 * Every document of a collection. The first query has no order, so it finds every document of a
 * collection that fits in one query, those without the order field too (older or seeded documents). Only a
 * collection that fills it is read again in pages ordered by `orderField` (startAfter the last value),
 * merged with the first by id; there a document that lacks the field and was not in the first query is
 * missed (the rules make the app stamp createdAt / savedAt on every new document; `npm run backup` has no
 * such limit). A page boundary between documents with the very same timestamp would skip the later ones,
 * as in every paged read of the app (repos/paging.ts); server timestamps are microseconds apart.
 */
async function readCollection(
  store: DataStore,
  path: string,
  orderField: string,
  pageSize: number,
): Promise<StoredDoc[]> {
  const first = await store.list(path, { limit: pageSize });
  if (first.length < pageSize) return first;
  const byId = new Map(first.map((doc) => [doc.id, doc]));
  let cursor: CursorValue | undefined;
  for (;;) {
    const page = await store.list(path, {
      orderBy: { field: orderField },
      limit: pageSize,
      startAfter: cursor,
    });
    for (const doc of page) byId.set(doc.id, doc);
    const last = page.at(-1)?.data[orderField] as CursorValue | undefined;
    if (page.length < pageSize || last === undefined) break;
    cursor = last;
  }
  return [...byId.values()];
}

function byId(
  docs: readonly StoredDoc[],
  encode: (doc: StoredDoc) => BackupFields,
): Record<string, BackupFields> {
  const sorted = [...docs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return Object.fromEntries(sorted.map((doc) => [doc.id, encode(doc)]));
}

/** Reads the whole backup through the store (the app's Dates become the file's timestamps). */
export async function collectBackup(store: DataStore, options: CollectOptions = {}): Promise<BackupFile> {
  const pageSize = Math.min(options.pageSize ?? STAFF_QUERY_LIMIT, STAFF_QUERY_LIMIT);
  const backup = emptyBackup(options.now ?? new Date(), options.projectId);
  let documents = 0;
  const progress = (collection: string, read: number) => {
    documents += read;
    options.onProgress?.({ collection, documents });
  };
  const encode = (path: string) => (doc: StoredDoc) =>
    encodeFields(doc.data, encodeDate, `${path}/${doc.id}`);

  for (const name of BACKUP_VERSIONED) {
    options.onProgress?.({ collection: name, documents });
    const docs = await readCollection(store, name, PAGE_ORDER[name]!, pageSize);
    progress(name, docs.length);
    const data = byId(docs, encode(name));
    for (const [id, fields] of Object.entries(data)) {
      const path = `${name}/${id}/${REVISIONS}`;
      const revisions = await readCollection(store, path, PAGE_ORDER[REVISIONS]!, pageSize);
      progress(name, revisions.length);
      backup.collections[name][id] = { data: fields, revisions: byId(revisions, encode(path)) };
    }
  }
  for (const name of BACKUP_PLAIN) {
    options.onProgress?.({ collection: name, documents });
    if (name === 'settings') {
      const settings = await store.get(name, SETTINGS_DOC_ID);
      progress(name, settings ? 1 : 0);
      if (settings) backup.collections.settings[SETTINGS_DOC_ID] = encode(name)(settings);
      continue;
    }
    const docs = await readCollection(store, name, PAGE_ORDER[name]!, pageSize);
    progress(name, docs.length);
    backup.collections[name] = byId(docs, encode(name));
  }
  return backup;
}
