import { getStore, StoreError, type StoredDoc } from '../store';
import { readRevision, readTrashItem, revisionsPath, type VersionedCollection } from '../models/history';
import { TRASH } from './collections';
import { fromStored } from '../models/read';
import type { Revision, TrashItem } from '../schemas/history';
import { restoreDeletedPost, restorePostRevision } from './blog-post-writes';
import { listPage, type Page, type PageRequest } from './paging';
import { restoreDeletedProject, restoreProjectRevision } from './project-writes';

/**
 * Reading a post's or a project's revisions and the recently deleted ones, and restoring them (staff).
 * Costs: a page of revisions or of the trash reads its size + 1 documents; a restore reads the revision
 * (1), the document (1), whether it has revisions (1) and, for a post, its slugs (1-2), then writes the
 * document, the revision, the audit entry and its head (4, +1-2 for a post whose address moves, +1 trash).
 */

const toRevision: (doc: StoredDoc) => Revision = fromStored(readRevision);
const toTrashItem: (doc: StoredDoc) => TrashItem = fromStored(readTrashItem);

/** One page of a document's revisions, newest first. */
export async function listRevisionsPage(
  collection: VersionedCollection,
  docId: string,
  request: PageRequest,
): Promise<Page<Revision>> {
  return listPage(
    revisionsPath(collection, docId),
    { ...request, orderBy: { field: 'savedAt', direction: 'desc' } },
    toRevision,
  );
}

export async function getRevision(
  collection: VersionedCollection,
  docId: string,
  revisionId: string,
): Promise<Revision | null> {
  const store = await getStore();
  const doc = await store.get(revisionsPath(collection, docId), revisionId);
  return doc ? toRevision(doc) : null;
}

async function requireRevision(
  collection: VersionedCollection,
  docId: string,
  revisionId: string,
): Promise<Revision> {
  const revision = await getRevision(collection, docId, revisionId);
  if (!revision) throw new StoreError('not-found', `No revision ${revisionId} of ${collection}/${docId}.`);
  return revision;
}

/**
 * Makes a revision the current version: a save of its content, recorded as a 'restore' revision (so the
 * version it replaces stays in the history). 'not-found' when the document or the revision is gone.
 */
export async function restoreRevision(
  collection: VersionedCollection,
  docId: string,
  revisionId: string,
): Promise<void> {
  const revision = await requireRevision(collection, docId, revisionId);
  if (collection === 'blog_posts') await restorePostRevision(docId, revision);
  else await restoreProjectRevision(docId, revision);
}

/** One page of recently deleted posts and projects, newest deletion first. */
export async function listTrashPage(request: PageRequest): Promise<Page<TrashItem>> {
  return listPage(TRASH, { ...request, orderBy: { field: 'deletedAt', direction: 'desc' } }, toTrashItem);
}

/** Brings a deleted post or project back (admins). 'already-exists' when its id is in use again. */
export async function restoreFromTrash(item: TrashItem): Promise<void> {
  const revision = await requireRevision(item.collection, item.docId, item.revisionId);
  if (item.collection === 'blog_posts') await restoreDeletedPost(item, revision);
  else await restoreDeletedProject(item, revision);
}
