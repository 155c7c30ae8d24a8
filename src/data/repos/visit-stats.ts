import {
  fieldValue,
  getStore,
  isStoreError,
  type DataStore,
  type DocData,
  type DocumentWrite,
  type TransactionReader,
} from '../store';
import {
  isMonthClosed,
  monthSummaryOf,
  pendingViewsOf,
  readMonthStats,
  VISIT_STATS,
  visitStatsIdsOf,
} from '../models/visit-stats';
import { LAST_FOLD, STATS } from '../models/collection-stats';
import { auditActor } from './audit-actor';
import { BLOG_POSTS } from './collections';

/*
 * Staff reads of the visit statistics (../models/visit-stats.ts), and the fold that adds the post views they
 * count to each post's own `views`.
 *
 * A fold is one transaction per statistics document S (firestore.rules check exactly this): for each post
 * with views pending in S (posts.{id} − folded.{id}, pendingViewsOf), S's `folded.{id}` grows by that
 * amount and the post gets `views: increment(p)` and `viewsFold: S's id`, nothing else; the posts' views
 * added up (stats/blog_posts `views`) grow by the sum, naming S in `lastFold`. The amount is read
 * in the transaction, so two staff folding at once never add the same views twice: the second one's
 * transaction runs again on the shard the first one changed, and finds less (or nothing) pending.
 *
 * Cost, and why posts are read only when few: an update of a post that no longer exists fails the whole
 * transaction ('not-found'; on Firestore the rules may refuse it first, 'permission-denied'), and a
 * deleted post's views stay pending (restoring it brings it back with its id, and the fold then adds them).
 * Reading every post first would make each fold cost a read per post on top of its write, and tie the
 * transaction to the posts: a post saved meanwhile would make it run again. So a transaction reads its
 * posts (through its reader, dropping those that are gone) only when it folds at most READ_POSTS_UP_TO of
 * them: the usual case, since the back office folds whenever an editor opens the posts list or the
 * dashboard, and each fold costs at most that many reads more. A larger one (a backlog) is tried without
 * reading; only when that fails does it run again reading its posts. A post found gone is skipped for the
 * rest of the fold.
 */

/** The most posts one transaction folds: with their shard, 241 writes, well under Firestore's 500 a commit. */
export const FOLD_POSTS_PER_TRANSACTION = 240;

/** A transaction that folds this many posts or fewer reads them first (see above). */
export const READ_POSTS_UP_TO = 10;

/** A shard's rounds in one fold (at FOLD_POSTS_PER_TRANSACTION each): a guard against a shard that never empties. */
const MAX_ROUNDS_PER_SHARD = 50;

/** Months' statistics documents as stored, each month's VISIT_STAT_SHARDS in order, missing ones as null. */
export interface MonthShards {
  month: string;
  /** The shards; once the month is summed up (summarized), its summary document alone. */
  shards: Array<DocData | null>;
  /** Read from visit_stats/{month} (sumUpClosedMonths): nothing in it to fold. */
  summarized: boolean;
}

/**
 * `months`' statistics documents, read by id (staff only): what the dashboard's figures add up
 * (readMonthStats) and what a fold looks in for views to add, read once for both. A month closed at
 * `serverNow` (isMonthClosed) is read from its summary when there is one (1 get), else, like the others,
 * from its VISIT_STAT_SHARDS shards (in parallel); without `serverNow`, every month from its shards.
 */
export async function getMonthsShards(months: readonly string[], serverNow?: number): Promise<MonthShards[]> {
  const store = await getStore();
  return Promise.all(
    months.map(async (month): Promise<MonthShards> => {
      if (serverNow !== undefined && isMonthClosed(month, serverNow)) {
        const summary = await store.get(VISIT_STATS, month);
        if (summary) return { month, shards: [summary.data], summarized: true };
      }
      const docs = await Promise.all(visitStatsIdsOf(month).map((id) => store.get(VISIT_STATS, id)));
      return { month, shards: docs.map((doc) => doc?.data ?? null), summarized: false };
    }),
  );
}

/**
 * Sums up each month of `read` closed at `serverNow` and read from its shards into its summary document,
 * visit_stats/{month} (editors and admins, named in it with the time; firestore.rules: isMonthSummary), so
 * screens read 1 document for it instead of VISIT_STAT_SHARDS. Call it after the month's views were
 * folded (a summary is never folded from). A month someone else summed up meanwhile is left as theirs.
 * Returns how many were written.
 */
export async function sumUpClosedMonths(read: readonly MonthShards[], serverNow: number): Promise<number> {
  const store = await getStore();
  let written = 0;
  for (const { month, shards, summarized } of read) {
    if (summarized || !isMonthClosed(month, serverNow)) continue;
    try {
      await store.create(VISIT_STATS, month, {
        ...monthSummaryOf(readMonthStats(month, shards)),
        closedBy: auditActor().uid,
        closedAt: fieldValue.serverTimestamp(),
      });
      written += 1;
    } catch (error) {
      // Already there: on Firestore the rules refuse what would overwrite it; the memory store says so.
      if (!isStoreError(error, 'already-exists') && !isStoreError(error, 'permission-denied')) throw error;
    }
  }
  return written;
}

interface FoldRound {
  /** Views added to the posts. */
  folded: number;
  /** Posts the transaction found gone (not folded). */
  gone: string[];
  /** More posts had views pending than this round took. */
  more: boolean;
}

const byId = ([a]: [string, number], [b]: [string, number]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One transaction: the shard read through `reader`, the first FOLD_POSTS_PER_TRANSACTION posts with views
 * pending (but those in `skip`) folded. `readPosts`: read them all first, dropping those gone; otherwise
 * only when they are few (READ_POSTS_UP_TO).
 */
async function foldRound(
  store: DataStore,
  shardId: string,
  skip: ReadonlySet<string>,
  readPosts: boolean,
): Promise<FoldRound> {
  let round: FoldRound = { folded: 0, gone: [], more: false };
  await store.batch([
    {
      type: 'derived',
      collection: VISIT_STATS,
      id: shardId,
      // May run more than once (a shard changed meanwhile): only its last run's round is the one committed.
      derive: async (reader: TransactionReader): Promise<DocumentWrite[]> => {
        const shard = await reader.get(VISIT_STATS, shardId);
        const pending = Object.entries(pendingViewsOf(shard?.data ?? null))
          .filter(([id]) => !skip.has(id))
          .sort(byId);
        let chunk = pending.slice(0, FOLD_POSTS_PER_TRANSACTION);
        const gone: string[] = [];
        if (readPosts || chunk.length <= READ_POSTS_UP_TO) {
          const posts = await Promise.all(chunk.map(([id]) => reader.get(BLOG_POSTS, id)));
          chunk = chunk.filter(([id], index) => {
            if (posts[index]) return true;
            gone.push(id);
            return false;
          });
        }
        round = {
          folded: chunk.reduce((sum, [, views]) => sum + views, 0),
          gone,
          more: pending.length > FOLD_POSTS_PER_TRANSACTION,
        };
        if (chunk.length === 0) return [];
        return [
          {
            type: 'update',
            collection: VISIT_STATS,
            id: shardId,
            data: Object.fromEntries(
              chunk.map(([id, views]) => [`folded.${id}`, fieldValue.increment(views)]),
            ),
          },
          ...chunk.map(([id, views]): DocumentWrite => ({
            type: 'update',
            collection: BLOG_POSTS,
            id,
            data: { views: fieldValue.increment(views), viewsFold: shardId },
          })),
          // The posts' views added up (stats/blog_posts) grow by as much, naming the shard (the rules).
          {
            type: 'set',
            collection: STATS,
            id: BLOG_POSTS,
            data: { views: fieldValue.increment(round.folded), [LAST_FOLD]: shardId },
            merge: true,
          },
        ];
      },
    },
  ]);
  return round;
}

/** A fold that did not read its posts may have failed on one that is gone. */
const mayBeAGonePost = (error: unknown) =>
  isStoreError(error, 'not-found') || isStoreError(error, 'permission-denied');

/** Folds one shard until nothing is pending in it (but posts in `skip`, which gains those found gone). */
async function foldShard(store: DataStore, shardId: string, skip: Set<string>): Promise<number> {
  let folded = 0;
  for (let rounds = 0; rounds < MAX_ROUNDS_PER_SHARD; rounds += 1) {
    let round: FoldRound;
    try {
      round = await foldRound(store, shardId, skip, false);
    } catch (error) {
      if (!mayBeAGonePost(error)) throw error;
      // Read the posts this time: a refusal that stands is not about a gone post, and is thrown.
      round = await foldRound(store, shardId, skip, true);
    }
    folded += round.folded;
    for (const id of round.gone) skip.add(id);
    if (!round.more) break;
  }
  return folded;
}

/**
 * Adds the post views counted in the given months' statistics and not yet folded to the posts' `views`
 * (editors and admins: firestore.rules). `read`: the months' shards as read before (getMonthsShards), which
 * tell which shards have views pending; each of those is then folded in its own transactions, one after
 * another (they touch the same popular posts), which read it again. Returns how many views were added.
 */
export async function foldPendingViews(read: readonly MonthShards[]): Promise<number> {
  const store = await getStore();
  const skip = new Set<string>();
  let folded = 0;
  for (const { month, shards, summarized } of read) {
    if (summarized) continue;
    for (const [index, id] of visitStatsIdsOf(month).entries()) {
      if (Object.keys(pendingViewsOf(shards[index] ?? null)).length === 0) continue;
      folded += await foldShard(store, id, skip);
    }
  }
  return folded;
}
