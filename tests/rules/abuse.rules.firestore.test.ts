/**
 * Abuse resistance of firestore.rules on the Firestore emulator: the write throttle on what the public
 * creates (throttles/{kind}-{slot} stamps, 5 slots a kind: at most 5 contact inquiries or subscriptions
 * per interval; never two in a batch), the end of the former throttled view counting (no public write
 * of a post, no views stamp: visits are counted in visit_stats, visits.rules.firestore.test.ts, where
 * one identity gets one flush) and the limit on staff list and count queries (STAFF_QUERY_LIMIT). Time moves by rewriting the stored stamps' `at` past the rules (expireThrottles),
 * never by sleeping.
 *
 * This file uses its own project id, so it runs in parallel with the other rules files.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  count,
  deleteDoc,
  doc,
  getAggregateFromServer,
  getCountFromServer,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  sum,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import type { CountedCollection } from '@/data/models/collection-stats';
import type { ThrottleKind } from '@/data/repos/throttle';
import {
  addCountsChange,
  clientClock,
  clientFor,
  createRulesTestEnvironment,
  endRulesTestEnvironment,
  expireThrottles,
  formerView,
  newInquiry,
  newSubscriber,
  read,
  readPastRules,
  resetData,
  restQueryStatus,
  sendInquiry,
  sendSubscriber,
  stampId,
  THROTTLE_SECONDS,
  THROTTLE_SLOTS,
  throttleStamp,
  UID,
  writePastRules,
} from './helpers';

const PROJECT_ID = 'demo-chinar-rules-abuse';

let env: RulesTestEnvironment;
/** The caller's client for the running test (clientFor: made on first use, closed by resetData). */
function as(uid: string | null): Firestore {
  return clientFor(env, uid);
}

const anonymous = () => as(null);
const admin = () => as(UID.admin);

const SLOTS = Array.from({ length: THROTTLE_SLOTS }, (_, slot) => slot);

beforeAll(async () => {
  env = await createRulesTestEnvironment(PROJECT_ID);
});

beforeEach(async () => {
  await resetData(env);
});

afterAll(async () => {
  await endRulesTestEnvironment(env);
});

/** A document as stored, read past the rules. */
async function stored(path: string): Promise<DocumentData | undefined> {
  return (await readPastRules(env, path)) ?? undefined;
}

/** A stamp document to write: throttles/{id} with `data`. */
interface Stamp {
  id: string;
  data: DocumentData;
}

/** One batch of public writes: `fill` adds them, then the `stamps`. */
function batchOf(
  db: Firestore,
  fill: (batch: ReturnType<typeof writeBatch>) => void,
  ...stamps: Stamp[]
): Promise<void> {
  const batch = writeBatch(db);
  fill(batch);
  for (const stamp of stamps) batch.set(doc(db, 'throttles', stamp.id), stamp.data);
  return batch.commit();
}

/** A visitor's create of `path` (an inquiry or a subscriber) with its counts' change, as the app sends it. */
function addCreate(batch: WriteBatch, path: string, data: DocumentData): void {
  const [kind = '', id = ''] = path.split('/');
  batch.set(doc(anonymous(), path), data);
  addCountsChange(batch, anonymous(), kind as CountedCollection, id, null, data);
}

/** A valid stamp for `docId` in slot `slot` of `kind`. */
const stampOf = (kind: ThrottleKind, docId: string, slot = 0): Stamp => ({
  id: stampId(kind, slot),
  data: throttleStamp(docId),
});

/** Every slot of every kind stamped an interval ago (past the rules): all five exist and are free. */
async function fillEverySlotLongAgo(): Promise<void> {
  const longAgo = Timestamp.fromMillis(Date.now() - (THROTTLE_SECONDS + 60) * 1000);
  const stamps: Record<string, DocumentData> = {};
  for (const kind of ['contact_inquiries', 'subscribers'] as const)
    for (const slot of SLOTS) stamps[`throttles/${stampId(kind, slot)}`] = { at: longAgo, doc: 'old' };
  await writePastRules(env, stamps);
}

it('reads the throttle from the rules: 5 slots of five minutes, one write a minute on average', () => {
  expect(THROTTLE_SECONDS).toBe(300);
  expect(THROTTLE_SLOTS).toBe(5);
  expect(THROTTLE_SECONDS / THROTTLE_SLOTS).toBe(60);
});

// ------------------------------------------------------------------------------- contact_inquiries

describe('contact_inquiries: five creates per interval, one a batch, each with its stamp', () => {
  it('refuses a batch of two or more, whichever one the stamp names', async () => {
    const twoWithOneStamp = (named: string) =>
      batchOf(
        anonymous(),
        (batch) => {
          addCreate(batch, 'contact_inquiries/a', newInquiry());
          addCreate(batch, 'contact_inquiries/b', newInquiry());
        },
        stampOf('contact_inquiries', named),
      );
    await assertFails(twoWithOneStamp('a'));
    await assertFails(twoWithOneStamp('b'));
    await assertFails(
      batchOf(
        anonymous(),
        (batch) => {
          for (let n = 0; n < 10; n += 1) addCreate(batch, `contact_inquiries/spam-${n}`, newInquiry());
        },
        stampOf('contact_inquiries', 'spam-0'),
      ),
    );
    expect(await stored('contact_inquiries/a')).toBeUndefined();
    expect(await stored(`throttles/${stampId('contact_inquiries')}`)).toBeUndefined();
  });

  it('refuses two creates in one batch with their stamps in two different slots, empty or filled', async () => {
    const twoInTwoSlots = (first: number, second: number) =>
      batchOf(
        anonymous(),
        (batch) => {
          addCreate(batch, 'contact_inquiries/a', newInquiry());
          addCreate(batch, 'contact_inquiries/b', newInquiry());
        },
        stampOf('contact_inquiries', 'a', first),
        stampOf('contact_inquiries', 'b', second),
      );
    await assertFails(twoInTwoSlots(0, 1));
    await fillEverySlotLongAgo();
    for (const [first, second] of [
      [0, 1],
      [1, 0],
      [3, 4],
      [4, 2],
    ] as const)
      await assertFails(twoInTwoSlots(first, second));
    // Five in five slots at once: refused too.
    await assertFails(
      batchOf(
        anonymous(),
        (batch) => {
          for (const slot of SLOTS) addCreate(batch, `contact_inquiries/spam-${slot}`, newInquiry());
        },
        ...SLOTS.map((slot) => stampOf('contact_inquiries', `spam-${slot}`, slot)),
      ),
    );
    expect(await stored('contact_inquiries/a')).toBeUndefined();
    expect(await stored('contact_inquiries/spam-0')).toBeUndefined();
    // One of them alone goes through.
    await assertSucceeds(sendInquiry(anonymous(), 'a', newInquiry(), 3));
  });

  it('refuses a create without its stamp, or with a stamp for another document', async () => {
    await assertFails(setDoc(doc(anonymous(), 'contact_inquiries/new'), newInquiry()));
    await assertFails(
      batchOf(
        anonymous(),
        (batch) => addCreate(batch, 'contact_inquiries/new', newInquiry()),
        stampOf('contact_inquiries', 'other'),
      ),
    );
    // The stamp of another kind does not count.
    await assertFails(
      batchOf(
        anonymous(),
        (batch) => addCreate(batch, 'contact_inquiries/new', newInquiry()),
        stampOf('subscribers', 'new'),
      ),
    );
    await assertSucceeds(sendInquiry(anonymous(), 'new'));
  });

  it('takes 5 creates in the 5 slots one after another, then refuses a 6th in every slot until the interval has passed', async () => {
    for (const slot of SLOTS)
      await assertSucceeds(sendInquiry(anonymous(), `visitor-${slot}`, newInquiry(), slot));
    for (const slot of SLOTS) {
      await assertFails(sendInquiry(anonymous(), 'sixth', newInquiry(), slot));
      await assertFails(sendInquiry(as(UID.stranger), 'sixth', newInquiry(), slot));
    }
    // Five seconds short of the interval (a margin for a slow machine): still refused.
    await expireThrottles(env, THROTTLE_SECONDS - 5);
    for (const slot of SLOTS) await assertFails(sendInquiry(anonymous(), 'sixth', newInquiry(), slot));
    await expireThrottles(env, 6); // THROTTLE_SECONDS + 1 in all
    await assertSucceeds(sendInquiry(anonymous(), 'sixth', newInquiry(), 2));
    expect((await stored(`throttles/${stampId('contact_inquiries', 2)}`))?.doc).toBe('sixth');
    // That one slot is taken again; the other four are free.
    await assertFails(sendInquiry(anonymous(), 'seventh', newInquiry(), 2));
    await assertSucceeds(sendInquiry(anonymous(), 'seventh', newInquiry(), 4));
  });

  it('fills the slots in order the first time: a slot is refused while one below it is empty', async () => {
    await assertFails(sendInquiry(anonymous(), 'new', newInquiry(), 1));
    await assertFails(sendInquiry(anonymous(), 'new', newInquiry(), 4));
    await assertSucceeds(sendInquiry(anonymous(), 'new', newInquiry(), 0));
    await assertFails(sendInquiry(anonymous(), 'next', newInquiry(), 2));
    await assertSucceeds(sendInquiry(anonymous(), 'next', newInquiry(), 1));
    // Once every slot exists, any free one will do.
    await fillEverySlotLongAgo();
    await assertSucceeds(sendInquiry(anonymous(), 'later', newInquiry(), 4));
  });

  it('refuses a stamp alone: for an inquiry that does not exist, or one that already did', async () => {
    const stampAlone = (id: string) =>
      setDoc(doc(anonymous(), 'throttles', stampId('contact_inquiries')), throttleStamp(id));
    await assertFails(stampAlone('missing'));
    await assertFails(stampAlone('inquiry'));
  });

  it('refuses a stamp with a client clock, extra or missing fields, or a bad document id', async () => {
    const send = (stamp: DocumentData, id = 'new') =>
      batchOf(anonymous(), (batch) => addCreate(batch, `contact_inquiries/${id}`, newInquiry()), {
        id: stampId('contact_inquiries'),
        data: stamp,
      });
    await assertFails(send(throttleStamp('new', { at: clientClock() })));
    await assertFails(send(throttleStamp('new', { at: Timestamp.fromDate(new Date('2999-01-01')) })));
    await assertFails(send(throttleStamp('new', { visitor: 'me' })));
    await assertFails(send({ doc: 'new' }));
    await assertFails(send(throttleStamp('new', { doc: 42 })));
    const long = 'x'.repeat(255);
    await assertFails(send(throttleStamp(long), long));
    await assertSucceeds(send(throttleStamp('new')));
  });

  it('keeps each kind to itself: inquiries do not hold up a subscription', async () => {
    await fillEverySlotLongAgo();
    for (const slot of SLOTS)
      await assertSucceeds(sendInquiry(anonymous(), `new-${slot}`, newInquiry(), slot));
    await assertSucceeds(sendSubscriber(anonymous(), 'reader@example.com'));
  });
});

// ------------------------------------------------------------------------------------- subscribers

describe('subscribers: five creates per interval, one a batch, each with its stamp', () => {
  it('refuses a batch of two or more, with one stamp or with stamps in two slots', async () => {
    const two = (...stamps: Stamp[]) =>
      batchOf(
        anonymous(),
        (batch) => {
          addCreate(batch, 'subscribers/a@example.com', newSubscriber('a@example.com'));
          addCreate(batch, 'subscribers/b@example.com', newSubscriber('b@example.com'));
        },
        ...stamps,
      );
    await assertFails(two(stampOf('subscribers', 'a@example.com')));
    await assertFails(
      two(stampOf('subscribers', 'a@example.com', 0), stampOf('subscribers', 'b@example.com', 1)),
    );
    await fillEverySlotLongAgo();
    await assertFails(
      two(stampOf('subscribers', 'a@example.com', 2), stampOf('subscribers', 'b@example.com', 1)),
    );
    expect(await stored('subscribers/a@example.com')).toBeUndefined();
  });

  it('refuses a create without its stamp, or with one for another address', async () => {
    await assertFails(setDoc(doc(anonymous(), 'subscribers/new@example.com'), newSubscriber()));
    await assertFails(
      batchOf(
        anonymous(),
        (batch) => addCreate(batch, 'subscribers/new@example.com', newSubscriber()),
        stampOf('subscribers', 'other@example.com'),
      ),
    );
  });

  it('takes 5 in the 5 slots, refuses a 6th in every slot, and takes it after the interval', async () => {
    for (const slot of SLOTS)
      await assertSucceeds(sendSubscriber(anonymous(), `first${slot}@example.com`, undefined, slot));
    for (const slot of SLOTS)
      await assertFails(sendSubscriber(anonymous(), 'sixth@example.com', undefined, slot));
    await expireThrottles(env);
    await assertSucceeds(sendSubscriber(anonymous(), 'sixth@example.com', undefined, 1));
  });

  it('allows the stamp alone (the "already subscribed" probe) only for an address that exists', async () => {
    const probe = (email: string, slot = 0) =>
      setDoc(doc(anonymous(), 'throttles', stampId('subscribers', slot)), throttleStamp(email));
    await assertFails(probe('nobody@example.com'));
    await assertSucceeds(probe('old@example.com'));
    // The probe is a stamped write like any other: it takes its slot for the interval.
    await assertFails(probe('old@example.com'));
    await assertFails(sendSubscriber(anonymous(), 'new@example.com'));
    await assertSucceeds(probe('old@example.com', 1));
    await expireThrottles(env);
    await assertSucceeds(probe('old@example.com'));
  });

  it('refuses a probe next to a new subscription in one batch (two stamps of a kind)', async () => {
    await fillEverySlotLongAgo();
    await assertFails(
      batchOf(
        anonymous(),
        (batch) => addCreate(batch, 'subscribers/new@example.com', newSubscriber()),
        stampOf('subscribers', 'new@example.com', 0),
        stampOf('subscribers', 'old@example.com', 1),
      ),
    );
  });
});

// ------------------------------------------------------------------------------------------- views

describe('blog_posts: the former throttled view counting is refused', () => {
  it('a public visitor can no longer update a post’s views, with its stamp or without, in any slot', async () => {
    for (const db of [anonymous(), as(UID.stranger), as(UID.user)]) {
      for (const slot of SLOTS) {
        await assertFails(formerView(db, 'published', increment(1), slot));
        await assertFails(formerView(db, 'published-without-views', increment(1), slot));
      }
      await assertFails(updateDoc(doc(db, 'blog_posts/published'), { views: increment(1) }));
      await assertFails(
        updateDoc(doc(db, 'blog_posts/published'), { views: increment(1), viewedAt: serverTimestamp() }),
      );
    }
    expect((await stored('blog_posts/published'))?.views).toBe(3);
    expect(await stored('blog_posts/published-without-views')).not.toHaveProperty('views');
  });

  it('refuses a views stamp, alone or with a view, for a Published post, a draft and a missing id alike', async () => {
    for (const id of ['published', 'draft', 'missing'])
      for (const slot of SLOTS)
        await assertFails(setDoc(doc(anonymous(), 'throttles', `views-${slot}`), throttleStamp(id)));
    expect(await stored('throttles/views-0')).toBeUndefined();
    expect((await stored('blog_posts/published'))?.views).toBe(3);
  });
});

// ------------------------------------------------------------------------------------------ stamps

describe('throttles: the stamps themselves', () => {
  it('are read by nobody, listed by nobody, deleted by nobody', async () => {
    await assertSucceeds(sendInquiry(anonymous(), 'new'));
    const path = `throttles/${stampId('contact_inquiries')}`;
    for (const db of [anonymous(), as(UID.user), admin()]) {
      await assertFails(read(doc(db, path)));
      await assertFails(read(query(collection(db, 'throttles'), limit(10))));
      await assertFails(deleteDoc(doc(db, path)));
    }
  });

  it('exist only as {kind}-{slot}, for the two kinds and slots 0 to 4', async () => {
    const inquiryWithStampAt = (id: string) =>
      batchOf(anonymous(), (batch) => addCreate(batch, 'contact_inquiries/new', newInquiry()), {
        id,
        data: throttleStamp('new'),
      });
    for (const id of [
      'contact_inquiries',
      'contact_inquiries-5',
      'contact_inquiries-x',
      'contact_inquiries-01',
      'contact_inquiries-0-0',
      'contact_inquiries_0',
    ])
      await assertFails(inquiryWithStampAt(id));
    await assertSucceeds(inquiryWithStampAt('contact_inquiries-0'));
    await fillEverySlotLongAgo();
    for (const id of ['views', 'views-0', 'views-4', 'views-5', 'subscribers-5', 'subscribers-x']) {
      await assertFails(setDoc(doc(anonymous(), 'throttles', id), throttleStamp('published')));
    }
    await assertFails(setDoc(doc(anonymous(), 'throttles/anything'), throttleStamp('published')));
    await assertFails(setDoc(doc(admin(), 'throttles/projects-0'), throttleStamp('completed')));
    await assertSucceeds(sendSubscriber(anonymous(), 'late@example.com', undefined, 4));
  });
});

// -------------------------------------------------------------------------------- staff query limit

describe('staff queries carry a limit of at most 10,000 (STAFF_QUERY_LIMIT)', () => {
  const inquiries = (db: Firestore) =>
    query(collection(db, 'contact_inquiries'), orderBy('createdAt', 'desc'));

  it('lists: none refused, 100 allowed, 10,001 refused', async () => {
    for (const db of [as(UID.user), admin()]) {
      await assertFails(read(inquiries(db)));
      await assertSucceeds(read(query(inquiries(db), limit(100))));
      await assertFails(read(query(inquiries(db), limit(10_001))));
    }
  });

  it('count() and sum() are checked as lists: allowed for staff with limit(10000), never without', async () => {
    await assertSucceeds(getCountFromServer(query(inquiries(admin()), limit(10_000))));
    await assertSucceeds(
      getCountFromServer(
        query(collection(as(UID.user), 'contact_inquiries'), where('status', '==', 'New'), limit(10_000)),
      ),
    );
    await assertFails(getCountFromServer(collection(admin(), 'contact_inquiries')));
    await assertSucceeds(
      getAggregateFromServer(query(collection(admin(), 'blog_posts'), limit(10_000)), {
        views: sum('views'),
      }),
    );
    await assertFails(getAggregateFromServer(collection(admin(), 'blog_posts'), { views: sum('views') }));
    const counted = await getAggregateFromServer(query(inquiries(admin()), limit(10_000)), { all: count() });
    expect(counted.data().all).toBe(1);
  });

  it('lists: an offset refused, whatever the limit (Firestore bills the skipped documents)', async () => {
    const inbox = (extra: Record<string, number>) => ({
      from: [{ collectionId: 'contact_inquiries' }],
      orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
      ...extra,
    });
    for (const uid of [UID.user, UID.admin]) {
      expect(await restQueryStatus(env, uid, inbox({ limit: 100 }))).toBe(200);
      expect(await restQueryStatus(env, uid, inbox({ limit: 100, offset: 9_900 }))).toBe(403);
      expect(await restQueryStatus(env, uid, inbox({ limit: 1, offset: 1 }))).toBe(403);
    }
  });

  it('refuses the public a count of inquiries, with or without a limit', async () => {
    for (const db of [anonymous(), as(UID.stranger)]) {
      await assertFails(getCountFromServer(query(inquiries(db), limit(10_000))));
      await assertFails(getCountFromServer(query(collection(db, 'subscribers'), limit(10_000))));
    }
  });
});
