import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { FIRST_PAGE } from '@/components/admin/use-list-params';
import {
  getPost,
  listPostsPage,
  getPostCategories,
  NEWEST_POSTS_FIRST,
  type PostListFilter,
  type PostListOrder,
} from '@/data/repos/blog-posts';
import type { PageRequest } from '@/data/repos/paging';
import type { BlogPostInput } from '@/data/schemas/blog-post';
import { isStoreError } from '@/data/store';
import { blogKeys } from '../keys';
import { blogAdminCopy } from './copy';
import { ALL_POSTS, DEFAULT_SORT, orderOf, postListFilter } from './post-list';

export { isSlugTaken, type PostListFilter, type PostListOrder } from '@/data/repos/blog-posts';
export { isSlugTakenError } from '@/data/repos/slug-taken-error';
export { isScheduleLimitError } from '@/data/repos/schedule-limit-error';

/**
 * The writes (with their history: revision, audit entry, and the stored-shape schema) download with the first
 * save, delete or restore: the list and the editor show without them, and a save waits on the network anyway.
 */
const loadWrites = () => import('@/data/repos/blog-post-writes');

/** Under blogKeys.all, so invalidating blogKeys.all refreshes the admin lists and the public pages alike. */
const adminBlogKeys = {
  page: (filter: PostListFilter, request: PageRequest, order: PostListOrder) =>
    [
      ...blogKeys.all,
      'admin-page',
      filter.status ?? 'All',
      filter.category ?? 'All',
      filter.search?.words ?? [],
      order,
      request,
    ] as const,
  categories: () => [...blogKeys.all, 'admin-categories'] as const,
  post: (id: string) => [...blogKeys.all, 'post', id] as const,
};

/**
 * One page of posts, drafts included, in the order asked for (newest first by default), filtered by
 * status and category, or of a title search (staff only).
 */
export const postsPageQueryOptions = (
  filter: PostListFilter,
  request: PageRequest,
  order: PostListOrder = NEWEST_POSTS_FIRST,
) =>
  queryOptions({
    queryKey: adminBlogKeys.page(filter, request, order),
    queryFn: () => listPostsPage(filter, request, order),
    meta: { errorToast: { title: blogAdminCopy.list.loadErrorToast } },
  });

/**
 * The categories staff choose from (the list's filter, the editor's suggestions): every one a post has now,
 * drafts included, from the posts' statistics document (one read whatever the posts).
 */
export const postCategoriesQueryOptions = () =>
  queryOptions({ queryKey: adminBlogKeys.categories(), queryFn: getPostCategories });

/** One post, drafts included, or null when there is none with this id (staff only). */
export const postQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminBlogKeys.post(id), queryFn: () => getPost(id) });

/** Post ids are numeric (spec); anything else can't be a post. */
export const isPostId = (id: string | undefined): id is string => id !== undefined && /^\d+$/.test(id);

/**
 * The list as its plain address opens (every post, newest first, the first page): the page's own query, so
 * a link's prefetch (the page module's `prefetch`) is the read the page would start. The categories (one
 * read, for the filter's choices) are left to the page.
 */
export function prefetchPostList(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(
    postsPageQueryOptions(postListFilter(ALL_POSTS, null), FIRST_PAGE, orderOf(DEFAULT_SORT)),
  );
}

/** The post the editor opens by id (an id that can't be a post is never read). */
export async function prefetchPost(queryClient: QueryClient, id: string): Promise<void> {
  if (isPostId(id)) await queryClient.prefetchQuery(postQueryOptions(id));
}

function useInvalidateBlog() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: blogKeys.all });
}

export function useCreatePost() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: async (input: BlogPostInput) => (await loadWrites()).createPost(input),
    onSuccess: invalidate,
  });
}

export function useUpdatePost() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: Partial<BlogPostInput> }) =>
      (await loadWrites()).updatePost(id, input),
    onSuccess: invalidate,
  });
}

/** The store refusing (offline, rules) is a failed delete (spec wording); anything else is unexpected. */
export function deleteFailureMessage(error: unknown): string {
  return isStoreError(error) ? blogAdminCopy.list.deleteFailed : blogAdminCopy.list.deleteUnexpected;
}

export function useDeletePost() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: async (id: string) => (await loadWrites()).deletePost(id),
    onSuccess: invalidate,
  });
}
