import { fieldValue, getStore, StoreError, type StoredDoc } from '../store';
import { readRevision, readTrashItem, revisionsPath, type VersionedCollection } from '../models/history';
import { BLOG_POSTS, TRASH } from './collections';
import { fromStored } from '../models/read';
import { readFormerSlugs } from '../models/blog-post';
import type { Revision, TrashItem } from '../schemas/history';
import { chooseSlug, claimSlug, writePostUpdate } from './blog-post-writes';
import { countsWrite } from './collection-stats';
import { isSlugTaken } from './blog-posts';
import * as historyWrites from './history-writes';
import { listPage, type Page, type PageRequest } from './paging';
import { writeProjectUpdate } from './project-writes';
import { derivedFieldsFor } from '../search-words';
import { PROJECTS } from './projects';
import { isValidSlug } from '@/lib/slug';

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

/**
 * Makes a revision the post's current version, recorded as a 'restore' revision. The version is written
 * as it was stored (it was validated and sanitized then); its address comes back when no other post has
 * taken it meanwhile, else the post keeps the one it has. Its former addresses are the post's own, not the
 * revision's: the post keeps every one it has (writePostUpdate adds the one it leaves).
 */
async function restorePostRevision(id: string, revision: Revision): Promise<void> {
  const { slug, formerSlugs: _theRevisions, ...fields } = revision.content;
  const wanted =
    typeof slug === 'string' && isValidSlug(slug) && !(await isSlugTaken(slug, id)) ? slug : undefined;
  await writePostUpdate(id, fields, wanted, revision.id);
}

/**
 * Brings a deleted post back under its own id (admins): the content of the revision its delete kept, its
 * createdAt and views, its address when still free (else one made unique from the title), those of its
 * former addresses no other post has taken meanwhile (with their records again), and a 'restore'
 * revision; the trash record goes in the same batch. 'already-exists' when the id is in use again.
 */
async function restoreDeletedPost(item: TrashItem, revision: Revision): Promise<void> {
  const store = await getStore();
  if (await store.get(BLOG_POSTS, item.docId)) {
    throw new StoreError('already-exists', `${BLOG_POSTS}/${item.docId} exists again.`);
  }
  const content = revision.content;
  const title = typeof content.title === 'string' ? content.title : item.title;
  const wanted = typeof content.slug === 'string' && isValidSlug(content.slug) ? content.slug : undefined;
  const slug =
    wanted && !(await isSlugTaken(wanted, item.docId))
      ? wanted
      : await chooseSlug(undefined, title, item.docId);
  const formerSlugs = await untakenSlugs(readFormerSlugs(content.formerSlugs, slug), item.docId);
  const data = {
    ...content,
    ...derivedFieldsFor(BLOG_POSTS, content),
    slug,
    formerSlugs,
    views: item.views,
    createdAt: item.createdAt ?? fieldValue.serverTimestamp(),
    updatedAt: fieldValue.serverTimestamp(),
  };
  await store.batch([
    { type: 'create', collection: BLOG_POSTS, id: item.docId, data },
    ...countsWrite(BLOG_POSTS, item.docId, null, data),
    ...(await claimSlug(store, slug, item.docId)),
    ...(await Promise.all(formerSlugs.map((former) => claimSlug(store, former, item.docId)))).flat(),
    historyWrites.trashReleaseWrite(BLOG_POSTS, item.docId),
    ...(await historyWrites.versionedChangeWrites(store, {
      collection: BLOG_POSTS,
      docId: item.docId,
      kind: 'restore',
      after: data,
      before: null,
      restoredFrom: revision.id,
    })),
  ]);
}

/** Those of `slugs` no post but `postId` has (read in parallel). */
async function untakenSlugs(slugs: readonly string[], postId: string): Promise<string[]> {
  const taken = await Promise.all(slugs.map((slug) => isSlugTaken(slug, postId)));
  return slugs.filter((_slug, index) => !taken[index]);
}

/**
 * Makes a revision the project's current version, recorded as a 'restore' revision. The version is
 * written as it was stored (validated and sanitized then).
 */
async function restoreProjectRevision(id: string, revision: Revision): Promise<void> {
  await writeProjectUpdate(id, revision.content, revision.id);
}

/**
 * Brings a deleted project back under its own id (admins), from the revision its delete kept, with its
 * createdAt; the trash record goes in the same batch. 'already-exists' when the id is in use again.
 */
async function restoreDeletedProject(item: TrashItem, revision: Revision): Promise<void> {
  const store = await getStore();
  if (await store.get(PROJECTS, item.docId)) {
    throw new StoreError('already-exists', `${PROJECTS}/${item.docId} exists again.`);
  }
  const data = {
    ...revision.content,
    ...derivedFieldsFor(PROJECTS, revision.content),
    createdAt: item.createdAt ?? fieldValue.serverTimestamp(),
    updatedAt: fieldValue.serverTimestamp(),
  };
  await store.batch([
    { type: 'create', collection: PROJECTS, id: item.docId, data },
    ...countsWrite(PROJECTS, item.docId, null, data),
    historyWrites.trashReleaseWrite(PROJECTS, item.docId),
    ...(await historyWrites.versionedChangeWrites(store, {
      collection: PROJECTS,
      docId: item.docId,
      kind: 'restore',
      after: data,
      before: null,
      restoredFrom: revision.id,
    })),
  ]);
}
