import type { BlogPost } from '@/data/schemas/blog-post';
import { BLOG_POST_DEFAULTS } from '@/data/models/blog-post';
import { splitList } from '@/data/schemas/common';
import type { BlogPostFormValues, BlogPostInput } from '@/data/schemas/blog-post';
import { publishStateOf } from '@/data/models/schedule';
import { fromSiteWallTime, toSiteWallTime } from '@/lib/dates';
import { isValidSlug, slugify } from '@/lib/slug';
import { todayIsoDate } from '@/lib/utils';

export const EMPTY_POST_FORM: BlogPostFormValues = {
  title: '',
  slug: '',
  image: '',
  excerpt: '',
  content: '',
  category: '',
  tags: '',
  status: BLOG_POST_DEFAULTS.status,
  publishMode: 'now',
  publishAt: '',
};

/**
 * The slug field while it follows the title (a new post whose slug nobody has edited): the title's slug,
 * or empty while there is no title.
 */
export function slugFromTitle(title: string): string {
  return title.trim() ? slugify(title) : '';
}

/** The address the post will have once saved: the slug typed, or (left empty) the title's slug. */
export function previewSlug(values: Pick<BlogPostFormValues, 'title' | 'slug'>): string {
  const typed = values.slug.trim();
  return typed && isValidSlug(typed) ? typed : slugify(values.title);
}

/** A stored post as the form shows it: the placeholder image as an empty field, tags comma separated. */
export function toFormValues(post: BlogPost): BlogPostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    image: post.image === BLOG_POST_DEFAULTS.image ? '' : post.image,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    tags: post.tags.join(', '),
    status: post.status,
    ...(post.publishAt && publishStateOf(post) === 'scheduled'
      ? { publishMode: 'schedule', publishAt: toSiteWallTime(post.publishAt) }
      : { publishMode: 'now', publishAt: '' }),
  };
}

/**
 * What a save sends: the fields, and for a Published post the time it goes public (null: on saving, or as
 * it is when public already).
 */
export function toPostInput(values: BlogPostFormValues): BlogPostInput {
  const { publishMode, publishAt, ...fields } = values;
  const scheduled = values.status === 'Published' && publishMode === 'schedule';
  return { ...fields, publishAt: scheduled ? fromSiteWallTime(publishAt) : null };
}

/**
 * The post the public page would show once saved: the form's values over the saved post (new posts get
 * the defaults saving would give them). Nothing is sanitized here; the public renderer does that.
 */
export function previewPost(values: BlogPostFormValues, saved: BlogPost | null, author: string): BlogPost {
  return {
    id: saved?.id ?? 'new',
    slug: previewSlug(values),
    formerSlugs: saved?.formerSlugs ?? [],
    title: values.title.trim() || 'Untitled post',
    content: values.content,
    excerpt: values.excerpt.trim(),
    image: values.image.trim() || BLOG_POST_DEFAULTS.image,
    status: values.status,
    category: values.category.trim() || BLOG_POST_DEFAULTS.category,
    author: saved?.author ?? author,
    date: saved?.date ?? todayIsoDate(),
    views: saved?.views ?? 0,
    tags: splitList(values.tags),
    createdAt: saved?.createdAt ?? null,
    updatedAt: saved?.updatedAt ?? null,
    publishAt: toPostInput(values).publishAt ?? saved?.publishAt ?? null,
  };
}
