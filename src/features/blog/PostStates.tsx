import { Link } from 'react-router-dom';
import { ArrowLeft, RotateCw } from 'lucide-react';
import { PageHero } from '@/components/site/PageHero';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useRecentPosts } from './queries';
import { RECENT_POSTS_LIMIT } from './constants';
import { blogCopy } from './copy';
import { BlogPostCard } from './BlogPostCard';
import { recentOtherPosts } from './post';

/** Placeholder for the heading band, cover and first paragraphs while the post loads. */
export function PostSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">{blogCopy.post.loading}</span>
      <div aria-hidden="true" className="bg-ink-950 pb-16 sm:pb-24">
        <div className="container-page space-y-5 py-16 sm:py-20 lg:py-24">
          <Skeleton className="h-5 w-28 rounded-full bg-white/10" />
          <Skeleton className="h-10 w-full max-w-2xl bg-white/10" />
          <Skeleton className="h-10 w-2/3 max-w-xl bg-white/10" />
          <Skeleton className="h-5 w-80 max-w-full bg-white/10" />
        </div>
      </div>
      <div aria-hidden="true" className="container-page grid gap-12 pb-20 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <Skeleton className="relative -mt-12 aspect-[1200/630] w-full rounded-2xl sm:-mt-16" />
          <div className="mt-10 max-w-3xl space-y-3">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      </div>
    </div>
  );
}

function BackToBlogLink() {
  return (
    <Link to={paths.blog} className={buttonVariants({ variant: 'inverse' })}>
      <ArrowLeft aria-hidden="true" />
      {blogCopy.post.backToBlog}
    </Link>
  );
}

function Suggestions({ excludeId }: { excludeId: string }) {
  const { data: posts } = useRecentPosts();
  const recent = posts ? recentOtherPosts(posts, excludeId, RECENT_POSTS_LIMIT) : [];
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="post-suggestions" className="container-page section">
      <h2 id="post-suggestions" className="text-2xl font-bold text-ink-950">
        {blogCopy.post.notFoundSuggestions}
      </h2>
      <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {recent.map((post) => (
          <li key={post.id}>
            <BlogPostCard post={post} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Unknown id, or a post that is not published. */
export function PostNotFound({ id }: { id: string }) {
  return (
    <>
      <PageHero title={blogCopy.post.notFoundTitle} description={blogCopy.post.notFoundText}>
        <BackToBlogLink />
      </PageHero>
      <Suggestions excludeId={id} />
    </>
  );
}

export function PostError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <PageHero title={blogCopy.post.errorTitle} description={blogCopy.post.errorText}>
      <div className="flex flex-wrap gap-3">
        <Button variant="primary" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
          {blogCopy.post.retry}
        </Button>
        <Link to={paths.blog} className={buttonVariants({ variant: 'outline-inverse' })}>
          {blogCopy.post.backToBlog}
        </Link>
      </div>
    </PageHero>
  );
}
