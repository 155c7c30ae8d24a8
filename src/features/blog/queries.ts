import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getPublishedPost, incrementPostViews, listPublishedPosts } from '@/data/repos/blog-posts';

export const blogKeys = {
  all: ['blog-posts'] as const,
  published: () => [...blogKeys.all, 'published'] as const,
  publishedPost: (id: string) => [...blogKeys.all, 'published', id] as const,
};

export const publishedPostsQueryOptions = () =>
  queryOptions({ queryKey: blogKeys.published(), queryFn: listPublishedPosts });

export const publishedPostQueryOptions = (id: string) =>
  queryOptions({ queryKey: blogKeys.publishedPost(id), queryFn: () => getPublishedPost(id) });

export function usePublishedPosts() {
  return useQuery(publishedPostsQueryOptions());
}

export function usePublishedPost(id: string) {
  return useQuery(publishedPostQueryOptions(id));
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

/** Counts one view per visitor session once the post has been shown (spec: viewing increments views). */
export function useCountPostView(id: string, shown: boolean) {
  const queryClient = useQueryClient();
  const counted = useRef<string | null>(null);
  const { mutate } = useMutation({
    mutationFn: incrementPostViews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
  useEffect(() => {
    if (!shown || counted.current === id || alreadyViewedThisSession(id)) return;
    counted.current = id;
    rememberViewed(id);
    mutate(id);
  }, [id, shown, mutate]);
}
