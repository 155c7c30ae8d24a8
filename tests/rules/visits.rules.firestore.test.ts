/**
 * Security rules for counting visits and views (firestore.rules, "Visits and views"; the shapes and figures
 * are src/data/models/visit-stats.ts, the browser's commit visit-rest.ts), on the Firestore emulator.
 *
 * A flush is one batch, by an anonymous identity that serves that flush only, of two writes: the visitor
 * document visitors/{uid} it creates and the increments of visit_stats/{YYYY-MM}-{shard}. The flushes here
 * go through the client SDK (writeBatch, serverTimestamp(), increment(), a merge set for the upsert) and,
 * once, as the browser sends them (flushCommitBody over REST), each valid one then spoiled one part at a
 * time: every limit the rules enforce, the identity, the dates, the increments. Then staff folding counted
 * post views into each post's `views`.
 *
 * The rules date a flush by the server's clock (request.time), which a test cannot set: the dates are
 * the site's day now (siteDayOf, as the browser computes it), days and months that are never valid, and
 * yesterday, whose answer depends on whether the test runs within DAY_GRACE_MINUTES after the site's
 * midnight (decided from the clock, skipped within 30 s of a boundary).
 *
 * This file uses its own project id, so it runs in parallel with the other rules files.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  FieldPath,
  FieldValue,
  increment,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import {
  DAY_GRACE_MINUTES,
  isMonthClosed,
  MAX_PAGES_PER_FLUSH,
  MAX_POSTS_PER_FLUSH,
  PAGE_KEYS,
  previousMonth,
  SAMPLED_WEIGHT,
  SAMPLE_FROM_FLUSHES,
  siteDayKeyOf,
  siteDayOf,
  statIncrementsOf,
  visitorRecordOf,
  visitStatsId,
  type SiteDay,
  type VisitFlush,
} from '@/data/models/visit-stats';
import { flushCommitBody, samplingAnnouncementBody } from '@/data/models/visit-rest';
import { liveVersionId, unchangedLiveSite } from '@/data/models/live-site';
import {
  anonymousClientFor,
  auditedUpdate,
  clientClock,
  clientFor,
  createRulesTestEnvironment,
  created,
  endRulesTestEnvironment,
  read,
  readPastRules,
  resetData,
  restCommitAs,
  UID,
  writePastRules,
} from './helpers';

const PROJECT_ID = 'demo-chinar-rules-visits';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesTestEnvironment(PROJECT_ID);
});

afterAll(async () => {
  await endRulesTestEnvironment(env);
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Public posts '1'..'6' (numeric ids, as the app's), beside the seed's 'published', 'draft', .... */
const PUBLIC_IDS = ['1', '2', '3', '4', '5', '6'];

function publicPost(id: string): DocumentData {
  return {
    title: `Post ${id}`,
    slug: `post-${id}`,
    status: 'Published',
    views: 0,
    createdAt: created,
    publishAt: created,
  };
}

beforeEach(async () => {
  await resetData(env);
  await writePastRules(env, {
    ...Object.fromEntries(PUBLIC_IDS.map((id) => [`blog_posts/${id}`, publicPost(id)])),
    // Published, but not public before its time, a day ahead.
    'blog_posts/scheduled': {
      ...publicPost('scheduled'),
      publishAt: Timestamp.fromMillis(Date.now() + DAY),
    },
  });
});

/** A document as stored, read past the rules, or null. */
function stored(path: string): Promise<DocumentData | null> {
  return readPastRules(env, path);
}

let identities = 0;
/** A new anonymous identity's uid: each flush has its own. */
function newUid(): string {
  identities += 1;
  return `visitor-${identities}`;
}

const visitorDb = (uid: string) => anonymousClientFor(env, uid);

/** The site's day now, as the browser dates a flush. */
const today = (): SiteDay => siteDayOf(Date.now());

/** A flush: what a tab counts (the defaults: nothing, no visit). */
function flushOf(flush: Partial<VisitFlush>): VisitFlush {
  return { pages: [], posts: [], visit: false, referrer: null, ...flush };
}

/** One increment of the statistics, as statIncrementsOf gives them: a field path and an amount. */
type Increment = { path: string[]; by: number };

/** The increments as the merge set's data: nested maps (any key, numeric post ids too) of increment(by). */
function nested(increments: readonly Increment[]): DocumentData {
  const data: DocumentData = {};
  for (const { path, by } of increments) {
    let node = data;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as DocumentData;
    node[path[path.length - 1] ?? ''] = increment(by);
  }
  return data;
}

const isPlainMap = (value: unknown): value is DocumentData =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof FieldValue) &&
  value.constructor === Object;

/** `extra` merged into `data` key by key (maps deeply). */
function deepMerged(data: DocumentData, extra: DocumentData): DocumentData {
  const result: DocumentData = { ...data };
  for (const [key, value] of Object.entries(extra)) {
    const current: unknown = result[key];
    result[key] = isPlainMap(value) && isPlainMap(current) ? deepMerged(current, value) : value;
  }
  return result;
}

interface FlushOptions {
  /** The identity (default: a new one) and its client (default: that identity's anonymous client). */
  uid?: string;
  db?: Firestore;
  /** The visitor document's id (default: the uid). */
  visitorId?: string;
  when?: SiteDay;
  shard?: number;
  /** Fields of the visitor document changed (deleteField(): left out). */
  record?: DocumentData;
  /** The statistics document written (default: the record's `stats`). */
  statsId?: string;
  /** The increments (default: statIncrementsOf the flush, those above 0, as the browser's commit). */
  increments?: readonly Increment[];
  /** Data merged into the statistics write (plain values, increments, ...). */
  statsExtra?: DocumentData;
  without?: ReadonlyArray<'visitor' | 'stats'>;
  /** Other writes of the batch. */
  also?: (batch: WriteBatch, db: Firestore) => void;
}

/**
 * One flush through the client SDK: visitors/{uid} created with the record (at: serverTimestamp()) and
 * visit_stats/{id} upserted with the increments (a merge set), in one batch.
 */
function sendFlush(flush: Partial<VisitFlush>, options: FlushOptions = {}): Promise<void> {
  const uid = options.uid ?? newUid();
  const db = options.db ?? visitorDb(uid);
  const full = flushOf(flush);
  const when = options.when ?? today();
  const record: DocumentData = { ...visitorRecordOf(full, when, options.shard ?? 0), ...options.record };
  for (const [key, value] of Object.entries(record))
    if (value instanceof FieldValue && value.isEqual(deleteField())) delete record[key];
  const day = typeof record.day === 'string' ? record.day : when.day;
  const increments = options.increments ?? statIncrementsOf(full, day).filter(({ by }) => by > 0);
  const statsId = options.statsId ?? String(record.stats);
  const skip = new Set(options.without ?? []);
  const batch = writeBatch(db);
  if (!skip.has('visitor'))
    batch.set(doc(db, 'visitors', options.visitorId ?? uid), { at: serverTimestamp(), ...record });
  if (!skip.has('stats'))
    batch.set(doc(db, 'visit_stats', statsId), deepMerged(nested(increments), options.statsExtra ?? {}), {
      merge: true,
    });
  options.also?.(batch, db);
  return batch.commit();
}

/** The statistics document of this month's shard `shard`, as stored. */
function storedStats(shard = 0, when = today()): Promise<DocumentData | null> {
  return stored(`visit_stats/${visitStatsId(when.month, shard)}`);
}

/** The flush the happy paths send: two pages, two posts, the visit and its referrer. */
const FULL: Partial<VisitFlush> = {
  pages: ['home', 'blog'],
  posts: ['1', 'published'],
  visit: true,
  referrer: 'www.google.com',
};

// ------------------------------------------------------------------------------------------- flushes

describe('visits: a flush', () => {
  it('creates the month’s statistics document with the first flush; a second identity’s flush adds to it', async () => {
    const when = today();
    expect(await storedStats()).toBeNull();
    await assertSucceeds(sendFlush(FULL));
    expect(await storedStats()).toEqual({
      days: { [when.day]: { views: 4, postViews: 2, visits: 1, flushes: 1 } },
      posts: { '1': 1, published: 1 },
      pages: { home: 1, blog: 1 },
      referrers: { 'www~google~com': 1 },
    });
    const uid = newUid();
    await assertSucceeds(sendFlush({ pages: ['home'], posts: ['1'] }, { uid }));
    expect(await storedStats()).toEqual({
      days: { [when.day]: { views: 6, postViews: 3, visits: 1, flushes: 2 } },
      posts: { '1': 2, published: 1 },
      pages: { home: 2, blog: 1 },
      referrers: { 'www~google~com': 1 },
    });
    expect(await stored(`visitors/${uid}`)).toEqual({
      at: expect.any(Timestamp),
      stats: visitStatsId(when.month, 0),
      day: when.day,
      visit: false,
      pages: ['home'],
      posts: ['1'],
      referrer: null,
    });
  });

  it('counts pages only, posts only, and a visit without a referrer', async () => {
    await assertSucceeds(sendFlush({ pages: ['contact'] }));
    await assertSucceeds(sendFlush({ posts: ['2'], visit: true }));
    await assertSucceeds(sendFlush({ pages: ['about'], visit: true, referrer: null }));
    expect(await storedStats()).toEqual(
      expect.objectContaining({
        days: { [today().day]: { views: 3, postViews: 1, visits: 2, flushes: 3 } },
        posts: { '2': 1 },
        pages: { contact: 1, about: 1 },
      }),
    );
    expect((await storedStats())?.referrers).toBeUndefined();
  });

  it('takes the increments of 0 the SDK may send (a field that stays 0)', async () => {
    const day = today().day;
    await assertSucceeds(
      sendFlush(
        { pages: ['home'] },
        {
          increments: [
            { path: ['days', day, 'views'], by: 1 },
            { path: ['days', day, 'postViews'], by: 0 },
            { path: ['days', day, 'visits'], by: 0 },
            { path: ['pages', 'home'], by: 1 },
          ],
        },
      ),
    );
    expect((await storedStats())?.days).toEqual({ [day]: { views: 1, postViews: 0, visits: 0 } });
  });

  it('spreads over the 5 shards: each flush counts in the one it names', async () => {
    for (const shard of [0, 1, 2, 3, 4]) await assertSucceeds(sendFlush({ pages: ['home'] }, { shard }));
    for (const shard of [0, 1, 2, 3, 4]) expect((await storedStats(shard))?.pages).toEqual({ home: 1 });
    await assertFails(sendFlush({ pages: ['home'] }, { shard: 5 }));
    await assertFails(sendFlush({ pages: ['home'] }, { record: { stats: `${today().month}-x` } }));
    await assertFails(sendFlush({ pages: ['home'] }, { record: { stats: `${today().month}-01` } }));
  });

  it('accepts the browser’s own commit (flushCommitBody over REST) from an anonymous identity only', async () => {
    const when = today();
    const flush = flushOf(FULL);
    const uid = newUid();
    const body = flushCommitBody(PROJECT_ID, uid, flush, when, 3);
    expect((await restCommitAs(env, uid, 'anonymous', body)).status).toBe(200);
    expect(await storedStats(3)).toEqual({
      days: { [when.day]: { views: 4, postViews: 2, visits: 1, flushes: 1 } },
      posts: { '1': 1, published: 1 },
      pages: { home: 1, blog: 1 },
      referrers: { 'www~google~com': 1 },
    });
    // The same identity again: its visitor document exists.
    expect((await restCommitAs(env, uid, 'anonymous', body)).status).not.toBe(200);
    // An account that signed in otherwise.
    const other = newUid();
    for (const provider of ['password', 'custom', 'google.com'])
      expect(
        (await restCommitAs(env, other, provider, flushCommitBody(PROJECT_ID, other, flush, when, 3))).status,
      ).toBe(403);
    expect((await storedStats(3))?.posts).toEqual({ '1': 1, published: 1 });
  });
});

describe('visits: sampled flushes, above the counting budget', () => {
  /** Every shard of this month with `flushes` flushes today (the one at `low`, `lowFlushes`). */
  async function shardsAt(flushes: number, low?: { shard: number; flushes: number }) {
    const when = today();
    await writePastRules(
      env,
      Object.fromEntries(
        [0, 1, 2, 3, 4].map((shard) => [
          `visit_stats/${visitStatsId(when.month, shard)}`,
          {
            days: {
              [when.day]: {
                visits: flushes,
                views: flushes,
                postViews: 0,
                flushes: low?.shard === shard ? low.flushes : flushes,
              },
            },
            pages: { home: flushes },
          },
        ]),
      ),
    );
  }
  const sampled = (flush: Partial<VisitFlush>): Partial<VisitFlush> => ({ ...flush, weight: SAMPLED_WEIGHT });

  it(`refuses a weighted flush until its shard has had ${SAMPLE_FROM_FLUSHES} flushes that day`, async () => {
    await assertFails(sendFlush(sampled({ pages: ['home'] })));
    await shardsAt(SAMPLE_FROM_FLUSHES, { shard: 0, flushes: SAMPLE_FROM_FLUSHES - 1 });
    await assertFails(sendFlush(sampled({ pages: ['home'] }), { shard: 0 }));
    // The other shards are judged on their own counts.
    await assertSucceeds(sendFlush(sampled({ pages: ['home'] }), { shard: 3 }));
    // The flush that brings shard 0 to the point goes whole; the next may be weighted.
    await assertSucceeds(sendFlush({ pages: ['home'] }, { shard: 0 }));
    await assertSucceeds(sendFlush(sampled({ pages: ['home'] }), { shard: 0 }));
  });

  it('judges the day the flush names, not another day of the month', async () => {
    const when = today();
    const otherDay = when.day === '01' ? '02' : '01';
    await writePastRules(env, {
      [`visit_stats/${visitStatsId(when.month, 0)}`]: {
        days: { [otherDay]: { visits: 900, views: 900, flushes: 900 } },
        pages: { home: 900 },
      },
    });
    await assertFails(sendFlush(sampled({ pages: ['home'] }), { shard: 0 }));
  });

  it(`then counts each page, post, visit and referrer ${SAMPLED_WEIGHT} times, one flush and one sampled`, async () => {
    await shardsAt(700);
    const when = today();
    const uid = newUid();
    await assertSucceeds(sendFlush(sampled(FULL), { uid, shard: 2 }));
    expect(await storedStats(2)).toEqual({
      days: { [when.day]: { visits: 708, views: 732, postViews: 16, flushes: 701, sampled: 1 } },
      posts: { '1': 8, published: 8 },
      pages: { home: 708, blog: 8 },
      referrers: { 'www~google~com': 8 },
    });
    expect((await stored(`visitors/${uid}`))?.weight).toBe(SAMPLED_WEIGHT);
    // As the browser sends it.
    const other = newUid();
    const body = flushCommitBody(PROJECT_ID, other, flushOf(sampled({ posts: ['3'] })), when, 4);
    expect((await restCommitAs(env, other, 'anonymous', body)).status).toBe(200);
    expect((await storedStats(4))?.posts).toEqual({ '3': 8 });
  });

  it('takes the largest flush weighted', async () => {
    await shardsAt(700);
    await assertSucceeds(
      sendFlush(
        sampled({
          pages: PAGE_KEYS.slice(0, 10),
          posts: PUBLIC_IDS.slice(0, 5),
          visit: true,
          referrer: 'x.com',
        }),
        {
          shard: 1,
        },
      ),
    );
    expect((await storedStats(1))?.days[today().day]).toEqual({
      visits: 708,
      views: 700 + 15 * SAMPLED_WEIGHT,
      postViews: 5 * SAMPLED_WEIGHT,
      flushes: 701,
      sampled: 1,
    });
  });

  it('refuses another weight, counts not multiplied by it, and a weighted flush that is not counted as sampled', async () => {
    await shardsAt(700);
    const day = today().day;
    const f: Partial<VisitFlush> = { pages: ['home'], posts: ['1'] };
    for (const weight of [2, 4, 16, 0, -8]) await assertFails(sendFlush({ ...f, weight }));
    await assertFails(sendFlush(f, { record: { weight: '8' } }));
    // Weighted, counted once.
    await assertFails(
      sendFlush(sampled(f), { increments: statIncrementsOf(flushOf(f), day).filter(({ by }) => by > 0) }),
    );
    // Counted 8 times without the weight on the visitor document.
    await assertFails(
      sendFlush(f, { increments: statIncrementsOf(flushOf(sampled(f)), day).filter(({ by }) => by > 0) }),
    );
    const without = (name: string) =>
      statIncrementsOf(flushOf(sampled(f)), day).filter(({ by, path }) => by > 0 && path[2] !== name);
    await assertFails(sendFlush(sampled(f), { increments: without('sampled') }));
    await assertFails(sendFlush(sampled(f), { increments: without('flushes') }));
    expect((await storedStats())?.posts).toBeUndefined();
  });

  it('counts the flushes of a day; a flush of weight 1 may leave the count alone, never raise it by 2', async () => {
    const day = today().day;
    const f: Partial<VisitFlush> = { pages: ['home'] };
    await assertSucceeds(sendFlush(f));
    await assertSucceeds(
      sendFlush(f, {
        increments: statIncrementsOf(flushOf(f), day).filter(
          ({ by, path }) => by > 0 && path[2] !== 'flushes',
        ),
      }),
    );
    await assertFails(
      sendFlush(f, {
        increments: statIncrementsOf(flushOf(f), day)
          .map((one) => (one.path[2] === 'flushes' ? { ...one, by: 2 } : one))
          .filter(({ by }) => by > 0),
      }),
    );
    await assertFails(sendFlush(f, { statsExtra: { days: { [day]: { sampled: increment(1) } } } }));
    expect((await storedStats())?.days).toEqual({ [day]: { views: 2, flushes: 1 } });
  });
});

describe('visits: a shard past its sampling point, announced on the site document pages read', () => {
  const LIVE_DOC = unchangedLiveSite(Timestamp.now());
  /** Shard 2 past the point today, shard 0 one flush short of it; site/live as a staff save leaves it. */
  beforeEach(async () => {
    const when = today();
    const shardAt = (flushes: number) => ({ days: { [when.day]: { visits: flushes, flushes } } });
    await writePastRules(env, {
      [`visit_stats/${visitStatsId(when.month, 2)}`]: shardAt(SAMPLE_FROM_FLUSHES),
      [`visit_stats/${visitStatsId(when.month, 0)}`]: shardAt(SAMPLE_FROM_FLUSHES - 1),
      'site/live': LIVE_DOC,
    });
  });

  const announce = (shard: number, when: SiteDay = today(), source = 'live', provider = 'anonymous') =>
    restCommitAs(env, newUid(), provider, samplingAnnouncementBody(PROJECT_ID, source, shard, when));

  it('a visitor’s tab sets its shard’s day, and nothing else; once a day', async () => {
    const when = today();
    expect((await announce(2)).status).toBe(200);
    const live = await stored('site/live');
    expect(live?.sampling).toEqual({ s2: siteDayKeyOf(when) });
    expect(live?.changedAt).toEqual(LIVE_DOC.changedAt);
    // The same day again changes nothing: refused, so no identity can spend writes on it.
    expect((await announce(2)).status).toBe(403);
  });

  it('refuses a shard below the point, a day not today, a signed-in account, and other keys or fields', async () => {
    const when = today();
    expect((await announce(0)).status).toBe(403);
    const [year = 2026] = when.month.split('-').map(Number);
    expect((await announce(2, { month: `${year - 1}-${when.month.slice(5)}`, day: when.day })).status).toBe(
      403,
    );
    expect((await announce(2, when, 'live', 'password')).status).toBe(403);
    const commit = (fields: DocumentData, paths: string[]) =>
      restCommitAs(
        env,
        newUid(),
        'anonymous',
        JSON.stringify({
          writes: [
            {
              update: { name: `projects/${PROJECT_ID}/databases/(default)/documents/site/live`, fields },
              updateMask: { fieldPaths: paths },
            },
          ],
        }),
      );
    const day = { stringValue: siteDayKeyOf(when) };
    expect((await commit({ sampling: { mapValue: { fields: { s5: day } } } }, ['sampling.s5'])).status).toBe(
      403,
    );
    expect(
      (
        await commit({ sampling: { mapValue: { fields: { s2: day, s4: day } } } }, [
          'sampling.s2',
          'sampling.s4',
        ])
      ).status,
    ).toBe(403);
    expect(
      (
        await commit(
          {
            sampling: { mapValue: { fields: { s2: day } } },
            pending: { arrayValue: { values: [{ integerValue: '1' }] } },
          },
          ['sampling.s2', 'pending'],
        )
      ).status,
    ).toBe(403);
    expect((await stored('site/live'))?.sampling).toBeUndefined();
  });

  it('takes a version whose time has come (pages read it), never one ahead', async () => {
    const come = Date.now() - 60_000;
    const ahead = Date.now() + DAY;
    await writePastRules(env, {
      [`site/${liveVersionId(come)}`]: { ...LIVE_DOC, from: Timestamp.fromMillis(come) },
      [`site/${liveVersionId(ahead)}`]: { ...LIVE_DOC, from: Timestamp.fromMillis(ahead) },
    });
    expect((await announce(2, today(), liveVersionId(ahead))).status).toBe(403);
    expect((await announce(2, today(), liveVersionId(come))).status).toBe(200);
    expect((await stored(`site/${liveVersionId(come)}`))?.sampling).toEqual({ s2: siteDayKeyOf(today()) });
  });
});

describe('visits: one identity, one flush', () => {
  it('refuses the same identity’s second flush: of N flushes with one identity, exactly 1 is accepted', async () => {
    const uid = newUid();
    let accepted = 0;
    for (let n = 0; n < 6; n += 1) {
      const flush = n % 2 === 0 ? { pages: ['home'] as VisitFlush['pages'] } : { posts: ['1'], visit: true };
      await sendFlush(flush, { uid, shard: n % 5 }).then(
        () => (accepted += 1),
        () => undefined,
      );
    }
    expect(accepted).toBe(1);
    expect((await storedStats(0))?.pages).toEqual({ home: 1 });
    for (const shard of [1, 2, 3, 4]) expect(await storedStats(shard)).toBeNull();
  });

  it('never lets the visitor document change or go, nor its identity count again without it', async () => {
    const uid = newUid();
    await assertSucceeds(sendFlush({ pages: ['home'] }, { uid }));
    const db = visitorDb(uid);
    await assertFails(updateDoc(doc(db, 'visitors', uid), { pages: ['home', 'blog'] }));
    await assertFails(updateDoc(doc(db, 'visitors', uid), { at: serverTimestamp() }));
    await assertFails(deleteDoc(doc(db, 'visitors', uid)));
    // The counts alone, against the old record (its `at` is not this request's).
    await assertFails(sendFlush({ pages: ['home'] }, { uid, without: ['visitor'] }));
    // Delete and create again in one batch: no delete.
    await assertFails(
      sendFlush({ pages: ['home'] }, { uid, also: (batch) => batch.delete(doc(db, 'visitors', uid)) }),
    );
    expect((await storedStats())?.pages).toEqual({ home: 1 });
  });

  it('refuses a count without its visitor document, and a visitor document named for another identity', async () => {
    await assertFails(sendFlush({ pages: ['home'] }, { without: ['visitor'] }));
    await assertFails(sendFlush({ pages: ['home'] }, { visitorId: 'someone-else' }));
    await assertFails(sendFlush({ pages: ['home'] }, { visitorId: 'someone-else', without: ['stats'] }));
    // The visitor document of another identity's flush does not count for this one.
    const first = newUid();
    await assertSucceeds(sendFlush({ pages: ['home'] }, { uid: first }));
    await assertFails(sendFlush({ pages: ['home'] }, { visitorId: first }));
    expect((await storedStats())?.pages).toEqual({ home: 1 });
  });

  it('refuses one flush counted twice in one batch, or in two shards', async () => {
    await assertFails(
      sendFlush(
        { pages: ['home'] },
        {
          also: (batch, db) =>
            batch.set(
              doc(db, 'visit_stats', visitStatsId(today().month, 0)),
              nested([{ path: ['pages', 'home'], by: 1 }]),
              {
                merge: true,
              },
            ),
        },
      ),
    );
    await assertFails(
      sendFlush(
        { pages: ['home'] },
        {
          also: (batch, db) =>
            batch.set(
              doc(db, 'visit_stats', visitStatsId(today().month, 1)),
              nested(statIncrementsOf(flushOf({ pages: ['home'] }), today().day).filter(({ by }) => by > 0)),
              { merge: true },
            ),
        },
      ),
    );
    expect(await storedStats(0)).toBeNull();
    expect(await storedStats(1)).toBeNull();
  });

  it('refuses a flush signed out, from a signed-in account that is not anonymous, and from staff', async () => {
    const callers: Array<[Firestore, string]> = [
      [clientFor(env, null), newUid()],
      [clientFor(env, UID.stranger), UID.stranger],
      [clientFor(env, UID.editor), UID.editor],
      [clientFor(env, UID.admin), UID.admin],
    ];
    for (const [db, uid] of callers) {
      await assertFails(sendFlush({ pages: ['home'] }, { uid, db }));
      await assertFails(sendFlush({ pages: ['home'] }, { uid, db, without: ['stats'] }));
      await assertFails(sendFlush({ pages: ['home'] }, { uid, db, without: ['visitor'] }));
    }
    expect(await storedStats()).toBeNull();
  });

  it('takes a visitor document alone, which counts nothing and spends its identity', async () => {
    // The counts are checked against the visitor document, not the other way round (that would be one
    // more billed read a flush): a record alone is one write that counts nothing.
    const uid = newUid();
    await assertSucceeds(sendFlush({ pages: ['home'] }, { uid, without: ['stats'] }));
    await assertFails(sendFlush({ pages: ['home'] }, { uid }));
    expect(await storedStats()).toBeNull();
  });
});

describe('visits: the date a flush names', () => {
  /** Whether the rules take `date` for a request at `ms`: the site's day then, or DAY_GRACE_MINUTES before. */
  const validAt = (date: SiteDay, ms: number) =>
    [siteDayOf(ms), siteDayOf(ms - DAY_GRACE_MINUTES * MINUTE)].some(
      (valid) => valid.month === date.month && valid.day === date.day,
    );

  /** What the rules must answer for `date` now, or null within 30 s of a boundary (either may be right). */
  const expectedFor = (date: SiteDay): boolean | null => {
    const now = Date.now();
    const early = validAt(date, now - 30_000);
    return early === validAt(date, now + 30_000) ? early : null;
  };

  const flushDated = (date: SiteDay) => sendFlush({ pages: ['home'] }, { when: date });

  it('takes the site’s day now (UTC+05:30), and the day of a moment inside the grace', async () => {
    await assertSucceeds(flushDated(today()));
    await assertSucceeds(flushDated(siteDayOf(Date.now() - (DAY_GRACE_MINUTES - 1) * MINUTE)));
  });

  it('refuses another day of the month, another month, another year', async () => {
    const now = today();
    const [year = '', monthNumber = ''] = now.month.split('-');
    const otherDay = siteDayOf(Date.now() - 2 * DAY).day;
    const nextMonth = siteDayOf(Date.now() + 32 * DAY).month;
    for (const date of [
      { month: now.month, day: otherDay },
      { month: now.month, day: siteDayOf(Date.now() + DAY).day },
      { month: previousMonth(now.month), day: now.day },
      { month: nextMonth, day: now.day },
      { month: `${Number(year) - 1}-${monthNumber}`, day: now.day },
      {
        month: now.month,
        day: String(Number(now.day)) === now.day ? `0${now.day}` : String(Number(now.day)),
      },
      { month: now.month, day: '32' },
      { month: now.month, day: '00' },
    ])
      await assertFails(flushDated(date));
    // A day of another moment.
    await assertFails(
      sendFlush({ pages: ['home'] }, { when: now, record: { day: siteDayOf(Date.now() - 40 * DAY).day } }),
    );
    await assertFails(sendFlush({ pages: ['home'] }, { record: { day: Number(now.day) } }));
  });

  it('refuses yesterday, unless the request comes within DAY_GRACE_MINUTES after the site’s midnight', async () => {
    const yesterday = siteDayOf(Date.now() - DAY);
    const expected = expectedFor(yesterday);
    if (expected === null) return; // within 30 s of a boundary: either answer may be right
    if (expected) await assertSucceeds(flushDated(yesterday));
    else await assertFails(flushDated(yesterday));
  });

  it('dates by the site’s clock (UTC+05:30), not UTC’s: from 18:30 UTC the site’s day is the next', async () => {
    const utcNow = new Date().toISOString();
    const utc = { month: utcNow.slice(0, 7), day: utcNow.slice(8, 10) };
    const expected = expectedFor(utc);
    // Before 18:30 UTC the two agree (nothing to tell apart), and near a boundary either answer may be right.
    if (expected === null || (utc.month === today().month && utc.day === today().day)) return;
    if (expected) await assertSucceeds(flushDated(utc));
    else await assertFails(flushDated(utc));
  });

  it(`takes a day dated ${DAY_GRACE_MINUTES + 1} minutes ago only when it is still today (the grace is ${DAY_GRACE_MINUTES} minutes)`, async () => {
    const dated = siteDayOf(Date.now() - (DAY_GRACE_MINUTES + 1) * MINUTE);
    const expected = expectedFor(dated);
    if (expected === null) return;
    if (expected) await assertSucceeds(flushDated(dated));
    else await assertFails(flushDated(dated));
  });
});

describe('visits: what a flush lists', () => {
  it(`takes ${MAX_POSTS_PER_FLUSH} posts, refuses ${MAX_POSTS_PER_FLUSH + 1}`, async () => {
    expect(MAX_POSTS_PER_FLUSH).toBe(5);
    await assertFails(sendFlush({ posts: PUBLIC_IDS }));
    await assertSucceeds(sendFlush({ posts: PUBLIC_IDS.slice(0, 5) }));
    expect((await storedStats())?.posts).toEqual({ '1': 1, '2': 1, '3': 1, '4': 1, '5': 1 });
  });

  it(`takes ${MAX_PAGES_PER_FLUSH} pages, refuses ${MAX_PAGES_PER_FLUSH + 1}`, async () => {
    expect(MAX_PAGES_PER_FLUSH).toBe(10);
    await assertFails(sendFlush({ pages: PAGE_KEYS.slice(0, 11) }));
    await assertSucceeds(sendFlush({ pages: PAGE_KEYS.slice(0, 10), posts: PUBLIC_IDS.slice(0, 5) }));
    expect((await storedStats())?.days).toEqual({ [today().day]: { views: 15, postViews: 5, flushes: 1 } });
  });

  it('takes every page key of PAGE_KEYS', async () => {
    await assertSucceeds(sendFlush({ pages: PAGE_KEYS.slice(0, 10) }));
    await assertSucceeds(sendFlush({ pages: PAGE_KEYS.slice(10) }));
    expect(Object.keys((await storedStats())?.pages ?? {}).sort()).toEqual([...PAGE_KEYS].sort());
  });

  it('refuses a post or a page listed twice, a page key it does not know, and an empty flush', async () => {
    await assertFails(sendFlush({ posts: ['1', '1'] }));
    await assertFails(sendFlush({ pages: ['home', 'home'] }));
    await assertFails(sendFlush({ pages: ['admin' as VisitFlush['pages'][number]] }));
    await assertFails(sendFlush({ pages: ['Home' as VisitFlush['pages'][number]] }));
    await assertFails(sendFlush({}));
    await assertFails(sendFlush({}, { without: ['stats'] }));
    await assertFails(sendFlush({ pages: ['home', 'home'] }, { without: ['stats'] }));
    await assertFails(sendFlush({ posts: PUBLIC_IDS }, { without: ['stats'] }));
    expect(await storedStats()).toBeNull();
  });

  it('refuses a draft, a post scheduled ahead and an id that is no post', async () => {
    for (const id of ['draft', 'scheduled', 'missing', '999', 'a.b', 'blog_posts'])
      await assertFails(sendFlush({ posts: [id] }));
    await assertFails(sendFlush({ posts: ['1', 'draft'] }));
    // A slash would name another document than a post.
    await assertFails(
      sendFlush({ posts: ['1'] }, { record: { posts: ['1/revisions/x'] }, without: ['stats'] }),
    );
    expect(await storedStats()).toBeNull();
    // The seed's post stored before views and scheduling existed is public.
    await assertSucceeds(sendFlush({ posts: ['published-without-views'] }));
  });

  it('refuses lists that are not lists of strings', async () => {
    await assertFails(sendFlush({ pages: ['home'] }, { record: { pages: 'home' } }));
    await assertFails(sendFlush({ posts: ['1'] }, { record: { posts: [1] } }));
    await assertFails(sendFlush({ posts: ['1'] }, { record: { posts: { 0: '1' } } }));
  });
});

describe('visits: the visit and its referrer', () => {
  it('counts the referrer under its host key, with the visit', async () => {
    await assertSucceeds(sendFlush({ pages: ['home'], visit: true, referrer: 'news.ycombinator.com' }));
    await assertSucceeds(sendFlush({ pages: ['home'], visit: true, referrer: 'news.ycombinator.com' }));
    await assertSucceeds(sendFlush({ pages: ['home'], visit: true, referrer: 'localhost' }));
    expect((await storedStats())?.referrers).toEqual({ 'news~ycombinator~com': 2, localhost: 1 });
  });

  it('refuses a referrer without the visit, under another key, or counted without one', async () => {
    // The record names a referrer but no visit (visitorRecordOf drops it: the record is changed here).
    await assertFails(
      sendFlush(
        { pages: ['home'] },
        {
          record: { referrer: 'www.google.com' },
          increments: statIncrementsOf(flushOf({ pages: ['home'] }), today().day)
            .filter(({ by }) => by > 0)
            .concat([{ path: ['referrers', 'www~google~com'], by: 1 }]),
        },
      ),
    );
    await assertFails(sendFlush({ pages: ['home'] }, { record: { referrer: 'www.google.com' } }));
    // Counted under another key than the referrer's.
    const withReferrer = (key: string, by = 1) =>
      sendFlush(
        { pages: ['home'], visit: true, referrer: 'www.google.com' },
        {
          increments: statIncrementsOf(flushOf({ pages: ['home'], visit: true }), today().day)
            .filter(({ by }) => by > 0)
            .concat([{ path: ['referrers', key], by }]),
        },
      );
    await assertFails(withReferrer('google~com'));
    await assertFails(withReferrer('www.google.com'.replace(/\./g, '_')));
    await assertFails(withReferrer('www~google~com', 2));
    await assertSucceeds(withReferrer('www~google~com'));
    // A referrer counted that the record does not name.
    await assertFails(
      sendFlush(
        { pages: ['home'], visit: true },
        { statsExtra: { referrers: { 'evil~example': increment(1) } } },
      ),
    );
    // The visit's referrer not counted.
    await assertFails(
      sendFlush(
        { pages: ['home'], visit: true, referrer: 'www.google.com' },
        {
          increments: statIncrementsOf(flushOf({ pages: ['home'], visit: true }), today().day).filter(
            ({ by }) => by > 0,
          ),
        },
      ),
    );
    expect((await storedStats())?.referrers).toEqual({ 'www~google~com': 1 });
  });

  it('refuses a referrer that is not a lower-case host of at most 64 characters', async () => {
    for (const referrer of [
      'WWW.GOOGLE.COM',
      'https://www.google.com',
      'evil.example/path',
      'a b',
      '',
      'x'.repeat(65),
      'a~b',
    ])
      await assertFails(sendFlush({ pages: ['home'], visit: true, referrer }));
    await assertFails(sendFlush({ pages: ['home'], visit: true }, { record: { referrer: 42 } }));
    await assertSucceeds(sendFlush({ pages: ['home'], visit: true, referrer: 'x'.repeat(64) }));
  });

  it('counts a visit only with the visit: +1 without it, or none with it, refused', async () => {
    const day = today().day;
    const pagesAndViews = [
      { path: ['days', day, 'views'], by: 1 },
      { path: ['pages', 'home'], by: 1 },
    ];
    await assertFails(
      sendFlush(
        { pages: ['home'] },
        { increments: [...pagesAndViews, { path: ['days', day, 'visits'], by: 1 }] },
      ),
    );
    await assertFails(sendFlush({ pages: ['home'], visit: true }, { increments: pagesAndViews }));
    await assertFails(
      sendFlush(
        { pages: ['home'], visit: true },
        { increments: [...pagesAndViews, { path: ['days', day, 'visits'], by: 2 }] },
      ),
    );
    await assertFails(sendFlush({ pages: ['home'] }, { record: { visit: 'yes' } }));
    expect(await storedStats()).toBeNull();
  });
});

describe('visits: the statistics change exactly as the flush says', () => {
  const day = () => today().day;
  /** The increments of `flush` with `change` applied to them. */
  const incrementsOf = (flush: Partial<VisitFlush>, change: (increments: Increment[]) => Increment[]) =>
    change(statIncrementsOf(flushOf(flush), day()).filter(({ by }) => by > 0));
  const bump = (increments: Increment[], path: string[], by: number) =>
    increments.map((one) => (one.path.join('/') === path.join('/') ? { ...one, by } : one));

  it('refuses a post or a page counted twice (+2), or not counted', async () => {
    const flush = { pages: ['home'], posts: ['1'] } as const;
    const f: Partial<VisitFlush> = { pages: [...flush.pages], posts: [...flush.posts] };
    await assertFails(sendFlush(f, { increments: incrementsOf(f, (all) => bump(all, ['posts', '1'], 2)) }));
    await assertFails(
      sendFlush(f, { increments: incrementsOf(f, (all) => bump(all, ['pages', 'home'], 2)) }),
    );
    await assertFails(sendFlush(f, { increments: incrementsOf(f, (all) => bump(all, ['posts', '1'], -1)) }));
    await assertFails(
      sendFlush(f, { increments: incrementsOf(f, (all) => all.filter(({ path }) => path[0] !== 'posts')) }),
    );
    await assertFails(
      sendFlush(f, { increments: incrementsOf(f, (all) => all.filter(({ path }) => path[0] !== 'pages')) }),
    );
    // A plain value instead of an increment: the count as it should be is taken (it is the same change).
    await assertSucceeds(sendFlush(f));
    await assertFails(sendFlush(f, { statsExtra: { posts: { '1': 1 } } })); // 1 again, not 2
    await assertSucceeds(sendFlush(f, { statsExtra: { posts: { '1': 2 } } }));
    expect((await storedStats())?.posts).toEqual({ '1': 2 });
  });

  it('refuses a post or a page counted that the visitor document does not list', async () => {
    const f: Partial<VisitFlush> = { pages: ['home'], posts: ['1'] };
    await assertFails(sendFlush(f, { statsExtra: { posts: { '2': increment(1) } } }));
    await assertFails(sendFlush(f, { statsExtra: { posts: { draft: increment(1) } } }));
    await assertFails(sendFlush(f, { statsExtra: { pages: { about: increment(1) } } }));
    // Counted as the flush of another, larger list.
    await assertFails(
      sendFlush(f, { increments: statIncrementsOf(flushOf({ pages: ['home'], posts: ['1', '2'] }), day()) }),
    );
    expect(await storedStats()).toBeNull();
  });

  it('refuses the day’s views or post views off by one, and another day counted', async () => {
    const f: Partial<VisitFlush> = { pages: ['home'], posts: ['1'] };
    await assertFails(
      sendFlush(f, { increments: incrementsOf(f, (all) => bump(all, ['days', day(), 'views'], 1)) }),
    );
    await assertFails(
      sendFlush(f, { increments: incrementsOf(f, (all) => bump(all, ['days', day(), 'views'], 3)) }),
    );
    await assertFails(
      sendFlush(f, { increments: incrementsOf(f, (all) => bump(all, ['days', day(), 'postViews'], 2)) }),
    );
    const otherDay = siteDayOf(Date.now() - 2 * DAY).day;
    await assertFails(sendFlush(f, { statsExtra: { days: { [otherDay]: { views: increment(1) } } } }));
    await assertFails(sendFlush(f, { statsExtra: { days: { [day()]: { bounces: increment(1) } } } }));
    expect(await storedStats()).toBeNull();
  });

  it('refuses a flush that touches `folded`, or a field outside the counts', async () => {
    const f: Partial<VisitFlush> = { posts: ['1'] };
    await assertFails(sendFlush(f, { statsExtra: { folded: { '1': increment(1) } } }));
    await assertFails(sendFlush(f, { statsExtra: { folded: { '1': 0 } } }));
    await assertFails(sendFlush(f, { statsExtra: { total: increment(1) } }));
    await assertFails(sendFlush(f, { statsExtra: { note: 'hello' } }));
    // A field that was there and is removed.
    await assertSucceeds(sendFlush({ pages: ['home'] }));
    await assertFails(sendFlush(f, { statsExtra: { pages: deleteField() } }));
    await assertFails(sendFlush(f, { statsExtra: { pages: { home: deleteField() } } }));
    expect(await storedStats()).toEqual(expect.objectContaining({ pages: { home: 1 } }));
  });

  it('refuses a statistics document other than the one the visitor document names', async () => {
    const month = today().month;
    await assertFails(sendFlush({ pages: ['home'] }, { statsId: visitStatsId(month, 1) }));
    await assertFails(sendFlush({ pages: ['home'] }, { statsId: visitStatsId(previousMonth(month), 0) }));
    // Under an id that is no statistics document's, even when the record names it.
    for (const id of [`${month}-5`, month, 'stats'])
      await assertFails(sendFlush({ pages: ['home'] }, { record: { stats: id }, statsId: id }));
  });

  it('refuses a visitor document with other fields, fields missing, or the client’s time', async () => {
    const f: Partial<VisitFlush> = { pages: ['home'] };
    await assertFails(sendFlush(f, { record: { userAgent: 'x' } }));
    await assertFails(sendFlush(f, { record: { at: clientClock() } }));
    for (const field of ['stats', 'day', 'visit', 'pages', 'posts', 'referrer'])
      await assertFails(sendFlush(f, { record: { [field]: deleteField() } }));
    expect(await storedStats()).toBeNull();
  });
});

describe('visits: who reads the counts', () => {
  beforeEach(async () => {
    await assertSucceeds(sendFlush(FULL, { uid: 'reader-visitor' }));
  });

  it('nobody of the public gets or lists the statistics or the visitor documents', async () => {
    const statsPath = `visit_stats/${visitStatsId(today().month, 0)}`;
    for (const db of [
      clientFor(env, null),
      clientFor(env, UID.stranger),
      visitorDb('reader-visitor'),
      visitorDb(newUid()),
    ]) {
      await assertFails(read(doc(db, statsPath)));
      await assertFails(read(query(collection(db, 'visit_stats'), limit(10))));
      await assertFails(read(doc(db, 'visitors/reader-visitor')));
      await assertFails(read(query(collection(db, 'visitors'), limit(10))));
    }
  });

  it('staff get a statistics document (and a visitor document); nobody lists them', async () => {
    const statsPath = `visit_stats/${visitStatsId(today().month, 0)}`;
    for (const uid of [UID.user, UID.editor, UID.admin]) {
      const db = clientFor(env, uid);
      await assertSucceeds(read(doc(db, statsPath)));
      await assertSucceeds(read(doc(db, 'visitors/reader-visitor')));
      await assertFails(read(query(collection(db, 'visit_stats'), limit(10))));
      await assertFails(read(query(collection(db, 'visitors'), limit(10))));
    }
    await assertFails(read(doc(clientFor(env, UID.inactiveAdmin), statsPath)));
  });

  it('staff do not write counts, nor delete them', async () => {
    const statsPath = `visit_stats/${visitStatsId(today().month, 0)}`;
    const editor = clientFor(env, UID.editor);
    await assertFails(updateDoc(doc(editor, statsPath), new FieldPath('posts', '1'), increment(1)));
    await assertFails(setDoc(doc(editor, statsPath), { posts: {} }));
    await assertFails(deleteDoc(doc(clientFor(env, UID.admin), statsPath)));
    await assertFails(deleteDoc(doc(visitorDb('reader-visitor'), statsPath)));
  });
});

// ------------------------------------------------------------------------------------------- folds

describe('visits: staff fold counted views into a post’s views', () => {
  const statsId = () => visitStatsId(today().month, 0);

  beforeEach(async () => {
    // Post 'published' (3 views) counted 5 times this month, 1 of them folded; post '1' (0 views) twice.
    await writePastRules(env, {
      [`visit_stats/${statsId()}`]: {
        days: { [today().day]: { views: 9, postViews: 7, visits: 2 } },
        posts: { published: 5, '1': 2 },
        pages: { home: 2 },
        folded: { published: 1 },
      },
    });
  });

  interface FoldOptions {
    /** The marks the fold sets, by post id (default: each post's count). */
    marks?: Record<string, number>;
    /** The views each post gains (default: its mark less the old one). */
    gains?: Record<string, unknown>;
    /** Fields of each post's update changed. */
    post?: DocumentData;
    /** The statistics document's update, changed. */
    stats?: (batch: WriteBatch, ref: DocumentReference) => void;
    /** The posts' summed views' update (stats/blog_posts), changed. */
    sum?: DocumentData;
    without?: ReadonlyArray<'stats' | 'posts' | 'sum'>;
  }

  /** A fold batch by `db` of `ids` from this month's shard 0: the marks raised, each post's views with them. */
  function fold(db: Firestore, ids: string[], options: FoldOptions = {}): Promise<void> {
    const counts: Record<string, number> = { published: 5, '1': 2 };
    const was: Record<string, number> = { published: 1 };
    const batch = writeBatch(db);
    const stats = doc(db, 'visit_stats', statsId());
    const marks = Object.fromEntries(ids.map((id) => [id, options.marks?.[id] ?? counts[id] ?? 0]));
    if (!options.without?.includes('stats')) {
      if (options.stats) options.stats(batch, stats);
      else {
        const [first, ...rest] = ids;
        batch.update(
          stats,
          new FieldPath('folded', first ?? ''),
          marks[first ?? ''],
          ...rest.flatMap((id) => [new FieldPath('folded', id), marks[id]]),
        );
      }
    }
    if (!options.without?.includes('posts'))
      for (const id of ids)
        batch.update(doc(db, 'blog_posts', id), {
          views: options.gains?.[id] ?? increment((marks[id] ?? 0) - (was[id] ?? 0)),
          viewsFold: statsId(),
          ...options.post,
        });
    if (!options.without?.includes('sum')) {
      const gained = ids.reduce((sum, id) => sum + (marks[id] ?? 0) - (was[id] ?? 0), 0);
      batch.set(
        doc(db, 'stats', 'blog_posts'),
        { views: increment(Math.max(1, gained)), lastFold: statsId(), ...options.sum },
        { merge: true },
      );
    }
    return batch.commit();
  }

  it('raises the posts’ summed views with the fold, naming its statistics document, and only so', async () => {
    const editor = clientFor(env, UID.editor);
    const sumBefore = (await stored('stats/blog_posts'))?.views as number;
    await assertFails(fold(editor, ['1'], { without: ['sum'] }));
    await assertFails(fold(editor, ['1'], { sum: { lastFold: visitStatsId(today().month, 1) } }));
    await assertFails(fold(editor, ['1'], { sum: { views: increment(0) } }));
    await assertFails(fold(editor, ['1'], { sum: { views: increment(-1) } }));
    await assertFails(fold(editor, ['1'], { sum: { total: increment(1) } }));
    // The sum alone, without a fold: refused, to staff of every role.
    for (const uid of [UID.editor, UID.admin, UID.user]) {
      await assertFails(
        setDoc(
          doc(clientFor(env, uid), 'stats', 'blog_posts'),
          { views: increment(5), lastFold: statsId() },
          { merge: true },
        ),
      );
    }
    await assertSucceeds(fold(editor, ['1']));
    expect(await stored('stats/blog_posts')).toMatchObject({ views: sumBefore + 2, lastFold: statsId() });
  });

  it('takes an editor’s fold of two posts, and an admin’s', async () => {
    await assertSucceeds(
      fold(clientFor(env, UID.editor), ['published', '1'], { marks: { published: 4, '1': 2 } }),
    );
    expect(await stored('blog_posts/published')).toEqual(
      expect.objectContaining({ views: 6, viewsFold: statsId() }),
    );
    expect(await stored('blog_posts/1')).toEqual(expect.objectContaining({ views: 2, viewsFold: statsId() }));
    expect((await stored(`visit_stats/${statsId()}`))?.folded).toEqual({ published: 4, '1': 2 });
    await assertSucceeds(
      fold(clientFor(env, UID.admin), ['published'], { gains: { published: increment(1) } }),
    );
    expect((await stored('blog_posts/published'))?.views).toBe(7);
    // A post whose count is all folded has nothing left to fold.
    await assertFails(fold(clientFor(env, UID.admin), ['published'], { gains: { published: increment(0) } }));
    // A plain value is the same change as its increment.
    await writePastRules(env, { [`visit_stats/${statsId()}`]: { posts: { '2': 3 } } });
    await assertSucceeds(fold(clientFor(env, UID.editor), ['2'], { marks: { '2': 3 }, gains: { '2': 3 } }));
    expect((await stored('blog_posts/2'))?.views).toBe(3);
  });

  it('folds 20 posts in one batch: each post’s rule reads the same two documents (access calls)', async () => {
    const ids = Array.from({ length: 20 }, (_, n) => String(n + 10));
    await writePastRules(env, {
      ...Object.fromEntries(ids.map((id) => [`blog_posts/${id}`, publicPost(id)])),
      [`visit_stats/${statsId()}`]: { posts: Object.fromEntries(ids.map((id) => [id, 2])) },
    });
    await assertSucceeds(
      fold(clientFor(env, UID.editor), ids, { marks: Object.fromEntries(ids.map((id) => [id, 2])) }),
    );
    for (const id of ['10', '29']) expect((await stored(`blog_posts/${id}`))?.views).toBe(2);
  });

  it('refuses a fold past the post’s count in the statistics', async () => {
    await assertFails(fold(clientFor(env, UID.editor), ['published'], { marks: { published: 6 } }));
    await assertFails(fold(clientFor(env, UID.editor), ['2'], { marks: { '2': 1 } }));
    expect((await stored('blog_posts/published'))?.views).toBe(3);
  });

  it('refuses views that do not grow by exactly the mark’s rise', async () => {
    const editor = clientFor(env, UID.editor);
    for (const gain of [increment(3), increment(5), increment(-1), 6, 8, 7.5, '7', deleteField()])
      await assertFails(fold(editor, ['published'], { gains: { published: gain } }));
    // A lowered mark (and the views down with it), or one that stays.
    await assertFails(
      fold(editor, ['published'], { marks: { published: 0 }, gains: { published: increment(-1) } }),
    );
    await assertFails(
      fold(editor, ['published'], { marks: { published: 1 }, gains: { published: increment(0) } }),
    );
    await assertSucceeds(fold(editor, ['published'], { gains: { published: 7 } }));
  });

  it('refuses a fold by a visitor, the public, or staff who may not edit', async () => {
    for (const db of [
      visitorDb(newUid()),
      clientFor(env, null),
      clientFor(env, UID.stranger),
      clientFor(env, UID.user),
      clientFor(env, UID.inactiveEditor),
    ]) {
      await assertFails(fold(db, ['published']));
      await assertFails(fold(db, ['published'], { without: ['posts'] }));
    }
    expect((await stored('blog_posts/published'))?.views).toBe(3);
  });

  it('refuses an editor’s views change without a fold: alone, naming the statistics unchanged, or another document', async () => {
    const editor = clientFor(env, UID.editor);
    const post = doc(editor, 'blog_posts/published');
    await assertFails(updateDoc(post, { views: increment(1) }));
    await assertFails(updateDoc(post, { views: increment(1), viewsFold: statsId() }));
    await assertFails(fold(editor, ['published'], { without: ['stats'] }));
    await assertFails(
      updateDoc(post, { views: increment(1), viewsFold: visitStatsId(previousMonth(today().month), 0) }),
    );
    for (const viewsFold of [`${today().month}-7`, 'stats', 42])
      await assertFails(fold(editor, ['published'], { post: { viewsFold } }));
    // The audited edit of the views, as before.
    await assertFails(auditedUpdate(post, { views: 4, updatedAt: serverTimestamp() }));
    await assertFails(auditedUpdate(post, { viewsFold: statsId(), updatedAt: serverTimestamp() }));
    expect((await stored('blog_posts/published'))?.views).toBe(3);
  });

  it('refuses a fold that changes anything else, of the post or of the statistics', async () => {
    const editor = clientFor(env, UID.editor);
    await assertFails(fold(editor, ['published'], { post: { title: 'Folded' } }));
    await assertFails(fold(editor, ['published'], { post: { updatedAt: serverTimestamp() } }));
    await assertFails(fold(editor, ['published'], { post: { viewSlot: '1' } }));
    const withStats = (extra: (string | number | FieldPath | FieldValue)[]) =>
      fold(editor, ['published'], {
        stats: (batch, ref) => batch.update(ref, new FieldPath('folded', 'published'), 5, ...extra),
      });
    await assertFails(withStats([new FieldPath('posts', 'published'), 9]));
    await assertFails(withStats([new FieldPath('days', today().day, 'views'), 1]));
    await assertFails(withStats(['note', 'x']));
    // A mark removed, or `folded` no map.
    await assertFails(
      fold(editor, ['1'], {
        stats: (batch, ref) =>
          batch.update(
            ref,
            new FieldPath('folded', '1'),
            2,
            new FieldPath('folded', 'published'),
            deleteField(),
          ),
      }),
    );
    await assertFails(fold(editor, [], { stats: (batch, ref) => batch.update(ref, { folded: 'all' }) }));
    await assertSucceeds(withStats([]));
  });

  it('leaves a folded post editable; its revisions leave out `viewsFold`, and an edit never changes it', async () => {
    const editor = clientFor(env, UID.editor);
    await assertSucceeds(fold(editor, ['published']));
    const post = doc(editor, 'blog_posts/published');
    const current = (await stored('blog_posts/published')) ?? {};
    const content = Object.fromEntries(
      Object.entries({ ...current, title: 'Edited after a fold' }).filter(
        ([key]) => !['views', 'viewsFold', 'createdAt', 'updatedAt', 'searchWords', 'titleKey'].includes(key),
      ),
    );
    await assertFails(
      auditedUpdate(
        post,
        { title: 'Edited after a fold', updatedAt: serverTimestamp() },
        { revision: { content: { ...content, viewsFold: statsId() } } },
      ),
    );
    await assertSucceeds(
      auditedUpdate(
        post,
        { title: 'Edited after a fold', updatedAt: serverTimestamp() },
        { revision: { content } },
      ),
    );
    expect(await stored('blog_posts/published')).toEqual(
      expect.objectContaining({ title: 'Edited after a fold', views: 7, viewsFold: statsId() }),
    );
  });
});

// ------------------------------------------------------------------------------------- summaries

describe('visits: a closed month summed up into one document', () => {
  // Two months back is closed whatever the moment; this month never is.
  const closed = () => previousMonth(previousMonth(today().month));
  const summaryOf = (uid: string, overrides: DocumentData = {}): DocumentData => ({
    days: { '05': { views: 9, postViews: 7, visits: 2 } },
    posts: { published: 5 },
    pages: { home: 2 },
    referrers: { 'www~google~com': 1 },
    closedBy: uid,
    closedAt: serverTimestamp(),
    ...overrides,
  });
  const create = (uid: string, month: string, overrides: DocumentData = {}) =>
    setDoc(doc(clientFor(env, uid), 'visit_stats', month), summaryOf(uid, overrides));

  it('an editor or an admin creates it for a month no flush can name any more, named in it', async () => {
    await assertSucceeds(create(UID.editor, closed()));
    expect(await stored(`visit_stats/${closed()}`)).toMatchObject({
      posts: { published: 5 },
      closedBy: UID.editor,
    });
    await assertSucceeds(create(UID.admin, previousMonth(closed())));
  });

  it('refuses this month (flushes still count in it), and last month until DAY_GRACE_MINUTES after its end', async () => {
    await assertFails(create(UID.editor, today().month));
    // Last month as the app judges it (isMonthClosed), unless within 30 s of the moment it closes.
    const lastMonth = previousMonth(today().month);
    const closedBefore = isMonthClosed(lastMonth, Date.now() - 30_000);
    if (closedBefore === isMonthClosed(lastMonth, Date.now() + 30_000)) {
      if (closedBefore) await assertSucceeds(create(UID.editor, lastMonth));
      else await assertFails(create(UID.editor, lastMonth));
    }
  });

  it('refuses the read-only role, the public and a visitor identity', async () => {
    await assertFails(create(UID.user, closed()));
    await assertFails(
      setDoc(doc(visitorDb('summing-visitor'), 'visit_stats', closed()), summaryOf('summing-visitor')),
    );
  });

  it('refuses another name, the client’s time, another field, counts that are not maps, another id', async () => {
    await assertFails(create(UID.editor, closed(), { closedBy: UID.admin }));
    await assertFails(create(UID.editor, closed(), { closedAt: Timestamp.now() }));
    await assertFails(create(UID.editor, closed(), { folded: { published: 5 } }));
    await assertFails(create(UID.editor, closed(), { posts: 5 }));
    await assertFails(create(UID.editor, `${closed()}-all`));
    await assertFails(create(UID.editor, `${closed()}-0`));
  });

  it('is never changed, replaced or deleted once there, by anyone', async () => {
    await assertSucceeds(create(UID.editor, closed()));
    const ref = (uid: string) => doc(clientFor(env, uid), 'visit_stats', closed());
    await assertFails(create(UID.admin, closed()));
    await assertFails(updateDoc(ref(UID.admin), new FieldPath('posts', 'published'), increment(1)));
    await assertFails(deleteDoc(ref(UID.admin)));
    expect(await stored(`visit_stats/${closed()}`)).toMatchObject({
      posts: { published: 5 },
      closedBy: UID.editor,
    });
  });
});
