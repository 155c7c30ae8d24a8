import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useCan, useStaff } from '@/features/auth/session';
import { BlogPostForm } from '@/features/blog/admin/BlogPostForm';
import { blogAdminCopy } from '@/features/blog/admin/copy';
import {
  isPostId,
  postCategoriesQueryOptions,
  postQueryOptions,
  prefetchPost,
} from '@/features/blog/admin/queries';
import { HistoryButton } from '@/features/history/admin';
import { PreviewLinksButton } from '@/features/previews/admin/PreviewLinksButton';
import { publishStateOf } from '@/data/models/schedule';
import { adminPaths } from '@/lib/admin-paths';
import { notify } from '@/lib/notify';
import type { ScreenPrefetch } from '@/lib/route-prefetch';

/** What a link to this screen reads ahead on intent (src/app/admin/routes.tsx, prefetchAdminScreen). */
export const prefetch: ScreenPrefetch = (client, { id }) => prefetchPost(client, id ?? '');

const copy = blogAdminCopy.editor;

/** Back to the list with a toast saying why (once, also under StrictMode's double effects). */
function RedirectToList({ kind, message }: { kind: 'error' | 'info'; message: readonly [string, string] }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    notify[kind](...message);
    navigate(adminPaths.blogPosts, { replace: true });
  }, [kind, message, navigate]);
  return null;
}

function Header({ editing, actions }: { editing: boolean; actions?: ReactNode }) {
  return (
    <AdminPageHeader
      title={editing ? copy.editTitle : copy.newTitle}
      description={editing ? copy.editDescription : copy.newDescription}
      actions={actions}
    />
  );
}

interface EditPostProps {
  id: string;
  categories: string[];
  author: string;
  /** Restores so far: each one reloads the form with the restored post. */
  restores: number;
}

function EditPost({ id, categories, author, restores }: EditPostProps) {
  const numeric = isPostId(id);
  const query = useQuery({ ...postQueryOptions(id), enabled: numeric });
  if (!numeric || query.data === null) return <RedirectToList kind="error" message={copy.notFound} />;
  if (query.isError) {
    return (
      <Alert variant="danger" title={copy.loadFailedTitle} description={copy.loadFailedText}>
        <Button variant="outline" size="sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {copy.retry}
        </Button>
      </Alert>
    );
  }
  if (query.isPending) return <LoadingState label={copy.loading} />;
  return <BlogPostForm key={`${id}:${restores}`} post={query.data} categories={categories} author={author} />;
}

/** /admin/blog-posts/new and /admin/blog-posts/{id}/edit (one screen for both). */
export default function BlogPostEditorPage() {
  const { id } = useParams();
  const canEdit = useCan('editContent');
  const staff = useStaff();
  const categories = useQuery(postCategoriesQueryOptions()).data ?? [];
  const [restores, setRestores] = useState(0);
  // The stored post (the form's own query, shared): a draft can be shown to a client by link.
  const stored = useQuery({
    ...postQueryOptions(id ?? ''),
    enabled: isPostId(id),
  }).data;

  if (!canEdit) return <RedirectToList kind="info" message={copy.readOnly} />;
  return (
    <>
      <Header
        editing={id !== undefined}
        actions={
          id === undefined ? undefined : (
            <>
              {stored && publishStateOf(stored) !== 'published' ? (
                <PreviewLinksButton collection="blog_posts" docId={id} savedAt={stored.updatedAt} />
              ) : null}
              <HistoryButton
                collection="blog_posts"
                docId={id}
                canRestore={canEdit}
                onRestored={() => setRestores((count) => count + 1)}
              />
            </>
          )
        }
      />
      {id === undefined ? (
        <BlogPostForm post={null} categories={categories} author={staff.name} />
      ) : (
        <EditPost id={id} categories={categories} author={staff.name} restores={restores} />
      )}
    </>
  );
}
