import type { BlogPost } from '@/data/schemas/blog-post';

export interface PostFilters {
  /** Free text matched against title and excerpt. */
  search?: string | null;
  category?: string | null;
  tag?: string | null;
}

type FilterablePost = Pick<BlogPost, 'title' | 'excerpt' | 'category' | 'tags'>;

function normalize(value: string | null | undefined): string {
  return (value ?? '').trim().toLocaleLowerCase('en-IN');
}

/**
 * The blog list's filters: category and tag match whole values, search matches part of the title or
 * excerpt; all case-insensitive. Empty filters are ignored. Order is kept.
 */
export function filterPosts<T extends FilterablePost>(posts: readonly T[], filters: PostFilters): T[] {
  const search = normalize(filters.search);
  const category = normalize(filters.category);
  const tag = normalize(filters.tag);
  return posts.filter((post) => {
    if (category && normalize(post.category) !== category) return false;
    if (tag && !post.tags.some((postTag) => normalize(postTag) === tag)) return false;
    if (search && !normalize(post.title).includes(search) && !normalize(post.excerpt).includes(search))
      return false;
    return true;
  });
}

export interface Page<T> {
  items: T[];
  /** The page shown, clamped to 1..pageCount. */
  page: number;
  /** At least 1, so an empty list is one empty page. */
  pageCount: number;
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const requested = Number.isFinite(page) ? Math.floor(page) : 1;
  const current = Math.min(Math.max(1, requested), pageCount);
  const start = (current - 1) * size;
  return { items: items.slice(start, start + size), page: current, pageCount };
}

/** "?page=3" -> 3; anything that is not a whole number from 1 up -> 1. */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return page >= 1 ? page : 1;
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

/** The list page's heading (spec section 2): category first, then tag, else the default. */
export function blogListTitle(filters: Pick<PostFilters, 'category' | 'tag'>): string {
  const category = filters.category?.trim();
  const tag = filters.tag?.trim();
  if (category) return `${category} Articles`;
  if (tag) return `Articles Tagged "${tag}"`;
  return 'Recent Blog Posts';
}
