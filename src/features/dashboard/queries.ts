import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { previousMonth, readMonthStats, siteDayOf } from '@/data/models/visit-stats';
import { getPost, listRecentPosts, listScheduledPosts } from '@/data/repos/blog-posts';
import { countPosts, countProjects } from '@/data/repos/counts';
import { listRecentInquiries } from '@/data/repos/inquiries';
import { blogKeys } from '@/features/blog';
import { recentVisitShardsQueryOptions } from '@/features/blog/admin';
import { inquiriesByMonthQueryOptions, inquiryCountsQueryOptions, inquiryKeys } from '@/features/inquiries';
import { projectKeys } from '@/features/projects/admin';
import { knownServerNow } from '@/lib/server-clock';

export const RECENT_INQUIRIES = 4;
export const RECENT_POSTS = 3;
export const NEXT_SCHEDULED = 3;

/**
 * Each key sits under its collection's key (blog posts, projects, inquiries), so the invalidation that
 * follows an edit there refreshes the dashboard too.
 */
const dashboardKeys = {
  postCounts: () => [...blogKeys.all, 'counts'] as const,
  recentPosts: () => [...blogKeys.all, 'recent', RECENT_POSTS] as const,
  scheduledPosts: () => [...blogKeys.all, 'scheduled', NEXT_SCHEDULED] as const,
  projectCounts: () => [...projectKeys.all, 'counts'] as const,
  recentInquiries: () => [...inquiryKeys.all, 'recent', RECENT_INQUIRIES] as const,
  postTitles: (ids: readonly string[]) => [...blogKeys.all, 'titles', ...ids] as const,
};

/** Today's month in site time, by the server's clock as known (no request of its own). */
const siteMonthNow = () => siteDayOf(knownServerNow()).month;

/** `month`'s statistics and the month before's, added up from their shards (read once with the fold's). */
const trafficQueryOptions = (month: string) =>
  queryOptions({
    ...recentVisitShardsQueryOptions(month),
    select: ([thisMonth, lastMonth]) => ({
      thisMonth: readMonthStats(month, thisMonth?.shards ?? []),
      lastMonth: readMonthStats(previousMonth(month), lastMonth?.shards ?? []),
    }),
  });

/** The titles of the posts the traffic lists (at most TOP_ENTRIES gets); null for a post that is gone. */
export const postTitlesQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: dashboardKeys.postTitles(ids),
    queryFn: async (): Promise<Record<string, string | null>> =>
      Object.fromEntries(await Promise.all(ids.map(async (id) => [id, (await getPost(id))?.title ?? null]))),
  });

const projectCountsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.projectCounts(), queryFn: countProjects });

/** The newest posts, drafts included. */
const recentPostsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.recentPosts(),
    queryFn: () => listRecentPosts(RECENT_POSTS),
  });

/**
 * The next posts scheduled to go public, judged by the server's clock as known: NEXT_SCHEDULED shown, one
 * more read (at most NEXT_SCHEDULED + 1 reads), so that fewer than that are all of them and the posts'
 * figures need no count of their own.
 */
const scheduledPostsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.scheduledPosts(),
    queryFn: () => listScheduledPosts(NEXT_SCHEDULED + 1, new Date(knownServerNow())),
    select: (posts) => posts.slice(0, NEXT_SCHEDULED),
  });

/**
 * Totals and statuses (stats/blog_posts), the scheduled ones (from the list above when it holds them all,
 * else by count()), summed views and this month against last (aggregations): no post is read.
 */
const postCountsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.postCounts(),
    queryFn: async ({ client }) => {
      // The same request as the card's (in flight or cached): no second read of the scheduled posts.
      const scheduled = await client.fetchQuery(scheduledPostsQueryOptions());
      return countPosts(
        undefined,
        undefined,
        scheduled.length <= NEXT_SCHEDULED ? scheduled.length : undefined,
      );
    },
  });

const recentInquiriesQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.recentInquiries(),
    queryFn: () => listRecentInquiries(RECENT_INQUIRIES),
  });

/**
 * The cards every staff member sees, in the page's order (the admins' activity card is the page's own):
 * aggregations and short limited lists, about as many billed reads as one page of a list, and the visit
 * statistics of `month` (site time) and the month before (10 gets).
 */
export const dashboardCardQueries = (month: string) =>
  [
    trafficQueryOptions(month),
    postCountsQueryOptions(),
    projectCountsQueryOptions(),
    inquiryCountsQueryOptions(),
    inquiriesByMonthQueryOptions(),
    recentInquiriesQueryOptions(),
    recentPostsQueryOptions(),
    scheduledPostsQueryOptions(),
  ] as const;

/** The dashboard's cards, read ahead on a link's intent (the page module's `prefetch`). */
export async function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  const [traffic, postCounts, projectCounts, inquiryCounts, byMonth, inquiries, posts, scheduled] =
    dashboardCardQueries(siteMonthNow());
  await Promise.all([
    queryClient.prefetchQuery(traffic),
    queryClient.prefetchQuery(postCounts),
    queryClient.prefetchQuery(projectCounts),
    queryClient.prefetchQuery(inquiryCounts),
    queryClient.prefetchQuery(byMonth),
    queryClient.prefetchQuery(inquiries),
    queryClient.prefetchQuery(posts),
    queryClient.prefetchQuery(scheduled),
  ]);
}
