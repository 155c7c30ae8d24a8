import { z } from '@/lib/zod';
import { BLOG_POST_DEFAULTS, BLOG_POST_STATUSES, FORMER_SLUGS_LIMIT } from '../constants';
import { isValidSlug } from '@/lib/slug';
import { fromSiteWallTime } from '@/lib/dates';
import { PUBLISH_MODES, SCHEDULE_LIMITS } from '../constants';
import { boundedList, httpUrl, isoDateSchema, isSiteImagePath, splitList, storedTimestamp } from './common';

/** A post as the app reads it (blog_posts/{id}); models/blog-post.ts readBlogPost makes one from any stored post. */
export const blogPostSchema = () =>
  z.object({
    id: z.string().min(1),
    /** The readable address (/blog/<slug>); '' for posts stored before slugs existed (they use the id). */
    slug: z.string().refine((value) => value === '' || isValidSlug(value)),
    /**
     * The post's earlier addresses, oldest first (at most FORMER_SLUGS_LIMIT, distinct, never the current
     * one): their slugs records stay this post's, and they lead to the current address.
     */
    formerSlugs: z
      .array(z.string().refine(isValidSlug))
      .max(FORMER_SLUGS_LIMIT)
      .refine((slugs) => new Set(slugs).size === slugs.length),
    title: z.string(),
    content: z.string(),
    excerpt: z.string(),
    image: z.string().min(1),
    status: z.enum(BLOG_POST_STATUSES),
    category: z.string().min(1),
    author: z.string().min(1),
    date: isoDateSchema,
    views: z.number().int().nonnegative(),
    tags: z.array(z.string().min(1)),
    createdAt: storedTimestamp(),
    updatedAt: storedTimestamp(),
    /**
     * When a Published post becomes public (models/schedule.ts): the moment it was published, or a time
     * ahead (scheduled). null for posts stored before scheduling existed (public since they were created).
     */
    publishAt: storedTimestamp(),
  });

export type BlogPost = z.infer<ReturnType<typeof blogPostSchema>>;
export type BlogPostStatus = BlogPost['status'];

/** The cover image: an http(s) address, one of the site's own image paths, or '' for the placeholder. */
export const postImageSchema = z
  .string()
  .trim()
  .superRefine((value, context) => {
    if (isSiteImagePath(value)) return;
    const result = httpUrl.safeParse(value);
    for (const issue of result.error?.issues ?? [])
      context.addIssue({ code: 'custom', message: issue.message });
  });

/** The post's address: a valid slug, or '' to make one from the title when saving. */
const postSlugSchema = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || isValidSlug(value),
    'Use lowercase letters, digits and dashes (e.g. my-first-post)',
  );

/** Tags within the limits the rules enforce (the list always arrives here, so its default never applies). */
const tagList = boundedList('tags', 'tags') as z.ZodType<string[], string[]>;

/** What the editor submits (spec section 5): title required; tags arrive as one comma-separated string. */
export const blogPostInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Keep the title under 200 characters'),
  /** Absent or '': made from the title (and made unique) when saving. */
  slug: postSlugSchema.optional(),
  image: postImageSchema.default(''),
  excerpt: z.string().trim().max(600, 'Keep the excerpt under 600 characters').default(''),
  content: z.string().max(200_000, 'The content is too long (at most 200,000 characters)').default(''),
  category: z.string().trim().max(80, 'Keep the category under 80 characters').default(''),
  tags: z.string().default('').transform(splitList).pipe(tagList),
  status: z.enum(BLOG_POST_STATUSES).default(BLOG_POST_DEFAULTS.status),
  author: z.string().trim().max(120).default(''),
  date: isoDateSchema.optional(),
  /**
   * When a Published post goes public: a time ahead schedules it; null or absent publishes it now (one that
   * is public already keeps its time). Ignored for drafts.
   */
  publishAt: z.date().nullable().optional(),
});

export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type BlogPostFields = z.output<typeof blogPostInputSchema>;

/**
 * The editor form's fields (spec section 2, plus the URL slug): every one present, as typed; saving fills
 * the rest. An empty slug is made from the title.
 */
export const blogPostFormSchema = blogPostInputSchema
  .pick({
    title: true,
    slug: true,
    image: true,
    excerpt: true,
    content: true,
    category: true,
    tags: true,
    status: true,
  })
  .required()
  .extend({
    /** Published only: go public on saving, or at the time in `publishAt`. */
    publishMode: z.enum(PUBLISH_MODES),
    /** The time to go public, as typed in the site's time zone ("2026-12-07T09:00"). */
    publishAt: z.string(),
  })
  .superRefine((values, context) => {
    if (values.status !== 'Published' || values.publishMode !== 'schedule') return;
    const message = scheduleTimeProblem(values.publishAt);
    if (message) context.addIssue({ code: 'custom', path: ['publishAt'], message });
  });

/** What the problem is with a time typed to schedule a post for (null: none), judged against now. */
function scheduleTimeProblem(typed: string, now = Date.now()): string | null {
  const at = fromSiteWallTime(typed);
  if (!at) return 'Enter the date and time to publish, in India time (IST).';
  if (at.getTime() < now + SCHEDULE_LIMITS.minSecondsAhead * 1000)
    return 'That time has passed. Choose a time ahead, or publish now.';
  if (at.getTime() > now + SCHEDULE_LIMITS.maxDaysAhead * 86_400_000) return 'Schedule at most a year ahead.';
  return null;
}

export type BlogPostFormValues = z.input<typeof blogPostFormSchema>;
