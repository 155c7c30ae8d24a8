/**
 * Seed documents for `visit_stats` (../models/visit-stats.ts): the counts of the seed's two months, October
 * and November 2026 (its newest inquiry and posts are from November), so the dashboard's traffic shows
 * something in dev and the demo. Made by a fixed rule (the same documents every run): 20-45 visits a day,
 * more on weekdays and a little more each week, spread over the shards as flushes would spread them. Each
 * count is made of units and each unit goes to the next shard in turn, so the shards add up to the month.
 * Every post view is already folded: the posts' own `views` (./blog-posts.ts) hold them, and each post's
 * views here fit in its count and start on its publication day.
 */
import { hostKey, VISIT_STAT_SHARDS, visitStatsId, type PageKey } from '../models/visit-stats';

export const SEED_VISIT_MONTHS = [
  { month: '2026-10', days: 31 },
  { month: '2026-11', days: 30 },
] as const;

/** Posts by how often they are read (a post listed twice gets twice the views), with their first day. */
const POST_WEIGHTS: ReadonlyArray<{ id: string; from: string }> = [
  { id: '2', from: '2026-09-22' },
  { id: '3', from: '2026-08-18' },
  { id: '2', from: '2026-09-22' },
  { id: '1', from: '2026-10-14' },
  { id: '4', from: '2026-07-09' },
  { id: '2', from: '2026-09-22' },
  { id: '1', from: '2026-10-14' },
  { id: '3', from: '2026-08-18' },
];

/** Other pages by how often they are shown. */
const PAGE_WEIGHTS: readonly PageKey[] = [
  'home',
  'home',
  'services',
  'service',
  'home',
  'blog',
  'about',
  'contact',
  'service',
  'home',
  'packages',
  'projects',
  'project',
  'home',
  'blogCategory',
  'service',
  'contact',
  'blog',
  'projectsCategory',
  'blogTag',
];

/** Where each visit came from, in turn (null: no referrer, or the site's own). */
const REFERRERS: ReadonlyArray<string | null> = [
  'www.google.com',
  null,
  'www.google.com',
  null,
  'l.facebook.com',
  'www.google.com',
  null,
  'www.instagram.com',
  null,
  'www.bing.com',
  'www.google.com',
  null,
  'duckduckgo.com',
  null,
  'www.linkedin.com',
  'www.google.com',
  null,
  null,
  't.co',
  'l.facebook.com',
];

type ShardDoc = {
  days: Record<string, { visits: number; views: number; postViews: number }>;
  posts: Record<string, number>;
  pages: Record<string, number>;
  referrers: Record<string, number>;
  folded: Record<string, number>;
};

/** A day's figures: `index` counts days from 1 October 2026, `weekday` 0 is Sunday. */
function dayFigures(index: number, weekday: number) {
  const weekdayBonus = weekday === 0 ? -5 : weekday === 6 ? -2 : 6;
  const wobble = ((index * 7919) % 13) - 6;
  const visits = Math.round(22 + index * 0.25 + weekdayBonus + wobble);
  const postViews = Math.max(0, Math.round(visits * 0.32) + ((index * 31) % 3) - 1);
  const pageViews = Math.max(0, Math.round(visits * 1.55) + ((index * 17) % 5) - 2);
  return { visits, postViews, pageViews };
}

/** The seed's visit_stats documents by id (5 a month). */
export function seedVisitStats(): Record<string, ShardDoc> {
  const docs: Record<string, ShardDoc> = {};
  let turn = 0;
  /** The next shard in turn. */
  const next = (month: string) => {
    const id = visitStatsId(month, turn % VISIT_STAT_SHARDS);
    turn += 1;
    return (docs[id] ??= { days: {}, posts: {}, pages: {}, referrers: {}, folded: {} });
  };
  const add = (into: Record<string, number>, key: string) => {
    into[key] = (into[key] ?? 0) + 1;
  };
  const dayOf = (doc: ShardDoc, day: string) => (doc.days[day] ??= { visits: 0, views: 0, postViews: 0 });
  let index = 0;
  for (const { month, days } of SEED_VISIT_MONTHS) {
    for (let dayNumber = 1; dayNumber <= days; dayNumber += 1, index += 1) {
      const day = String(dayNumber).padStart(2, '0');
      const date = `${month}-${day}`;
      const { visits, postViews, pageViews } = dayFigures(index, new Date(`${date}T00:00:00Z`).getUTCDay());
      const posts = POST_WEIGHTS.filter((post) => post.from <= date);
      for (let unit = 0; unit < visits; unit += 1) {
        const doc = next(month);
        dayOf(doc, day).visits += 1;
        const referrer = REFERRERS[(index * 3 + unit) % REFERRERS.length];
        if (referrer) add(doc.referrers, hostKey(referrer));
      }
      for (let unit = 0; unit < pageViews; unit += 1) {
        const doc = next(month);
        dayOf(doc, day).views += 1;
        add(doc.pages, PAGE_WEIGHTS[(index * 7 + unit) % PAGE_WEIGHTS.length]!);
      }
      for (let unit = 0; unit < postViews; unit += 1) {
        const doc = next(month);
        const figures = dayOf(doc, day);
        figures.views += 1;
        figures.postViews += 1;
        const { id } = posts[(index * 5 + unit) % posts.length]!;
        add(doc.posts, id);
        add(doc.folded, id);
      }
    }
  }
  return docs;
}
