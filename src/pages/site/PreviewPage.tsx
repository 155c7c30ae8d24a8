import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { withQueryProvider } from '@/lib/QueryProvider';
import { readBlogPost } from '@/data/models/blog-post';
import { previewState } from '@/data/models/preview';
import { readProject } from '@/data/models/project';
import type { Preview } from '@/data/schemas/preview';
import { BlogPostArticle } from '@/features/blog/BlogPostArticle';
import { ProjectDetail } from '@/features/projects/ProjectDetail';
import {
  PreviewBanner,
  PreviewLoadError,
  PreviewSkeleton,
  PreviewUnavailable,
  previewCopy,
  usePreview,
} from '@/features/previews';
import { paths } from '@/lib/paths';
import { Seo } from '@/seo/Seo';

/** The draft a link holds, read as the public page would read the stored document. */
function draftOf(preview: Preview) {
  return preview.collection === 'projects'
    ? ({ kind: 'project', project: readProject(preview.item, preview.docId) } as const)
    : ({ kind: 'post', post: readBlogPost(preview.item, preview.docId) } as const);
}

/**
 * /preview/<token>: a draft post or project shared for review (models/preview.ts), shown as its public page
 * would show it under a preview banner, to anyone with the link and without signing in. One read (the link:
 * the layout reads no site/live here), never indexed, no structured data, no view counted. An unknown,
 * expired or revoked link says the preview is no longer available.
 */
export default withQueryProvider(function PreviewPage() {
  const { token = '' } = useParams();
  const query = usePreview(token);
  const preview = query.data;
  const draft = useMemo(() => (preview ? draftOf(preview) : null), [preview]);
  const path = paths.preview(token);
  const { seo } = previewCopy;

  if (query.isPending) {
    return (
      <>
        <Seo title={seo.loadingTitle} description={seo.description} path={path} noindex />
        <PreviewSkeleton />
      </>
    );
  }

  // Only a failed first load: a failed background refresh keeps the draft shown (see BlogPostPage).
  if (query.isLoadingError) {
    return (
      <>
        <Seo title={previewCopy.error.title} description={previewCopy.error.text} path={path} noindex />
        <PreviewLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </>
    );
  }

  // The rules refuse an expired or revoked link (null); staff, who may still read one, get the same answer.
  if (!preview || !draft || previewState(preview) !== 'active') {
    return (
      <>
        <Seo
          title={previewCopy.unavailable.title}
          description={previewCopy.unavailable.text}
          path={path}
          noindex
        />
        <PreviewUnavailable />
      </>
    );
  }

  const item = draft.kind === 'post' ? draft.post : draft.project;
  return (
    <>
      <Seo
        title={seo.title(item.title)}
        description={seo.description}
        path={path}
        image={item.image}
        type="article"
        noindex
      />
      <PreviewBanner expiresAt={preview.expiresAt} snapshotAt={preview.snapshotAt} />
      {draft.kind === 'post' ? (
        <BlogPostArticle post={draft.post} preview />
      ) : (
        <ProjectDetail project={draft.project} />
      )}
    </>
  );
});
