import type { BlogPost } from '@/data/models/blog-post';
import type { Inquiry } from '@/data/models/inquiry';
import type { Project } from '@/data/models/project';

export interface MonthOverMonth {
  thisMonth: number;
  lastMonth: number;
}

/** How many of the dates fall in the current calendar month and in the one before (local time). */
export function monthOverMonth(dates: ReadonlyArray<Date | null>, now = new Date()): MonthOverMonth {
  const thisMonthStart = new Date(now.getFullYear(), now.getMonth(), 1).getTime();
  const lastMonthStart = new Date(now.getFullYear(), now.getMonth() - 1, 1).getTime();
  let thisMonth = 0;
  let lastMonth = 0;
  for (const date of dates) {
    const time = date?.getTime();
    if (time === undefined) continue;
    if (time >= thisMonthStart && time <= now.getTime()) thisMonth += 1;
    else if (time >= lastMonthStart && time < thisMonthStart) lastMonth += 1;
  }
  return { thisMonth, lastMonth };
}

/** The change against last month, "+50%" or "-25%" ("no change"); null when last month had nothing to compare. */
export function percentChange({ thisMonth, lastMonth }: MonthOverMonth): string | null {
  if (lastMonth === 0) return null;
  const change = Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
  if (change === 0) return 'no change';
  return `${change > 0 ? '+' : ''}${change}%`;
}

export interface DashboardStats {
  postViews: number;
  publishedPosts: number;
  draftPosts: number;
  postsByMonth: MonthOverMonth;
  projects: { total: number; completed: number; inProgress: number; planning: number };
  inquiries: { total: number; new: number; responded: number; resolved: number; byMonth: MonthOverMonth };
}

/** Every figure on the dashboard, computed from the stored data (nothing made up). */
export function computeDashboardStats(
  posts: readonly BlogPost[],
  projects: readonly Project[],
  inquiries: readonly Inquiry[],
  now = new Date(),
): DashboardStats {
  const countWhere = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length;
  return {
    postViews: posts.reduce((sum, post) => sum + post.views, 0),
    publishedPosts: countWhere(posts, (post) => post.status === 'Published'),
    draftPosts: countWhere(posts, (post) => post.status === 'Draft'),
    postsByMonth: monthOverMonth(
      posts.map((post) => post.createdAt),
      now,
    ),
    projects: {
      total: projects.length,
      completed: countWhere(projects, (project) => project.status === 'Completed'),
      inProgress: countWhere(projects, (project) => project.status === 'In Progress'),
      planning: countWhere(projects, (project) => project.status === 'Planning'),
    },
    inquiries: {
      total: inquiries.length,
      new: countWhere(inquiries, (inquiry) => inquiry.status === 'New'),
      responded: countWhere(inquiries, (inquiry) => inquiry.status === 'Responded'),
      resolved: countWhere(inquiries, (inquiry) => inquiry.status === 'Resolved'),
      byMonth: monthOverMonth(
        inquiries.map((inquiry) => inquiry.createdAt),
        now,
      ),
    },
  };
}
