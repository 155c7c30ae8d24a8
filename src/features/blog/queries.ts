import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryMeta,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getPublishedPostById, getPublishedPostBySlug, listPublishedPosts } from '@/data/repos/blog-posts';
import type { BlogPost } from '@/data/schemas/blog-post';

export const blogKeys = {
  all: ['blog-posts'] as const,
  published: () => [...blogKeys.all, 'published'] as const,
  /** A published post by numeric id (old links, and posts stored before slugs existed). */
  publishedPost: (id: string) => [...blogKeys.all, 'published', id] as const,
  publishedPostBySlug: (slug: string) => [...blogKeys.all, 'published', 'slug', slug] as const,
};

/** The newest published posts (at most PUBLIC_LIST_LIMIT, what the public may list at once). */
export const publishedPostsQueryOptions = () =>
  queryOptions({ queryKey: blogKeys.published(), queryFn: () => listPublishedPosts() });

export const publishedPostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: blogKeys.publishedPost(id),
    queryFn: () => getPublishedPostById(id),
  });

export const publishedPostBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.publishedPostBySlug(slug),
    queryFn: () => getPublishedPostBySlug(slug),
  });

/**
 * `meta`: the toast of the screen that shows the list (see hooks.ts); a query's meta is its latest observer's,
 * so the home page's and a post's recent posts, which pass none, stay quiet.
 */
export function usePublishedPosts(meta?: QueryMeta) {
  return useQuery({ ...publishedPostsQueryOptions(), meta });
}

export function usePublishedPost(id: string) {
  return useQuery(publishedPostQueryOptions(id));
}

/**
 * The post at /blog/<param>: by id when the param is all digits (a slug never is), else by slug. The query
 * not in use is disabled.
 */
export function usePublishedPostByParam(param: string, meta?: QueryMeta) {
  const queryClient = useQueryClient();
  const byId = isPostIdParam(param);
  const idQuery = useQuery({ ...publishedPostQueryOptions(param), enabled: byId, meta });
  const slugQuery = useQuery({
    ...publishedPostBySlugQueryOptions(param),
    enabled: !byId,
    meta,
    // After the redirect from /blog/<id>, start from the post just loaded by id instead of loading again.
    initialData: () => cachedPostWithSlug(queryClient, param)?.post,
    initialDataUpdatedAt: () => cachedPostWithSlug(queryClient, param)?.updatedAt,
  });
  return byId ? idQuery : slugQuery;
}

/** A post with this slug that a by-id query has in the cache (whole posts only, never a list's). */
function cachedPostWithSlug(queryClient: QueryClient, slug: string) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: blogKeys.published() })) {
    const [, , id] = query.queryKey;
    const post = query.state.data as BlogPost | null | undefined;
    if (query.queryKey.length === 3 && typeof id === 'string' && isPostIdParam(id) && post?.slug === slug) {
      return { post, updatedAt: query.state.dataUpdatedAt };
    }
  }
  return undefined;
}

/** Whether /blog/<param> names a post by its numeric id. */
export function isPostIdParam(param: string): boolean {
  return /^[0-9]+$/.test(param);
}

const VIEWED_KEY_PREFIX = 'chinar-digital:viewed-post:';

function alreadyViewedThisSession(id: string): boolean {
  try {
    return sessionStorage.getItem(VIEWED_KEY_PREFIX + id) === '1';
  } catch {
    return false;
  }
}

function rememberViewed(id: string): void {
  try {
    sessionStorage.setItem(VIEWED_KEY_PREFIX + id, '1');
  } catch {
    // Storage blocked: the view still counts once for this page load.
  }
}

/**
 * Shows a counted view: the post's own query reads it again (one document; an in-flight read from before the
 * write is cancelled, so the count shown includes this view). Lists holding the post are only marked stale:
 * reading them again now would cost up to 50 documents per view.
 */
function refreshCountedPost(queryClient: QueryClient, id: string): void {
  void queryClient.invalidateQueries({
    queryKey: blogKeys.all,
    predicate: (query) => {
      const data = query.state.data as BlogPost | BlogPost[] | null | undefined;
      return !Array.isArray(data) && data?.id === id;
    },
  });
  void queryClient.invalidateQueries({ queryKey: blogKeys.published(), exact: true, refetchType: 'none' });
}

/** Counts one view per visitor session once the post has been shown (spec: viewing increments views). */
export function useCountPostView(id: string, shown: boolean) {
  const queryClient = useQueryClient();
  const counted = useRef<string | null>(null);
  const { mutate } = useMutation({
    // The write (and its throttle) downloads when a view is counted, after the post is shown: pages that
    // list posts, and the back office that shares this module, never need it.
    mutationFn: (postId: string) =>
      import('@/data/repos/post-views').then((views) => views.incrementPostViews(postId)),
    onSuccess: (stored, postId) => {
      if (stored) refreshCountedPost(queryClient, postId);
    },
  });
  useEffect(() => {
    if (!shown || counted.current === id || alreadyViewedThisSession(id)) return;
    counted.current = id;
    rememberViewed(id);
    mutate(id);
  }, [id, shown, mutate]);
}
