import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStore, StoreError, type DataStore, type ListOptions } from '../store';
import { createTestStore } from '@/testing/render';
import { seedCollections } from '../seed';
import { resetServerClockForTesting } from '@/lib/server-clock';
import { getPublishedPostByFormerSlug, getPublishedPostById, getPublishedPostBySlug } from './blog-posts';

/*
 * The public reads of one post whatever the reader's clock says (issue 35): the rules judge a query's
 * publish-time bound by the server's clock; the SDK shows no server time, so a refusal or nothing found
 * is asked again once at the time Hosting's Date header gives.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SLUG = 'published-a-minute-ago';

/** The server's clock: the real one. The reader's is set `skew` ms off it. */
const realNow = Date.now;

/**
 * A store holding a post published a minute ago (or `publishedAgo` ms) by the server's clock, that refuses a public query
 * bounded after the server's now (as the rules do), and counts the queries of posts it answers.
 */
function storeAtServerTime(publishedAgo = MINUTE) {
  const base = createTestStore({
    seed: {
      ...seedCollections,
      blog_posts: {
        '40': {
          ...seedCollections.blog_posts!['1']!,
          slug: SLUG,
          formerSlugs: ['its-first-address'],
          publishAt: new Date(realNow() - publishedAgo),
        },
      },
    },
  });
  const queries: Date[] = [];
  const store: DataStore = {
    ...base,
    list: async (collection, options?: ListOptions) => {
      const bound = options?.where?.find((filter) => filter.field === 'publishAt')?.value;
      if (collection === 'blog_posts' && bound instanceof Date) {
        queries.push(bound);
        if (bound.getTime() > realNow())
          throw new StoreError('permission-denied', 'bound ahead of request.time');
      }
      return base.list(collection, options);
    },
  };
  setStore(store);
  return queries;
}

/** Hosting's same-origin HEAD answers with the server's Date. */
function hostingDate() {
  const fetchSpy = vi.fn(
    async () => new Response(null, { headers: { date: new Date(realNow()).toUTCString() } }),
  );
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

describe('a post read at any clock', () => {
  beforeEach(() => resetServerClockForTesting());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetServerClockForTesting();
  });

  it.each([
    ['right', 0, 1],
    ['5 minutes ahead', 5 * MINUTE, 2],
    ['2 hours ahead', 2 * HOUR, 2],
    ['5 minutes behind', -5 * MINUTE, 2],
    ['a day behind', -24 * HOUR, 2],
  ])('a clock %s finds it by its address (%i queries), then at once', async (_, skew, reads) => {
    const queries = storeAtServerTime();
    hostingDate();
    vi.useFakeTimers({ toFake: ['Date'], now: realNow() + skew });
    expect((await getPublishedPostBySlug(SLUG))?.id).toBe('40');
    expect(queries).toHaveLength(reads);

    queries.length = 0;
    expect((await getPublishedPostBySlug(SLUG))?.id).toBe('40');
    expect(queries).toHaveLength(1);
  });

  it('a clock ahead finds a post published a second ago: staff open it from the editor', async () => {
    const queries = storeAtServerTime(1_000);
    hostingDate();
    vi.useFakeTimers({ toFake: ['Date'], now: realNow() + 5 * MINUTE });
    expect((await getPublishedPostBySlug(SLUG))?.id).toBe('40');
    expect(queries).toHaveLength(2);
  });

  it('finds it by its former address, at a clock behind', async () => {
    const queries = storeAtServerTime();
    hostingDate();
    vi.useFakeTimers({ toFake: ['Date'], now: realNow() - 2 * HOUR });
    const post = await getPublishedPostByFormerSlug('its-first-address');
    expect(post?.slug).toBe(SLUG);
    expect(queries).toHaveLength(2);
  });

  it('asks once, and measures once, for an address nothing has', async () => {
    const queries = storeAtServerTime();
    const fetchSpy = hostingDate();
    expect(await getPublishedPostBySlug('no-such-post')).toBeNull();
    expect(await getPublishedPostByFormerSlug('no-such-post')).toBeNull();
    expect(queries).toHaveLength(2);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('judges a post got by id by the server’s time, at a clock behind', async () => {
    storeAtServerTime();
    hostingDate();
    vi.useFakeTimers({ toFake: ['Date'], now: realNow() - 5 * MINUTE });
    expect((await getPublishedPostById('40'))?.id).toBe('40');
  });
});
