import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStore, type DataStore } from '@/data/store';
import { createMemoryStore } from '@/data/store/memory-store';
import { resetServerClockForTesting } from '@/lib/server-clock';
import { readMonthStats, siteDayOf, VISIT_STATS, VISITORS, visitStatsIdsOf } from '@/data/models/visit-stats';
import { countShown, LONGEST_WAIT_MS, resetVisitCounterForTesting } from './visit-counter';

let store: DataStore;

async function month() {
  const { month: current } = siteDayOf(Date.now());
  const shards = await Promise.all(visitStatsIdsOf(current).map((id) => store.get(VISIT_STATS, id)));
  return readMonthStats(
    current,
    shards.map((shard) => shard?.data ?? null),
  );
}

async function visitors() {
  return (await store.list(VISITORS)).map((doc) => doc.data);
}

function hideTab() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  store = createMemoryStore();
  setStore(store);
  resetServerClockForTesting(0);
});

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  resetVisitCounterForTesting();
});

describe('the tab’s visit counter', () => {
  it('counts the first page at once, as a visit', async () => {
    countShown({ kind: 'page', key: 'home' });
    await vi.waitFor(async () => expect(await visitors()).toHaveLength(1));
    const stats = await month();
    expect(Object.values(stats.days)).toEqual([{ visits: 1, views: 1, postViews: 0 }]);
    expect(stats.pages).toEqual({ home: 1 });
  });

  it('holds later pages until the tab is hidden, then sends them all, each flush under a new identity', async () => {
    countShown({ kind: 'page', key: 'blog' });
    await vi.waitFor(async () => expect(await visitors()).toHaveLength(1));
    countShown({ kind: 'post', id: '7' });
    countShown({ kind: 'post', id: '8' });
    countShown({ kind: 'post', id: '7' });
    // Nothing more is sent while the visitor reads.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await visitors()).toHaveLength(1);

    hideTab();
    // Post 7 shown twice: a flush counts each post once, so a second flush carries the repeat.
    await vi.waitFor(async () => expect(await visitors()).toHaveLength(3));
    const later = (await visitors()).slice(1);
    expect(later.map((visitor) => visitor.visit)).toEqual([false, false]);
    expect(later.map((visitor) => visitor.posts)).toEqual(expect.arrayContaining([['7', '8'], ['7']]));
    const stats = await month();
    expect(stats.posts).toEqual({ '7': 2, '8': 1 });
    expect(Object.values(stats.days)).toEqual([{ visits: 1, views: 4, postViews: 3 }]);
  });

  it('sends views that waited ten minutes even if the tab stays open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    countShown({ kind: 'page', key: 'about' });
    await vi.waitFor(async () => expect(await visitors()).toHaveLength(1));
    countShown({ kind: 'page', key: 'contact' });
    await vi.advanceTimersByTimeAsync(LONGEST_WAIT_MS - 1_000);
    expect(await visitors()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(async () => expect(await visitors()).toHaveLength(2));
    expect((await month()).pages).toEqual({ about: 1, contact: 1 });
  });
});
