import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStore, type DataStore, type DocData } from '../store';
import { createMemoryStore } from '../store/memory-store';
import { createCountingStore } from '@/testing/counting-store';
import {
  FOLD_POSTS_PER_TRANSACTION,
  foldPendingViews,
  getMonthsShards,
  READ_POSTS_UP_TO,
  sumUpClosedMonths,
} from './visit-stats';
import { setAuditActor } from './audit-actor';
import { readMonthStats } from '../models/visit-stats';

afterEach(() => {
  setStore(null);
  setAuditActor(null);
});

const post = (views: number): DocData => ({ title: 'A post', status: 'Published', views, author: 'Aamir' });

function useStore(collections: Record<string, Record<string, DocData>>): DataStore {
  const store = createMemoryStore({ seed: collections });
  setStore(store);
  return store;
}

async function data(store: DataStore, collection: string, id: string): Promise<DocData | undefined> {
  return (await store.get(collection, id))?.data;
}

/** A month's figures as the dashboard reads them: its shards, added up. */
async function monthStats(month: string) {
  const [read] = await getMonthsShards([month]);
  return readMonthStats(month, read?.shards ?? []);
}

describe('getMonthsShards', () => {
  it('reads the month’s five shards by id and adds them up, a missing one as empty', async () => {
    const counting = createCountingStore(
      createMemoryStore({
        seed: {
          visit_stats: {
            '2026-11-0': {
              days: { '21': { visits: 3, views: 7, postViews: 2 } },
              posts: { '1': 2 },
              pages: { home: 5 },
              referrers: { 'www~google~com': 2 },
            },
            '2026-11-3': {
              days: {
                '21': { visits: 1, views: 1, postViews: 1 },
                '22': { visits: 2, views: 2, postViews: 0 },
              },
              posts: { '1': 1 },
              pages: { home: 1, contact: 1 },
              referrers: { 'www~google~com': 1, 't~co': 1 },
              folded: { '1': 1 },
            },
            // Another month: not read.
            '2026-10-0': { days: { '31': { visits: 9, views: 9, postViews: 0 } } },
          },
        },
      }),
    );
    setStore(counting.store);
    expect(await monthStats('2026-11')).toEqual({
      month: '2026-11',
      days: {
        '21': { visits: 4, views: 8, postViews: 3, sampled: 0 },
        '22': { visits: 2, views: 2, postViews: 0, sampled: 0 },
      },
      posts: { '1': 3 },
      pages: { home: 6, contact: 1 },
      referrers: { 'www.google.com': 3, 't.co': 1 },
    });
    expect(counting.log()).toEqual(
      ['2026-11-0', '2026-11-1', '2026-11-2', '2026-11-3', '2026-11-4'].map(() => ({
        operation: 'get',
        collection: 'visit_stats',
        reads: 1,
      })),
    );
  });

  it('is empty for a month nobody visited', async () => {
    useStore({});
    expect(await monthStats('2026-01')).toEqual({
      month: '2026-01',
      days: {},
      posts: {},
      pages: {},
      referrers: {},
    });
  });
});

describe('a closed month summed up', () => {
  const shards = {
    '2026-10-0': {
      days: { '30': { visits: 3, views: 7, postViews: 2 } },
      posts: { '1': 2 },
      pages: { home: 5 },
      referrers: { 'www~google~com': 2 },
      folded: { '1': 2 },
    },
    '2026-10-4': {
      days: { '31': { visits: 1, views: 2, postViews: 1 } },
      posts: { '1': 1 },
      pages: { home: 1 },
      referrers: { 't~co': 1 },
    },
  };
  // 2 November 2026, noon in Srinagar: October is over (and its grace).
  const november = Date.parse('2026-11-02T06:30:00Z');

  it('is read in one get instead of five once written, with the same figures, and nothing in it is folded', async () => {
    const store = createMemoryStore({ seed: { visit_stats: shards, blog_posts: { '1': post(0) } } });
    const counting = createCountingStore(store);
    setStore(counting.store);
    setAuditActor({ uid: 'demo-editor', name: 'Saima Mir' });

    const read = await getMonthsShards(['2026-10'], november);
    expect(read[0]?.summarized).toBe(false);
    expect(counting.reads()).toBe(1 + 5); // no summary yet: the shards
    const figures = readMonthStats('2026-10', read[0]?.shards ?? []);
    expect(await foldPendingViews(read)).toBe(1);
    expect(await sumUpClosedMonths(read, november)).toBe(1);
    expect(await data(store, 'visit_stats', '2026-10')).toMatchObject({
      posts: { '1': 3 },
      referrers: { 'www~google~com': 2, 't~co': 1 },
      closedBy: 'demo-editor',
    });

    counting.resetReads();
    const again = await getMonthsShards(['2026-10'], november);
    expect(counting.reads()).toBe(1);
    expect(again[0]?.summarized).toBe(true);
    expect(readMonthStats('2026-10', again[0]?.shards ?? [])).toEqual(figures);
    expect(await foldPendingViews(again)).toBe(0);
    // Written once: a second tab's sum leaves the first one's.
    expect(await sumUpClosedMonths(read, november)).toBe(0);
  });

  it('is not written for a month that is not over, nor within its grace', async () => {
    useStore({ visit_stats: shards });
    setAuditActor({ uid: 'demo-editor', name: 'Saima Mir' });
    const justAfter = Date.parse('2026-10-31T18:35:00Z'); // 00:05 on 1 November in Srinagar
    const read = await getMonthsShards(['2026-11', '2026-10'], justAfter);
    expect(await sumUpClosedMonths(read, justAfter)).toBe(0);
    const later = Date.parse('2026-10-31T18:41:00Z');
    expect(await sumUpClosedMonths(await getMonthsShards(['2026-11', '2026-10'], later), later)).toBe(1);
  });
});

describe('foldPendingViews', () => {
  it('adds each post’s pending views to its own, and notes them folded in the shard', async () => {
    const store = useStore({
      blog_posts: { '1': post(10), '2': post(0), '3': post(4) },
      visit_stats: {
        '2026-11-0': { posts: { '1': 3, '2': 5 }, folded: { '1': 1 }, days: { '22': { visits: 2 } } },
        '2026-11-4': { posts: { '1': 1, '3': 2 }, folded: { '3': 2 } },
        '2026-10-2': { posts: { '3': 7 } },
      },
    });
    expect(await foldPendingViews(await getMonthsShards(['2026-11', '2026-10']))).toBe(2 + 5 + 1 + 7);

    expect(await data(store, 'blog_posts', '1')).toEqual({ ...post(10 + 2 + 1), viewsFold: '2026-11-4' });
    expect(await data(store, 'blog_posts', '2')).toEqual({ ...post(5), viewsFold: '2026-11-0' });
    expect(await data(store, 'blog_posts', '3')).toEqual({ ...post(4 + 7), viewsFold: '2026-10-2' });
    expect(await data(store, 'visit_stats', '2026-11-0')).toEqual({
      posts: { '1': 3, '2': 5 },
      folded: { '1': 3, '2': 5 },
      days: { '22': { visits: 2 } },
    });
    expect((await data(store, 'visit_stats', '2026-11-4'))?.folded).toEqual({ '1': 1, '3': 2 });
    expect((await data(store, 'visit_stats', '2026-10-2'))?.folded).toEqual({ '3': 7 });
    // The posts' summed views grew by as much, the last fold named (the shards are folded in order).
    expect(await data(store, 'stats', 'blog_posts')).toEqual({ views: 2 + 5 + 1 + 7, lastFold: '2026-10-2' });

    // Nothing is pending any more: a second fold adds nothing and writes nothing.
    const batch = vi.spyOn(store, 'batch');
    expect(await foldPendingViews(await getMonthsShards(['2026-11', '2026-10']))).toBe(0);
    expect(batch).not.toHaveBeenCalled();
  });

  it('folds each shard in a transaction of its own, the shard and its posts only', async () => {
    const store = useStore({
      blog_posts: { '1': post(0), '2': post(0) },
      visit_stats: { '2026-11-1': { posts: { '1': 2 } }, '2026-11-2': { posts: { '1': 1, '2': 4 } } },
    });
    const batch = vi.spyOn(store, 'batch');
    const transaction = vi.spyOn(store, 'transaction');
    await foldPendingViews(await getMonthsShards(['2026-11']));
    expect(batch).toHaveBeenCalledTimes(2);
    expect(batch.mock.calls.map(([operations]) => operations.map((write) => [write.type, write.id]))).toEqual(
      [[['derived', '2026-11-1']], [['derived', '2026-11-2']]],
    );
    expect(transaction).toHaveBeenCalledTimes(2);
  });

  it('skips a post that no longer exists, folding the others (a few posts: read first)', async () => {
    const store = useStore({
      blog_posts: { '1': post(1) },
      visit_stats: { '2026-11-0': { posts: { '1': 2, '9': 3 } } },
    });
    expect(await foldPendingViews(await getMonthsShards(['2026-11']))).toBe(2);
    expect((await data(store, 'blog_posts', '1'))?.views).toBe(3);
    expect(await data(store, 'blog_posts', '9')).toBeUndefined();
    // Its views stay pending: a restored post gets them.
    expect((await data(store, 'visit_stats', '2026-11-0'))?.folded).toEqual({ '1': 2 });
    await store.set('blog_posts', '9', post(0));
    expect(await foldPendingViews(await getMonthsShards(['2026-11']))).toBe(3);
    expect((await data(store, 'blog_posts', '9'))?.views).toBe(3);
  });

  it(`splits a shard of many posts into transactions of ${FOLD_POSTS_PER_TRANSACTION}`, async () => {
    const count = FOLD_POSTS_PER_TRANSACTION * 2 + 5;
    const ids = Array.from({ length: count }, (_, index) => String(1000 + index));
    const store = useStore({
      blog_posts: Object.fromEntries(ids.map((id) => [id, post(0)])),
      visit_stats: { '2026-11-3': { posts: Object.fromEntries(ids.map((id) => [id, 2])) } },
    });
    const batch = vi.spyOn(store, 'batch');
    expect(await foldPendingViews(await getMonthsShards(['2026-11']))).toBe(count * 2);
    expect(batch).toHaveBeenCalledTimes(3);
    const shard = await data(store, 'visit_stats', '2026-11-3');
    expect(Object.values(shard?.folded as Record<string, number>)).toEqual(ids.map(() => 2));
    for (const id of [ids[0]!, ids[FOLD_POSTS_PER_TRANSACTION]!, ids.at(-1)!]) {
      expect((await data(store, 'blog_posts', id))?.views).toBe(2);
    }
  });

  it(`does not read the posts of a larger fold (over ${READ_POSTS_UP_TO}) unless one is gone`, async () => {
    const ids = Array.from({ length: READ_POSTS_UP_TO + 2 }, (_, index) => String(10 + index));
    const collections = {
      blog_posts: Object.fromEntries(ids.map((id) => [id, post(0)])),
      visit_stats: { '2026-11-0': { posts: Object.fromEntries(ids.map((id) => [id, 1])) } },
    };
    const store = useStore(collections);
    const get = vi.spyOn(store, 'get');
    expect(await foldPendingViews(await getMonthsShards(['2026-11']))).toBe(ids.length);
    expect(get.mock.calls.filter(([collection]) => collection === 'blog_posts')).toHaveLength(0);

    // One of them deleted: the fold fails on it, then runs again reading the posts, and folds the rest.
    const { [ids[3]!]: _gone, ...rest } = collections.blog_posts;
    const second = useStore({ ...collections, blog_posts: rest });
    const batch = vi.spyOn(second, 'batch');
    expect(await foldPendingViews(await getMonthsShards(['2026-11']))).toBe(ids.length - 1);
    expect(batch).toHaveBeenCalledTimes(2);
    expect((await data(second, 'blog_posts', ids[0]!))?.views).toBe(1);
    const folded = (await data(second, 'visit_stats', '2026-11-0'))?.folded as Record<string, number>;
    expect(Object.keys(folded)).toHaveLength(ids.length - 1);
    expect(folded[ids[3]!]).toBeUndefined();
  });

  it('never adds the same views twice when two folds run at once', async () => {
    const store = useStore({
      blog_posts: { '1': post(0), '2': post(0) },
      visit_stats: { '2026-11-0': { posts: { '1': 4, '2': 1 } }, '2026-11-1': { posts: { '1': 3 } } },
    });
    const [first, second] = await Promise.all([
      foldPendingViews(await getMonthsShards(['2026-11'])),
      foldPendingViews(await getMonthsShards(['2026-11'])),
    ]);
    expect(first + second).toBe(8);
    expect((await data(store, 'blog_posts', '1'))?.views).toBe(7);
    expect((await data(store, 'blog_posts', '2'))?.views).toBe(1);
  });

  it('passes on a failure that is not about a gone post', async () => {
    setStore(
      createMemoryStore({
        seed: { blog_posts: { '1': post(0) }, visit_stats: { '2026-11-0': { posts: { '1': 1 } } } },
        failWhen: (operation) => operation === 'update',
      }),
    );
    await expect(foldPendingViews(await getMonthsShards(['2026-11']))).rejects.toMatchObject({
      code: 'unavailable',
    });
  });
});
