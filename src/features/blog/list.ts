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

/** The list page's heading (spec section 2): category first, then tag, else the default. */
export function blogListTitle(filters: Pick<PostFilters, 'category' | 'tag'>): string {
  const category = filters.category?.trim();
  const tag = filters.tag?.trim();
  if (category) return `${category} Articles`;
  if (tag) return `Articles Tagged "${tag}"`;
  return 'Recent Blog Posts';
}
