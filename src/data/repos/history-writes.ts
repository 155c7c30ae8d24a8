import { fieldValue, type DataStore, type DocData, type StoredDoc, type WriteOperation } from '../store';
import {
  BASELINE_REVISION_ID,
  readSeq,
  REVISION_COUNTERS,
  revisionCounterId,
  revisionsPath,
  trashId,
  UNVERSIONED_FIELDS,
  type FieldMap,
  type VersionedCollection,
} from '../models/history';
import { fieldsWithout } from '../models/field-map';
import { TRASH } from './collections';
import type { AuditAction } from '../models/audit-log';
import { auditWrites } from './audit';
import { auditActor } from './audit-actor';
import { liveChangeWrites } from './live-site-writes';

/**
 * The writes that keep a post's or a project's history, added to the batch of the change itself
 * (firestore.rules refuse the change without them): its audit entry, the revision it leaves, and for a
 * delete the trash record. Loaded by the writes only, never by pages that read.
 */

const ACTIONS: Record<
  VersionedCollection,
  Record<'create' | 'update' | 'restore' | 'delete', AuditAction>
> = {
  blog_posts: {
    create: 'post.create',
    update: 'post.update',
    restore: 'post.restore',
    delete: 'post.delete',
  },
  projects: {
    create: 'project.create',
    update: 'project.update',
    restore: 'project.restore',
    delete: 'project.delete',
  },
};

/** A document's versioned fields: everything but its view count and timestamps. */
export function versionedContent(data: DocData): FieldMap {
  return fieldsWithout(data, UNVERSIONED_FIELDS);
}

/** Whether a document has any revision yet (one read: documents saved before history was kept have none). */
async function hasRevisions(
  store: DataStore,
  collection: VersionedCollection,
  docId: string,
): Promise<boolean> {
  const [first] = await store.list(revisionsPath(collection, docId), { limit: 1 });
  return first !== undefined;
}

/**
 * The number of a document's next revision and the write that sets its counter to it (one read). The
 * rules take a counter that a concurrent save has moved meanwhile (both revisions then share a number,
 * which only keeps more versions), never one that skips.
 */
async function nextSeq(
  store: DataStore,
  collection: VersionedCollection,
  docId: string,
  revisionId: string,
): Promise<{ seq: number; write: WriteOperation }> {
  const id = revisionCounterId(collection, docId);
  const counter = await store.get(REVISION_COUNTERS, id);
  const seq = (readSeq(counter?.data.seq) ?? 0) + 1;
  return {
    seq,
    write: { type: 'set', collection: REVISION_COUNTERS, id, data: { seq, revision: revisionId } },
  };
}

export interface VersionedChange {
  collection: VersionedCollection;
  docId: string;
  kind: 'create' | 'update' | 'restore';
  /** The document's fields after the batch (raw, as stored); the timestamps and views are left out. */
  after: DocData;
  /** The stored document before the batch (null for a create): kept as the baseline when it has no revisions. */
  before: StoredDoc | null;
  /** For a restore: the revision brought back. */
  restoredFrom?: string;
}

/**
 * Entry, head, the new revision, the baseline when the document had no history yet, and the change in
 * site/live (what the public pages apply until the next build): derived writes, so the batch that holds
 * them commits as one transaction with the site documents read in it (./live-site-writes.ts).
 */
export async function versionedChangeWrites(
  store: DataStore,
  change: VersionedChange,
): Promise<WriteOperation[]> {
  const actor = auditActor();
  const content = versionedContent(change.after);
  const audited = auditWrites({
    action: ACTIONS[change.collection][change.kind],
    collection: change.collection,
    docId: change.docId,
    summary: String(content.title ?? ''),
  });
  const { entryId } = audited;
  const operations: WriteOperation[] = [...audited.operations];
  const revisions = revisionsPath(change.collection, change.docId);
  const { seq, write } = await nextSeq(store, change.collection, change.docId, entryId);
  operations.push(write, {
    type: 'create',
    collection: revisions,
    id: entryId,
    data: {
      kind: change.kind,
      content,
      savedBy: actor.uid,
      savedByName: actor.name,
      savedAt: fieldValue.serverTimestamp(),
      restoredFrom: change.restoredFrom ?? null,
      seq,
    },
  });
  if (change.before && !(await hasRevisions(store, change.collection, change.docId))) {
    operations.push(baselineWrite(revisions, change.before));
  }
  operations.push(...(await liveChangeWrites(change.collection, change.docId, change.after)));
  return operations;
}

/** The version a document had before its first recorded change, dated by its own stamps. */
function baselineWrite(revisions: string, before: StoredDoc): WriteOperation {
  const { updatedAt, createdAt } = before.data;
  const savedAt =
    updatedAt instanceof Date
      ? updatedAt
      : createdAt instanceof Date
        ? createdAt
        : fieldValue.serverTimestamp();
  return {
    type: 'create',
    collection: revisions,
    id: BASELINE_REVISION_ID,
    data: {
      kind: 'baseline',
      content: versionedContent(before.data),
      savedBy: null,
      savedByName: '',
      savedAt,
      restoredFrom: null,
    },
  };
}

/**
 * Entry, head, the revision of what is deleted, the trash record an admin restores it from, and its
 * withdrawal in site/live.
 */
export async function versionedDeleteWrites(
  store: DataStore,
  collection: VersionedCollection,
  current: StoredDoc,
): Promise<WriteOperation[]> {
  const actor = auditActor();
  const content = versionedContent(current.data);
  const title = String(content.title ?? '');
  const audited = auditWrites({
    action: ACTIONS[collection].delete,
    collection,
    docId: current.id,
    summary: title,
  });
  const { entryId } = audited;
  const operations: WriteOperation[] = [...audited.operations];
  const { createdAt, views } = current.data;
  const { seq, write } = await nextSeq(store, collection, current.id, entryId);
  operations.push(
    write,
    {
      type: 'create',
      collection: revisionsPath(collection, current.id),
      id: entryId,
      data: {
        kind: 'delete',
        content,
        savedBy: actor.uid,
        savedByName: actor.name,
        savedAt: fieldValue.serverTimestamp(),
        restoredFrom: null,
        seq,
      },
    },
    {
      type: 'create',
      collection: TRASH,
      id: trashId(collection, current.id),
      data: {
        collection,
        docId: current.id,
        title,
        revisionId: entryId,
        createdAt: createdAt instanceof Date ? createdAt : null,
        views: typeof views === 'number' && Number.isInteger(views) && views >= 0 ? views : 0,
        deletedBy: actor.uid,
        deletedByName: actor.name,
        deletedAt: fieldValue.serverTimestamp(),
      },
    },
    ...(await liveChangeWrites(collection, current.id, null)),
  );
  return operations;
}

/** Deletes the trash record in the batch that brings its document back. */
export function trashReleaseWrite(collection: VersionedCollection, docId: string): WriteOperation {
  return { type: 'delete', collection: TRASH, id: trashId(collection, docId) };
}
