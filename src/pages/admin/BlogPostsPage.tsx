import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useListParam } from '@/components/admin/use-list-params';
import { useWordSearch } from '@/components/admin/use-word-search';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { ListPager } from '@/components/admin/ListPager';
import { usePagedQuery } from '@/components/admin/use-paged-list';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import type { BlogPost } from '@/data/schemas/blog-post';
import { useCan } from '@/features/auth/session';
import { blogAdminCopy } from '@/features/blog/admin/copy';
import { useEstimatedDaysThisMonth, useFoldPendingViews } from '@/features/blog/admin/fold-views';
import { EstimateNote } from '@/components/admin/EstimateNote';
import { SAMPLED_WEIGHT } from '@/data/models/visit-stats';
import {
  ALL_POSTS,
  categoryChoices,
  DEFAULT_SORT,
  formatSort,
  nextSort,
  orderOf,
  parseSort,
  postListFilter,
  postListParams,
} from '@/features/blog/admin/post-list';
import { PostFilters } from '@/features/blog/admin/PostFilters';
import { PostsTable } from '@/features/blog/admin/PostsTable';
import {
  deleteFailureMessage,
  postCategoriesQueryOptions,
  postsPageQueryOptions,
  useDeletePost,
  prefetchPostList,
} from '@/features/blog/admin/queries';
import { adminPaths } from '@/lib/admin-paths';
import { usePrefetchOnIntent } from '@/lib/route-prefetch';
import { notify } from '@/lib/notify';
import type { ScreenPrefetch } from '@/lib/route-prefetch';

/** What a link to this screen reads ahead on intent (src/app/admin/routes.tsx, prefetchAdminScreen). */
export const prefetch: ScreenPrefetch = (client) => prefetchPostList(client);

const copy = blogAdminCopy.list;

/**
 * /admin/blog-posts: posts a page at a time, filtered by status and category and sorted by a column, all
 * in the store's query, so across every post; the search finds posts by whole words of the title among
 * all of them (with the filters and the sort). Editors add, edit and delete; opening the list, they fold the
 * post views counted since the last fold into the posts' counts.
 */
export default function BlogPostsPage() {
  const intentProps = usePrefetchOnIntent();
  // Every change of the view starts from page 1: each is another query.
  const [status, setStatus] = useListParam(postListParams.status, { resetsPage: true });
  const [category, setCategory] = useListParam(postListParams.category, { resetsPage: true });
  const {
    text: searchText,
    setText: setSearch,
    query: searched,
    searchable,
  } = useWordSearch(postListParams.search);
  const [sortText, setSortText] = useListParam(postListParams.sort, { resetsPage: true });
  const sort = parseSort(sortText) ?? DEFAULT_SORT;
  const list = usePagedQuery((request) =>
    postsPageQueryOptions(postListFilter({ status, category }, searched), request, orderOf(sort)),
  );
  const knownCategories = useQuery(postCategoriesQueryOptions());
  const canEdit = useCan('editContent');
  // Editors and admins add the views counted since the last fold to the posts (the Views column and sort).
  useFoldPendingViews(canEdit);
  const estimatedDays = useEstimatedDaysThisMonth(canEdit);
  const remove = useDeletePost();
  const [pendingDelete, setPendingDelete] = useState<BlogPost | null>(null);
  const { query } = list;

  // A category from a link shows as chosen even when no post shown or known has it.
  const categories = categoryChoices(list.items ?? [], [
    ...(knownCategories.data ?? []),
    ...(category === ALL_POSTS.category ? [] : [category]),
  ]);

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
            <Link
              to={adminPaths.newBlogPost}
              {...intentProps(adminPaths.newBlogPost)}
              className={buttonVariants()}
            >
              <Plus aria-hidden="true" />
              {copy.newPost}
            </Link>
          ) : null
        }
      />
      {estimatedDays > 0 ? (
        <div className="mb-6">
          <EstimateNote title={copy.viewsEstimated}>
            On {estimatedDays === 1 ? '1 day' : `${estimatedDays} days`} this month more people came than the
            free plan&rsquo;s counting budget allows, so 1 in {SAMPLED_WEIGHT} pages was counted, for{' '}
            {SAMPLED_WEIGHT}: the Views of posts read those days include estimates.
          </EstimateNote>
        </div>
      ) : null}
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
            filters={{ status, category, search: searchText }}
            categories={categories}
            searchable={searchable}
            onChange={(changes) => {
              if (changes.status !== undefined) setStatus(changes.status);
              if (changes.category !== undefined) setCategory(changes.category);
              if (changes.search !== undefined) setSearch(changes.search);
            }}
          />
          <ListPager label="Pages of posts" {...list.pager} />
          <PostsTable
            posts={list.items}
            sort={sort}
            onSort={(column) => setSortText(formatSort(nextSort(sort, column)))}
            canEdit={canEdit}
            onDelete={setPendingDelete}
          />
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
