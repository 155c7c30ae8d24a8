import { queryOptions } from '@tanstack/react-query';
import { listPostsPage, listScheduledPosts } from '@/data/repos/blog-posts';
import { countPosts, countProjects } from '@/data/repos/counts';
import { listRecentInquiries } from '@/data/repos/inquiries';
import { blogKeys } from '@/features/blog';
import { inquiryKeys } from '@/features/inquiries';
import { projectKeys } from '@/features/projects/admin';

export const RECENT_INQUIRIES = 4;
export const RECENT_POSTS = 3;
export const NEXT_SCHEDULED = 3;

/**
 * Each key sits under its collection's key (blog posts, projects, inquiries), so the invalidation that
 * follows an edit there refreshes the dashboard too.
 */
export const dashboardKeys = {
  postCounts: () => [...blogKeys.all, 'counts'] as const,
  recentPosts: () => [...blogKeys.all, 'recent', RECENT_POSTS] as const,
  scheduledPosts: () => [...blogKeys.all, 'scheduled', NEXT_SCHEDULED] as const,
  projectCounts: () => [...projectKeys.all, 'counts'] as const,
  recentInquiries: () => [...inquiryKeys.all, 'recent', RECENT_INQUIRIES] as const,
};

/** Totals, statuses, summed views and this month against last, by aggregation (no post is read). */
export const postCountsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.postCounts(), queryFn: () => countPosts() });

export const projectCountsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.projectCounts(), queryFn: countProjects });

/** The newest posts, drafts included. */
export const recentPostsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.recentPosts(),
    queryFn: async () => (await listPostsPage({}, { pageSize: RECENT_POSTS, after: null })).items,
  });

/** The next posts scheduled to go public (at most NEXT_SCHEDULED reads). */
export const scheduledPostsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.scheduledPosts(),
    queryFn: () => listScheduledPosts(NEXT_SCHEDULED),
  });

export const recentInquiriesQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.recentInquiries(),
    queryFn: () => listRecentInquiries(RECENT_INQUIRIES),
  });
