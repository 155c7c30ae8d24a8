import { Link } from 'react-router-dom';
import { PageHero } from '@/components/site/PageHero';
import type { BlogPost } from '@/data/schemas/blog-post';
import { blogCategoryPath } from '@/lib/list-paths';
import { PostMeta } from './PostMeta';
import { formatViews, readingTimeMinutes } from './post';

/**
 * The post's heading band: category, title (the page's h1), summary, date, author, reading time, views
 * (not on a shared draft's preview: it has none yet).
 */
export function PostHero({ post, preview = false }: { post: BlogPost; preview?: boolean }) {
  return (
    <PageHero className="pb-16 sm:pb-24" title={post.title} description={post.excerpt || undefined}>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <Link
          to={blogCategoryPath(post.category)}
          aria-label={`Category: ${post.category}`}
          className="rounded-full bg-chinar-700 px-3 py-1 text-xs font-semibold text-white transition-colors hover:bg-chinar-800"
        >
          {post.category}
        </Link>
        <PostMeta
          className="text-ink-200"
          date={post.date}
          author={post.author}
          readingMinutes={readingTimeMinutes(post.content)}
          views={preview ? undefined : formatViews(post.views)}
        />
      </div>
    </PageHero>
  );
}
