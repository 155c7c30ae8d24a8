import type { BlogPost, BlogPostStatus } from '@/data/models/blog-post';

export type StatusFilter = 'All' | BlogPostStatus;

export interface PostFilters {
  status: StatusFilter;
  /** 'All' or one category. */
  category: string;
  /** Matched against the titles of the page shown, case-insensitive. */
  search: string;
}

export const ALL_POSTS: PostFilters = { status: 'All', category: 'All', search: '' };

export function filterPosts(posts: readonly BlogPost[], filters: PostFilters): BlogPost[] {
  const search = filters.search.trim().toLocaleLowerCase();
  return posts.filter(
    (post) =>
      (filters.status === 'All' || post.status === filters.status) &&
      (filters.category === 'All' || post.category === filters.category) &&
      (!search || post.title.toLocaleLowerCase().includes(search)),
  );
}

export const SORTABLE_COLUMNS = ['title', 'status', 'category', 'author', 'date', 'views'] as const;
export type SortColumn = (typeof SORTABLE_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

export interface PostSort {
  column: SortColumn;
  direction: SortDirection;
}

/** Newest first. */
export const DEFAULT_SORT: PostSort = { column: 'date', direction: 'desc' };

/** A column clicked: the same one flips; a new one starts newest/largest first for dates and views, A–Z for text. */
export function nextSort(current: PostSort, column: SortColumn): PostSort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: column === 'date' || column === 'views' ? 'desc' : 'asc' };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compare(a: BlogPost, b: BlogPost, column: SortColumn): number {
  if (column === 'views') return a.views - b.views;
  // Dates are YYYY-MM-DD: text order is date order.
  if (column === 'date') return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
  return collator.compare(a[column], b[column]);
}

/** Sorted copy; ties keep the given order (the list arrives newest created first). */
export function sortPosts(posts: readonly BlogPost[], sort: PostSort): BlogPost[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return posts
    .map((post, index) => ({ post, index }))
    .sort((a, b) => sign * compare(a.post, b.post, sort.column) || a.index - b.index)
    .map(({ post }) => post);
}

/** The Category filter's choices: the categories of the page shown and those staff already use, sorted. */
export function categoryChoices(posts: readonly BlogPost[], known: readonly string[]): string[] {
  const categories = new Set([...posts.map((post) => post.category), ...known].filter(Boolean));
  return [...categories].sort((a, b) => a.localeCompare(b));
}
