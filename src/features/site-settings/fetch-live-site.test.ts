import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '@/lib/config';
import { resetServerClockForTesting } from '@/lib/server-clock';
import { fetchLiveSite } from './fetch-live-site';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Firestore and Hosting as a visitor's browser meets them, with the server's clock `skew` ms from this one:
 * site/live, and a version whose time came a minute ago by the server's clock (published since the build).
 * A query whose bound is ahead of the server's clock is refused (403, no Date the page may read); every
 * answer carries the server's readTime; Hosting's HEAD answers with its Date.
 */
function fakeServer(skew: number) {
  const serverNow = () => Date.now() + skew;
  const newVersionFrom = serverNow() - MINUTE;
  const queries: Date[] = [];
  const fetchSpy = vi.fn(async (url: string | URL, init?: RequestInit) => {
    if (init?.method === 'HEAD') {
      return new Response(null, { headers: { date: new Date(serverNow()).toUTCString() } });
    }
    expect(String(url)).toContain(':runQuery');
    const query = JSON.parse(String(init?.body)) as {
      structuredQuery: { where: { fieldFilter: { value: { timestampValue: string } } } };
    };
    const bound = new Date(query.structuredQuery.where.fieldFilter.value.timestampValue);
    queries.push(bound);
    if (bound.getTime() > serverNow()) return new Response('{"error":{"code":403}}', { status: 403 });
    const isNew = bound.getTime() >= newVersionFrom;
    const siteName = isNew ? 'Published since the build' : 'As built';
    const document = {
      name: `projects/demo-chinar/databases/(default)/documents/site/${isNew ? 'at-0001764547200000' : 'live'}`,
      fields: {
        settings: { mapValue: { fields: { siteName: { stringValue: siteName } } } },
        // live lists its versions' times; a version does not.
        ...(isNew ? {} : { pending: { arrayValue: { values: [{ integerValue: String(newVersionFrom) }] } } }),
      },
    };
    return new Response(JSON.stringify([{ document, readTime: new Date(serverNow()).toISOString() }]));
  });
  vi.stubGlobal('fetch', fetchSpy);
  return { queries, fetchSpy };
}

describe('fetchLiveSite whatever the visitor’s clock says', () => {
  beforeEach(() => {
    resetServerClockForTesting();
    appConfig.dataBackend = 'firestore';
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-chinar');
    vi.stubEnv('VITE_FIRESTORE_EMULATOR_HOST', '');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    appConfig.dataBackend = 'memory';
    resetServerClockForTesting();
  });

  it.each([
    ['right', 0, 1],
    ['5 minutes behind', 5 * MINUTE, 2],
    ['2 hours behind', 2 * HOUR, 2],
    ['a day behind', DAY, 2],
    ['5 minutes ahead', -5 * MINUTE, 2],
    ['2 hours ahead', -2 * HOUR, 2],
    ['a day ahead', -DAY, 2],
  ])(
    'a clock %s sees the current version (%i reads), and the next page reads once',
    async (_, skew, reads) => {
      const { queries } = fakeServer(skew);
      const live = await fetchLiveSite();
      expect(live.settings?.siteName).toBe('Published since the build');
      // The document read, which a counting announcement would update.
      expect(live.source).toBe('at-0001764547200000');
      expect(queries).toHaveLength(reads);

      // The next page of the visit knows the server's time: one read, bounded just behind it.
      queries.length = 0;
      expect((await fetchLiveSite()).settings?.siteName).toBe('Published since the build');
      expect(queries).toHaveLength(1);
      expect(Math.abs(queries[0]!.getTime() - (Date.now() + skew))).toBeLessThan(5_000);
    },
  );

  it('takes the server’s time from a refusal’s Date header when the page may read it', async () => {
    const serverNow = () => Date.now() - 2 * HOUR;
    const fetchSpy = vi.fn(async (_url: string | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as {
        structuredQuery: { where: { fieldFilter: { value: { timestampValue: string } } } };
      };
      const bound = Date.parse(body.structuredQuery.where.fieldFilter.value.timestampValue);
      const date = new Date(serverNow()).toUTCString();
      return bound > serverNow()
        ? new Response('{}', { status: 403, headers: { date } })
        : new Response(JSON.stringify([{ readTime: new Date(serverNow()).toISOString() }]));
    });
    vi.stubGlobal('fetch', fetchSpy);
    await fetchLiveSite();
    // Two queries and no HEAD to Hosting.
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(fetchSpy.mock.calls.every(([, init]) => init?.method === 'POST')).toBe(true);
  });

  it('rejects when refused again at the server’s time (the page keeps what it was built with)', async () => {
    const fetchSpy = vi.fn(async (_url: string | URL, init?: RequestInit) =>
      init?.method === 'HEAD'
        ? new Response(null, { headers: { date: new Date().toUTCString() } })
        : new Response('{}', { status: 403 }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    await expect(fetchLiveSite()).rejects.toThrow(/refused/);
    // The query, the measurement, the one retry.
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it('rejects on any other failure without asking again', async () => {
    const fetchSpy = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchSpy);
    await expect(fetchLiveSite()).rejects.toThrow(/500/);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('asks again only when an answer proves the bound more than the margin behind, not for a slow answer', async () => {
    const { queries } = fakeServer(0);
    // This clock is right and the page knew it. The request waits 4.8 s to be served (a busy network) and
    // the answer comes back 0.2 s later: the readTime is 2.3 s past the round trip's middle, yet the server
    // may have read at the very end, so nothing shows the bound was behind.
    resetServerClockForTesting(0);
    const realNow = Date.now.bind(Date);
    let late = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + late);
    const answer = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (url, init) => {
      late += 4_800;
      const response = await answer(url, init);
      late += 200;
      return response;
    });
    await fetchLiveSite();
    expect(queries).toHaveLength(1);

    // The server 10 s ahead of a clock the page took for right: the answer proves the bound behind.
    late = 0;
    resetServerClockForTesting(0);
    const behind = fakeServer(10_000);
    await fetchLiveSite();
    expect(behind.queries).toHaveLength(2);
  });

  it('does not ask again when live, answering a bound proven behind, lists no version due by the read', async () => {
    // The server 10 s ahead of a clock the page took for right (a loose estimate from a busy first page).
    const serverNow = () => Date.now() + 10_000;
    let pending: number[] = [];
    const queries: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        queries.push(serverNow());
        const document = {
          name: 'projects/demo-chinar/databases/(default)/documents/site/live',
          fields: {
            pending: { arrayValue: { values: pending.map((at) => ({ integerValue: String(at) })) } },
          },
        };
        return new Response(JSON.stringify([{ document, readTime: new Date(serverNow()).toISOString() }]));
      }),
    );
    resetServerClockForTesting(0);
    await fetchLiveSite();
    expect(queries).toHaveLength(1);

    // A version ahead of the read: nothing was missed either.
    queries.length = 0;
    pending = [serverNow() + HOUR];
    resetServerClockForTesting(0);
    await fetchLiveSite();
    expect(queries).toHaveLength(1);

    // A version whose time came between the bound and the read: asked again at the server's time.
    queries.length = 0;
    pending = [serverNow() - 5_000];
    resetServerClockForTesting(0);
    await fetchLiveSite();
    expect(queries).toHaveLength(2);
  });
});
