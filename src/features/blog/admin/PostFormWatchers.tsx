import { lazy } from 'react';
import { useWatch } from 'react-hook-form';
import type { BlogPost } from '@/data/schemas/blog-post';
import { paths } from '@/lib/paths';
import { CoverImagePreview } from './CoverImagePreview';
import { previewPost, previewSlug } from './post-form';
import { PrePublishChecklist } from './PrePublishChecklist';
import type { PostFormControl } from './use-post-form';

/*
 * The post editor's parts that show values as typed. Each watches only the fields it shows, so a keystroke
 * re-renders these, not the whole form.
 */

type Watching = { control: PostFormControl };

// The public post components (and the HTML sanitizer) download when the Preview tab is first opened.
const PostPreview = lazy(() => import('./PostPreview').then((module) => ({ default: module.PostPreview })));

/** The address the post will have, under the slug field. */
export function PostAddress({ control }: Watching) {
  const [title, slug] = useWatch({ control, name: ['title', 'slug'] });
  return <span className="font-mono text-foreground">{paths.blogPost(previewSlug({ title, slug }))}</span>;
}

/** The excerpt field's hint, with its length. */
export function ExcerptHint({ control }: Watching) {
  const excerpt = useWatch({ control, name: 'excerpt' });
  return `${excerpt.trim().length} characters · the summary on the blog list and in search results`;
}

export function WatchedCoverImage({ control }: Watching) {
  return <CoverImagePreview src={useWatch({ control, name: 'image' })} />;
}

export function WatchedChecklist({
  control,
  isPublicAlready,
  previewExpiredAt,
}: Watching & { isPublicAlready: boolean; previewExpiredAt: Date | null | undefined }) {
  const [title, excerpt, image, content, status, publishMode, publishAt] = useWatch({
    control,
    name: ['title', 'excerpt', 'image', 'content', 'status', 'publishMode', 'publishAt'],
  });
  const isScheduling = status === 'Published' && publishMode === 'schedule' && !isPublicAlready;
  return (
    <PrePublishChecklist
      title={title}
      excerpt={excerpt}
      image={image}
      content={content}
      scheduledFor={isScheduling ? publishAt : undefined}
      previewExpiredAt={previewExpiredAt}
    />
  );
}

/** The Preview tab's post (it suspends while its code loads): every value, as the public page shows it. */
export function WatchedPreview({
  control,
  post,
  author,
}: Watching & { post: BlogPost | null; author: string }) {
  return <PostPreview post={useWatch({ control, compute: (values) => previewPost(values, post, author) })} />;
}
