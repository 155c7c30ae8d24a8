import { z } from 'zod';
import { BLOG_POST_DEFAULTS, BLOG_POST_STATUSES } from '../models/blog-post';
import { isoDateSchema, splitList } from './common';

/** What the editor submits (spec section 5): title required; tags arrive as one comma-separated string. */
export const blogPostInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Keep the title under 200 characters'),
  image: z.string().trim().max(2000).default(''),
  excerpt: z.string().trim().max(600, 'Keep the excerpt under 600 characters').default(''),
  content: z.string().max(200_000).default(''),
  category: z.string().trim().max(80).default(''),
  tags: z
    .string()
    .default('')
    .transform((value) => splitList(value))
    .refine((tags) => tags.length <= 50, 'Use at most 50 tags'),
  status: z.enum(BLOG_POST_STATUSES).default(BLOG_POST_DEFAULTS.status),
  author: z.string().trim().max(120).default(''),
  date: isoDateSchema.optional(),
});

export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type BlogPostFields = z.output<typeof blogPostInputSchema>;
