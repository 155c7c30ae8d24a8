/**
 * The site documents' writes (live-site-writes.ts) through the app's own saves, on the memory store:
 * versions at several times, the publish-time limit, the server's clock against a wrong staff clock,
 * nothing dropped however many changes follow a build, a rename, two saves at once, the size limits.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStore, type DataStore, type DocData } from '../store';
import { createTestStore } from '@/testing/render';
import { resetServerClockForTesting } from '@/lib/server-clock';
import { setAuditActor } from './audit-actor';
import { createPost, updatePost } from './blog-post-writes';
import { listAllPublishedPosts } from './blog-posts';
import { isScheduleLimitError } from './schedule-limit-error';
import { isLiveSiteFullError, onRebuildDue } from './live-site-full-error';
import {
  applyChanges,
  changesSince,
  LIVE_LIMITS,
  liveVersionId,
  readPendingTimes,
} from '../models/live-site';
import { readLiveSite } from '../models/live-site-reader';
import { SCHEDULE_LIMITS } from '../models/schedule';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The server's time at the start of each test; the staff clock is set apart from it where a test says. */
const T0 = Date.UTC(2026, 10, 20, 6, 0, 0);

let store: DataStore;
let serverTime = T0;

/** The server's clock (the store's stamps) at `server`; the staff browser's at `server + skew`, known. */
function setClocks(server: number, skew = 0): void {
  serverTime = server;
  vi.setSystemTime(server + skew);
  // What the Date header told the browser (server-clock.ts): the server is `skew` behind it.
  resetServerClockForTesting(-skew);
}

async function live(): Promise<DocData> {
  return (await store.get('site', 'live'))?.data ?? {};
}

async function version(at: number): Promise<DocData | null> {
  return (await store.get('site', liveVersionId(at)))?.data ?? null;
}

/** A post's entry in a site document: its title when listed, null when not public, undefined when absent. */
function listed(doc: DocData | null, id: string): string | null | undefined {
  const entry = (doc?.posts as Record<string, { post: { title: string } | null }> | undefined)?.[id];
  return entry === undefined ? undefined : (entry.post?.title ?? null);
}

const scheduled = (title: string, at: number) =>
  createPost({ title, status: 'Published', publishAt: new Date(at) });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  setClocks(T0);
  setAuditActor({ uid: 'editor-uid', name: 'Test Editor' });
  store = createTestStore({ now: () => new Date(serverTime) });
  setStore(store);
});

afterEach(() => {
  vi.useRealTimers();
  resetServerClockForTesting();
  setStore(null);
});

describe('versions of site/live', () => {
  it.each([
    { name: 'one publish time', hours: [1] },
    { name: 'three times, two posts sharing one', hours: [3, 1, 2, 2] },
  ])('$name: a version a time, listed in pending; each public from its time only', async ({ hours }) => {
    const ids = [];
    for (const [index, hour] of hours.entries())
      ids.push(await scheduled(`Scheduled ${index}`, T0 + hour * HOUR));
    const times = [...new Set(hours)].sort((a, b) => a - b).map((hour) => T0 + hour * HOUR);
    expect(readPendingTimes((await live()).pending)).toEqual(times);
    for (const id of ids) expect(listed(await live(), id)).toBeNull();
    for (const at of times) {
      const doc = await version(at);
      for (const [index, id] of ids.entries()) {
        const publicThen = T0 + hours[index]! * HOUR <= at;
        expect(listed(doc, id)).toBe(publicThen ? `Scheduled ${index}` : null);
      }
    }
    // Another post's edit reaches live and every version.
    await updatePost('1', { title: 'Edited everywhere' });
    for (const doc of [await live(), ...(await Promise.all(times.map(version)))]) {
      expect(listed(doc, '1')).toBe('Edited everywhere');
    }
  });

  it(`refuses the ${SCHEDULE_LIMITS.pendingTimes + 1}th publish time (the limit named), not another post at a time waiting`, async () => {
    for (let hour = 1; hour <= SCHEDULE_LIMITS.pendingTimes; hour += 1)
      await scheduled(`At ${hour}`, T0 + hour * HOUR);
    const error = await scheduled('One too many', T0 + 99 * HOUR).catch((caught: unknown) => caught);
    expect(isScheduleLimitError(error) && error.limit).toBe(SCHEDULE_LIMITS.pendingTimes);
    expect(await version(T0 + 99 * HOUR)).toBeNull();
    expect(readPendingTimes((await live()).pending)).toHaveLength(SCHEDULE_LIMITS.pendingTimes);
    await expect(scheduled('Shares a time', T0 + 4 * HOUR)).resolves.toEqual(expect.any(String));
  });

  it('rescheduling moves the post: the old version goes, the new one lists it', async () => {
    const id = await scheduled('Moving', T0 + HOUR);
    await updatePost(id, { status: 'Published', publishAt: new Date(T0 + 2 * HOUR) });
    expect(await version(T0 + HOUR)).toBeNull();
    expect(listed(await version(T0 + 2 * HOUR), id)).toBe('Moving');
    expect(readPendingTimes((await live()).pending)).toEqual([T0 + 2 * HOUR]);
  });
});

describe("the server's clock decides what is due, whatever the staff clock says", () => {
  const at = T0 + HOUR;
  it.each([
    { name: 'right clock, 10 s after: folded into live', skew: 0, after: 10_000, folded: true },
    {
      name: 'clock 5 min fast, 1 s before: kept and updated',
      skew: 5 * MINUTE,
      after: -1_000,
      folded: false,
    },
    { name: 'clock 2 h slow, 1 s after: kept and updated', skew: -2 * HOUR, after: 1_000, folded: false },
    { name: 'clock a day fast, 10 s after: folded', skew: 24 * HOUR, after: 10_000, folded: true },
    { name: 'clock 5 min slow, 10 s before: kept', skew: -5 * MINUTE, after: -10_000, folded: false },
  ])('$name', async ({ skew, after, folded }) => {
    const id = await scheduled('On the hour', at);
    setClocks(at + after, skew);
    await updatePost('1', { title: 'Saved near the hour' });
    const doc = await live();
    expect(listed(doc, '1')).toBe('Saved near the hour');
    if (folded) {
      expect(await version(at)).toBeNull();
      expect(listed(doc, id)).toBe('On the hour');
      expect(readPendingTimes(doc.pending)).toEqual([]);
      expect(doc.subject).toMatchObject({ base: liveVersionId(at) });
    } else {
      expect(listed(await version(at), '1')).toBe('Saved near the hour');
      expect(listed(await version(at), id)).toBe('On the hour');
      expect(listed(doc, id)).toBeNull();
      expect(readPendingTimes(doc.pending)).toEqual([at]);
    }
    // The post itself saved at that moment: not public in live yet, public in its version.
    await updatePost(id, { title: 'On the hour, edited' });
    if (!folded) {
      expect(listed(await live(), id)).toBeNull();
      expect(listed(await version(at), id)).toBe('On the hour, edited');
    } else {
      expect(listed(await live(), id)).toBe('On the hour, edited');
    }
  });
});

describe('nothing is dropped: what a page built earlier applies', () => {
  it.each([
    {
      name: 'a withdrawal, then 60 new posts',
      change: (index: number) => createPost({ title: `New ${index}`, status: 'Published' }),
    },
    {
      name: 'a withdrawal, then 60 edits of other posts',
      change: (index: number) => updatePost(String((index % 3) + 1), { title: `Edit ${index}` }),
    },
  ])('$name: the withdrawn post never comes back', async ({ change }) => {
    const built = await listAllPublishedPosts();
    const builtAsOf = new Date(T0);
    expect(built.map((post) => post.id)).toContain('4');
    setClocks(T0 + MINUTE);
    await updatePost('4', { status: 'Draft' });
    const results = [];
    for (let index = 0; index < 60; index += 1) results.push(await change(index));
    const site = readLiveSite(await live());
    const shown = applyChanges(built, changesSince(site.posts, builtAsOf));
    expect(shown.map((post) => post.id)).not.toContain('4');
    const created = results.filter((id): id is string => typeof id === 'string');
    for (const id of created) expect(shown.map((post) => post.id)).toContain(id);
    expect(site.posts.find((entry) => entry.id === '4')?.item).toBeNull();
  });

  it('the counting shards’ sampling days (a visitor’s tab writes them) stay through saves, into versions and folds', async () => {
    await updatePost('1', { title: 'First save' });
    const sampling = { s2: '2026-11-20' };
    await store.set('site', 'live', { ...(await live()), sampling });
    const at = T0 + HOUR;
    await updatePost('3', { status: 'Published', publishAt: new Date(at) });
    expect((await live()).sampling).toEqual(sampling);
    expect((await version(at))?.sampling).toEqual(sampling);
    // Past the version's time a save folds it into live: live starts from the version, as pages read it.
    setClocks(at + MINUTE);
    await updatePost('2', { title: 'After the fold' });
    expect(await version(at)).toBeNull();
    expect((await live()).sampling).toEqual(sampling);
  });

  it('a renamed post: its entry carries the new address', async () => {
    await updatePost('1', { slug: 'a-new-address' });
    expect(((await live()).posts as Record<string, { post: { slug: string } }>)['1']?.post.slug).toBe(
      'a-new-address',
    );
  });
});

describe('two saves at once', () => {
  it('one schedules a post, the other withdraws another: both succeed, both are recorded', async () => {
    const at = T0 + HOUR;
    await Promise.all([
      updatePost('3', { status: 'Published', publishAt: new Date(at) }),
      updatePost('2', { status: 'Draft' }),
    ]);
    const doc = await live();
    expect(listed(doc, '2')).toBeNull();
    expect(listed(doc, '3')).toBeNull();
    expect(listed(await version(at), '2')).toBeNull();
    expect(listed(await version(at), '3')).toEqual(expect.any(String));
    expect(readPendingTimes(doc.pending)).toEqual([at]);
  });
});

describe('the size limits', () => {
  /** site/live already holding `count` withdrawn posts' entries. */
  async function holding(count: number): Promise<void> {
    const current = await live();
    const posts = Object.fromEntries(
      Array.from({ length: count }, (_, index) => [
        `old-${index}`,
        { changedAt: new Date(T0 - HOUR), post: null },
      ]),
    );
    await store.set('site', 'live', { ...current, posts });
  }

  const entriesAt = (share: number) =>
    Math.floor((share * LIVE_LIMITS.entriesMaxWeight) / LIVE_LIMITS.entryWeight.posts);

  it("announces that a rebuild is due at each save past the document's share, and not before", async () => {
    const heard: number[] = [];
    const stop = onRebuildDue((share) => heard.push(share));
    setClocks(T0 + 10 * HOUR);
    await holding(entriesAt(LIVE_LIMITS.rebuildDueAt) - 2);
    await updatePost('1', { title: 'Below the share' });
    expect(heard).toEqual([]);
    await createPost({ title: 'Up to the share', status: 'Published' });
    expect(heard).toEqual([]);
    await createPost({ title: 'Past the share', status: 'Published' });
    await createPost({ title: 'Further past the share', status: 'Published' });
    stop();
    // Every save past it is announced (the back office tells staff once a minute: SiteRebuildNotices).
    expect(heard).toHaveLength(2);
    expect(heard[0]).toBeGreaterThanOrEqual(LIVE_LIMITS.rebuildDueAt);
    expect(heard[1]).toBeGreaterThan(heard[0] ?? 1);
  });

  it('refuses a save that would pass the limit, writing nothing; a save of a post already listed still goes', async () => {
    setClocks(T0 + 20 * HOUR);
    await holding(entriesAt(1) - 1);
    await updatePost('1', { title: 'Fills the last place' });
    const error = await createPost({ title: 'One too many', status: 'Published' }).catch(
      (caught: unknown) => caught,
    );
    expect(isLiveSiteFullError(error)).toBe(true);
    expect(Object.keys((await live()).posts as DocData)).toHaveLength(entriesAt(1));
    await updatePost('1', { title: 'Already listed' });
    expect(listed(await live(), '1')).toBe('Already listed');
  });
});
