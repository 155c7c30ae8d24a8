/**
 * The browser's backup (Settings > Backup, admins): reads every backed-up document through the store
 * port, as the signed-in admin (firestore.rules let admins read all of them), into a backup file
 * (./format.ts).
 *
 * What it costs: one read per document, each read once, whatever the size: every collection is read in
 * pages of at most STAFF_QUERY_LIMIT (the most the rules allow) in document id order, each page starting
 * after the last id of the one before, so no document is missed (not even one without a createdAt) and
 * none is read twice. The revisions of all posts and projects are read the same way with one
 * collection-group query (ordered by document path), not one query per post: Firestore bills a query
 * that finds nothing as one read, so per-post queries would cost a read for every post without
 * revisions (5,500 at the scale seed) on top of the documents. Besides the documents, each collection
 * costs one read more when it is empty or its last page is full (the query that finds the end), and
 * settings is one get.
 */
import { REVISIONS } from '../models/history';
import {
  cursorAfter,
  DOCUMENT_ID,
  STAFF_QUERY_LIMIT,
  type DataStore,
  type GroupDoc,
  type ListCursor,
  type StoredDoc,
} from '../store';
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

/** Every document of a collection, in id order, each read once. */
async function readCollection(store: DataStore, path: string, pageSize: number): Promise<StoredDoc[]> {
  const order = { field: DOCUMENT_ID };
  const docs: StoredDoc[] = [];
  let startAfter: ListCursor | undefined;
  for (;;) {
    const page = await store.list(path, { orderBy: order, limit: pageSize, startAfter });
    docs.push(...page);
    const last = page.at(-1);
    if (page.length < pageSize || last === undefined) return docs;
    startAfter = cursorAfter(last, DOCUMENT_ID);
  }
}

/** Every revision of every post and project (one collection group), in path order, each read once. */
async function readRevisions(store: DataStore, pageSize: number): Promise<GroupDoc[]> {
  const docs: GroupDoc[] = [];
  let startAfter: string | undefined;
  for (;;) {
    const page = await store.listGroup(REVISIONS, { limit: pageSize, startAfter });
    docs.push(...page);
    const last = page.at(-1);
    if (page.length < pageSize || last === undefined) return docs;
    startAfter = `${last.parent}/${last.id}`;
  }
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

  options.onProgress?.({ collection: REVISIONS, documents });
  const revisions = new Map<string, GroupDoc[]>();
  const allRevisions = await readRevisions(store, pageSize);
  for (const doc of allRevisions) {
    const group = revisions.get(doc.parent);
    if (group) group.push(doc);
    else revisions.set(doc.parent, [doc]);
  }
  progress(REVISIONS, allRevisions.length);
  for (const name of BACKUP_VERSIONED) {
    options.onProgress?.({ collection: name, documents });
    const docs = await readCollection(store, name, pageSize);
    progress(name, docs.length);
    for (const [id, fields] of Object.entries(byId(docs, encode(name)))) {
      // The revisions of a deleted post or project (read with the group) have no document to go with.
      const path = `${name}/${id}/${REVISIONS}`;
      backup.collections[name][id] = {
        data: fields,
        revisions: byId(revisions.get(path) ?? [], encode(path)),
      };
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
    const docs = await readCollection(store, name, pageSize);
    progress(name, docs.length);
    backup.collections[name] = byId(docs, encode(name));
  }
  return backup;
}
