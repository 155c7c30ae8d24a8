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
};
