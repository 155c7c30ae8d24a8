import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import type { BlogPost } from '@/data/models/blog-post';
import { useCan } from '@/features/auth/session';
import { blogAdminCopy } from '@/features/blog/admin/copy';
import {
  ALL_POSTS,
  DEFAULT_SORT,
  filterPosts,
  nextSort,
  paginate,
  sortPosts,
  type PostFilters as Filters,
  type PostSort,
} from '@/features/blog/admin/post-list';
import { PostFilters } from '@/features/blog/admin/PostFilters';
import { PostsPagination } from '@/features/blog/admin/PostsPagination';
import { PostsTable } from '@/features/blog/admin/PostsTable';
import {
  allPostsQueryOptions,
  deleteFailureMessage,
  distinctCategories,
  useDeletePost,
} from '@/features/blog/admin/queries';
import { useErrorToast } from '@/features/blog/hooks';
import { adminPaths } from '@/lib/admin-paths';
import { notify } from '@/lib/notify';

const copy = blogAdminCopy.list;

/** /admin/blog-posts: every post, filtered, sorted and paged; editors add, edit and delete. */
export default function BlogPostsPage() {
  const query = useQuery(allPostsQueryOptions());
  const canEdit = useCan('editContent');
  const remove = useDeletePost();
  const [filters, setFilters] = useState<Filters>(ALL_POSTS);
  const [sort, setSort] = useState<PostSort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [pendingDelete, setPendingDelete] = useState<BlogPost | null>(null);
  const search = useDeferredValue(filters.search);
  useErrorToast(query.isError, query.errorUpdatedAt, copy.loadErrorToast);

  const shown = query.data
    ? paginate(sortPosts(filterPosts(query.data, { ...filters, search }), sort), page)
    : null;

  const changeFilters = (changes: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...changes }));
    setPage(1);
  };

  async function confirmDelete() {
    if (!pendingDelete) return;
    try {
      await remove.mutateAsync(pendingDelete.id);
      notify.success(copy.deleted);
    } catch (error) {
      notify.error(deleteFailureMessage(error));
      throw error; // keeps the dialog open for another try
    }
  }

  return (
    <>
      <AdminPageHeader
        title={copy.title}
        description={copy.description}
        actions={
          canEdit ? (
            <Link to={adminPaths.newBlogPost} className={buttonVariants()}>
              <Plus aria-hidden="true" />
              {copy.newPost}
            </Link>
          ) : null
        }
      />
      {query.isError ? (
        <Alert variant="danger" title={copy.connectionTitle} description={copy.connectionText}>
          <Button
            variant="outline"
            size="sm"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {copy.retry}
          </Button>
        </Alert>
      ) : (
        <Card>
          <PostFilters
            filters={filters}
            categories={distinctCategories(query.data ?? [])}
            onChange={changeFilters}
          />
          <PostsTable
            posts={shown?.items ?? null}
            sort={sort}
            onSort={(column) => {
              setSort((current) => nextSort(current, column));
              setPage(1);
            }}
            canEdit={canEdit}
            onDelete={setPendingDelete}
          />
          {shown ? <PostsPagination page={shown} onPage={setPage} /> : null}
        </Card>
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        title={copy.deleteTitle}
        description={copy.deleteText}
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
