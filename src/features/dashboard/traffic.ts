import { isPageKey, type MonthStats, type PageKey, type SiteDay } from '@/data/models/visit-stats';
import type { MonthOverMonth } from './stats';

/** Days the traffic chart shows, today included. */
export const TRAFFIC_DAYS = 30;

/** Entries each "most" list shows. */
export const TOP_ENTRIES = 5;

/** What each counted page is called on the dashboard (posts are listed by title, on their own). */
const PAGE_NAMES: Record<PageKey, string> = {
  home: 'Home',
  about: 'About',
  services: 'Services',
  service: 'A service page',
  packages: 'Packages',
  blog: 'Blog',
  blogPage: 'Blog, a later page',
  blogCategory: 'A blog category',
  blogCategoryPage: 'A blog category, a later page',
  blogTag: 'A blog tag',
  blogTagPage: 'A blog tag, a later page',
  projects: 'Projects',
  projectsPage: 'Projects, a later page',
  projectsCategory: 'A project category',
  projectsCategoryPage: 'A project category, a later page',
  project: 'A project page',
  contact: 'Contact',
};

export function pageName(key: PageKey): string {
  return PAGE_NAMES[key];
}

/** One day of the chart: its date ('2026-11-22'), its label ('22 Nov') and its figures. */
export interface TrafficDay {
  date: string;
  label: string;
  visits: number;
  postViews: number;
  /** Sampled above the day's counting budget: its figures are estimates. */
  estimated: boolean;
}

/** An entry of a "most" list and its count. */
export interface Ranked<Key extends string = string> {
  key: Key;
  count: number;
}

/** The dashboard's traffic, from this month's and last month's statistics. */
export interface TrafficSummary {
  /** Visits this month so far (its days up to today) and in all of last month. */
  visits: MonthOverMonth;
  /** Views this month so far (pages and posts), and of posts. */
  viewsThisMonth: number;
  postViewsThisMonth: number;
  /** The last TRAFFIC_DAYS site days that fall in the two months, oldest first. */
  days: TrafficDay[];
  /** The first day the lists count from (the first of last month: the statistics hold months). */
  since: string;
  topPosts: Ranked[];
  topPages: Ranked<PageKey>[];
  topReferrers: Ranked[];
  /**
   * Days of the two months whose figures are estimates (sampled above the day's counting budget): every
   * figure here that adds them up is one too.
   */
  estimatedDays: number;
}

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-22' as a moment (midnight UTC: site days are handled as UTC dates here). */
export const dateMillis = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** "1 October 2026". */
export const formatLongDay = (date: string) => longDay.format(dateMillis(date));

/** The most counted entries, most first (ties by key), none counted zero. */
function top<Key extends string>(counts: Record<string, number>, keep: (key: string) => key is Key) {
  return Object.entries(counts)
    .filter((entry): entry is [Key, number] => keep(entry[0]) && entry[1] > 0)
    .sort(([a, left], [b, right]) => right - left || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, TOP_ENTRIES)
    .map(([key, count]) => ({ key, count }));
}

/** The two months' counts of each key added up. */
function added(...maps: Array<Record<string, number>>): Record<string, number> {
  const total: Record<string, number> = {};
  for (const map of maps)
    for (const [key, count] of Object.entries(map)) total[key] = (total[key] ?? 0) + count;
  return total;
}

const anyKey = (key: string): key is string => key.length > 0;

/**
 * The figures the dashboard shows, from `thisMonth` (today's month) and `lastMonth`, `today` in site time.
 * Day-by-day figures are exact; posts, pages and referrers are counted by month, so their lists cover
 * both months (from `since`).
 */
export function summarizeTraffic(
  thisMonth: MonthStats,
  lastMonth: MonthStats,
  today: SiteDay,
): TrafficSummary {
  const soFar = Object.entries(thisMonth.days).filter(([day]) => day <= today.day);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const end = dateMillis(`${today.month}-${today.day}`);
  const since = `${lastMonth.month}-01`;
  const days: TrafficDay[] = [];
  for (let back = TRAFFIC_DAYS - 1; back >= 0; back -= 1) {
    const date = new Date(end - back * 86_400_000).toISOString().slice(0, 10);
    if (date < since) continue;
    const month = date.slice(0, 7) === thisMonth.month ? thisMonth : lastMonth;
    const figures = month.days[date.slice(8)];
    days.push({
      date,
      label: dayLabel.format(dateMillis(date)),
      visits: figures?.visits ?? 0,
      postViews: figures?.postViews ?? 0,
      estimated: (figures?.sampled ?? 0) > 0,
    });
  }
  return {
    visits: {
      thisMonth: sum(soFar.map(([, figures]) => figures.visits)),
      lastMonth: sum(Object.values(lastMonth.days).map((figures) => figures.visits)),
    },
    viewsThisMonth: sum(soFar.map(([, figures]) => figures.views)),
    postViewsThisMonth: sum(soFar.map(([, figures]) => figures.postViews)),
    days,
    since,
    topPosts: top(added(thisMonth.posts, lastMonth.posts), anyKey),
    topPages: top(added(thisMonth.pages, lastMonth.pages), isPageKey),
    topReferrers: top(added(thisMonth.referrers, lastMonth.referrers), anyKey),
    estimatedDays: [thisMonth, lastMonth]
      .flatMap((month) => Object.values(month.days))
      .filter((figures) => figures.sampled > 0).length,
  };
}

/** Whether anything was counted in the two months. */
export function hasTraffic(summary: TrafficSummary): boolean {
  return (
    summary.visits.thisMonth + summary.visits.lastMonth > 0 ||
    summary.days.some((day) => day.visits + day.postViews > 0) ||
    summary.topPosts.length + summary.topPages.length > 0
  );
}
