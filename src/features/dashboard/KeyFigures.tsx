import { Eye, FileText, FolderKanban, Inbox } from 'lucide-react';
import { reachedCap, type PostCounts, type ProjectCounts } from '@/data/repos/counts';
import type { CappedInquiryCounts } from '@/features/inquiries';
import { formatCount } from '@/lib/format-count';
import { StatCard } from './StatCard';
import type { MonthOverMonth } from './stats';

export interface KeyFiguresProps {
  posts?: PostCounts;
  projects?: ProjectCounts;
  inquiries?: CappedInquiryCounts;
  inquiriesByMonth?: MonthOverMonth;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** "or more" when the figure's own count hit the cap (data/repos/counts.ts). */
const counted = (count: number) => formatCount(count, reachedCap(count));

/** "4 published · 1 scheduled · 2 drafts": public now, waiting for their time (when any), not published. */
function postsDetail(posts: PostCounts): string {
  const scheduled = posts.scheduled > 0 ? ` · ${counted(posts.scheduled)} scheduled` : '';
  return `${counted(posts.published)} published${scheduled} · ${counted(posts.drafts)} ${plural(posts.drafts, 'draft', 'drafts')}`;
}

/** The dashboard's four stat cards; each shows a skeleton until its counts arrive. */
export function KeyFigures({ posts, projects, inquiries, inquiriesByMonth }: KeyFiguresProps) {
  return (
    <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        // Views are throttled (once per post per visitor session, five every five minutes site-wide): say so.
        label="Counted views"
        icon={Eye}
        value={posts?.views ?? null}
        orMore={posts?.viewsAtLeast}
        note="Once per visitor session, at most five every five minutes site-wide"
      />
      <StatCard
        label="Blog Posts"
        icon={FileText}
        value={posts?.total ?? null}
        orMore={posts ? reachedCap(posts.total) : false}
        detail={posts ? postsDetail(posts) : null}
        trend={posts?.byMonth}
        trendNoun="posts"
        hasTrend
      />
      <StatCard
        label="Projects"
        icon={FolderKanban}
        value={projects?.total ?? null}
        orMore={projects ? reachedCap(projects.total) : false}
        detail={
          projects
            ? `${counted(projects.completed)} completed · ${counted(projects.inProgress)} in progress · ${counted(projects.planning)} planning`
            : null
        }
      />
      <StatCard
        label="Inquiries"
        icon={Inbox}
        value={inquiries && inquiriesByMonth ? inquiries.total : null}
        orMore={inquiries ? reachedCap(inquiries.total) : false}
        detail={
          inquiries
            ? `${counted(inquiries.New)} new · ${counted(inquiries.Responded)} responded · ${counted(inquiries.Resolved)} resolved`
            : null
        }
        trend={inquiriesByMonth}
        trendNoun="inquiries"
        hasTrend
      />
    </section>
  );
}
