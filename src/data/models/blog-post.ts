import type { BlogPost } from '../schemas/blog-post';
import { isValidSlug } from '@/lib/slug';
import { todayIsoDate } from '@/lib/utils';
import {
  isIsoDate,
  readCount,
  readList,
  readOneOf,
  readText,
  readTextOr,
  readTimestamp,
  type EntityReader,
} from './read';
import { BLOG_POST_DEFAULTS, BLOG_POST_STATUSES, FORMER_SLUGS_LIMIT } from '../constants';
export { BLOG_POST_DEFAULTS, BLOG_POST_STATUSES, FORMER_SLUGS_LIMIT };

/**
 * Stored with a post but never read by the app: `viewsFold`, the statistics document whose counted views
 * staff last added to the post's views (docs/visit-counting.md), through which firestore.rules check that
 * addition; and, on posts counted before that, the slot and time of the last view the old throttle counted.
 * Staff edits, revisions (UNVERSIONED_FIELDS in ./history.ts) and the post the app reads leave them out; a
 * backup keeps them (backup/schema.ts).
 */
export const VIEW_FIELDS = ['viewsFold', 'viewSlot', 'viewedAt'] as const;

/**
 * A post's earlier addresses as stored: valid slugs, each once, never its current one, the most recent
 * FORMER_SLUGS_LIMIT (the list is oldest first).
 */
export function readFormerSlugs(value: unknown, slug: string): string[] {
  const slugs = readList(value).filter((former) => isValidSlug(former) && former !== slug);
  return slugs.slice(-FORMER_SLUGS_LIMIT);
}

/**
 * A post's former addresses once it moves from `from` to `to`: `from` joins the end (most recent last; a
 * post stored before slugs had none to keep), `to` leaves the list (a move back), and the oldest beyond
 * FORMER_SLUGS_LIMIT drop out (`dropped`: their records are released).
 */
export function formerSlugsAfterMove(
  former: readonly string[],
  from: string,
  to: string,
): { formerSlugs: string[]; dropped: string[] } {
  const moved = [...former.filter((slug) => slug !== from && slug !== to), ...(from ? [from] : [])];
  const cut = Math.max(0, moved.length - FORMER_SLUGS_LIMIT);
  return { formerSlugs: moved.slice(cut), dropped: moved.slice(0, cut) };
}

/** A stored post with every missing field filled with its default. */
export const readBlogPost: EntityReader<BlogPost> = (raw, id) => {
  const slug = isValidSlug(raw.slug) ? raw.slug : '';
  return {
    id,
    slug,
    formerSlugs: readFormerSlugs(raw.formerSlugs, slug),
    title: readText(raw.title),
    content: readText(raw.content),
    excerpt: readText(raw.excerpt),
    image: readTextOr(raw.image, BLOG_POST_DEFAULTS.image),
    status: readOneOf(raw.status, BLOG_POST_STATUSES, BLOG_POST_DEFAULTS.status),
    category: readTextOr(raw.category, BLOG_POST_DEFAULTS.category),
    author: readTextOr(raw.author, BLOG_POST_DEFAULTS.author),
    date: isIsoDate(raw.date) ? raw.date : todayIsoDate(),
    views: readCount(raw.views, BLOG_POST_DEFAULTS.views),
    tags: readList(raw.tags),
    createdAt: readTimestamp(raw.createdAt),
    updatedAt: readTimestamp(raw.updatedAt),
    publishAt: readTimestamp(raw.publishAt),
  };
};
