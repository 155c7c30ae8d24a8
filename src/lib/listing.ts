import { applyChanges, listedAt, type Listed, type LiveChange } from '@/data/models/live-site';
import { termSlug } from './slug';

/*
 * The public lists' numbered pages (/blog, /blog/page/2, /blog/tag/<term>/page/3, /projects/category/…): the
 * build cuts every published post or completed project into pages of each list (all, each category, each
 * tag) and prerenders each page with only its own items; the browser applies site/live's changes since the
 * build to the page it shows. The same functions make the pages where there is no build (dev, page tests).
 */

/** One numbered page of a list, as the build made it. */
export interface Listing<T> {
  items: T[];
  /** 1-based. */
  page: number;
  /** At least 1: an empty list is one empty page. */
  pageCount: number;
  /** Items in the whole list, all pages. */
  total: number;
  /** The category or tag as staff wrote it (null for the unfiltered list, or a term nothing has). */
  name: string | null;
}

/** Page `page` (1-based) of `items`; a page past the end is an empty page of the same list. */
export function listingPage<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
  name: string | null = null,
): Listing<T> {
  const start = (page - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page,
    pageCount: Math.max(1, Math.ceil(items.length / pageSize)),
    total: items.length,
    name,
  };
}

/** Every page of a list (at least one, maybe empty). */
export function listingPages<T>(
  items: readonly T[],
  pageSize: number,
  name: string | null = null,
): Listing<T>[] {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  return Array.from({ length: pageCount }, (_, index) => listingPage(items, index + 1, pageSize, name));
}

export interface TermGroup<T> {
  slug: string;
  /** The spelling most items use (ties: the first met, i.e. the newest item's). */
  name: string;
  items: T[];
}

/**
 * The items of each term, keyed by the term's slug, in the items' order; spellings that share a slug
 * ("SEO", "seo") are one term. Terms are sorted by name.
 */
export function groupByTerm<T>(items: readonly T[], termsOf: (item: T) => readonly string[]): TermGroup<T>[] {
  const groups = new Map<string, { items: T[]; spellings: Map<string, number> }>();
  for (const item of items) {
    const seen = new Set<string>();
    for (const raw of termsOf(item)) {
      const name = raw.trim();
      if (!name) continue;
      const slug = termSlug(name);
      if (seen.has(slug)) continue;
      seen.add(slug);
      let group = groups.get(slug);
      if (!group) {
        group = { items: [], spellings: new Map() };
        groups.set(slug, group);
      }
      group.items.push(item);
      group.spellings.set(name, (group.spellings.get(name) ?? 0) + 1);
    }
  }
  return [...groups.entries()]
    .map(([slug, group]) => ({
      slug,
      name: [...group.spellings.entries()].reduce((best, next) => (next[1] > best[1] ? next : best))[0],
      items: group.items,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' }));
}

const time = listedAt;

/**
 * A built page with site/live's later changes: its items edited, withdrawn or moved out of the list
 * (`belongs` false), and the changed items that belong to the list placed on the page whose span of
 * times holds them (when each went public; a project: its creation): a new post joins page 1; an older
 * project edited goes back to its own page.
 * A page may hold a few more items than the page size until the next build; nothing falls between pages.
 */
export function applyListingChanges<T extends Listed>(
  listing: Listing<T>,
  changes: readonly LiveChange<T>[],
  belongs: (item: T) => boolean,
): Listing<T> {
  if (changes.length === 0) return listing;
  const { items, page, pageCount } = listing;
  const newest = items[0];
  const oldest = items.at(-1);
  const onThisPage = (item: T) =>
    (page === 1 || (newest !== undefined && time(item) <= time(newest))) &&
    (page >= pageCount || (oldest !== undefined && time(item) >= time(oldest)));
  const applied = applyChanges(items, changes, { keep: (item) => belongs(item) && onThisPage(item) });
  const before = new Set(items.map((item) => item.id));
  const after = new Set(applied.map((item) => item.id));
  const added = applied.filter((item) => !before.has(item.id)).length;
  const removed = items.filter((item) => !after.has(item.id)).length;
  return { ...listing, items: applied, total: Math.max(applied.length, listing.total + added - removed) };
}

export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The numbered buttons to show: every page when there are few, otherwise the first, the last, and the
 * current page with its neighbours, with gaps between them.
 */
export function pageItems(current: number, pageCount: number, siblings = 1): PageItem[] {
  const total = Math.max(1, pageCount);
  const page = Math.min(Math.max(1, current), total);
  // first + last + current + 2 siblings + 2 gaps
  if (total <= 5 + 2 * siblings) return Array.from({ length: total }, (_, index) => index + 1);
  const left = Math.max(2, page - siblings);
  const right = Math.min(total - 1, page + siblings);
  const items: PageItem[] = [1];
  if (left > 2) items.push('gap-start');
  for (let number = left; number <= right; number += 1) items.push(number);
  if (right < total - 1) items.push('gap-end');
  items.push(total);
  return items;
}
