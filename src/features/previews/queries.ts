import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPreview } from '@/data/repos/previews';

/**
 * The public side of a preview link: one get of previews/{token} (repos/previews.ts getPreview). The key
 * sits under the back office's previewKeys.all (['previews']), apart from its lists.
 */
const previewLinkKeys = {
  link: (token: string) => ['previews', 'link', token] as const,
};

/** How long a link read stays fresh: a page load reads it once; coming back later reads it again. */
const PREVIEW_STALE_MS = 5 * 60_000;

/**
 * A link as its visitor sees it: null when it does not exist, is malformed or the rules refuse it (expired
 * or revoked). Those resolve to null rather than failing, so they are never retried; only a request that
 * fails (offline, unavailable) is, as the client retries any (query-client.ts).
 */
const previewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: previewLinkKeys.link(token),
    queryFn: () => getPreview(token),
    staleTime: PREVIEW_STALE_MS,
  });

export function usePreview(token: string) {
  return useQuery(previewQueryOptions(token));
}
