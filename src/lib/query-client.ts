import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { readPageData, setEmbeddedAt } from '@/lib/page-data';

/** What a query may declare in `meta`; TanStack Query type-checks it through `Register` below. */
interface AppQueryMeta extends Record<string, unknown> {
  /** The toast a failed load raises: once per failed fetch, after the retries (each failed Retry again). */
  errorToast?: { title: string; description?: string };
  /** Only a failed first load toasts: a failed background refresh keeps the data shown, quietly. */
  quietRefreshErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
  }
}

/**
 * The one place a failed query raises its toast (the QueryCache's onError runs once per failed fetch). Only
 * a query a screen shows toasts: a read ahead that nobody shows yet (a link's intent) fails quietly, and
 * the screen, once opened, reads again and toasts if that fails too.
 */
function toastQueryError(_error: unknown, query: Query<unknown, unknown, unknown>): void {
  const toast = query.meta?.errorToast;
  if (!toast || query.getObserversCount() === 0) return;
  if (query.meta?.quietRefreshErrors && query.state.data !== undefined) return;
  notify.error(toast.title, toast.description);
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: toastQueryError }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: options.retry === false ? false : 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * A prerendered page starts from the data the build rendered it with: no request before the content shows.
 * Nothing is read again here: site/live's changes since the build apply to lists, and tell whether the
 * page's own document (marked `refresh`) must be read again (src/features/site-settings/live-site.ts).
 */
function startFromEmbeddedData(client: QueryClient): QueryClient {
  const queries = readPageData()?.queries ?? [];
  for (const { key, data } of queries) client.setQueryData(key, data);
  const own = queries.find((query) => query.refresh);
  if (own) setEmbeddedAt(client.getQueryState(own.key)?.dataUpdatedAt ?? null);
  return client;
}

let sharedClient: QueryClient | null = null;

/** The app's one cache, shared by every data boundary so pages reuse what others loaded. */
export function getQueryClient(): QueryClient {
  sharedClient ??= startFromEmbeddedData(createQueryClient());
  return sharedClient;
}

/** Tests start each render with a fresh client (no retries); the prerender gives each page its own. */
export function setQueryClient(client: QueryClient | null): void {
  sharedClient = client;
}
