/**
 * The figures the back office shows. The inquiries and projects by status and the posts' total, Published,
 * Draft and summed views come from their statistics documents (stats/*, models/collection-stats.ts: one
 * read, exact). The rest (scheduled posts, this month against last; and those, before the statistics
 * exist) are counted by Firestore aggregations (count/sum) instead of reading the documents: one read
 * per 1,000 index entries matched, at least one per request. Every request carries
 * STAFF_QUERY_LIMIT (the rules check aggregations as lists), so a count stops there: a figure at the cap
 * means "this many or more" (reachedCap; shown "10,000+"), and only then. A figure that is "the rest" (New
 * inquiries, drafts, projects in progress) is the total minus the others while the total is exact, which
 * also counts documents stored without a status; once the total reached the cap it is counted on its own.
 */
import { getStore, STAFF_QUERY_LIMIT, type AggregateSpec, type FieldFilter } from '../store';
import { knownServerNow } from '@/lib/server-clock';
import { BLOG_POSTS, CONTACT_INQUIRIES, SUBSCRIBERS } from './collections';
import { getCollectionCounts } from './collection-stats';
import { PROJECTS } from './projects';
import { INVITES, STAFF } from './staff';

/** Documents created in the current calendar month and in the one before (local time). */
export interface MonthCounts {
  thisMonth: number;
  lastMonth: number;
}

export interface PostCounts {
  /** Total, published and drafts from the statistics document: exact at any size (else capped). */
  exact: boolean;
  total: number;
  /** Public now: Published, and its time has come. */
  published: number;
  /** Published, with a time ahead (not public yet). */
  scheduled: number;
  /** Every post that is not Published (the model reads any other status as Draft). */
  drafts: number;
  /** The sum of the posts' view counters. */
  views: number;
  /** The sum by aggregation covers STAFF_QUERY_LIMIT posts only (the total reached it): "this many or more". */
  viewsAtLeast: boolean;
  byMonth: MonthCounts;
}

export interface ProjectCounts {
  /** From stats/projects: exact at any size (else capped aggregations: see reachedCap). */
  exact: boolean;
  total: number;
  completed: number;
  planning: number;
  /**
   * Every other project. Counts match the statuses as the form stores them, so an older spelling the
   * model also accepts ('completed', 'Planned') counts as in progress here.
   */
  inProgress: number;
}

export interface InquiryStatusCounts {
  /** From the statistics document: exact at any size (else capped aggregations: see reachedCap). */
  exact: boolean;
  total: number;
  /** Every inquiry neither responded to nor resolved (the model reads a missing status as New). */
  New: number;
  Responded: number;
  Resolved: number;
}

export interface StaffCounts {
  members: number;
  invites: number;
  atCap: boolean;
}

/** A count that stopped at STAFF_QUERY_LIMIT: the real number may be larger. */
export function reachedCap(count: number): boolean {
  return count >= STAFF_QUERY_LIMIT;
}

/** "or more": a count by aggregation (not `exact`) that reached the cap. */
export function isLowerBound(count: number, exact: boolean): boolean {
  return !exact && reachedCap(count);
}

const COUNT = { count: { kind: 'count' } } as const satisfies AggregateSpec;

async function aggregate<Spec extends AggregateSpec>(
  collection: string,
  spec: Spec,
  where?: readonly FieldFilter[],
  cap = STAFF_QUERY_LIMIT,
): Promise<Record<keyof Spec, number>> {
  const store = await getStore();
  return store.aggregate(collection, spec, { where, limit: cap });
}

async function countWhere(
  collection: string,
  where?: readonly FieldFilter[],
  cap = STAFF_QUERY_LIMIT,
): Promise<number> {
  return (await aggregate(collection, COUNT, where, cap)).count;
}

/** Range filters on createdAt for the current calendar month and the one before, in local time. */
export function monthRanges(now: Date): { thisMonth: FieldFilter[]; lastMonth: FieldFilter[] } {
  const start = (monthOffset: number) => new Date(now.getFullYear(), now.getMonth() + monthOffset, 1);
  const between = (from: Date, to: Date): FieldFilter[] => [
    { field: 'createdAt', op: '>=', value: from },
    { field: 'createdAt', op: '<', value: to },
  ];
  return { thisMonth: between(start(0), start(1)), lastMonth: between(start(-1), start(0)) };
}

async function countByMonth(collection: string, now: Date): Promise<MonthCounts> {
  const ranges = monthRanges(now);
  const [thisMonth, lastMonth] = await Promise.all([
    countWhere(collection, ranges.thisMonth),
    countWhere(collection, ranges.lastMonth),
  ]);
  return { thisMonth, lastMonth };
}

/**
 * The documents of a collection that are none of `others`: exact while the total is (below the cap), and
 * then including those stored without a status; else counted by `status` (or the filters given) on their
 * own (one more request), itself capped. Never a difference of capped counts, which could even be negative.
 */
async function restOf(
  collection: string,
  total: number,
  others: number[],
  status: string | readonly FieldFilter[],
): Promise<number> {
  if (!reachedCap(total)) return total - others.reduce((sum, count) => sum + count, 0);
  return countWhere(collection, typeof status === 'string' ? [{ field: 'status', value: status }] : status);
}

/** Published posts whose time has not come at `now` (the rules make them public once publishAt <= now). */
const scheduledPosts = (now: Date): FieldFilter[] => [
  { field: 'status', value: 'Published' },
  { field: 'publishAt', op: '>=', value: now },
];

/**
 * Posts: total, published (public now), scheduled, drafts, summed views, and this month against last. The
 * total, the Published and Draft counts and the summed views come from stats/blog_posts (one read, exact
 * at any size); the scheduled ones (at most a few: one read) and the months by aggregation. Published is
 * the Published ones less the scheduled, so a post stored before publish times existed (public since
 * created) counts as published. `serverNow` judges what is scheduled. Until the statistics document exists,
 * by aggregation (countPostsByAggregation).
 */
export async function countPosts(
  now = new Date(),
  serverNow = new Date(knownServerNow()),
  /** The scheduled posts, when the caller read them all (listScheduledPosts came back short): no count. */
  scheduledKnown?: number,
): Promise<PostCounts> {
  const [stored, scheduled, byMonth] = await Promise.all([
    getCollectionCounts(BLOG_POSTS),
    scheduledKnown ?? countWhere(BLOG_POSTS, scheduledPosts(serverNow)),
    countByMonth(BLOG_POSTS, now),
  ]);
  if (!stored) return countPostsByAggregation(scheduled, byMonth, serverNow);
  const { total, Published = 0, Draft = 0, views = 0 } = stored;
  return {
    exact: true,
    total,
    published: Math.max(0, Published - scheduled),
    scheduled,
    drafts: Draft,
    views,
    viewsAtLeast: false,
    byMonth,
  };
}

/**
 * The total, published and drafts by count() requests (3; one more for drafts once the total reached the
 * cap, one for published once the Published ones did) and the views by a sum() (one read per 1,000
 * posts; a request of its own: Firestore leaves posts without a views field out of every figure of a
 * request with a sum): a database from before stats/blog_posts.
 */
async function countPostsByAggregation(
  scheduled: number,
  byMonth: MonthCounts,
  serverNow: Date,
): Promise<PostCounts> {
  const [total, publishedOrScheduled, { views }] = await Promise.all([
    countWhere(BLOG_POSTS),
    countWhere(BLOG_POSTS, [{ field: 'status', value: 'Published' }]),
    aggregate(BLOG_POSTS, { views: { kind: 'sum', field: 'views' } }),
  ]);
  const [drafts, published] = await Promise.all([
    restOf(BLOG_POSTS, total, [publishedOrScheduled], 'Draft'),
    restOf(
      BLOG_POSTS,
      publishedOrScheduled,
      [scheduled],
      [
        { field: 'status', value: 'Published' },
        { field: 'publishAt', op: '<', value: serverNow },
      ],
    ),
  ]);
  return {
    exact: false,
    total,
    published,
    scheduled,
    drafts,
    views,
    viewsAtLeast: reachedCap(total),
    byMonth,
  };
}

/**
 * Projects: total and by status, from stats/projects (one read, exact at any size). Until that document
 * exists (a database from before it, until `npm run stats:backfill`), by count() aggregations: total,
 * completed and planning (3 requests; a 4th once the total reached the cap), in progress the rest.
 */
export async function countProjects(): Promise<ProjectCounts> {
  const stored = await getCollectionCounts(PROJECTS);
  if (stored) {
    const { total, Completed = 0, Planning = 0, 'In Progress': inProgress = 0 } = stored;
    return { exact: true, total, completed: Completed, planning: Planning, inProgress };
  }
  const [total, completed, planning] = await Promise.all([
    countWhere(PROJECTS),
    countWhere(PROJECTS, [{ field: 'status', value: 'Completed' }]),
    countWhere(PROJECTS, [{ field: 'status', value: 'Planning' }]),
  ]);
  const inProgress = await restOf(PROJECTS, total, [completed, planning], 'In Progress');
  return { exact: false, total, completed, planning, inProgress };
}

/**
 * Inquiries: total and by status, from stats/contact_inquiries (one read, exact at any size). Until that
 * document exists (a database from before it, until `npm run stats:backfill`), by count() aggregations:
 * total, responded and resolved (3 requests; a 4th once the total reached the cap), New the rest (restOf),
 * an old inquiry stored without a status included while it can be (the model reads it as New).
 */
export async function countInquiriesByStatus(): Promise<InquiryStatusCounts> {
  const stored = await getCollectionCounts(CONTACT_INQUIRIES);
  if (stored) {
    const { total, New = 0, Responded = 0, Resolved = 0 } = stored;
    return { exact: true, total, New, Responded, Resolved };
  }
  const [total, responded, resolved] = await Promise.all([
    countWhere(CONTACT_INQUIRIES),
    countWhere(CONTACT_INQUIRIES, [{ field: 'status', value: 'Responded' }]),
    countWhere(CONTACT_INQUIRIES, [{ field: 'status', value: 'Resolved' }]),
  ]);
  const New = await restOf(CONTACT_INQUIRIES, total, [responded, resolved], 'New');
  return { exact: false, total, New, Responded: responded, Resolved: resolved };
}

/** Inquiries received this calendar month and last (2 requests). */
export function countInquiriesByMonth(now = new Date()): Promise<MonthCounts> {
  return countByMonth(CONTACT_INQUIRIES, now);
}

/** Staff records (admins documents) and pending invites (2 requests). */
export async function countStaff(): Promise<StaffCounts> {
  const [members, invites] = await Promise.all([countWhere(STAFF), countWhere(INVITES)]);
  return { members, invites, atCap: reachedCap(members) || reachedCap(invites) };
}

/** Where the bell stops counting ("100+"): one read a kind, however many arrived (a flood of spam included). */
export const UNREAD_COUNT_CAP = 100;

/**
 * New inquiries and new subscribers stamped after `after` (ms; the bell's unread by time), each counted up
 * to UNREAD_COUNT_CAP: 2 requests, 1 read each, however busy the site.
 */
export async function countEventsAfter(after: number): Promise<{ inquiries: number; subscribers: number }> {
  // The store's filters have no '>': stamps are compared to the millisecond, as the bell's model does.
  const since: FieldFilter[] = [{ field: 'createdAt', op: '>=', value: new Date(after + 1) }];
  const [inquiries, subscribers] = await Promise.all([
    countWhere(CONTACT_INQUIRIES, since, UNREAD_COUNT_CAP),
    countWhere(SUBSCRIBERS, since, UNREAD_COUNT_CAP),
  ]);
  return { inquiries, subscribers };
}
