/**
 * The figures the back office shows, counted by Firestore aggregations (count/sum) instead of reading the
 * documents: one read per 1,000 index entries matched, at least one per request. Every request carries
 * STAFF_QUERY_LIMIT (the rules check aggregations as lists), so a count stops there: a total that reached
 * it means "this many or more", flagged `atCap`, and the figures derived from it are then lower bounds.
 */
import { getStore, STAFF_QUERY_LIMIT, type AggregateSpec, type FieldFilter } from '../store';
import { BLOG_POSTS, CONTACT_INQUIRIES } from './collections';
import { PROJECTS } from './projects';
import { INVITES, STAFF } from './staff';

/** Documents created in the current calendar month and in the one before (local time). */
export interface MonthCounts {
  thisMonth: number;
  lastMonth: number;
}

export interface PostCounts {
  total: number;
  published: number;
  /** Every post that is not published (the model reads any other status as Draft). */
  drafts: number;
  /** The sum of the posts' view counters. */
  views: number;
  byMonth: MonthCounts;
  atCap: boolean;
}

export interface ProjectCounts {
  total: number;
  completed: number;
  planning: number;
  /**
   * Every other project. Counts match the statuses as the form stores them, so an older spelling the
   * model also accepts ('completed', 'Planned') counts as in progress here.
   */
  inProgress: number;
  atCap: boolean;
}

export interface InquiryStatusCounts {
  total: number;
  /** Every inquiry neither responded to nor resolved (the model reads a missing status as New). */
  New: number;
  Responded: number;
  Resolved: number;
  atCap: boolean;
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

const COUNT = { count: { kind: 'count' } } as const satisfies AggregateSpec;

async function aggregate<Spec extends AggregateSpec>(
  collection: string,
  spec: Spec,
  where?: readonly FieldFilter[],
): Promise<Record<keyof Spec, number>> {
  const store = await getStore();
  return store.aggregate(collection, spec, { where, limit: STAFF_QUERY_LIMIT });
}

async function countWhere(collection: string, where?: readonly FieldFilter[]): Promise<number> {
  return (await aggregate(collection, COUNT, where)).count;
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
 * Posts: total, published, summed views, and this month against last (5 requests). The sum has a request
 * of its own: Firestore leaves posts without a views field out of every figure of a request with a sum.
 */
export async function countPosts(now = new Date()): Promise<PostCounts> {
  const [total, published, { views }, byMonth] = await Promise.all([
    countWhere(BLOG_POSTS),
    countWhere(BLOG_POSTS, [{ field: 'status', value: 'Published' }]),
    aggregate(BLOG_POSTS, { views: { kind: 'sum', field: 'views' } }),
    countByMonth(BLOG_POSTS, now),
  ]);
  return { total, published, drafts: total - published, views, byMonth, atCap: reachedCap(total) };
}

/** Projects: total, completed and planning (3 requests); the rest are in progress. */
export async function countProjects(): Promise<ProjectCounts> {
  const [total, completed, planning] = await Promise.all([
    countWhere(PROJECTS),
    countWhere(PROJECTS, [{ field: 'status', value: 'Completed' }]),
    countWhere(PROJECTS, [{ field: 'status', value: 'Planning' }]),
  ]);
  return { total, completed, planning, inProgress: total - completed - planning, atCap: reachedCap(total) };
}

/**
 * Inquiries: total, responded and resolved (3 requests); the rest are new, an old inquiry stored without a
 * status included (the model reads it as New). The New tab lists only those stored as New: Firestore cannot
 * match a missing field.
 */
export async function countInquiriesByStatus(): Promise<InquiryStatusCounts> {
  const [total, responded, resolved] = await Promise.all([
    countWhere(CONTACT_INQUIRIES),
    countWhere(CONTACT_INQUIRIES, [{ field: 'status', value: 'Responded' }]),
    countWhere(CONTACT_INQUIRIES, [{ field: 'status', value: 'Resolved' }]),
  ]);
  return {
    total,
    New: total - responded - resolved,
    Responded: responded,
    Resolved: resolved,
    atCap: reachedCap(total),
  };
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
