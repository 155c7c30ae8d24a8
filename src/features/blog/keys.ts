import type { BlogListAddress } from '@/lib/list-paths';

/**
 * The blog's query keys, apart from the public queries (./queries.ts) so that the back office, which
 * invalidates them after a save, does not download the public pages' query code.
 */
export const blogKeys = {
  all: ['blog-posts'] as const,
  published: () => [...blogKeys.all, 'published'] as const,
  /** A published post by numeric id (old links, and posts stored before slugs existed). */
  publishedPost: (id: string) => [...blogKeys.all, 'published', id] as const,
  publishedPostBySlug: (slug: string) => [...blogKeys.all, 'published', 'slug', slug] as const,
  /** The newest published posts, for the "recent" sidebars. */
  recent: () => [...blogKeys.all, 'recent'] as const,
  /** One numbered page of /blog, of a category or of a tag. */
  listing: ({ filter, term, page }: BlogListAddress) =>
    [...blogKeys.all, 'listing', filter ?? 'all', term ?? '', page] as const,
  /** The list sidebar's categories and tags with their counts. */
  topics: () => [...blogKeys.all, 'topics'] as const,
  /** Every published post: what the lists are made from where there is no build (dev, page tests). */
  everyPublished: () => [...blogKeys.all, 'every-published'] as const,
};
