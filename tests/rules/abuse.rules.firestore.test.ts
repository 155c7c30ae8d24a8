/**
 * Abuse resistance of firestore.rules on the Firestore emulator: the write throttle on what the public
 * writes (throttles/{kind} stamps: one contact inquiry, one subscription, one counted view per interval,
 * never two in a batch) and the limit on staff list and count queries (STAFF_QUERY_LIMIT). Time moves by
 * rewriting a stored stamp's `at` past the rules (expireThrottles), never by sleeping.
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
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  setDoc,
  sum,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  clientFor,
  countView,
  createRulesTestEnvironment,
  expireThrottles,
  modular,
  newInquiry,
  newSubscriber,
  resetData,
  sendInquiry,
  sendSubscriber,
  THROTTLE_SECONDS,
  throttleStamp,
  UID,
} from './helpers';

const PROJECT_ID = 'demo-chinar-rules-abuse';

let env: RulesTestEnvironment;
const clients = new Map<string, Firestore>();

function as(uid: string | null): Firestore {
  const key = uid ?? 'anonymous';
  let db = clients.get(key);
  if (!db) {
    db = clientFor(env, uid);
    clients.set(key, db);
  }
  return db;
}

const anonymous = () => as(null);
const admin = () => as(UID.admin);

beforeAll(async () => {
  env = await createRulesTestEnvironment(PROJECT_ID);
});

beforeEach(async () => {
  await resetData(env);
});

afterAll(async () => {
  await env?.clearFirestore();
  await env?.cleanup();
});

/** A document as stored, read past the rules. */
async function stored(path: string): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(modular(context.firestore()), path))).data();
  });
  return data;
}

/** One batch of public writes: `fill` adds them, and the stamp `stamp` (if any) for `kind`. */
function batchOf(
  db: Firestore,
  fill: (batch: ReturnType<typeof writeBatch>) => void,
  stamp?: { kind: string; data: DocumentData },
): Promise<void> {
  const batch = writeBatch(db);
  fill(batch);
  if (stamp) batch.set(doc(db, 'throttles', stamp.kind), stamp.data);
  return batch.commit();
}

it('reads the interval from the rules: one minute', () => {
  expect(THROTTLE_SECONDS).toBe(60);
});

// ------------------------------------------------------------------------------- contact_inquiries

describe('contact_inquiries: one create per interval, with its stamp', () => {
  it('refuses a batch of two or more, whichever one the stamp names', async () => {
    const twoWithOneStamp = (named: string) =>
      batchOf(
        anonymous(),
        (batch) => {
          batch.set(doc(anonymous(), 'contact_inquiries/a'), newInquiry());
          batch.set(doc(anonymous(), 'contact_inquiries/b'), newInquiry());
        },
        { kind: 'contact_inquiries', data: throttleStamp(named) },
      );
    await assertFails(twoWithOneStamp('a'));
    await assertFails(twoWithOneStamp('b'));
    await assertFails(
      batchOf(
        anonymous(),
        (batch) => {
          for (let n = 0; n < 10; n += 1)
            batch.set(doc(anonymous(), `contact_inquiries/spam-${n}`), newInquiry());
        },
        { kind: 'contact_inquiries', data: throttleStamp('spam-0') },
      ),
    );
    expect(await stored('contact_inquiries/a')).toBeUndefined();
    expect(await stored('throttles/contact_inquiries')).toBeUndefined();
  });

  it('refuses a create without its stamp, or with a stamp for another document', async () => {
    await assertFails(setDoc(doc(anonymous(), 'contact_inquiries/new'), newInquiry()));
    await assertFails(
      batchOf(anonymous(), (batch) => batch.set(doc(anonymous(), 'contact_inquiries/new'), newInquiry()), {
        kind: 'contact_inquiries',
        data: throttleStamp('other'),
      }),
    );
    // The stamp of another kind does not count.
    await assertFails(
      batchOf(anonymous(), (batch) => batch.set(doc(anonymous(), 'contact_inquiries/new'), newInquiry()), {
        kind: 'subscribers',
        data: throttleStamp('new'),
      }),
    );
    await assertSucceeds(sendInquiry(anonymous(), 'new'));
  });

  it('refuses a second create inside the interval, and allows one after it', async () => {
    await assertSucceeds(sendInquiry(anonymous(), 'first'));
    await assertFails(sendInquiry(anonymous(), 'second'));
    await assertFails(sendInquiry(as(UID.stranger), 'second'));
    // Five seconds short of the interval (a margin for a slow machine): still refused.
    await expireThrottles(env, THROTTLE_SECONDS - 5);
    await assertFails(sendInquiry(anonymous(), 'second'));
    await expireThrottles(env, 6); // THROTTLE_SECONDS + 1 in all
    await assertSucceeds(sendInquiry(anonymous(), 'second'));
    expect((await stored('throttles/contact_inquiries'))?.doc).toBe('second');
  });

  it('refuses a stamp alone: for an inquiry that does not exist, or one that already did', async () => {
    const stampAlone = (id: string) =>
      setDoc(doc(anonymous(), 'throttles/contact_inquiries'), throttleStamp(id));
    await assertFails(stampAlone('missing'));
    await assertFails(stampAlone('inquiry'));
  });

  it('refuses a stamp with a client clock, extra or missing fields, or a bad document id', async () => {
    const send = (stamp: DocumentData, id = 'new') =>
      batchOf(anonymous(), (batch) => batch.set(doc(anonymous(), 'contact_inquiries', id), newInquiry()), {
        kind: 'contact_inquiries',
        data: stamp,
      });
    await assertFails(send(throttleStamp('new', { at: Timestamp.now() })));
    await assertFails(send(throttleStamp('new', { at: Timestamp.fromDate(new Date('2999-01-01')) })));
    await assertFails(send(throttleStamp('new', { visitor: 'me' })));
    await assertFails(send({ doc: 'new' }));
    await assertFails(send(throttleStamp('new', { doc: 42 })));
    const long = 'x'.repeat(255);
    await assertFails(send(throttleStamp(long), long));
    await assertSucceeds(send(throttleStamp('new')));
  });

  it('keeps each kind to itself: an inquiry does not hold up a subscription or a view', async () => {
    await assertSucceeds(sendInquiry(anonymous(), 'new'));
    await assertSucceeds(sendSubscriber(anonymous(), 'reader@example.com'));
    await assertSucceeds(countView(anonymous(), 'published'));
  });
});

// ------------------------------------------------------------------------------------- subscribers

describe('subscribers: one create per interval, with its stamp', () => {
  it('refuses a batch of two or more', async () => {
    await assertFails(
      batchOf(
        anonymous(),
        (batch) => {
          batch.set(doc(anonymous(), 'subscribers/a@example.com'), newSubscriber('a@example.com'));
          batch.set(doc(anonymous(), 'subscribers/b@example.com'), newSubscriber('b@example.com'));
        },
        { kind: 'subscribers', data: throttleStamp('a@example.com') },
      ),
    );
    expect(await stored('subscribers/a@example.com')).toBeUndefined();
  });

  it('refuses a create without its stamp, or with one for another address', async () => {
    await assertFails(setDoc(doc(anonymous(), 'subscribers/new@example.com'), newSubscriber()));
    await assertFails(
      batchOf(
        anonymous(),
        (batch) => batch.set(doc(anonymous(), 'subscribers/new@example.com'), newSubscriber()),
        { kind: 'subscribers', data: throttleStamp('other@example.com') },
      ),
    );
  });

  it('refuses a second create inside the interval, and allows one after it', async () => {
    await assertSucceeds(sendSubscriber(anonymous(), 'first@example.com'));
    await assertFails(sendSubscriber(anonymous(), 'second@example.com'));
    await expireThrottles(env);
    await assertSucceeds(sendSubscriber(anonymous(), 'second@example.com'));
  });

  it('allows the stamp alone (the "already subscribed" probe) only for an address that exists', async () => {
    const probe = (email: string) => setDoc(doc(anonymous(), 'throttles/subscribers'), throttleStamp(email));
    await assertFails(probe('nobody@example.com'));
    await assertSucceeds(probe('old@example.com'));
    // The probe is a stamped write like any other: it holds the interval too.
    await assertFails(probe('old@example.com'));
    await assertFails(sendSubscriber(anonymous(), 'new@example.com'));
    await expireThrottles(env);
    await assertSucceeds(probe('old@example.com'));
  });
});

// ------------------------------------------------------------------------------------------- views

describe('blog_posts: one counted view per interval, with its stamp', () => {
  it('counts a view with the stamp, not without', async () => {
    await assertFails(updateDoc(doc(anonymous(), 'blog_posts/published'), { views: increment(1) }));
    await assertSucceeds(countView(anonymous(), 'published'));
    expect((await stored('blog_posts/published'))?.views).toBe(4);
  });

  it('refuses a second view inside the interval, of the same post or another, and allows one after it', async () => {
    await assertSucceeds(countView(anonymous(), 'published'));
    await assertFails(countView(anonymous(), 'published'));
    await assertFails(countView(as(UID.stranger), 'published-without-views'));
    await expireThrottles(env);
    await assertSucceeds(countView(anonymous(), 'published'));
    expect((await stored('blog_posts/published'))?.views).toBe(5);
  });

  it('refuses a view of a draft, even with its stamp', async () => {
    await assertFails(countView(anonymous(), 'draft'));
    await assertFails(countView(as(UID.user), 'draft'));
  });

  it('refuses views of two posts in one batch, and a stamp that names another post', async () => {
    await assertFails(
      batchOf(
        anonymous(),
        (batch) => {
          batch.update(doc(anonymous(), 'blog_posts/published'), { views: increment(1) });
          batch.update(doc(anonymous(), 'blog_posts/published-without-views'), { views: increment(1) });
        },
        { kind: 'views', data: throttleStamp('published') },
      ),
    );
    await assertFails(
      batchOf(
        anonymous(),
        (batch) => batch.update(doc(anonymous(), 'blog_posts/published'), { views: increment(1) }),
        {
          kind: 'views',
          data: throttleStamp('published-without-views'),
        },
      ),
    );
  });

  it('refuses a views stamp for a post that does not exist', async () => {
    await assertFails(setDoc(doc(anonymous(), 'throttles/views'), throttleStamp('missing')));
  });
});

// ------------------------------------------------------------------------------------------ stamps

describe('throttles: the stamps themselves', () => {
  it('are read by nobody, listed by nobody, deleted by nobody', async () => {
    await assertSucceeds(sendInquiry(anonymous(), 'new'));
    for (const db of [anonymous(), as(UID.user), admin()]) {
      await assertFails(getDoc(doc(db, 'throttles/contact_inquiries')));
      await assertFails(getDocs(query(collection(db, 'throttles'), limit(10))));
      await assertFails(deleteDoc(doc(db, 'throttles/contact_inquiries')));
    }
  });

  it('exist only for the three kinds', async () => {
    await assertFails(setDoc(doc(anonymous(), 'throttles/anything'), throttleStamp('published')));
    await assertFails(setDoc(doc(admin(), 'throttles/projects'), throttleStamp('completed')));
  });
});

// -------------------------------------------------------------------------------- staff query limit

describe('staff queries carry a limit of at most 10,000 (STAFF_QUERY_LIMIT)', () => {
  const inquiries = (db: Firestore) =>
    query(collection(db, 'contact_inquiries'), orderBy('createdAt', 'desc'));

  it('lists: none refused, 100 allowed, 10,001 refused', async () => {
    for (const db of [as(UID.user), admin()]) {
      await assertFails(getDocs(inquiries(db)));
      await assertSucceeds(getDocs(query(inquiries(db), limit(100))));
      await assertFails(getDocs(query(inquiries(db), limit(10_001))));
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

  it('refuses the public a count of inquiries, with or without a limit', async () => {
    for (const db of [anonymous(), as(UID.stranger)]) {
      await assertFails(getCountFromServer(query(inquiries(db), limit(10_000))));
      await assertFails(getCountFromServer(query(collection(db, 'subscribers'), limit(10_000))));
    }
  });
});
