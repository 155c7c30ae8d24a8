import { useQueries } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { siteDayOf } from '@/data/models/visit-stats';
import { recentActivityQueryOptions } from '@/features/activity/admin/queries';
import { RecentActivityCard } from '@/features/activity/admin/RecentActivityCard';
import { useCan, useStaff } from '@/features/auth/session';
import { useFoldPendingViews } from '@/features/blog/admin/fold-views';
import { KeyFigures } from '@/features/dashboard/KeyFigures';
import { dashboardCardQueries, prefetchDashboard } from '@/features/dashboard/queries';
import { ScheduledPostsCard } from '@/features/dashboard/ScheduledPostsCard';
import { RecentInquiriesCard } from '@/features/dashboard/RecentInquiriesCard';
import { RecentPostsCard } from '@/features/dashboard/RecentPostsCard';
import { summarizeTraffic } from '@/features/dashboard/traffic';
import { TrafficSection } from '@/features/dashboard/TrafficSection';
import { knownServerNow } from '@/lib/server-clock';
import type { ScreenPrefetch } from '@/lib/route-prefetch';

/** What a link to this screen reads ahead on intent (src/app/admin/routes.tsx, prefetchAdminScreen). */
export const prefetch: ScreenPrefetch = (client) => prefetchDashboard(client);

// Nine queries arrive one by one: each card renders again only when its own data (or a flag it takes) changes.
const Figures = memo(KeyFigures);
const Traffic = memo(TrafficSection);
const InquiriesCard = memo(RecentInquiriesCard);
const PostsCard = memo(RecentPostsCard);
const ActivityCard = memo(RecentActivityCard);
const ScheduledCard = memo(ScheduledPostsCard);

/**
 * /admin: the figures that matter, counted by aggregation queries (a flood of inquiries costs a read per
 * thousand, not one each), the traffic from this month's and last month's visit statistics (10 gets, and the
 * titles of the 5 most-read posts), and the newest inquiries and posts as short limited lists; for admins,
 * the last five entries of the audit log (5 reads; nobody else reads the log, so their dashboard does not
 * ask). Editors and admins fold the post views counted since the last fold into the posts' counts, looking
 * in the statistics the figures read (no read of their own).
 */
export default function DashboardPage() {
  const staff = useStaff();
  const canEdit = useCan('editContent');
  const canSeeActivity = useCan('viewActivity');
  useFoldPendingViews(canEdit, { lastMonth: true });
  // Today in site time, by the server's clock as known.
  const { month, day } = siteDayOf(knownServerNow());
  const [
    traffic,
    postCounts,
    projectCounts,
    inquiryCounts,
    inquiriesByMonth,
    recentInquiries,
    recentPosts,
    scheduledPosts,
    recentActivity,
  ] = useQueries({
    queries: [...dashboardCardQueries(month), { ...recentActivityQueryOptions(), enabled: canSeeActivity }],
  });
  const trafficSummary = useMemo(
    () =>
      traffic.data
        ? summarizeTraffic(traffic.data.thisMonth, traffic.data.lastMonth, { month, day })
        : undefined,
    [traffic.data, month, day],
  );
  const failed = [
    traffic,
    postCounts,
    projectCounts,
    inquiryCounts,
    inquiriesByMonth,
    recentInquiries,
    recentPosts,
    scheduledPosts,
    recentActivity,
  ].filter((query) => query.isError);
  const firstName = staff.name.split(' ')[0] || staff.email;

  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description={`Welcome back, ${firstName}. Here is what is happening on the site.`}
      />
      {failed.length > 0 ? (
        <Alert
          variant="danger"
          title="Some figures could not be loaded"
          description="Check your connection and try again."
          className="mb-6"
        >
          <Button variant="outline" size="sm" onClick={() => failed.forEach((query) => void query.refetch())}>
            Retry
          </Button>
        </Alert>
      ) : null}
      <Figures
        traffic={trafficSummary}
        posts={postCounts.data}
        projects={projectCounts.data}
        inquiries={inquiryCounts.data}
        inquiriesByMonth={inquiriesByMonth.data}
      />
      <Traffic summary={trafficSummary} canEdit={canEdit} />
      <div className="mt-6 grid gap-6">
        <div className="min-w-0">
          <InquiriesCard inquiries={recentInquiries.data} />
        </div>
        <div className="min-w-0">
          <PostsCard posts={recentPosts.data} canEdit={canEdit} />
        </div>
        {canSeeActivity ? (
          <div className="min-w-0">
            <ActivityCard entries={recentActivity.data} />
          </div>
        ) : null}
        {/* Last: the one card whose row count is not known ahead, so its rows move nothing below. */}
        <div className="min-w-0">
          <ScheduledCard posts={scheduledPosts.data} canEdit={canEdit} />
        </div>
      </div>
    </>
  );
}
