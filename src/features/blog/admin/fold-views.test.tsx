import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setStore, type DataStore } from '@/data/store';
import { createMemoryStore } from '@/data/store/memory-store';
import { createQueryClient } from '@/lib/query-client';
import { blogKeys } from '../keys';
import { useFoldPendingViews } from './fold-views';

let store: DataStore;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 1 December 2026, 02:00 in India: this month is December, last month November.
  vi.setSystemTime(new Date('2026-11-30T20:30:00.000Z'));
  store = createMemoryStore({
    seed: {
      blog_posts: { '1': { title: 'A post', views: 10 } },
      visit_stats: {
        '2026-12-1': { posts: { '1': 4 } },
        '2026-11-4': { posts: { '1': 2 } },
        '2026-10-0': { posts: { '1': 50 } },
      },
    },
  });
  setStore(store);
});

/**
 * Renders the hook in `screens` components at once (two screens of one tab), over one query client: as the
 * posts list calls it, or with `lastMonth` as the dashboard does.
 */
function renderFolds(screens: 1 | 2, enabled = true, lastMonth = false) {
  const client = createQueryClient({ retry: false });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(
    () => {
      useFoldPendingViews(enabled, { lastMonth });
      useFoldPendingViews(enabled && screens === 2, { lastMonth });
    },
    { wrapper },
  );
  return { invalidate };
}

const statsReads = (get: { mock: { calls: Array<[string, string]> } }) =>
  get.mock.calls.filter(([collection]) => collection === 'visit_stats').length;

describe('useFoldPendingViews', () => {
  it('on the dashboard, folds this month’s and last month’s views (site time) once, then refreshes the posts', async () => {
    const { invalidate } = renderFolds(1, true, true);
    await waitFor(async () => expect((await store.get('blog_posts', '1'))?.data.views).toBe(16));
    // October is two months back: not folded.
    expect((await store.get('visit_stats', '2026-10-0'))?.data.folded).toBeUndefined();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: blogKeys.all }));
  });

  it('runs one fold at a time in a tab: a second screen’s fold joins the one under way', async () => {
    const get = vi.spyOn(store, 'get');
    const batch = vi.spyOn(store, 'batch');
    renderFolds(2);
    // The posts list's fold: this month's alone (November's waits for the dashboard).
    await waitFor(async () => expect((await store.get('blog_posts', '1'))?.data.views).toBe(14));
    // One fold: this month's 5 statistics documents read once, and the one to fold again in its transaction.
    expect(statsReads(get)).toBe(6);
    expect(batch).toHaveBeenCalledTimes(1);

    // Once it is over, a screen opened later folds again (nothing left: reads only).
    renderFolds(1);
    await waitFor(() => expect(statsReads(get)).toBe(11));
    expect(batch).toHaveBeenCalledTimes(1);
  });

  it('does nothing for those who may not edit', async () => {
    const get = vi.spyOn(store, 'get');
    const { invalidate } = renderFolds(1, false);
    await Promise.resolve();
    expect(get).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
