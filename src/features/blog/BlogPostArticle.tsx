import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { ContactPrompt } from '@/components/site/ContactPrompt';
import { RichText } from '@/components/ui/rich-text';
import type { BlogPost } from '@/data/schemas/blog-post';
import { paths, postPath } from '@/lib/paths';
import { absoluteUrl } from '@/seo/meta';
import { blogCopy } from './copy';
import { PostHero } from './PostHero';
import { PostImage } from './PostImage';
import { PostTags } from './PostTags';
import { RecentPosts } from './RecentPosts';
import { ShareButtons } from './ShareButtons';

interface BlogPostArticleProps {
  post: BlogPost;
  /**
   * A draft shown through a preview link (pages/site/PreviewPage.tsx): no sharing (its address is not
   * public yet) and no recent-posts list (the page's one read is the link), the contact prompt in its place.
   */
  preview?: boolean;
}

/**
 * A published post (or, with `preview`, a shared draft): heading band, cover art, sanitized body, tags,
 * sharing, and the recent-posts sidebar.
 */
export function BlogPostArticle({ post, preview = false }: BlogPostArticleProps) {
  return (
    <article>
      <PostHero post={post} preview={preview} />
      <div className="container-page grid gap-12 pb-20 sm:pb-24 lg:grid-cols-[minmax(0,1fr)_20rem] xl:gap-16">
        <div className="min-w-0">
          <div className="relative -mt-12 overflow-hidden rounded-2xl bg-ink-100 shadow-lift ring-1 ring-black/5 sm:-mt-16">
            <PostImage
              src={post.image}
              alt={post.title}
              fetchPriority="high"
              className="aspect-[1200/630] w-full object-cover"
            />
          </div>
          <RichText html={post.content} className="mt-10 max-w-3xl sm:text-[1.0625rem] sm:leading-8" />
          <div className="mt-12 max-w-3xl space-y-8 border-t border-border pt-8">
            <PostTags tags={post.tags} />
            {preview ? null : (
              <section aria-labelledby="post-share">
                <h2 id="post-share" className="text-sm font-semibold tracking-wider text-ink-900 uppercase">
                  {blogCopy.post.shareTitle}
                </h2>
                <div className="mt-3">
                  <ShareButtons url={absoluteUrl(postPath(post))} title={post.title} />
                </div>
              </section>
            )}
            <Link
              to={paths.blog}
              className="inline-flex items-center gap-2 text-sm font-semibold text-chinar-700 underline-offset-4 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {blogCopy.post.backToBlog}
            </Link>
          </div>
        </div>
        <div className="lg:pt-10">
          {preview ? (
            <aside aria-label={blogCopy.post.ctaTitle} className="lg:sticky lg:top-24 lg:self-start">
              <ContactPrompt
                title={blogCopy.post.ctaTitle}
                text={blogCopy.post.ctaText}
                action={blogCopy.post.ctaAction}
              />
            </aside>
          ) : (
            <RecentPosts currentId={post.id} />
          )}
        </div>
      </div>
    </article>
  );
}
