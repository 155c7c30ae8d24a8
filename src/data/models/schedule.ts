import type { BlogPost } from '../schemas/blog-post';
import { CLOCK_MARGIN_MS } from '@/lib/server-clock';
import { SCHEDULE_LIMITS } from '../constants';

/*
 * Scheduled publishing, with no server: a Published post becomes public at its publishAt. firestore.rules
 * compare it with request.time on every public read of the post, and the public queries ask only for posts
 * whose time has come. What the public pages apply over their build comes from site/live and its versions
 * (./live-site.ts): each time a post is scheduled for gets a version of site/live, readable from that time.
 */

/** How a post's publishing stands for staff. */
export type PublishState = 'draft' | 'scheduled' | 'published';

export { SCHEDULE_LIMITS };

/**
 * The bound a public query asks with: just behind now (the rules compare it with the server's clock, and a
 * bound ahead of it is refused).
 */
export function publicReadBound(now = Date.now()): Date {
  return new Date(now - CLOCK_MARGIN_MS);
}

type Scheduled = Pick<BlogPost, 'status' | 'publishAt'>;

/** Whether the public may read the post at `now` (posts stored before scheduling have no publishAt: public). */
export function isPublicAt(post: Scheduled, now = Date.now()): boolean {
  return post.status === 'Published' && (post.publishAt === null || post.publishAt.getTime() <= now);
}

export function publishStateOf(post: Scheduled, now = Date.now()): PublishState {
  if (post.status !== 'Published') return 'draft';
  return isPublicAt(post, now) ? 'published' : 'scheduled';
}

/**
 * The scheduled rebuild's hourly check (.github/workflows/redeploy.yml, cron '5 * * * *'): at five past each
 * hour (UTC; :35 in India) it rebuilds when a post went public after the deployed build, prerendering it for
 * link previews, search engines, the sitemap and RSS. (A nightly rebuild at 00:30 UTC rebuilds regardless.)
 */
const HOURLY_REBUILD_CHECK_MINUTE = 5;

/** The first hourly check after `at`: the rebuild that prerenders a post going public at `at`. */
export function nextRebuildAfter(at: Date): Date {
  const check = new Date(at);
  check.setUTCMinutes(HOURLY_REBUILD_CHECK_MINUTE, 0, 0);
  if (check.getTime() <= at.getTime()) check.setUTCHours(check.getUTCHours() + 1);
  return check;
}
