import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStore, type DataStore } from '@/data/store';
import { createMemoryStore } from '@/data/store/memory-store';
import { resetServerClockForTesting } from '@/lib/server-clock';
import { appConfig } from '@/lib/config';
import {
  readMonthStats,
  SAMPLE_FROM_FLUSHES,
  SAMPLED_WEIGHT,
  shardOf,
  siteDayOf,
  VISIT_STATS,
  VISITORS,
  visitStatsIdsOf,
} from '@/data/models/visit-stats';
import { EMPTY_LIVE_SITE, type LiveSite } from '@/data/models/live-site';
import { countShown, LONGEST_WAIT_MS, resetVisitCounterForTesting } from './visit-counter';

/** The page's read of site/live, as the counter awaits it (null: failed, or not read). */
let liveRead: LiveSite | null = null;

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

/** The identities a hidden tab sends under are signed up ahead, a moment after the views are shown. */
const identitiesReady = () => new Promise((resolve) => setTimeout(resolve, 50));

function hideTab() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  resetVisitCounterForTesting(() => Promise.resolve(liveRead));
  store = createMemoryStore();
  setStore(store);
  resetServerClockForTesting(0);
});

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  resetVisitCounterForTesting();
  liveRead = null;
});

describe('the tab’s visit counter', () => {
  it('counts the first page at once, as a visit', async () => {
    countShown({ kind: 'page', key: 'home' });
    await vi.waitFor(async () => expect(await visitors()).toHaveLength(1));
    const stats = await month();
    expect(Object.values(stats.days)).toEqual([{ visits: 1, views: 1, postViews: 0, sampled: 0 }]);
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
    expect(Object.values(stats.days)).toEqual([{ visits: 1, views: 4, postViews: 3, sampled: 0 }]);
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

describe('above the day’s counting budget (over REST, as on the site)', () => {
  /** The flushes the tab commits, parsed, and the shard's flushes each commit answers. */
  let commits: Array<{ visitor: Record<string, unknown>; stats: Record<string, unknown> }>;
  let flushesAnswered: number;
  /** Commit attempts (by their number, from 1) answered 503: not counted. */
  let failing: Set<number>;
  /** Announcements of a shard's sampling point: the site document's name, the field and its value. */
  let announcements: Array<{ name: string; mask: string[]; fields: unknown }>;

  const fieldsOf = (fields: Record<string, Record<string, unknown>>) =>
    Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [name, Object.values(value)[0]]),
    ) as Record<string, unknown>;

  beforeEach(() => {
    appConfig.dataBackend = 'firestore';
    commits = [];
    announcements = [];
    failing = new Set();
    let uid = 0;
    let attempts = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url.includes('accounts:signUp')) {
          uid += 1;
          return Response.json({ localId: `visitor-${uid}`, idToken: `token-${uid}` });
        }
        const body = JSON.parse(String(init.body)) as {
          writes: Array<{
            update: { name: string; fields: Record<string, Record<string, unknown>> };
            updateMask?: { fieldPaths: string[] };
            updateTransforms?: Array<{ fieldPath: string; increment?: { integerValue: string } }>;
          }>;
        };
        const [visitor, stats] = body.writes;
        if (visitor?.update.name.includes('/site/')) {
          const { name, fields } = visitor.update;
          announcements.push({ name, mask: visitor.updateMask?.fieldPaths ?? [], fields });
          return Response.json({ writeResults: [{}] });
        }
        attempts += 1;
        if (failing.has(attempts)) return new Response(null, { status: 503 });
        commits.push({
          visitor: { id: visitor?.update.name.split('/').pop(), ...fieldsOf(visitor?.update.fields ?? {}) },
          stats: {
            id: stats?.update.name.split('/').pop(),
            ...Object.fromEntries(
              (stats?.updateTransforms ?? []).map((t) => [t.fieldPath, Number(t.increment?.integerValue)]),
            ),
          },
        });
        flushesAnswered += 1;
        return Response.json({
          writeResults: [{}, { transformResults: [{ integerValue: String(flushesAnswered) }] }],
        });
      }),
    );
  });

  afterEach(() => {
    appConfig.dataBackend = 'memory';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends one later flush in 8, counted 8 times, to the shard whose answer said so; the first goes whole', async () => {
    flushesAnswered = SAMPLE_FROM_FLUSHES - 1;
    countShown({ kind: 'page', key: 'blog' });
    await vi.waitFor(() => expect(commits).toHaveLength(1));
    const [first] = commits;
    expect(first?.visitor.weight).toBeUndefined();

    // Three flushes' worth of views (a post counts once a flush): the draw keeps the first and the third.
    const draws = [0.05, 0.5, 0.1];
    vi.spyOn(Math, 'random').mockImplementation(() => draws.shift() ?? 0.99);
    for (let n = 0; n < 3; n += 1) countShown({ kind: 'post', id: '7' });
    await identitiesReady();
    hideTab();
    await vi.waitFor(() => expect(commits).toHaveLength(3));
    const day = `\`${siteDayOf(Date.now()).day}\``;
    for (const later of commits.slice(1)) {
      expect(later.visitor).toMatchObject({ weight: String(SAMPLED_WEIGHT), stats: first?.visitor.stats });
      expect(later.stats).toEqual({
        id: first?.stats.id,
        [`days.${day}.flushes`]: 1,
        [`days.${day}.sampled`]: 1,
        [`days.${day}.views`]: SAMPLED_WEIGHT,
        [`days.${day}.postViews`]: SAMPLED_WEIGHT,
        'posts.`7`': SAMPLED_WEIGHT,
      });
    }
  });

  it('below it, every flush goes, counted once, each to its identity’s shard', async () => {
    flushesAnswered = SAMPLE_FROM_FLUSHES - 3;
    const random = vi.spyOn(Math, 'random');
    countShown({ kind: 'page', key: 'blog' });
    await vi.waitFor(() => expect(commits).toHaveLength(1));
    countShown({ kind: 'post', id: '7' });
    countShown({ kind: 'post', id: '7' });
    await identitiesReady();
    hideTab();
    await vi.waitFor(() => expect(commits).toHaveLength(3));
    expect(commits.map(({ visitor }) => visitor.weight)).toEqual([undefined, undefined, undefined]);
    expect(commits.map(({ visitor }) => visitor.stats)).toEqual(
      ['visitor-1', 'visitor-2', 'visitor-3'].map((uid) => `${siteDayOf(Date.now()).month}-${shardOf(uid)}`),
    );
    expect(random).not.toHaveBeenCalled();
  });

  it('sends a sampled flush that failed again weighted, without a second draw', async () => {
    flushesAnswered = SAMPLE_FROM_FLUSHES - 1;
    countShown({ kind: 'page', key: 'blog' });
    await vi.waitFor(() => expect(commits).toHaveLength(1));
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.05);
    failing.add(2);
    countShown({ kind: 'post', id: '9' });
    await identitiesReady();
    hideTab();
    await vi.waitFor(() => expect(random).toHaveBeenCalledTimes(1));
    await identitiesReady();
    expect(commits).toHaveLength(1);
    // Drawn once, kept: the next occasion sends it weighted, and draws nothing.
    random.mockReturnValue(0.99);
    hideTab();
    await vi.waitFor(() => expect(commits).toHaveLength(2));
    expect(commits[1]?.visitor).toMatchObject({
      posts: { values: [{ stringValue: '9' }] },
      weight: String(SAMPLED_WEIGHT),
    });
    expect(random).toHaveBeenCalledTimes(1);
  });

  describe('announced on the site document pages read', () => {
    const today = () => {
      const { month, day } = siteDayOf(Date.now());
      return `${month}-${day}`;
    };

    it('the flush that finds its shard exactly at the point says so on the document the page read, once', async () => {
      liveRead = { ...EMPTY_LIVE_SITE, source: 'at-0001764547200000' };
      flushesAnswered = SAMPLE_FROM_FLUSHES - 1;
      countShown({ kind: 'page', key: 'home' });
      await vi.waitFor(() => expect(announcements).toHaveLength(1));
      const shard = shardOf('visitor-1');
      expect(announcements[0]).toEqual({
        name: expect.stringMatching(/\/documents\/site\/at-0001764547200000$/),
        mask: [`sampling.s${shard}`],
        fields: { sampling: { mapValue: { fields: { [`s${shard}`]: { stringValue: today() } } } } },
      });
      // Later flushes find the shard past the point (667 and on): nobody announces again.
      vi.spyOn(Math, 'random').mockReturnValue(0.05);
      countShown({ kind: 'post', id: '7' });
      await identitiesReady();
      hideTab();
      await vi.waitFor(() => expect(commits).toHaveLength(2));
      expect(announcements).toHaveLength(1);
    });

    it('on a day it lists, a visit’s first flush is sampled too: weighted to a listed shard, or left out', async () => {
      liveRead = { ...EMPTY_LIVE_SITE, source: 'live', sampling: { s3: today(), s1: '2020-01-01' } };
      flushesAnswered = SAMPLE_FROM_FLUSHES + 40;
      // The shard is drawn among those listed for today (only shard 3), then the flush is drawn: kept.
      const random = vi.spyOn(Math, 'random').mockReturnValue(0.05);
      countShown({ kind: 'page', key: 'home' });
      await vi.waitFor(() => expect(commits).toHaveLength(1));
      expect(commits[0]?.visitor).toMatchObject({ visit: true, weight: String(SAMPLED_WEIGHT) });
      expect(commits[0]?.stats.id).toBe(`${siteDayOf(Date.now()).month}-3`);
      expect(commits[0]?.stats[`days.\`${siteDayOf(Date.now()).day}\`.visits`]).toBe(SAMPLED_WEIGHT);

      // Another visitor's tab whose draw leaves the first flush out: nothing sent (its identity, signed up
      // while the page read site/live, waits for the tab's next flush).
      resetVisitCounterForTesting(() => Promise.resolve(liveRead));
      random.mockReturnValue(0.5);
      const sentBefore = () =>
        vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes(':commit')).length;
      const commitsBefore = sentBefore();
      countShown({ kind: 'page', key: 'about' });
      await vi.waitFor(() => expect(random.mock.calls.length).toBeGreaterThanOrEqual(4));
      await identitiesReady();
      expect(sentBefore()).toBe(commitsBefore);
      expect(commits).toHaveLength(1);
    });

    it('a tab hidden before its page has read site/live sends its first flush at once, whole', async () => {
      let readSettles: (live: LiveSite | null) => void = () => {};
      resetVisitCounterForTesting(() => new Promise((resolve) => (readSettles = resolve)));
      flushesAnswered = 10;
      countShown({ kind: 'page', key: 'home' });
      await identitiesReady();
      hideTab();
      await vi.waitFor(() => expect(commits).toHaveLength(1));
      expect(commits[0]?.visitor).toMatchObject({ visit: true });
      expect(commits[0]?.visitor.weight).toBeUndefined();
      // The read settles after: nothing is left to send.
      readSettles({ ...EMPTY_LIVE_SITE, source: 'live', sampling: { s0: today() } });
      await identitiesReady();
      expect(commits).toHaveLength(1);
    });

    it('a day it does not list, or no document read, sends the first flush whole to its identity’s shard', async () => {
      liveRead = { ...EMPTY_LIVE_SITE, source: 'live', sampling: { s3: '2020-01-01' } };
      flushesAnswered = 10;
      const random = vi.spyOn(Math, 'random');
      countShown({ kind: 'page', key: 'home' });
      await vi.waitFor(() => expect(commits).toHaveLength(1));
      expect(commits[0]?.visitor.weight).toBeUndefined();
      expect(commits[0]?.stats.id).toBe(`${siteDayOf(Date.now()).month}-${shardOf('visitor-1')}`);
      expect(random).not.toHaveBeenCalled();
    });
  });
});
