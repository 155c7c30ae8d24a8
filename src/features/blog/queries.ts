import {
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryMeta,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getPublishedPostByFormerSlug,
  getPublishedPostById,
  getPublishedPostBySlug,
  listAllPublishedPosts,
  listPublishedPosts,
} from '@/data/repos/blog-posts';
import type { BlogPost } from '@/data/schemas/blog-post';
import { applyChanges } from '@/data/models/live-site';
import { useCurrentDocument, useLiveChanges } from '@/features/site-settings';
import { useCountShown } from '@/features/visits';
import { applyListingChanges, type Listing } from '@/lib/listing';
import { fetchBuiltQuery, SITE_IS_BUILT } from '@/lib/page-data';
import { paths, postPath } from '@/lib/paths';
import { blogListPath, type BlogListAddress } from '@/lib/list-paths';
import { RECENT_POSTS_LIMIT } from './constants';
import { blogKeys } from './keys';
import { blogListingOf, emptyBlogListing, listedPost, postBelongsTo } from './listing';
import { blogTopics, topicsWithChanges, type BlogTopics } from './taxonomy';

/** The recent posts the build embeds: the sidebar's three, and one more for when the current post is one of them. */
export const RECENT_POSTS_EMBEDDED = RECENT_POSTS_LIMIT + 1;

/** Every published post, read once per page load: what the lists are made from where there is no build. */
function everyPublishedPost(client: QueryClient): Promise<BlogPost[]> {
  return client.fetchQuery({
    queryKey: blogKeys.everyPublished(),
    queryFn: listAllPublishedPosts,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The newest published posts as the build listed them (embedded in post pages, or /blog's built data: no
 * Firestore read); the store only where there is no build. Changes since come from site/live.
 */
const recentPostsQueryOptions = () =>
  queryOptions({
    queryKey: blogKeys.recent(),
    queryFn: async () =>
      SITE_IS_BUILT
        ? ((await fetchBuiltQuery<BlogPost[]>(paths.blog, blogKeys.recent())) ?? [])
        : (await listPublishedPosts({ limit: RECENT_POSTS_EMBEDDED })).map(listedPost),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const publishedPostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: blogKeys.publishedPost(id),
    queryFn: () => getPublishedPostById(id),
  });

/**
 * The post at /blog/<slug>: the one with this slug, else the one renamed from it (its page then moves to
 * the post's address), else null.
 */
export const publishedPostBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.publishedPostBySlug(slug),
    queryFn: async () => (await getPublishedPostBySlug(slug)) ?? getPublishedPostByFormerSlug(slug),
  });

/**
 * One numbered page of a blog list as the build made it: embedded, or that page's built data; an address
 * the build did not make (a term or page newer than it) starts empty. Where there is no build, the page is
 * made from every published post.
 */
const blogListingQueryOptions = (address: BlogListAddress) =>
  queryOptions({
    queryKey: blogKeys.listing(address),
    queryFn: async ({ client }): Promise<Listing<BlogPost>> =>
      SITE_IS_BUILT
        ? ((await fetchBuiltQuery<Listing<BlogPost>>(blogListPath(address), blogKeys.listing(address))) ??
          emptyBlogListing(address))
        : blogListingOf(await everyPublishedPost(client), address),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The list sidebar's categories and tags, over every published post (see blogListingQueryOptions). */
const blogTopicsQueryOptions = () =>
  queryOptions({
    queryKey: blogKeys.topics(),
    queryFn: async ({ client }): Promise<BlogTopics> =>
      SITE_IS_BUILT
        ? ((await fetchBuiltQuery<BlogTopics>(paths.blog, blogKeys.topics())) ?? blogTopics([]))
        : blogTopics(await everyPublishedPost(client)),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * `meta`: the toast of the screen that shows the list (see hooks.ts); a query's meta is its latest observer's,
 * so the sidebars, which pass none, stay quiet.
 */
export function useRecentPosts(meta?: QueryMeta) {
  const { posts: changes } = useLiveChanges();
  // The build's list with site/live's changes since (a stable select: it runs again only when they change).
  const select = useCallback(
    (built: BlogPost[]) => applyChanges(built, changes, { cap: RECENT_POSTS_EMBEDDED }),
    [changes],
  );
  return useQuery({ ...recentPostsQueryOptions(), meta, select });
}

/** The page of the list an address shows, with site/live's changes since the build. */
export function useBlogListing(address: BlogListAddress, meta?: QueryMeta) {
  const { posts: changes } = useLiveChanges();
  const { filter, term } = address;
  const select = useCallback(
    (built: Listing<BlogPost>) =>
      applyListingChanges(built, changes, postBelongsTo({ filter, term, page: 1 })),
    [changes, filter, term],
  );
  return useQuery({ ...blogListingQueryOptions(address), meta, select });
}

/** The sidebar's categories and tags with the posts published since the build. */
export function useBlogTopics() {
  const { posts: changes, asOf } = useLiveChanges();
  const select = useCallback((built: BlogTopics) => topicsWithChanges(built, changes, asOf), [changes, asOf]);
  return useQuery({ ...blogTopicsQueryOptions(), select });
}

/**
 * The post at /blog/<param>: by id when the param is all digits (a slug never is), else by slug. The query
 * not in use is disabled.
 */
function usePublishedPostByParam(param: string, meta?: QueryMeta) {
  const queryClient = useQueryClient();
  const byId = isPostIdParam(param);
  const idQuery = useQuery({ ...publishedPostQueryOptions(param), enabled: byId, meta });
  const slugQuery = useQuery({
    ...publishedPostBySlugQueryOptions(param),
    enabled: !byId,
    meta,
    // After a move from another address (/blog/<id>, a former slug), start from the post just loaded there
    // instead of loading again.
    initialData: () => cachedPostWithSlug(queryClient, param)?.post,
    initialDataUpdatedAt: () => cachedPostWithSlug(queryClient, param)?.updatedAt,
  });
  return byId ? idQuery : slugQuery;
}

/**
 * The post at /blog/<param> as it stands now (site/live's changes over the build's copy, see
 * useCurrentDocument), and the address it is at when that is not this one: its slug's, for an old id
 * link or a former slug.
 */
export function useCurrentPost(param: string, meta?: QueryMeta) {
  const query = usePublishedPostByParam(param, meta);
  const current = useCurrentDocument('posts', query, (changed, shown) => changed.slug === shown.slug);
  const post = current.changed ?? current.data;
  const here = paths.blogPost(param);
  const movedTo = post && postPath(post) !== here ? postPath(post) : null;
  return { query, post: current.data, movedTo, settled: current.settled };
}

/**
 * A whole post with this slug that a query for another address (by id, or by a former slug) has in the
 * cache; never a list's.
 */
function cachedPostWithSlug(queryClient: QueryClient, slug: string) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: blogKeys.published() })) {
    const post = query.state.data as BlogPost | null | undefined;
    const key = query.queryKey;
    const byId = key.length === 3 && typeof key[2] === 'string' && isPostIdParam(key[2]);
    const byOtherSlug = key.length === 4 && key[2] === 'slug' && key[3] !== slug;
    if ((byId || byOtherSlug) && post?.slug === slug) return { post, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}

/** Whether /blog/<param> names a post by its numeric id. */
function isPostIdParam(param: string): boolean {
  return /^[0-9]+$/.test(param);
}

/**
 * Counts a view of the post (spec: viewing increments views) each time it is shown current at its own
 * address: the visit counter adds it to this month's statistics, and staff screens add those to the post's
 * `views` (docs/visit-counting.md). The page shows the count as last added up.
 */
export function useCountPostView(id: string, shown: boolean) {
  useCountShown('post', shown && id ? id : null, id);
}
