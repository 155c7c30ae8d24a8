import { Badge } from '@/components/ui/badge';
import type { BlogPost } from '@/data/schemas/blog-post';
import { publishStateOf } from '@/data/models/schedule';
import { formatSiteDateTime, timeUntil } from '@/lib/dates';

type PostPublishing = Pick<BlogPost, 'status' | 'publishAt'>;

/** Draft, Published, or Scheduled (a Published post whose time is ahead). */
export function PostStatusBadge({ post, now }: { post: PostPublishing; now?: number }) {
  const state = publishStateOf(post, now);
  if (state === 'scheduled') return <Badge variant="info">Scheduled</Badge>;
  return <Badge variant={state === 'published' ? 'success' : 'neutral'}>{post.status}</Badge>;
}

/**
 * The badge, and for a scheduled post its time in India time and a countdown, against `now` (the table's
 * useNow, every 30 s): once the time comes the badge says Published, with nobody saving anything.
 */
export function PostPublishingStatus({ post, now }: { post: PostPublishing; now: number }) {
  const scheduled = publishStateOf(post, now) === 'scheduled' && post.publishAt;
  return (
    <span className="flex flex-col items-start gap-1">
      <PostStatusBadge post={post} now={now} />
      {scheduled ? (
        <span className="text-xs whitespace-nowrap text-muted-foreground">
          <time dateTime={scheduled.toISOString()}>{formatSiteDateTime(scheduled)}</time>
          <span className="block">{timeUntil(scheduled.getTime(), now)}</span>
        </span>
      ) : null}
    </span>
  );
}
