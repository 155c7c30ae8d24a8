import { z } from 'zod';
import { isoDateSchema, optionalTimestampSchema, splitList, stringListSchema, todayDefault } from './common';

export const BLOG_POST_STATUSES = ['Draft', 'Published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const BLOG_POST_DEFAULTS = {
  status: 'Draft',
  category: 'Uncategorized',
  author: 'Admin',
  views: 0,
  image: '/images/placeholder.svg',
} as const;

/** A stored post: every missing field gets the spec's default here, and only here. */
export const blogPostSchema = z.object({
  id: z.string(),
  title: z.string().catch(''),
  content: z.string().catch(''),
  excerpt: z.string().catch(''),
  image: z
    .string()
    .nullish()
    .transform((value) => value?.trim() || BLOG_POST_DEFAULTS.image),
  status: z.enum(BLOG_POST_STATUSES).catch(BLOG_POST_DEFAULTS.status),
  category: z
    .string()
    .nullish()
    .transform((value) => value?.trim() || BLOG_POST_DEFAULTS.category),
  author: z
    .string()
    .nullish()
    .transform((value) => value?.trim() || BLOG_POST_DEFAULTS.author),
  date: isoDateSchema.catch(() => todayDefault()),
  views: z.number().int().nonnegative().catch(BLOG_POST_DEFAULTS.views),
  tags: stringListSchema,
  createdAt: optionalTimestampSchema,
  updatedAt: optionalTimestampSchema,
});

export type BlogPost = z.infer<typeof blogPostSchema>;

/** What the editor submits; tags arrive as one comma-separated string. */
export const blogPostInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Keep the title under 200 characters'),
  image: z.string().trim().max(2000).default(''),
  excerpt: z.string().trim().max(600, 'Keep the excerpt under 600 characters').default(''),
  content: z.string().max(200_000).default(''),
  category: z.string().trim().max(80).default(''),
  tags: z
    .string()
    .default('')
    .transform((value) => splitList(value)),
  status: z.enum(BLOG_POST_STATUSES).default(BLOG_POST_DEFAULTS.status),
  author: z.string().trim().max(120).default(''),
  date: isoDateSchema.optional(),
});

export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type BlogPostFields = z.output<typeof blogPostInputSchema>;
