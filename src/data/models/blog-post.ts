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
  type RawDoc,
} from './read';

export const BLOG_POST_STATUSES = ['Draft', 'Published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** The spec's defaults for a post (section 3): here and nowhere else. */
export const BLOG_POST_DEFAULTS = {
  status: 'Draft',
  category: 'Uncategorized',
  author: 'Admin',
  views: 0,
  image: '/images/placeholder.svg',
} as const satisfies Record<string, string | number>;

export interface BlogPost {
  id: string;
  /** The readable address (/blog/<slug>); '' for posts stored before slugs existed (they use the id). */
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  image: string;
  status: BlogPostStatus;
  category: string;
  author: string;
  /** YYYY-MM-DD */
  date: string;
  views: number;
  tags: string[];
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** A stored post with every missing field filled with its default. */
export function readBlogPost(raw: RawDoc & { id: string }): BlogPost {
  return {
    id: raw.id,
    slug: isValidSlug(raw.slug) ? raw.slug : '',
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
  };
}
