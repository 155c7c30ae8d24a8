/*
 * The counts the staff screens show, kept in one statistics document per collection (firestore.rules,
 * "stats"):
 *
 *   stats/contact_inquiries   { total, New, Responded, Resolved, lastChange }
 *   stats/subscribers         { total, lastChange }
 *   stats/blog_posts          { total, Published, Draft, categories: { [category]: n }, views,
 *                               lastChange, lastFold }
 *   stats/projects            { total, Completed, 'In Progress', Planning, lastChange }
 *
 * Every write that changes a count carries its change (countsChange) in the same batch, and the rules
 * check it, so a screen reads one document instead of counting thousands. The posts' `views` is the sum
 * of their views: a post's create, restore and delete move it by the post's own, and a fold of counted
 * views (repos/visit-stats.ts) by what it adds to the posts, naming its statistics document in lastFold. firebase-admin makes the
 * documents (countedStats: the seed, a restore, `npm run stats:backfill`). Nothing here imports app code, so
 * the seed, the scripts and the rules tests use the same arithmetic.
 */
import { INQUIRY_STATUSES, PROJECT_STATUSES } from '../constants';

export const STATS = 'stats';

export type CountedCollection = 'contact_inquiries' | 'subscribers' | 'blog_posts' | 'projects';

export const COUNTED_COLLECTIONS: readonly CountedCollection[] = [
  'contact_inquiries',
  'subscribers',
  'blog_posts',
  'projects',
];

/** The field that names the document whose write moved the counts last (the rules check it). */
export const LAST_CHANGE = 'lastChange';

/** stats/blog_posts: the visit statistics document whose fold added to `views` last (the rules check it). */
export const LAST_FOLD = 'lastFold';

type InquiryCountKey = (typeof INQUIRY_STATUSES)[number];
type PostCountKey = 'Published' | 'Draft';
type ProjectCountKey = (typeof PROJECT_STATUSES)[number];
type StatusKey = InquiryCountKey | PostCountKey | ProjectCountKey;

/**
 * A collection's counts: `total`, one per status (inquiries, posts, projects), and a post's per category (a post
 * stored without one, or with a blank one, is in no category's count).
 */
export type CollectionCounts = { total: number } & Partial<Record<StatusKey, number>> & {
    categories?: Record<string, number>;
    /** The posts' views added up. */
    views?: number;
  };

/** What a write changes: each count's difference (absent: unchanged). */
export type CountsChange = Partial<Record<'total' | 'views' | StatusKey, number>> & {
  categories?: Record<string, number>;
};

type Data = Readonly<Record<string, unknown>>;

/** The status an inquiry counts under: New for none, or one the form does not use (as the app reads it). */
export function inquiryCountKey(data: Data): InquiryCountKey {
  const status = data.status;
  return status === 'Responded' || status === 'Resolved' ? status : 'New';
}

/** A post counts as Published when stored so, else as a Draft (as the app reads it). */
function postCountKey(data: Data): PostCountKey {
  return data.status === 'Published' ? 'Published' : 'Draft';
}

/**
 * A project counts as Completed or Planning when stored so, else as In Progress: the statuses as the form
 * stores them, so an older spelling the model also reads ('completed', 'Planned') counts as in progress.
 */
function projectCountKey(data: Data): ProjectCountKey {
  return data.status === 'Completed' || data.status === 'Planning' ? data.status : 'In Progress';
}

/** A post's views as counted in the sum: a whole number of 0 or more, else none (firestore.rules: the same). */
function postViewsOf(data: Data): number {
  return typeof data.views === 'number' && Number.isInteger(data.views) && data.views >= 0 ? data.views : 0;
}

/** The category a post counts under, as stored ('' for none: counted in no category). */
function postCategoryKey(data: Data): string {
  return typeof data.category === 'string' ? data.category : '';
}

function statusKey(collection: CountedCollection, data: Data): StatusKey | null {
  if (collection === 'contact_inquiries') return inquiryCountKey(data);
  if (collection === 'blog_posts') return postCountKey(data);
  if (collection === 'projects') return projectCountKey(data);
  return null;
}

/**
 * What writing a document of `collection` changes in its counts, from its data before and after (null:
 * absent); {} when nothing (an edit that keeps an inquiry's status, a post's status and category).
 */
export function countsChange(
  collection: CountedCollection,
  before: Data | null,
  after: Data | null,
): CountsChange {
  const change: CountsChange = {};
  if (before === null && after === null) return change;
  if (before === null) change.total = 1;
  if (after === null) change.total = -1;
  const from = before && statusKey(collection, before);
  const to = after && statusKey(collection, after);
  if (from !== to) {
    if (from) change[from] = -1;
    if (to) change[to] = 1;
  }
  if (collection === 'blog_posts') {
    const views = (after ? postViewsOf(after) : 0) - (before ? postViewsOf(before) : 0);
    if (views !== 0) change.views = views;
    const fromCategory = before ? postCategoryKey(before) : '';
    const toCategory = after ? postCategoryKey(after) : '';
    if (fromCategory !== toCategory) {
      const categories: Record<string, number> = {};
      if (fromCategory) categories[fromCategory] = -1;
      if (toCategory) categories[toCategory] = 1;
      if (Object.keys(categories).length > 0) change.categories = categories;
    }
  }
  return change;
}

/** The counts of `collection` as its documents hold them (firebase-admin: seed, restore, backfill). */
export function countedStats(collection: CountedCollection, docs: Iterable<Data>): CollectionCounts {
  const counts: CollectionCounts = { total: 0 };
  if (collection === 'contact_inquiries') for (const status of INQUIRY_STATUSES) counts[status] = 0;
  if (collection === 'blog_posts')
    Object.assign(counts, { Published: 0, Draft: 0, categories: {}, views: 0 });
  if (collection === 'projects') for (const status of PROJECT_STATUSES) counts[status] = 0;
  for (const data of docs) {
    counts.total += 1;
    const key = statusKey(collection, data);
    if (key) counts[key] = (counts[key] ?? 0) + 1;
    if (collection === 'blog_posts') counts.views = (counts.views ?? 0) + postViewsOf(data);
    const category = collection === 'blog_posts' ? postCategoryKey(data) : '';
    if (category && counts.categories) {
      counts.categories[category] = (counts.categories[category] ?? 0) + 1;
    }
  }
  return counts;
}

/**
 * `collections` (by name, then by document id) with the statistics documents of those counted, as the
 * app's writes would have kept them: the seed, page-test stores, the rules tests' data.
 */
export function withCollectionStats<Doc extends Data>(
  collections: Record<string, Record<string, Doc>>,
): Record<string, Record<string, Doc | CollectionCounts>> {
  const stats = Object.fromEntries(
    COUNTED_COLLECTIONS.map((name) => [name, countedStats(name, Object.values(collections[name] ?? {}))]),
  );
  return { ...collections, [STATS]: stats };
}

const countOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0;

/** The counts as a screen shows them, from the stored document (a missing or odd field reads as 0). */
export function readCounts(collection: CountedCollection, raw: Data): CollectionCounts {
  const counts: CollectionCounts = { total: countOf(raw.total) };
  if (collection === 'contact_inquiries') {
    for (const status of INQUIRY_STATUSES) counts[status] = countOf(raw[status]);
  }
  if (collection === 'projects') {
    for (const status of PROJECT_STATUSES) counts[status] = countOf(raw[status]);
  }
  if (collection === 'blog_posts') {
    counts.Published = countOf(raw.Published);
    counts.Draft = countOf(raw.Draft);
    counts.views = countOf(raw.views);
    const categories = typeof raw.categories === 'object' && raw.categories !== null ? raw.categories : {};
    counts.categories = Object.fromEntries(
      Object.entries(categories).map(([name, count]) => [name, countOf(count)]),
    );
  }
  return counts;
}

/** The categories that hold a post now, sorted (the posts list's filter, the editor's suggestions). */
export function usedCategories(counts: CollectionCounts): string[] {
  return Object.entries(counts.categories ?? {})
    .filter(([name, count]) => count > 0 && name.trim() !== '')
    .map(([name]) => name)
    .sort((a, b) => a.localeCompare(b));
}
