import { distinctCategories, distinctTags } from '@/data/repos/blog-posts';
import type { BlogPost } from '@/data/schemas/blog-post';

export interface TermCount {
  name: string;
  count: number;
}

/** Categories of the given posts (alphabetical) with how many posts each holds. */
export function categoriesWithCounts(posts: readonly BlogPost[]): TermCount[] {
  return distinctCategories(posts).map((name) => ({
    name,
    count: posts.filter((post) => post.category === name).length,
  }));
}

/** Tags used most often first (ties alphabetical), at most `limit`. */
export function popularTags(posts: readonly BlogPost[], limit: number): TermCount[] {
  return distinctTags(posts)
    .map((name) => ({ name, count: posts.filter((post) => post.tags.includes(name)).length }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, limit);
}
