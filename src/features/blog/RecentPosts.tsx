import { Link } from 'react-router-dom';
import { ContactPrompt } from '@/components/site/ContactPrompt';
import { Skeleton } from '@/components/ui/skeleton';
import { postPath } from '@/lib/paths';
import { formatDisplayDate } from '@/lib/utils';
import { useRecentPosts } from './queries';
import { RECENT_POSTS_LIMIT } from './constants';
import { blogCopy } from './copy';
import { PostImage } from './PostImage';
import { recentOtherPosts } from './post';

function RecentPostsList({ currentId }: { currentId: string }) {
  const { data: posts, isPending, isLoadingError } = useRecentPosts();
  if (isLoadingError) return null;
  if (isPending) {
    return (
      <div className="mt-5 space-y-5" aria-hidden="true">
        {Array.from({ length: RECENT_POSTS_LIMIT }, (_, index) => (
          <div key={index} className="flex gap-4">
            <Skeleton className="h-14 w-24 shrink-0" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  const recent = recentOtherPosts(posts, currentId, RECENT_POSTS_LIMIT);
  if (recent.length === 0) return null;
  return (
    <ul className="mt-5 space-y-5">
      {recent.map((post) => (
        <li key={post.id} className="group relative flex gap-4">
          <PostImage
            src={post.image}
            alt=""
            width={96}
            height={50}
            loading="lazy"
            decoding="async"
            className="aspect-[1200/630] w-24 shrink-0 rounded-lg bg-ink-50 object-cover"
          />
          <div className="min-w-0">
            <h3 className="text-sm leading-snug font-semibold text-ink-950">
              <Link
                to={postPath(post)}
                className="transition-colors group-hover:text-chinar-700 after:absolute after:inset-0"
              >
                {post.title}
              </Link>
            </h3>
            <p className="mt-1 text-xs text-muted-foreground">
              <time dateTime={post.date}>{formatDisplayDate(post.date)}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The post page's sidebar: the three most recent other published posts and a contact prompt. */
export function RecentPosts({ currentId }: { currentId: string }) {
  return (
    <aside aria-labelledby="recent-posts" className="space-y-10 lg:sticky lg:top-24 lg:self-start">
      <section>
        <h2 id="recent-posts" className="text-sm font-semibold tracking-wider text-ink-900 uppercase">
          {blogCopy.post.recentTitle}
        </h2>
        <RecentPostsList currentId={currentId} />
      </section>
      <ContactPrompt
        title={blogCopy.post.ctaTitle}
        text={blogCopy.post.ctaText}
        action={blogCopy.post.ctaAction}
      />
    </aside>
  );
}
