import { afterEach, describe, expect, it } from 'vitest';
import { seedCollections, withCollectionStats } from '../seed';
import { setStore, STAFF_QUERY_LIMIT } from '../store';
import { createMemoryStore } from '../store/memory-store';
import {
  countInquiriesByMonth,
  countInquiriesByStatus,
  countPosts,
  countProjects,
  countStaff,
  monthRanges,
  reachedCap,
} from './counts';

const now = new Date(2026, 10, 22, 12); // 22 Nov 2026, local time

/** The seed with `overrides`, and its statistics counted again unless `overrides` gives them. */
function useSeed(overrides: Record<string, Record<string, Record<string, unknown>>> = {}) {
  const seed = { ...seedCollections, ...overrides };
  setStore(createMemoryStore({ seed: 'stats' in overrides ? seed : withCollectionStats(seed) }));
}

afterEach(() => setStore(null));

describe('back-office counts', () => {
  it('counts posts, drafts, summed views and posts by month (the draft has no views field)', async () => {
    useSeed();
    expect(await countPosts(new Date(2026, 9, 20))).toEqual({
      exact: true,
      total: 5,
      published: 4,
      scheduled: 0,
      drafts: 1,
      views: 1984,
      viewsAtLeast: false,
      byMonth: { thisMonth: 1, lastMonth: 1 },
    });
  });

  it.each([
    {
      case: 'a time ahead is scheduled',
      publishAt: new Date('2026-11-23T09:00:00Z'),
      published: 4,
      scheduled: 1,
    },
    {
      case: 'a time that has come is published',
      publishAt: new Date('2026-11-22T09:00:00Z'),
      published: 5,
      scheduled: 0,
    },
    {
      case: 'no time (stored before scheduling) is published',
      publishAt: undefined,
      published: 5,
      scheduled: 0,
    },
  ])('counts a Published post by its time: $case', async ({ publishAt, published, scheduled }) => {
    const post = { title: 'Next', status: 'Published', createdAt: new Date('2026-11-01'), views: 0 };
    useSeed({
      blog_posts: {
        ...seedCollections.blog_posts,
        next: publishAt ? { ...post, publishAt } : post,
      },
    });
    const serverNow = new Date('2026-11-22T12:00:00Z');
    expect(await countPosts(now, serverNow)).toMatchObject({ total: 6, published, scheduled, drafts: 1 });
  });

  it('counts projects by status, the rest as in progress: from stats/projects, or by aggregation before it', async () => {
    useSeed();
    const counts = { total: 9, completed: 6, planning: 1, inProgress: 2 };
    expect(await countProjects()).toEqual({ exact: true, ...counts });
    useSeed({ stats: {} });
    expect(await countProjects()).toEqual({ exact: false, ...counts });
  });

  it('counts inquiries by status (a missing status is New) and by month', async () => {
    useSeed();
    expect(await countInquiriesByStatus()).toEqual({
      exact: true,
      total: 5,
      New: 2,
      Responded: 1,
      Resolved: 2,
    });
    expect(await countInquiriesByMonth(now)).toEqual({ thisMonth: 3, lastMonth: 2 });
  });

  it('counts staff records and invites', async () => {
    useSeed();
    const counts = await countStaff();
    expect(counts).toEqual({
      members: Object.keys(seedCollections.admins!).length,
      invites: Object.keys(seedCollections.invites!).length,
      atCap: false,
    });
  });

  // More inquiries than the cap, most of them resolved.
  const flood = Object.fromEntries(
    Array.from({ length: STAFF_QUERY_LIMIT + 500 }, (_, index) => [
      `i${index}`,
      { status: index < 300 ? 'New' : index < 500 ? 'Responded' : 'Resolved' },
    ]),
  );

  it('counts inquiries from their statistics document: exact past the cap, in one read', async () => {
    useSeed({ contact_inquiries: flood });
    expect(await countInquiriesByStatus()).toEqual({
      exact: true,
      total: STAFF_QUERY_LIMIT + 500,
      New: 300,
      Responded: 200,
      Resolved: STAFF_QUERY_LIMIT,
    });
  });

  it('without the statistics document (before the backfill) counts by aggregation: stops at STAFF_QUERY_LIMIT, and counts the rest on its own then, never a difference of capped counts', async () => {
    // New is 300, not "cap minus resolved" (negative).
    useSeed({ contact_inquiries: flood, stats: {} });
    const counts = await countInquiriesByStatus();
    expect(counts).toEqual({
      exact: false,
      total: STAFF_QUERY_LIMIT,
      New: 300,
      Responded: 200,
      Resolved: STAFF_QUERY_LIMIT,
    });
    // Only the figures at the cap are "or more".
    expect([counts.total, counts.New, counts.Responded, counts.Resolved].map(reachedCap)).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('counts posts past the cap from their statistics document, and drafts on their own without it', async () => {
    const posts = Object.fromEntries(
      Array.from({ length: STAFF_QUERY_LIMIT + 20 }, (_, index) => [
        `p${index}`,
        { status: index < 20 ? 'Draft' : 'Published', views: 1, publishAt: new Date(2026, 0, 1) },
      ]),
    );
    // Without the statistics document (before the backfill): by aggregation, capped.
    useSeed({ blog_posts: posts, stats: {} });
    const counts = await countPosts(now);
    expect(counts).toMatchObject({ exact: false, total: STAFF_QUERY_LIMIT, drafts: 20, viewsAtLeast: true });
    expect(reachedCap(counts.published)).toBe(true);
    // With it: exact past the cap, the summed views too.
    useSeed({ blog_posts: posts });
    expect(await countPosts(now)).toMatchObject({
      exact: true,
      total: STAFF_QUERY_LIMIT + 20,
      published: STAFF_QUERY_LIMIT,
      drafts: 20,
      views: STAFF_QUERY_LIMIT + 20,
      viewsAtLeast: false,
    });
  });
});

describe('monthRanges', () => {
  it('spans this calendar month and the one before, in local time, across a year end', () => {
    const january = monthRanges(new Date(2027, 0, 10));
    expect(january.thisMonth).toEqual([
      { field: 'createdAt', op: '>=', value: new Date(2027, 0, 1) },
      { field: 'createdAt', op: '<', value: new Date(2027, 1, 1) },
    ]);
    expect(january.lastMonth).toEqual([
      { field: 'createdAt', op: '>=', value: new Date(2026, 11, 1) },
      { field: 'createdAt', op: '<', value: new Date(2027, 0, 1) },
    ]);
  });
});
