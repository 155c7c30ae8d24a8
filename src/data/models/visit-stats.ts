/*
 * Visits and views, counted without cookies (docs/visit-counting.md has the protocol and its arithmetic).
 *
 * A browser tab queues the public pages and posts it shows and sends them in flushes. A flush is one batch
 * of two writes, under an anonymous Firebase identity that serves that one flush only:
 *
 *   visitors/{uid}                  created once: { at, stats, day, visit, pages, posts, referrer }
 *   visit_stats/{YYYY-MM}-{shard}   the month's counts in one of VISIT_STAT_SHARDS documents:
 *     days.{DD}       { visits, views, postViews, flushes, sampled }   per day of the month (site time)
 *     posts.{id}      views of each post this month
 *     pages.{key}     views of each other page this month, by route (PAGE_KEYS)
 *     referrers.{k}   visits that came from a host (hostKey: its dots as '~')
 *     folded.{id}     the part of posts.{id} that staff have already added to the post's own `views`
 *
 * The rules check each flush against its visitor document. Nothing here imports app code, so the seed,
 * the rules tests and the benchmark use the same figures.
 */

export const VISITORS = 'visitors';
export const VISIT_STATS = 'visit_stats';

/** Documents a month's counts are spread over, so a burst of visitors never queues on one document. */
export const VISIT_STAT_SHARDS = 5;

/** The most posts, and other pages, one flush may count (firestore.rules: the same). */
export const MAX_POSTS_PER_FLUSH = 5;
export const MAX_PAGES_PER_FLUSH = 10;

/**
 * Counting's budget (docs/visit-counting.md, "Above the budget"): a third of Spark's 20,000 writes a day,
 * 6,667, is 3,333 flushes of 2 writes, 666 a day in each shard. A tab whose flush finds its shard at
 * SAMPLE_FROM_FLUSHES flushes that day (the commit's answer says so) sends each later flush that day with
 * probability 1 / SAMPLED_WEIGHT, counted SAMPLED_WEIGHT times, to the same shard. The rules accept a
 * weighted flush only in a shard that has had SAMPLE_FROM_FLUSHES flushes that day (firestore.rules: the
 * same figures), judged on the document the write changes, so no read is added and no tab is refused.
 */
export const SAMPLE_FROM_FLUSHES = 666;
export const SAMPLED_WEIGHT = 8;

/** The longest referrer host kept. */
export const MAX_REFERRER_LENGTH = 64;

/** Days and months are the agency's (Srinagar, India Standard Time, no daylight saving). */
export const SITE_UTC_OFFSET_MINUTES = 330;

/**
 * How far behind the server's time a flush may date itself: the day it names is the server's day now or
 * at most this long ago (a flush sent a moment before midnight and received after it still counts).
 */
export const DAY_GRACE_MINUTES = 10;

/**
 * The public pages counted by route, other than posts (counted by id) and previews (not counted). Route ids
 * of src/lib/paths.ts (a unit test keeps the two, and firestore.rules, in step).
 */
export const PAGE_KEYS = [
  'home',
  'about',
  'services',
  'service',
  'packages',
  'blog',
  'blogPage',
  'blogCategory',
  'blogCategoryPage',
  'blogTag',
  'blogTagPage',
  'projects',
  'projectsPage',
  'projectsCategory',
  'projectsCategoryPage',
  'project',
  'contact',
] as const;

export type PageKey = (typeof PAGE_KEYS)[number];

export function isPageKey(key: string): key is PageKey {
  return (PAGE_KEYS as readonly string[]).includes(key);
}

/** A moment's month ('2026-11') and day of the month ('05') in site time. */
export interface SiteDay {
  month: string;
  day: string;
}

export function siteDayOf(ms: number): SiteDay {
  const shifted = new Date(ms + SITE_UTC_OFFSET_MINUTES * 60_000);
  const month = `${shifted.getUTCFullYear()}-${String(shifted.getUTCMonth() + 1).padStart(2, '0')}`;
  return { month, day: String(shifted.getUTCDate()).padStart(2, '0') };
}

/** The month before '2026-01' is '2025-12'. */
export function previousMonth(month: string): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return monthNumber === 1 ? `${year - 1}-12` : `${year}-${String(monthNumber - 1).padStart(2, '0')}`;
}

export function visitStatsId(month: string, shard: number): string {
  return `${month}-${shard}`;
}

/**
 * The shard a flush writes, from its identity: anonymous uids are random, so flushes spread evenly over the
 * shards without the browser drawing a number of its own.
 */
export function shardOf(uid: string): number {
  let hash = 2_166_136_261; // FNV-1a
  for (const char of uid) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return (hash >>> 0) % VISIT_STAT_SHARDS;
}

/**
 * Whether no flush can name `month` any more at `serverNow` (ms): it ended, site time, DAY_GRACE_MINUTES
 * ago (firestore.rules, isMonthSummary: the same). Its shards are final, and may be added up into one
 * document, visit_stats/{YYYY-MM} (monthSummaryOf), which staff screens then read instead of the shards.
 */
export function isMonthClosed(month: string, serverNow: number): boolean {
  return month < siteDayOf(serverNow - DAY_GRACE_MINUTES * 60_000).month;
}

export function visitStatsIdsOf(month: string): string[] {
  return Array.from({ length: VISIT_STAT_SHARDS }, (_, shard) => visitStatsId(month, shard));
}

/** A referrer host as a map key: dots would read as a field path, and '~' is never in a host. */
export function hostKey(host: string): string {
  return host.toLowerCase().replace(/\./g, '~');
}

export function hostOfKey(key: string): string {
  return key.replace(/~/g, '.');
}

/** What one flush counts. */
export interface VisitFlush {
  /** Route keys of the other pages shown since the last flush, each once (at most MAX_PAGES_PER_FLUSH). */
  pages: PageKey[];
  /** Ids of the posts shown since the last flush, each once (at most MAX_POSTS_PER_FLUSH). */
  posts: string[];
  /** The tab's first flush: it counts one visit (and its referrer). */
  visit: boolean;
  /** The host the visit came from, when the browser sent one from another site. */
  referrer: string | null;
  /** How many times each of its counts counts: SAMPLED_WEIGHT for a sampled flush; absent, once. */
  weight?: number;
}

const weightOf = (flush: VisitFlush) => flush.weight ?? 1;

/** The visitor document a flush creates (firestore.rules check the statistics against it). */
export interface VisitorRecord {
  stats: string;
  day: string;
  visit: boolean;
  pages: string[];
  posts: string[];
  referrer: string | null;
  /** Only on a sampled flush. */
  weight?: number;
}

export function visitorRecordOf(flush: VisitFlush, when: SiteDay, shard: number): VisitorRecord {
  return {
    stats: visitStatsId(when.month, shard),
    day: when.day,
    visit: flush.visit,
    pages: [...flush.pages],
    posts: [...flush.posts],
    referrer: flush.visit ? flush.referrer : null,
    ...(weightOf(flush) > 1 ? { weight: weightOf(flush) } : {}),
  };
}

/** The day's flushes in its shard, counted by every flush: the first of its increments (flushCommitBody). */
export const FLUSHES_FIELD = 'flushes';

/**
 * The increments a flush makes to its statistics document, as field paths (segments as given: callers
 * quote them as their API needs) and amounts.
 */
export function statIncrementsOf(flush: VisitFlush, day: string): Array<{ path: string[]; by: number }> {
  const weight = weightOf(flush);
  const increments: Array<{ path: string[]; by: number }> = [
    { path: ['days', day, FLUSHES_FIELD], by: 1 },
    { path: ['days', day, 'sampled'], by: weight > 1 ? 1 : 0 },
    { path: ['days', day, 'views'], by: weight * (flush.pages.length + flush.posts.length) },
    { path: ['days', day, 'postViews'], by: weight * flush.posts.length },
    { path: ['days', day, 'visits'], by: flush.visit ? weight : 0 },
    ...flush.posts.map((id) => ({ path: ['posts', id], by: weight })),
    ...flush.pages.map((key) => ({ path: ['pages', key], by: weight })),
  ];
  if (flush.visit && flush.referrer)
    increments.push({ path: ['referrers', hostKey(flush.referrer)], by: weight });
  return increments;
}

/**
 * Whether a flush's answer (its shard's flushes that day, after it) says the day is past the tab's sampling
 * point: every later flush of that day to the same shard finds at least as many.
 */
export function isSampledFrom(flushesAfter: number): boolean {
  return flushesAfter >= SAMPLE_FROM_FLUSHES;
}

/**
 * Whether a flush's answer makes its tab the one that announces its shard's sampling point: increments of
 * one document are applied one at a time, so exactly one flush a day finds its shard at the point.
 */
export function announcesSamplingPoint(flushesAfter: number): boolean {
  return flushesAfter === SAMPLE_FROM_FLUSHES;
}

/**
 * The site documents' field that says which shards are past their sampling point today, so that a visit's
 * first flush can be sampled too (docs/visit-counting.md, "Above the budget"): `sampling.s<shard>` is the
 * last day (site time, 'YYYY-MM-DD') that shard passed it, written by the tab whose flush found it there
 * (firestore.rules: a visitor may set that one key, to today, once the shard's day is past the point).
 */
export const SAMPLING_FIELD = 'sampling';

export const samplingKeyOf = (shard: number) => `s${shard}`;

/** '2026-11-05' for { month: '2026-11', day: '05' }: how the site documents name a day. */
export const siteDayKeyOf = ({ month, day }: SiteDay) => `${month}-${day}`;

/** The shards a site document's `sampling` (as stored) says are past their sampling point on `when`. */
export function shardsSampledOn(sampling: unknown, when: SiteDay): number[] {
  if (typeof sampling !== 'object' || sampling === null) return [];
  const days = sampling as Record<string, unknown>;
  const today = siteDayKeyOf(when);
  return Array.from({ length: VISIT_STAT_SHARDS }, (_, shard) => shard).filter(
    (shard) => days[samplingKeyOf(shard)] === today,
  );
}
/** One day's figures. */
export interface DayCounts {
  visits: number;
  views: number;
  postViews: number;
  /** Sampled flushes (each counted SAMPLED_WEIGHT times): more than 0, the day's figures are estimates. */
  sampled: number;
}

/** A month's statistics, its shards added up. */
export interface MonthStats {
  month: string;
  days: Record<string, DayCounts>;
  posts: Record<string, number>;
  pages: Record<string, number>;
  referrers: Record<string, number>;
}

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

function addCounts(
  into: Record<string, number>,
  from: unknown,
  key: (name: string) => string = (name) => name,
) {
  if (!from || typeof from !== 'object') return;
  for (const [name, value] of Object.entries(from)) into[key(name)] = (into[key(name)] ?? 0) + count(value);
}

/** Adds up a month's shard documents (missing ones are empty). */
export function readMonthStats(
  month: string,
  shards: ReadonlyArray<Record<string, unknown> | null>,
): MonthStats {
  const stats: MonthStats = { month, days: {}, posts: {}, pages: {}, referrers: {} };
  for (const shard of shards) {
    if (!shard) continue;
    const days = shard.days;
    if (days && typeof days === 'object') {
      for (const [day, value] of Object.entries(days as Record<string, unknown>)) {
        const figures = (value ?? {}) as Record<string, unknown>;
        const into = (stats.days[day] ??= { visits: 0, views: 0, postViews: 0, sampled: 0 });
        into.visits += count(figures.visits);
        into.views += count(figures.views);
        into.postViews += count(figures.postViews);
        into.sampled += count(figures.sampled);
      }
    }
    addCounts(stats.posts, shard.posts);
    addCounts(stats.pages, shard.pages);
    addCounts(stats.referrers, shard.referrers, hostOfKey);
  }
  return stats;
}

/**
 * A closed month's figures as one document (its id: the month): the shards' counts added up, referrers
 * under their host keys, so readMonthStats reads it as it reads a shard. No fold marks: a month is summed
 * after its views were folded, and nothing folds from it.
 */
export function monthSummaryOf(stats: MonthStats): Record<string, Record<string, unknown>> {
  return {
    days: stats.days,
    posts: stats.posts,
    pages: stats.pages,
    referrers: Object.fromEntries(Object.entries(stats.referrers).map(([host, n]) => [hostKey(host), n])),
  };
}

/** Views of each post counted in one shard and not yet added to the post's `views` by staff. */
export function pendingViewsOf(shard: Record<string, unknown> | null): Record<string, number> {
  const counted = (shard?.posts ?? {}) as Record<string, unknown>;
  const folded = (shard?.folded ?? {}) as Record<string, unknown>;
  const pending: Record<string, number> = {};
  for (const [id, value] of Object.entries(counted)) {
    const rest = count(value) - count(folded[id]);
    if (rest > 0) pending[id] = rest;
  }
  return pending;
}
