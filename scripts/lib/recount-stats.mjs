// The statistics documents of the counted collections (src/data/models/collection-stats.ts),
// counted again from the documents with firebase-admin: `npm run stats:backfill` and after a restore.
// Each collection's counts are read and written in one transaction, so a write that lands meanwhile is
// either in the count or retries it (the rules refuse the app's counted writes until the document exists).
import { isDeepStrictEqual } from 'node:util';
import { loadTsModule } from './ts-module.mjs';

const model = await loadTsModule('/src/data/models/collection-stats.ts');

/**
 * The counts of `collection` as its documents hold them: count() requests, exact (no cap for firebase-admin);
 * the posts by reading their status and category.
 */
async function countsOf(transaction, db, collection) {
  const base = db.collection(collection);
  const counted = async (query) => (await transaction.get(query.count())).data().count;
  if (collection === 'blog_posts') {
    // The categories and the summed views need each post's: those fields alone (one read a post).
    const snapshot = await transaction.get(base.select('status', 'category', 'views'));
    return model.countedStats(
      collection,
      snapshot.docs.map((doc) => doc.data()),
    );
  }
  const total = await counted(base);
  if (collection === 'subscribers') return { total };
  if (collection === 'projects') {
    const [Completed, Planning] = await Promise.all([
      counted(base.where('status', '==', 'Completed')),
      counted(base.where('status', '==', 'Planning')),
    ]);
    // In Progress is the rest: any other status counts as in progress (projectCountKey).
    return { total, Completed, 'In Progress': total - Completed - Planning, Planning };
  }
  const [Responded, Resolved] = await Promise.all([
    counted(base.where('status', '==', 'Responded')),
    counted(base.where('status', '==', 'Resolved')),
  ]);
  // New is the rest: no status, or one the form does not use, counts as New (inquiryCountKey).
  return { total, New: total - Responded - Resolved, Responded, Resolved };
}

/**
 * Counts every counted collection and, unless `dryRun`, writes stats/{collection} when it differs.
 * Returns [{ collection, stored, counted, written }].
 */
export async function recountStats(db, { dryRun = false } = {}) {
  const results = [];
  for (const collection of model.COUNTED_COLLECTIONS) {
    const ref = db.collection(model.STATS).doc(collection);
    const result = await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const stored = snapshot.exists ? model.readCounts(collection, snapshot.data()) : null;
      const counted = await countsOf(transaction, db, collection);
      const same = stored !== null && isDeepStrictEqual(stored, counted);
      // The whole document (no merge): a category no post has any more goes.
      if (!same && !dryRun) transaction.set(ref, counted);
      return { collection, stored, counted, written: !same && !dryRun };
    });
    results.push(result);
  }
  return results;
}

/** One line per collection: what was stored, what was counted, whether it was written. */
export function describeRecount(results) {
  const show = (counts) =>
    counts === null
      ? 'none'
      : Object.entries(counts)
          .map(([key, value]) =>
            typeof value === 'object' ? `${Object.keys(value).length} ${key}` : `${key} ${value}`,
          )
          .join(', ');
  return results.map(
    ({ collection, stored, counted, written }) =>
      `stats/${collection}: stored ${show(stored)}; counted ${show(counted)}${written ? ' (written)' : ''}`,
  );
}
