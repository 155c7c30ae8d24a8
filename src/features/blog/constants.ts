import { BLOG_POST_DEFAULTS } from '@/data/models/blog-post';

/** Public blog list page size (spec section 9). */
export const BLOG_PAGE_SIZE = 6;
/** Skeleton cards shown while the list loads (spec section 9). */
export const BLOG_SKELETON_COUNT = 6;
/** Posts in the "recent articles" sidebar of a post (spec section 9). */
export const RECENT_POSTS_LIMIT = 3;
/** How many tags the list sidebar offers. */
export const POPULAR_TAGS_LIMIT = 12;
/** Shown when a post's image cannot be loaded. */
export const POST_IMAGE_PLACEHOLDER = BLOG_POST_DEFAULTS.image;
/** Intrinsic size of post cover art (1.9:1, the social share ratio). */
export const POST_IMAGE_SIZE = { width: 1200, height: 630 } as const;
