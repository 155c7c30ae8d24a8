import type { MouseEvent } from 'react';
import type { BlogPost } from '@/data/schemas/blog-post';
import { BlogPostArticle } from '../BlogPostArticle';
import { PostStatusBadge } from './PostStatusBadge';

/** Links in the preview stay put: following one would leave the editor. */
function holdLinks(event: MouseEvent<HTMLDivElement>) {
  if (!(event.target instanceof Element) || !event.target.closest('a')) return;
  event.preventDefault();
  event.stopPropagation();
}

/** The post as the public page renders it (same components, same sanitizing), drafts included. */
export function PostPreview({ post }: { post: BlogPost }) {
  return (
    <section aria-label="Preview" className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <PostStatusBadge post={post} />
        How the post will look on the public blog once saved. Links are inactive here.
      </p>
      {/* The public site is light only, so the preview is too. Clicks are only held, never handled. */}
      <div
        onClickCapture={holdLinks}
        className="overflow-hidden rounded-card border border-border bg-white text-ink-900 shadow-card"
      >
        <BlogPostArticle post={post} />
      </div>
    </section>
  );
}
