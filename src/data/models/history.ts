/**
 * What staff did, and what a post or a project was: the audit log, revisions and recently deleted
 * content (issue 15). Constants and zod-free readers; the stored shapes are ../schemas/history.ts.
 *
 * How a staff write is recorded (firestore.rules check all of it in the same batch):
 *   - audit_log/{entryId} (generated id): who (actor = request.auth.uid, actorName = their staff record's
 *     name), what (action, collection, docId, summary), when (at = server time), and for settings, staff
 *     records and invites the fields before and after.
 *   - audit_heads/{collection}~{docId} = { entry: entryId }: the rules find the entry of a write through
 *     it (a delete has no new document to carry the entry's id).
 *   - {blog_posts|projects}/{id}/revisions/{entryId}: the version a create, an update, a restore or a
 *     delete leaves (content: the document's fields but UNVERSIONED_FIELDS), under the id of
 *     the entry that records the write. 'baseline' is the version a document had before history was kept,
 *     written with its first recorded change.
 *   - trash/{collection}~{docId}: a deleted post or project, until an admin restores it.
 */
import type { Revision, TrashItem } from '../schemas/history';
import { VIEW_FIELDS } from './blog-post';
import { readFieldMap } from './field-map';
import { readOneOf, readText, readTimestamp, type RawDoc } from './read';

export type { FieldMap } from './field-map';

export const REVISIONS = 'revisions';

/** The collections whose documents keep revisions. */
export const VERSIONED_COLLECTIONS = ['blog_posts', 'projects'] as const;
export type VersionedCollection = (typeof VERSIONED_COLLECTIONS)[number];

export const REVISION_KINDS = ['create', 'update', 'restore', 'delete', 'baseline'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** The revision id of the version a document had before its first recorded change. */
export const BASELINE_REVISION_ID = 'baseline';

/**
 * Fields a revision leaves out: they change without an edit (a post's view count, and the slot and time of
 * its last counted view: VIEW_FIELDS in ./blog-post.ts) or are the server's (timestamps). unversionedFields()
 * in firestore.rules lists the same.
 */
export const UNVERSIONED_FIELDS = ['views', ...VIEW_FIELDS, 'createdAt', 'updatedAt'] as const;

/** trash/{id} for a deleted post or project. */
export function trashId(collection: VersionedCollection, docId: string): string {
  return `${collection}~${docId}`;
}

/** The revisions subcollection of a post or a project. */
export function revisionsPath(collection: VersionedCollection, docId: string): string {
  return `${collection}/${docId}/${REVISIONS}`;
}

export function readRevision(raw: RawDoc, id: string): Revision {
  return {
    id,
    kind: readOneOf(raw.kind, REVISION_KINDS, 'update'),
    content: readFieldMap(raw.content) ?? {},
    savedBy: typeof raw.savedBy === 'string' ? raw.savedBy : null,
    savedByName: readText(raw.savedByName),
    savedAt: readTimestamp(raw.savedAt),
    restoredFrom: typeof raw.restoredFrom === 'string' ? raw.restoredFrom : null,
  };
}

export function readTrashItem(raw: RawDoc, id: string): TrashItem {
  return {
    id,
    collection: readOneOf(raw.collection, VERSIONED_COLLECTIONS, 'blog_posts'),
    docId: readText(raw.docId),
    title: readText(raw.title),
    revisionId: readText(raw.revisionId),
    createdAt: readTimestamp(raw.createdAt),
    views: typeof raw.views === 'number' && Number.isInteger(raw.views) && raw.views >= 0 ? raw.views : 0,
    deletedBy: readText(raw.deletedBy),
    deletedByName: readText(raw.deletedByName),
    deletedAt: readTimestamp(raw.deletedAt),
  };
}
