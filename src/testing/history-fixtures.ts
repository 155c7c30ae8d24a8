/**
 * Tests only: revisions and trash records written straight into a (memory) store, in the stored shapes
 * of design issue 15 (models/history.ts), for the editors' and Recently deleted page tests.
 */
import {
  revisionsPath,
  trashId,
  UNVERSIONED_FIELDS,
  type RevisionKind,
  type VersionedCollection,
} from '@/data/models/history';
import { TRASH } from '@/data/repos/collections';
import type { DataStore, DocData } from '@/data/store';

export interface SeedRevision {
  id: string;
  kind: RevisionKind;
  content: DocData;
  savedAt: Date;
  savedBy?: string | null;
  savedByName?: string;
  restoredFrom?: string | null;
  /** Its number (revision_counters); none for those written before numbering. */
  seq?: number;
}

/** A stored document's versioned fields (all but views and the two timestamps). */
function versioned(data: DocData): DocData {
  return Object.fromEntries(
    Object.entries(data).filter(([key]) => !(UNVERSIONED_FIELDS as readonly string[]).includes(key)),
  );
}

/** The document's current versioned fields, to build revisions from. */
export async function currentContent(
  store: DataStore,
  collection: VersionedCollection,
  docId: string,
): Promise<DocData> {
  const doc = await store.get(collection, docId);
  if (!doc) throw new Error(`No ${collection}/${docId} in the test store`);
  return versioned(doc.data);
}

export async function seedRevisions(
  store: DataStore,
  collection: VersionedCollection,
  docId: string,
  revisions: readonly SeedRevision[],
): Promise<void> {
  for (const revision of revisions) {
    const baseline = revision.kind === 'baseline';
    await store.create(revisionsPath(collection, docId), revision.id, {
      kind: revision.kind,
      content: revision.content,
      savedBy: revision.savedBy ?? (baseline ? null : 'demo-editor'),
      savedByName: revision.savedByName ?? (baseline ? '' : 'Saima Mir'),
      savedAt: revision.savedAt,
      restoredFrom: revision.restoredFrom ?? null,
      ...(revision.seq === undefined ? {} : { seq: revision.seq }),
    });
  }
}

/**
 * Deletes a post or a project as the delete batch would leave it: the document gone, its 'delete'
 * revision and its trash record (a post's slug record is released too).
 */
export async function seedDeleted(
  store: DataStore,
  collection: VersionedCollection,
  docId: string,
  deleted: { by: string; byName: string; at: Date; revisionId?: string },
): Promise<void> {
  const doc = await store.get(collection, docId);
  if (!doc) throw new Error(`No ${collection}/${docId} in the test store`);
  const revisionId = deleted.revisionId ?? `deleted-${docId}`;
  await seedRevisions(store, collection, docId, [
    {
      id: revisionId,
      kind: 'delete',
      content: versioned(doc.data),
      savedAt: deleted.at,
      savedBy: deleted.by,
      savedByName: deleted.byName,
    },
  ]);
  const { createdAt, views } = doc.data;
  await store.create(TRASH, trashId(collection, docId), {
    collection,
    docId,
    title: String(doc.data.title ?? ''),
    revisionId,
    createdAt: createdAt instanceof Date ? createdAt : null,
    views: typeof views === 'number' ? views : 0,
    deletedBy: deleted.by,
    deletedByName: deleted.byName,
    deletedAt: deleted.at,
  });
  await store.remove(collection, docId);
  if (collection === 'blog_posts' && typeof doc.data.slug === 'string' && doc.data.slug) {
    await store.remove('slugs', doc.data.slug);
  }
}
