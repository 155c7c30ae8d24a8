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
 *   - revision_counters/{collection}~{docId} = { seq, revision }: the number of the document's newest
 *     revision, set in the batch that writes it; each revision since carries its own `seq`, so the rules
 *     can tell which ones the retention policy lets go (RETENTION below). Revisions written before it
 *     have no `seq`: they are older than every numbered one.
 */
import type { Revision, TrashItem } from '../schemas/history';
import { VIEW_FIELDS } from './blog-post';
import { readFieldMap } from './field-map';
import { readOneOf, readText, readTimestamp, type RawDoc } from './read';
import { REVISION_KINDS, VERSIONED_COLLECTIONS } from '../constants';
export { REVISION_KINDS, VERSIONED_COLLECTIONS };
import type { RevisionKind, VersionedCollection } from '../constants';
export type { RevisionKind, VersionedCollection };

export type { FieldMap } from './field-map';

export const REVISIONS = 'revisions';

/** The revision id of the version a document had before its first recorded change. */
export const BASELINE_REVISION_ID = 'baseline';

/**
 * Fields a revision leaves out: they change without an edit (a post's view count, and the slot and time of
 * its last counted view: VIEW_FIELDS in ./blog-post.ts), are the server's (timestamps), or are derived from
 * the content by each write (searchWords, titleKey). unversionedFields() in firestore.rules lists the same.
 */
export const UNVERSIONED_FIELDS = [
  'views',
  ...VIEW_FIELDS,
  'createdAt',
  'updatedAt',
  // Derived from the title (and a project's client) by every write, restores included (search-words.ts).
  'searchWords',
  'titleKey',
] as const;

/** trash/{id} for a deleted post or project. */
export function trashId(collection: VersionedCollection, docId: string): string {
  return `${collection}~${docId}`;
}

/** The revisions subcollection of a post or a project. */
export function revisionsPath(collection: VersionedCollection, docId: string): string {
  return `${collection}/${docId}/${REVISIONS}`;
}

export const REVISION_COUNTERS = 'revision_counters';

/** revision_counters/{id} of a post or a project. */
export function revisionCounterId(collection: VersionedCollection, docId: string): string {
  return `${collection}~${docId}`;
}

/**
 * What history keeps (firestore.rules isPrunable() enforces the same: keep the two in step): every
 * version of the last `days` days, the newest `newest` of each document (the current one among them),
 * and its first version (the baseline or its creation). Anything else may be pruned, by an admin, with
 * an audit entry. 5 makes 5,000 long posts fit Spark's 1 GiB (README, "What it costs").
 */
export const RETENTION = { days: 90, newest: 5 } as const;

/** Versions a prune reads per page (this many + 1) and deletes per batch at most. */
export const PRUNE_PAGE_SIZE = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The newest savedAt a version may have for pruning to take it, at `now`. A day's margin under the
 * rules' request.time test, so a browser clock a little ahead never asks for a delete they refuse.
 */
export function pruneCutoff(now: Date): Date {
  return new Date(now.getTime() - (RETENTION.days + 1) * DAY_MS);
}

/**
 * Whether the policy lets a version go, given the document's counter (the seq of its newest revision;
 * 0 when it has none). A version without a seq predates the counter, so all `counter` numbered
 * versions are newer than it.
 */
export function isPrunable(revision: Revision, counter: number, now: Date): boolean {
  if (revision.id === BASELINE_REVISION_ID || revision.kind === 'create' || revision.kind === 'baseline')
    return false;
  if (!revision.savedAt || revision.savedAt >= pruneCutoff(now)) return false;
  return revision.seq === null ? counter >= RETENTION.newest : revision.seq <= counter - RETENTION.newest;
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
    seq: readSeq(raw.seq),
  };
}

/** A revision's or a counter's sequence number: a whole number >= 1, else null (none yet). */
export function readSeq(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null;
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
