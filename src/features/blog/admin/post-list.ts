import { anyText, type ListParam } from '@/components/admin/use-list-params';
import type { PostListFilter, PostListOrder } from '@/data/repos/blog-posts';
import type { BlogPost, BlogPostStatus } from '@/data/schemas/blog-post';
import type { SearchQuery } from '@/data/search-words';

export type StatusFilter = 'All' | BlogPostStatus;

export interface PostFilters {
  status: StatusFilter;
  /** 'All' or one category. */
  category: string;
  /** Whole words of the title, looked for in every post (src/data/search-words.ts). */
  search: string;
}

export const ALL_POSTS: PostFilters = { status: 'All', category: 'All', search: '' };

export const STATUS_FILTERS: readonly StatusFilter[] = ['All', 'Published', 'Draft'];

/** The list's view in its address: ?status=Draft&category=News&q=react&sort=title (defaults left out). */
export const postListParams = {
  status: {
    name: 'status',
    fallback: 'All',
    accepts: (raw: string): raw is StatusFilter => (STATUS_FILTERS as readonly string[]).includes(raw),
  } satisfies ListParam<StatusFilter>,
  category: { name: 'category', fallback: 'All', accepts: anyText } satisfies ListParam<string>,
  search: 'q',
  sort: {
    name: 'sort',
    fallback: 'date',
    accepts: (raw: string): raw is string => parseSort(raw) !== undefined,
  } satisfies ListParam<string>,
};

/** Status and category filter the page's query; 'All' is no filter. A search looks through every post. */
export function postListFilter(
  { status, category }: Omit<PostFilters, 'search'>,
  search: SearchQuery | null,
): PostListFilter {
  return {
    ...(status === 'All' ? {} : { status }),
    ...(category === 'All' ? {} : { category }),
    ...(search ? { search } : {}),
  };
}

/**
 * The columns the list sorts by, across every post (a Firestore orderBy, each with its indexes): not
 * category (a filter already) nor author, which would need as many indexes again.
 */
const SORTABLE_COLUMNS = ['title', 'status', 'date', 'views'] as const;
export type SortColumn = (typeof SORTABLE_COLUMNS)[number];
type SortDirection = 'asc' | 'desc';

export interface PostSort {
  column: SortColumn;
  direction: SortDirection;
}

/** Newest first. */
export const DEFAULT_SORT: PostSort = { column: 'date', direction: 'desc' };

/** A sort as its column's name, the direction that column starts with left out ("title", "date-asc"). */
export function formatSort(sort: PostSort): string {
  return sort.direction === firstDirection(sort.column) ? sort.column : `${sort.column}-${sort.direction}`;
}

export function parseSort(text: string): PostSort | undefined {
  const [, column = '', direction] = /^([a-z]+)(?:-(asc|desc))?$/.exec(text) ?? [];
  const sortColumn = SORTABLE_COLUMNS.find((known) => known === column);
  if (!sortColumn) return undefined;
  return {
    column: sortColumn,
    direction: direction === 'asc' || direction === 'desc' ? direction : firstDirection(sortColumn),
  };
}

function firstDirection(column: SortColumn): SortDirection {
  return column === 'date' || column === 'views' ? 'desc' : 'asc';
}

/** A column clicked: the same one flips; a new one starts newest/largest first for dates and views, A–Z for text. */
export function nextSort(current: PostSort, column: SortColumn): PostSort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: firstDirection(column) };
}

const ORDER_FIELDS: Record<SortColumn, PostListOrder['field']> = {
  title: 'title',
  status: 'status',
  date: 'createdAt',
  views: 'views',
};

/** The store's order for a column sort (the document id breaks ties). */
export function orderOf(sort: PostSort): PostListOrder {
  return { field: ORDER_FIELDS[sort.column], direction: sort.direction };
}

/** The Category filter's choices: the categories of the page shown and those staff already use, sorted. */
export function categoryChoices(posts: readonly BlogPost[], known: readonly string[]): string[] {
  const categories = new Set([...posts.map((post) => post.category), ...known].filter(Boolean));
  return [...categories].sort((a, b) => a.localeCompare(b));
}
