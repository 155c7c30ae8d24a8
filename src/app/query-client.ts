import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
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

let sharedClient: QueryClient | null = null;

/** The app's one cache, shared by every data boundary so pages reuse what others loaded. */
export function getQueryClient(): QueryClient {
  sharedClient ??= createQueryClient();
  return sharedClient;
}

/** Tests start each render with a fresh client (no retries). */
export function setQueryClientForTesting(client: QueryClient | null): void {
  sharedClient = client;
}
