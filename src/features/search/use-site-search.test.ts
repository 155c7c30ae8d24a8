import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedSearchContent, serveSearchIndex } from '@/testing/search-content';
import { buildSearchIndex } from './build-index';
import { SEARCH_DEBOUNCE_MS, useSiteSearch } from './use-site-search';

/** Lets pending work (the search's code loading, downloads) run until `done` holds. */
async function until(done: () => boolean) {
  for (let turn = 0; turn < 5_000 && !done(); turn += 1)
    await act(() => new Promise((resolve) => setImmediate(resolve)));
  expect(done()).toBe(true);
}

describe('useSiteSearch', () => {
  it('starts downloading the index at the first key, while typing goes on, and searches once it pauses', async () => {
    const { posts, projects } = seedSearchContent();
    const fetched = serveSearchIndex(buildSearchIndex(posts, projects));
    // The pause is never reached until the test says so.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result, rerender } = renderHook(({ query }) => useSiteSearch(query, 10), {
      initialProps: { query: 'h' },
    });
    await until(() => fetched.includes('manifest.json'));
    rerender({ query: 'hos' });
    await until(() => fetched.includes('t/hos.json'));
    expect(result.current.status).toBe('searching');
    expect(fetched.filter((file) => file.startsWith('d/'))).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await until(() => result.current.status === 'done');
    const { outcome } = result.current as Extract<typeof result.current, { status: 'done' }>;
    expect(outcome.results[0]).toMatchObject({ kind: 'project', id: '3' });
    // Each file once.
    expect(new Set(fetched).size).toBe(fetched.length);
  });
});
