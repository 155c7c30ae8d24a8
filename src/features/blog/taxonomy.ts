import type { BlogPost } from '@/data/schemas/blog-post';
import type { LiveChange } from '@/data/models/live-site';
import { groupByTerm } from '@/lib/listing';
import { termSlug } from '@/lib/slug';
import { POPULAR_TAGS_LIMIT } from './constants';

export interface TermCount {
  name: string;
  /** The term's address segment (/blog/category/<slug>). */
  slug: string;
  count: number;
}

/** The list sidebar's figures, over every published post (the build's; site/live's new posts added). */
export interface BlogTopics {
  total: number;
  /** Every category, alphabetical, with its number of posts. */
  categories: TermCount[];
  /** The most used tags (ties alphabetical), at most POPULAR_TAGS_LIMIT. */
  tags: TermCount[];
}

const counted = ({ slug, name, items }: { slug: string; name: string; items: readonly unknown[] }) => ({
  slug,
  name,
  count: items.length,
});

/** Categories of the given posts (alphabetical) with how many posts each holds. */
export function categoriesWithCounts(posts: readonly BlogPost[]): TermCount[] {
  return groupByTerm(posts, (post) => [post.category]).map(counted);
}

/** Tags used most often first (ties alphabetical), at most `limit`. */
export function popularTags(posts: readonly BlogPost[], limit: number): TermCount[] {
  return groupByTerm(posts, (post) => post.tags)
    .map(counted)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, limit);
}

export function blogTopics(posts: readonly BlogPost[]): BlogTopics {
  return {
    total: posts.length,
    categories: categoriesWithCounts(posts),
    tags: popularTags(posts, POPULAR_TAGS_LIMIT),
  };
}

/**
 * `terms` with a post under `name`: one more where the build could not have counted it (`counted` false), or
 * the term added at 1 when the build had none of that name (so a new category or tag is offered at once).
 */
function withPost(terms: TermCount[], name: string, counted: boolean): TermCount[] {
  const slug = termSlug(name);
  if (!terms.some((term) => term.slug === slug)) return [...terms, { name, slug, count: 1 }];
  if (counted) return terms;
  return terms.map((term) => (term.slug === slug ? { ...term, count: term.count + 1 } : term));
}

/**
 * The build's figures with site/live's published posts: a post created after the build read site/live is
 * counted (the build cannot have counted it), and any category or tag the build did not offer is added. A
 * draft older than the build and published since adds its new terms only (the change does not say whether
 * the build counted it), and a post withdrawn since still counts, until the next build.
 */
export function topicsWithChanges(
  topics: BlogTopics,
  changes: readonly LiveChange<BlogPost>[],
  builtAsOf: Date | null,
): BlogTopics {
  const latest = new Map(changes.map((change) => [change.id, change.item]));
  const published = [...latest.values()].filter((post): post is BlogPost => post !== null);
  if (published.length === 0) return topics;
  let { categories, tags, total } = topics;
  for (const post of published) {
    const counted = builtAsOf !== null && (post.createdAt?.getTime() ?? 0) <= builtAsOf.getTime();
    if (!counted) total += 1;
    if (post.category.trim()) categories = withPost(categories, post.category.trim(), counted);
    for (const tag of post.tags) if (tag.trim()) tags = withPost(tags, tag.trim(), counted);
  }
  return {
    total,
    categories: categories.sort((a, b) => a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' })),
    tags: tags.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, POPULAR_TAGS_LIMIT),
  };
}
