import { blogCategoryPath } from '@/lib/list-paths';
import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import type { BlogPost } from '@/data/schemas/blog-post';
import { postPath } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { blogCopy } from './copy';
import { PostImage } from './PostImage';
import { PostMeta } from './PostMeta';
import { readingTimeMinutes } from './post';

interface BlogPostCardProps {
  post: BlogPost;
  /** Cards in the first row load their image at once; the rest wait until scrolled near. */
  eager?: boolean;
  /** Heading level of the title (h2 on the list page, h3 under a section heading). */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

export function BlogPostCard({
  post,
  eager = false,
  headingLevel: Heading = 'h2',
  className,
}: BlogPostCardProps) {
  const href = postPath(post);
  return (
    <article
      className={cn(
        'group flex h-full flex-col overflow-hidden rounded-card border border-border bg-surface shadow-card transition-shadow hover:shadow-lift',
        className,
      )}
    >
      <div className="relative aspect-[1200/630] overflow-hidden bg-ink-50">
        <PostImage
          src={post.image}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <Link
            to={blogCategoryPath(post.category)}
            className="rounded-full bg-chinar-50 px-2.5 py-0.5 text-xs font-semibold text-chinar-800 transition-colors hover:bg-chinar-100"
          >
            {post.category}
          </Link>
          <span className="text-xs text-muted-foreground">{readingTimeMinutes(post.content)} min read</span>
        </div>
        <Heading className="mt-4 text-xl leading-snug font-bold text-ink-950">
          <Link to={href} className="transition-colors hover:text-chinar-700">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-3 text-sm leading-6 text-muted-foreground">{post.excerpt}</p>
        <div className="mt-auto pt-6">
          <PostMeta date={post.date} author={post.author} className="text-muted-foreground" />
          {/* The link's text names the post (for screen readers and search engines), not just "Read More". */}
          <Link
            to={href}
            className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-chinar-700 underline-offset-4 hover:underline"
          >
            {blogCopy.list.readMore} <span className="sr-only">about {post.title}</span>
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-0.5"
            />
          </Link>
        </div>
      </div>
    </article>
  );
}
