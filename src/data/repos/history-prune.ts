import { getStore, type ListCursor, type StoredDoc, type WriteOperation } from '../store';
import {
  isPrunable,
  PRUNE_PAGE_SIZE,
  pruneCutoff,
  readRevision,
  readSeq,
  RETENTION,
  REVISION_COUNTERS,
  revisionCounterId,
  revisionsPath,
  type VersionedCollection,
} from '../models/history';
import { fromStored } from '../models/read';
import { auditWrites } from './audit';
import { listPage, type Page } from './paging';

/**
 * Pruning a post's or a project's history down to what the retention policy keeps (RETENTION in
 * models/history.ts), by an admin. firestore.rules allow a revision's delete only for what the policy lets
 * go and only with a 'post.prune' / 'project.prune' audit entry in the same batch.
 *
 * Costs: the counter (1) and, when it allows anything to go, the document (1) and the versions older than
 * the cutoff, oldest first, PRUNE_PAGE_SIZE + 1 a page for at most PRUNE_MAX_PAGES pages; each page's
 * prunable versions are deleted in one batch with its entry and head (their number + 2 writes).
 */

/** Pages one run reads at most: a longer history is pruned by running again. */
export const PRUNE_MAX_PAGES = 5;

const PRUNE_ACTION = { blog_posts: 'post.prune', projects: 'project.prune' } as const;

export interface PruneResult {
  /** Versions deleted. */
  pruned: number;
  /** Whether the run stopped at PRUNE_MAX_PAGES with older versions left to look at. */
  more: boolean;
}

const toRevision = fromStored(readRevision);

/** Deletes what the policy lets go of one document's versions, in bounded batches. */
export async function pruneRevisions(
  collection: VersionedCollection,
  docId: string,
  now: Date = new Date(),
): Promise<PruneResult> {
  const store = await getStore();
  const counterDoc = await store.get(REVISION_COUNTERS, revisionCounterId(collection, docId));
  const counter = readSeq(counterDoc?.data.seq) ?? 0;
  // Fewer numbered versions than the newest kept: none can go, whatever their age.
  if (counter < RETENTION.newest) return { pruned: 0, more: false };
  const doc = await store.get(collection, docId);
  const title = typeof doc?.data.title === 'string' ? doc.data.title : '';
  const path = revisionsPath(collection, docId);
  let pruned = 0;
  let after: ListCursor | null = null;
  for (let page = 0; page < PRUNE_MAX_PAGES; page += 1) {
    const { items, nextCursor }: Page<StoredDoc> = await listPage(
      path,
      {
        where: [{ field: 'savedAt', op: '<', value: pruneCutoff(now) }],
        orderBy: { field: 'savedAt', direction: 'asc' },
        pageSize: PRUNE_PAGE_SIZE,
        after,
      },
      (stored) => stored,
    );
    const doomed = items.filter((stored) => isPrunable(toRevision(stored), counter, now));
    if (doomed.length > 0) {
      const { operations } = auditWrites({
        action: PRUNE_ACTION[collection],
        collection,
        docId,
        summary: title,
        // What the batch deletes: firestore.rules refuse a delete the entry does not name, and an entry
        // whose batch does not delete the first and last it names.
        after: { pruned: doomed.map((stored) => stored.id) },
      });
      const deletes: WriteOperation[] = doomed.map((stored) => ({
        type: 'delete',
        collection: path,
        id: stored.id,
      }));
      await store.batch([...operations, ...deletes]);
      pruned += doomed.length;
    }
    if (nextCursor === null) return { pruned, more: false };
    after = nextCursor;
  }
  return { pruned, more: true };
}
