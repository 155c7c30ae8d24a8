import { FileText, FolderKanban, Inbox, Users } from 'lucide-react';
import { isLowerBound, type PostCounts, type ProjectCounts } from '@/data/repos/counts';
import type { CappedInquiryCounts } from '@/features/inquiries';
import { formatCount } from '@/lib/format-count';
import { StatCard } from './StatCard';
import { countOf, type MonthOverMonth } from './stats';
import type { TrafficSummary } from './traffic';

export interface KeyFiguresProps {
  traffic?: TrafficSummary;
  posts?: PostCounts;
  projects?: ProjectCounts;
  inquiries?: CappedInquiryCounts;
  inquiriesByMonth?: MonthOverMonth;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** "or more" when the figure was counted by aggregation (not `exact`) and hit the cap (data/repos/counts.ts). */
const counted = (count: number, exact = false) => formatCount(count, isLowerBound(count, exact));

/** "4 published · 1 scheduled · 2 drafts": public now, waiting for their time (when any), not published. */
function postsDetail(posts: PostCounts): string {
  const scheduled = posts.scheduled > 0 ? ` · ${counted(posts.scheduled)} scheduled` : '';
  return `${counted(posts.published, posts.exact)} published${scheduled} · ${counted(posts.drafts, posts.exact)} ${plural(posts.drafts, 'draft', 'drafts')}`;
}

/** "2,057 views this month, 351 of them of posts". */
function visitsDetail(traffic: TrafficSummary): string {
  const figures = `${countOf(traffic.viewsThisMonth, 'view', 'views')} this month, ${formatCount(traffic.postViewsThisMonth)} of them of posts`;
  // Days sampled above the counting budget (see Traffic): the figures are estimates.
  return traffic.estimatedDays > 0 ? `${figures}; estimated on the busiest days` : figures;
}

/** The dashboard's four stat cards; each shows a skeleton until its counts arrive. */
export function KeyFigures({ traffic, posts, projects, inquiries, inquiriesByMonth }: KeyFiguresProps) {
  return (
    <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        // Visits this month so far (site time): a visit is a browser tab's first public page.
        label="Total Visitors"
        icon={Users}
        value={traffic?.visits.thisMonth ?? null}
        detail={traffic ? visitsDetail(traffic) : null}
        trend={traffic?.visits}
        trendNoun="visits"
        hasTrend
      />
      <StatCard
        label="Blog Posts"
        icon={FileText}
        value={posts?.total ?? null}
        orMore={posts ? isLowerBound(posts.total, posts.exact) : false}
        detail={
          posts ? (
            <>
              {postsDetail(posts)}
              {/* The posts' own counts: views are added to them as editors open the posts or the dashboard. */}
              <span className="block">
                {formatCount(posts.views, posts.viewsAtLeast)} {plural(posts.views, 'view', 'views')} in all
              </span>
            </>
          ) : null
        }
        trend={posts?.byMonth}
        trendNoun="new posts"
        hasTrend
      />
      <StatCard
        label="Projects"
        icon={FolderKanban}
        value={projects?.total ?? null}
        orMore={projects ? isLowerBound(projects.total, projects.exact) : false}
        detail={
          projects
            ? `${counted(projects.completed, projects.exact)} completed · ${counted(projects.inProgress, projects.exact)} in progress · ${counted(projects.planning, projects.exact)} planning`
            : null
        }
      />
      <StatCard
        label="Inquiries"
        icon={Inbox}
        value={inquiries && inquiriesByMonth ? inquiries.total : null}
        orMore={inquiries ? isLowerBound(inquiries.total, inquiries.exact) : false}
        detail={
          inquiries
            ? `${counted(inquiries.New, inquiries.exact)} new · ${counted(inquiries.Responded, inquiries.exact)} responded · ${counted(inquiries.Resolved, inquiries.exact)} resolved`
            : null
        }
        trend={inquiriesByMonth}
        trendNoun="new inquiries"
        hasTrend
      />
    </section>
  );
}
