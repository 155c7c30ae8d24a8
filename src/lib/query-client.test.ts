import { QueryObserver, type QueryClient, type QueryKey, type QueryMeta } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { createQueryClient } from './query-client';

// A spy, not vi.mock: the test setup has already loaded this module graph.
beforeEach(() => {
  vi.spyOn(notify, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

const failing = () => Promise.reject(new Error('offline'));

/** A screen showing the query (an observer that does not fetch by itself). */
function showOnScreen(client: QueryClient, queryKey: QueryKey): void {
  new QueryObserver(client, { queryKey, enabled: false }).subscribe(() => {});
}
const toastMeta: QueryMeta = { errorToast: { title: 'Failed to load.', description: 'Try again.' } };

describe("the query cache's error toast", () => {
  it("raises a query's meta toast once per failed fetch, after the retries", async () => {
    const client = createQueryClient();
    showOnScreen(client, ['list']);
    const queryFn = vi.fn(failing);
    const fetch = () =>
      client.fetchQuery({ queryKey: ['list'], queryFn, meta: toastMeta, retry: 2, retryDelay: 0 });

    await expect(fetch()).rejects.toThrow('offline');
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith('Failed to load.', 'Try again.');

    // A failed Retry toasts again.
    await expect(fetch()).rejects.toThrow('offline');
    expect(notify.error).toHaveBeenCalledTimes(2);
  });

  it('stays quiet for a query without a toast in its meta', async () => {
    const client = createQueryClient({ retry: false });
    showOnScreen(client, ['quiet']);
    await expect(client.fetchQuery({ queryKey: ['quiet'], queryFn: failing })).rejects.toThrow();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('stays quiet for a read ahead that no screen shows yet (a prefetch on intent)', async () => {
    const client = createQueryClient({ retry: false });
    await client.prefetchQuery({ queryKey: ['ahead'], queryFn: failing, meta: toastMeta });
    expect(client.getQueryState(['ahead'])?.status).toBe('error');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('with quietRefreshErrors, toasts a failed first load but not a failed refresh of data shown', async () => {
    const client = createQueryClient({ retry: false });
    const meta: QueryMeta = { ...toastMeta, quietRefreshErrors: true };
    showOnScreen(client, ['first']);
    showOnScreen(client, ['shown']);

    await expect(client.fetchQuery({ queryKey: ['first'], queryFn: failing, meta })).rejects.toThrow();
    expect(notify.error).toHaveBeenCalledTimes(1);

    client.setQueryData(['shown'], ['a post']);
    await expect(
      client.fetchQuery({ queryKey: ['shown'], queryFn: failing, meta, staleTime: 0 }),
    ).rejects.toThrow();
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['shown'])).toEqual(['a post']);
  });

  it('without quietRefreshErrors, a failed refresh toasts too (the back office shows its error)', async () => {
    const client = createQueryClient({ retry: false });
    client.setQueryData(['admin'], ['a row']);
    showOnScreen(client, ['admin']);
    await expect(
      client.fetchQuery({ queryKey: ['admin'], queryFn: failing, meta: toastMeta, staleTime: 0 }),
    ).rejects.toThrow();
    expect(notify.error).toHaveBeenCalledTimes(1);
  });
});
