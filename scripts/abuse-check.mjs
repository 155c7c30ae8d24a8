#!/usr/bin/env node
// npm run abuse-check: what one visitor's script can make the database spend, against the project's own
// firestore.rules on the Firestore emulator (started for it, as for the Firestore suites; or the one that
// FIRESTORE_EMULATOR_HOST names). Each attack runs signed out, through the same client SDK the site uses,
// tries every way the rules might let it through (with and without a throttle stamp) and keeps the best;
// the table says how many writes it achieved and what a day of it means against the Spark plan's daily
// quotas (20,000 writes and 50,000 reads a day). Where the rules have throttle slots
// (throttles/{kind}-{slot}), every attack tries them all, as the best a script can do: a batch with a
// stamp in every slot, a loop that moves on to the next slot when one is refused. The visit counter
// (src/data/models/visit-*.ts, docs/visit-counting.md) is attacked over REST, as the site sends its
// flushes (scripts/lib/visit-flush.mjs): signed out and as anonymous identities, the site's own commit
// and every change to it a script might try (more posts, a post twice, bigger increments, other documents,
// other days, a second flush, hundreds of writes in one commit), in batches and in loops with one identity
// and with a new identity each time. There is no Auth emulator here: an anonymous identity is a token
// minted as the emulator accepts it, which the rules see as a real anonymous sign-up; what limits a
// script's identities is Firebase Auth's sign-up limit (100 an hour per IP address), which no emulator
// enforces, so a day's figure for them is that limit's. The old view counting (views + 1 on a post with a
// throttle stamp) is tried too: the rules now refuse it. The back-office rows count the documents the
// admin screens read after the spam, as a signed-in admin, with the queries the app makes (listed below).
//
//   npm run abuse-check                          the project's rules and back office
//   npm run abuse-check -- --rules <file>        other rules, same back office
//   npm run abuse-check -- --before <file>       also runs <file> with the back office as it was before
//                                                paging (whole collections read) and prints both tables
//                                                and a before/after comparison, e.g. the rules before
//                                                the throttle: git show 98d47ef:firestore.rules > old.rules
//
// A measurement, not a test: it exits 0 whatever it finds (1 only when it cannot run).
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  count,
  deleteDoc,
  doc,
  getAggregateFromServer,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setLogLevel,
  Timestamp,
  where,
  writeBatch,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runWithFirestoreEmulator } from './lib/emulators.mjs';
import {
  commit as commitRest,
  flushBody,
  liveSite,
  mockAnonymousToken,
  visitRest,
  visitStats,
} from './lib/visit-flush.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const SPARK = { writesPerDay: 20_000, readsPerDay: 50_000 };
const SECONDS_PER_DAY = 86_400;
const fmt = (value) => value.toLocaleString('en-IN');
const BATCH = 500; // Firestore's limit of writes in one commit
const LOOP = 200;
const ADMIN_UID = 'abuse-check-admin';
// What the app asks for (src/data/store/port.ts, src/components/admin/use-paged-list.ts,
// src/features/dashboard/queries.ts, src/features/notifications/queries.ts).
const STAFF_QUERY_LIMIT = 10_000;
const DEFAULT_PAGE_SIZE = 25;
const RECENT_INQUIRIES = 4;
const RECENT_POSTS = 3;
const NEXT_SCHEDULED = 3;
const NOTIFICATIONS_RECENT = 20;
/** src/data/repos/counts.ts UNREAD_COUNT_CAP and LOOKBACK_MS (src/stores/notification-read-state.ts). */
const UNREAD_COUNT_CAP = 100;
const LOOKBACK_MS = 30 * 24 * 60 * 60 * 1000;
// Firebase Auth's limit on new accounts (https://firebase.google.com/docs/auth/limits), which bounds the
// anonymous identities one machine (IP address) can make, each good for one flush: 2 writes.
const SIGN_UPS_PER_DAY_PER_IP = 100 * 24;
// Posts no one may count: a draft, and one published for tomorrow.
const DRAFT_POST = '9001';
const SCHEDULED_POST = '9002';

const { values: options } = parseArgs({
  options: { rules: { type: 'string' }, before: { type: 'string' } },
});

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  const self = fileURLToPath(import.meta.url);
  process.exit(
    await runWithFirestoreEmulator([process.execPath, self, ...process.argv.slice(2)], 'Abuse check'),
  );
}

setLogLevel('silent');

// ------------------------------------------------------------------------------------------- attacks

const inquiry = (n, message = `Spam message number ${n}.`) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: '',
  subject: `Subject ${n}`,
  message,
  status: 'New',
  // The words staff search by (src/data/search-words.ts); the rules accept any of the text's own words.
  searchWords: ['visitor', 'subject', 'spam'],
  createdAt: serverTimestamp(),
});
const subscriber = (email) => ({ email, createdAt: serverTimestamp() });
const stamp = (id) => ({ at: serverTimestamp(), doc: id });

/**
 * One run of every attack against `rulesText` in its own emulator project; `backOffice` says which
 * queries the admin screens make ('paged': today's app; 'whole': before paging and aggregations).
 */
async function measure(label, rulesText, backOffice, projectId) {
  const [host, port] = process.env.FIRESTORE_EMULATOR_HOST.split(':');
  const env = await initializeTestEnvironment({
    projectId,
    firestore: { host, port: Number(port), rules: rulesText },
  });
  await env.clearFirestore();
  const visitor = env.unauthenticatedContext().firestore();
  const admin = env.authenticatedContext(ADMIN_UID).firestore();
  const throttleSeconds =
    Number(/function throttleSeconds\(\) \{\s*return (\d+);/.exec(rulesText)?.[1]) || null;
  // Stamps per kind: the slots of the id pattern '(...)-[0-4]' (kinds contact_inquiries|subscribers, and
  // views in the rules before the visit counter), or the one throttles/{kind} of the rules before slots.
  const lastSlot = /\(contact_inquiries\|subscribers(?:\|views)?\)-\[0-(\d)\]/.exec(rulesText)?.[1];
  const throttleSlots = lastSlot === undefined ? 1 : Number(lastSlot) + 1;
  /** The stamp documents of `kind`, in the order a script tries them. */
  const stampIds = (kind) =>
    lastSlot === undefined ? [kind] : Array.from({ length: throttleSlots }, (_, slot) => `${kind}-${slot}`);
  // The old view counting, as its rules took it: where they tied a view to its slot (viewSlot, viewedAt),
  // views + 1 with the slot of its stamp and the server time, as the app wrote it; before that, views + 1
  // alone. Today's rules let the public update no post at all.
  const viewsNameTheirSlot = /'viewSlot'/.test(rulesText);
  const viewChange = (slot) =>
    viewsNameTheirSlot
      ? { views: increment(1), viewSlot: String(slot), viewedAt: serverTimestamp() }
      : { views: increment(1) };

  // Today's rules keep counts (stats/{collection}): a visitor's create carries its count, as the app's
  // does (src/data/repos/collection-stats.ts); the rules before them had none, and refuse the write.
  const countsKept = /match \/stats\/\{coll\}/.test(rulesText);
  const countWrites = countsKept ? 1 : 0;
  const addCount = (batch, kind, id) => {
    if (!countsKept) return;
    const change = kind === 'contact_inquiries' ? { New: increment(1) } : {};
    batch.set(
      doc(visitor, 'stats', kind),
      { total: increment(1), ...change, lastChange: id },
      { merge: true },
    );
  };

  /** Commits `writes` (batch => void) in one batch; the number of writes it made (all or nothing). */
  async function commit(writes, size) {
    const batch = writeBatch(visitor);
    writes(batch);
    try {
      await batch.commit();
      return size;
    } catch {
      return 0;
    }
  }

  /** The most writes any of the ways achieves, each tried in turn until one gets through. */
  async function best(ways) {
    for (const way of ways) {
      const writes = await way();
      if (writes > 0) return writes;
    }
    return 0;
  }

  /** As if the site had been quiet for a while: no stamp stands (written past the rules). */
  async function quiet() {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const stamps = await getDocs(collection(db, 'throttles'));
      await Promise.all(stamps.docs.map((stored) => deleteDoc(stored.ref)));
    });
  }

  /** Runs `attempt` LOOP times in a row; writes made and the time it took. */
  async function loop(attempt) {
    await quiet();
    const started = performance.now();
    let writes = 0;
    for (let n = 0; n < LOOP; n += 1) writes += await attempt(n);
    return { writes, seconds: (performance.now() - started) / 1000 };
  }

  // Staff and published posts to count views on (and a draft and a post scheduled for tomorrow, which no
  // one may count), written past the rules as the seed is.
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const batch = writeBatch(db);
    batch.set(doc(db, 'admins', ADMIN_UID), {
      email: 'abuse-check@example.com',
      name: 'Abuse Check',
      username: 'abuse-check',
      role: 'admin',
      status: 'active',
      createdAt: new Date(),
    });
    // The counts the app's creates move (made by the seed or `npm run stats:backfill`).
    batch.set(doc(db, 'stats', 'contact_inquiries'), { total: 0, New: 0, Responded: 0, Resolved: 0 });
    batch.set(doc(db, 'stats', 'subscribers'), { total: 0 });
    for (let n = 1; n <= BATCH; n += 1)
      batch.set(doc(db, 'blog_posts', String(n)), {
        title: `Post ${n}`,
        status: 'Published',
        views: 0,
        createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1) + n * 1000),
      });
    await batch.commit();
    const notPublic = writeBatch(db);
    notPublic.set(doc(db, 'blog_posts', DRAFT_POST), { title: 'Draft', status: 'Draft', views: 0 });
    // site/live as a staff save leaves it: where a tab announces a shard past its sampling point.
    notPublic.set(doc(db, 'site', 'live'), liveSite.unchangedLiveSite(Timestamp.now()));
    notPublic.set(doc(db, 'blog_posts', SCHEDULED_POST), {
      title: 'Tomorrow',
      status: 'Published',
      publishAt: Timestamp.fromMillis(Date.now() + 86_400_000),
      views: 0,
    });
    await notPublic.commit();
  });

  const batches = [];
  // The batch alone; with one stamp naming its first write; with a stamp in every slot, each naming
  // another of its writes.
  const inBatch = async (attack, fill, kind) => {
    await quiet();
    const ids = fill.ids();
    const stampsEverySlot = stampIds(kind).slice(0, ids.length);
    const added = ids.length * (fill.writesPerId ?? 1);
    const writes = await best([
      () => commit((batch) => fill.add(batch, ids), added),
      () =>
        commit((batch) => {
          fill.add(batch, ids);
          batch.set(doc(visitor, 'throttles', stampsEverySlot[0]), stamp(ids[0]));
        }, added + 1),
      () =>
        commit((batch) => {
          fill.add(batch, ids);
          stampsEverySlot.forEach((id, n) => batch.set(doc(visitor, 'throttles', id), stamp(ids[n])));
        }, added + stampsEverySlot.length),
    ]);
    batches.push({ attack, writes });
  };

  await inBatch(
    `one commit of ${BATCH} contact inquiries (+ stamps)`,
    {
      ids: () => Array.from({ length: BATCH }, () => doc(collection(visitor, 'contact_inquiries')).id),
      add: (batch, ids) =>
        ids.forEach((id, n) => {
          batch.set(doc(visitor, 'contact_inquiries', id), inquiry(n));
          addCount(batch, 'contact_inquiries', id);
        }),
      writesPerId: 1 + countWrites,
    },
    'contact_inquiries',
  );
  await inBatch(
    `one commit of ${BATCH} subscribers (+ stamps)`,
    {
      ids: () => Array.from({ length: BATCH }, (_, n) => `reader${n}@example.com`),
      add: (batch, ids) =>
        ids.forEach((id) => {
          batch.set(doc(visitor, 'subscribers', id), subscriber(id));
          addCount(batch, 'subscribers', id);
        }),
      writesPerId: 1 + countWrites,
    },
    'subscribers',
  );
  // The old view counting, the most one commit could count: one post per slot, each with its stamp (post
  // n names slot n mod 5, so that with a stamp in every slot the first five posts each have theirs).
  await inBatch(
    `old view counting: one commit of views +1 on ${throttleSlots} published posts (+ stamps)`,
    {
      ids: () => Array.from({ length: throttleSlots }, (_, n) => String(n + 1)),
      add: (batch, ids) =>
        ids.forEach((id, n) => batch.update(doc(visitor, 'blog_posts', id), viewChange(n % throttleSlots))),
    },
    'views',
  );
  const largest = inquiry('largest', 'ह'.repeat(5000));
  const largestBytes = Buffer.byteLength(JSON.stringify({ ...largest, createdAt: null }));
  await inBatch(
    `one inquiry of the largest valid size (${(largestBytes / 1024).toFixed(1)} KiB)`,
    {
      ids: () => [doc(collection(visitor, 'contact_inquiries')).id],
      add: (batch, [id]) => {
        batch.set(doc(visitor, 'contact_inquiries', id), largest);
        addCount(batch, 'contact_inquiries', id);
      },
      writesPerId: 1 + countWrites,
    },
    'contact_inquiries',
  );

  /**
   * The write alone when the rules take that, else with its stamp in each slot in turn (the app's
   * batch) until one is taken. `write(batch, slot)` is told the slot it is stamped in (a view names it).
   */
  const stampedOrNot = (write, kind, id, writesOfWrite = 1) =>
    best([
      () => commit((batch) => write(batch, 0), writesOfWrite),
      ...stampIds(kind).map(
        (stampId, slot) => () =>
          commit((batch) => {
            write(batch, slot);
            batch.set(doc(visitor, 'throttles', stampId), stamp(id));
          }, writesOfWrite + 1),
      ),
    ]);
  const loops = [
    [
      `${LOOP} single inquiries in a row`,
      await loop((n) => {
        const id = doc(collection(visitor, 'contact_inquiries')).id;
        const write = (batch) => {
          batch.set(doc(visitor, 'contact_inquiries', id), inquiry(`loop-${n}`));
          addCount(batch, 'contact_inquiries', id);
        };
        return stampedOrNot(write, 'contact_inquiries', id, 1 + countWrites);
      }),
    ],
    [
      `${LOOP} single subscribers in a row`,
      await loop((n) => {
        const id = `loop${n}@example.com`;
        return stampedOrNot(
          (batch) => {
            batch.set(doc(visitor, 'subscribers', id), subscriber(id));
            addCount(batch, 'subscribers', id);
          },
          'subscribers',
          id,
          1 + countWrites,
        );
      }),
    ],
    [
      `old view counting: ${LOOP} view increments of one post in a row`,
      await loop(() =>
        stampedOrNot(
          (batch, slot) => batch.update(doc(visitor, 'blog_posts', '1'), viewChange(slot)),
          'views',
          '1',
        ),
      ),
    ],
  ];
  const visits = await attackVisits(projectId);
  batches.push(...visits.batches);
  loops.push(...visits.loops);

  // ---------------------------------------------------------------------------- the back office

  /** Documents a list returns: Firestore bills max(1, that). Refused: null. */
  const listReads = async (q) => {
    try {
      return Math.max(1, (await getDocs(q)).size);
    } catch {
      return null;
    }
  };
  /** An aggregation bills one read per 1,000 index entries matched, at least one. Refused: null. */
  const aggregateReads = async (q) => {
    try {
      const counted = await getAggregateFromServer(q, { n: count() });
      return Math.max(1, Math.ceil(counted.data().n / 1000));
    } catch {
      return null;
    }
  };
  /** A document read by id: one read. Refused: null. */
  const docReads = async (path) => {
    try {
      await getDoc(doc(admin, path));
      return 1;
    } catch {
      return null;
    }
  };
  const total = (reads) => (reads.includes(null) ? null : reads.reduce((a, b) => a + b, 0));
  const newest = (name, ...constraints) =>
    query(collection(admin, name), ...constraints, orderBy('createdAt', 'desc'));
  const capped = (name, ...constraints) =>
    query(collection(admin, name), ...constraints, limit(STAFF_QUERY_LIMIT));
  const monthRanges = () => {
    const now = new Date();
    const start = (offset) => new Date(now.getFullYear(), now.getMonth() + offset, 1);
    return [
      [where('createdAt', '>=', start(0)), where('createdAt', '<', start(1))],
      [where('createdAt', '>=', start(-1)), where('createdAt', '<', start(0))],
    ];
  };

  const screens = {
    // Today's app. The inquiries screen: its first page (page size 25, +1 to know there is a next one;
    // src/data/repos/paging.ts listPage) and the counts (src/data/repos/counts.ts
    // countInquiriesByStatus: stats/contact_inquiries). The dashboard: countPosts (stats/blog_posts, with
    // the summed views; this month, last month; the scheduled from their list of 3 + 1), countProjects
    // (stats/projects), the inquiry counts again and by month, the newest 4 inquiries and the newest 3
    // posts. The bell: see below.
    paged: {
      inquiries: async () =>
        total([
          await listReads(query(newest('contact_inquiries'), limit(DEFAULT_PAGE_SIZE + 1))),
          await docReads('stats/contact_inquiries'),
        ]),
      dashboard: async () => {
        const [thisMonth, lastMonth] = monthRanges();
        const scheduled = [where('status', '==', 'Published'), where('publishAt', '>=', new Date())];
        return total([
          await docReads('stats/blog_posts'),
          await listReads(query(collection(admin, 'blog_posts'), ...scheduled, limit(NEXT_SCHEDULED + 1))),
          await aggregateReads(capped('blog_posts', ...thisMonth)),
          await aggregateReads(capped('blog_posts', ...lastMonth)),
          await docReads('stats/projects'),
          await docReads('stats/contact_inquiries'),
          await aggregateReads(capped('contact_inquiries', ...thisMonth)),
          await aggregateReads(capped('contact_inquiries', ...lastMonth)),
          await listReads(query(newest('contact_inquiries'), limit(RECENT_INQUIRIES))),
          await listReads(query(newest('blog_posts'), limit(RECENT_POSTS))),
        ]);
      },
    },
    // Before paging: the inquiries screen read every inquiry; the dashboard every post, project and
    // inquiry (the inquiries once for both, as the query cache shared them).
    whole: {
      inquiries: async () => listReads(newest('contact_inquiries')),
      dashboard: async () =>
        total([
          await listReads(collection(admin, 'blog_posts')),
          await listReads(collection(admin, 'projects')),
          await listReads(newest('contact_inquiries')),
        ]),
    },
  }[backOffice];
  // The bell. Before: 20 inquiries and 20 subscribers on every poll. Now (src/features/notifications/
  // queries.ts): the badge is a count() of each kind since the look-back, up to UNREAD_COUNT_CAP (the
  // events themselves are read when someone reaches for the menu).
  const sinceLookBack = () => where('createdAt', '>=', new Date(Date.now() - LOOKBACK_MS));
  const unreadCount = (name) =>
    aggregateReads(query(collection(admin, name), sinceLookBack(), limit(UNREAD_COUNT_CAP)));
  const bell = async () =>
    backOffice === 'paged'
      ? total([await unreadCount('contact_inquiries'), await unreadCount('subscribers')])
      : total([
          await listReads(query(newest('contact_inquiries'), limit(NOTIFICATIONS_RECENT))),
          await listReads(query(newest('subscribers'), limit(NOTIFICATIONS_RECENT))),
        ]);
  const reads = [
    ['admin: inquiries screen, one load', await screens.inquiries()],
    ['admin: dashboard, one load', await screens.dashboard()],
    ['admin: notification bell, one poll (each minute)', await bell()],
  ];
  // However much is stored: fill the inquiries up to the cap (past the rules, as years of real
  // messages would), then load the screens again.
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const stored = (await getAggregateFromServer(collection(db, 'contact_inquiries'), { n: count() })).data()
      .n;
    const statuses = ['New', 'Responded', 'Resolved'];
    for (let from = stored; from < STAFF_QUERY_LIMIT; from += BATCH) {
      const batch = writeBatch(db);
      for (let n = from; n < Math.min(from + BATCH, STAFF_QUERY_LIMIT); n += 1)
        batch.set(doc(collection(db, 'contact_inquiries')), {
          ...inquiry(`stored-${n}`),
          status: statuses[n % 3],
          createdAt: Timestamp.fromMillis(Date.UTC(2025, 0, 1) + n * 60_000),
        });
      await batch.commit();
    }
  });
  const stored = `${fmt(STAFF_QUERY_LIMIT)} inquiries stored`;
  reads.push(
    [`admin: inquiries screen, ${stored}`, await screens.inquiries()],
    [`admin: dashboard, ${stored}`, await screens.dashboard()],
    [`admin: notification bell, one poll, ${stored}`, await bell()],
    ['staff: list every inquiry, no limit', await listReads(collection(admin, 'contact_inquiries'))],
    ...(await Promise.all(
      [STAFF_QUERY_LIMIT, STAFF_QUERY_LIMIT + 1].map(async (cap) => [
        `staff: list inquiries, limit(${fmt(cap)})`,
        await listReads(query(collection(admin, 'contact_inquiries'), limit(cap))),
      ]),
    )),
  );

  await env.cleanup();
  return { label, throttleSeconds, throttleSlots, batches, loops, reads };
}

// ------------------------------------------------------------------------------------ the visit counter

/**
 * The visit counter attacked over REST, as the site sends its flushes (scripts/lib/visit-flush.mjs), on
 * the emulator project `projectId`: signed out, and as anonymous identities (minted tokens: see the
 * header). Each attack tries its ways in turn and keeps the first that gets through, with the writes it
 * made and the post views it counted. Returns rows for the table: { batches, loops }.
 */
async function attackVisits(projectId) {
  const endpoints = {
    projectId,
    apiKey: 'abuse-check',
    firestoreEmulatorHost: process.env.FIRESTORE_EMULATOR_HOST,
  };
  const { MAX_PAGES_PER_FLUSH, MAX_POSTS_PER_FLUSH, PAGE_KEYS, VISIT_STAT_SHARDS, siteDayOf } = visitStats;
  const { restFieldPath } = visitRest;
  let made = 0;
  /** A new anonymous identity: { uid, token }. */
  const anonymous = () => {
    made += 1;
    const uid = `abuse-visitor-${made}`;
    return { uid, token: mockAnonymousToken(projectId, uid) };
  };
  const flushOf = (posts, pages = [], referrer = null) => ({ pages, posts, visit: true, referrer });
  /** The site's commit of `flush` by `uid`, parsed (to change it), in `shard`, dated `now`. */
  const built = (uid, flush, { shard = 0, now = Date.now() } = {}) =>
    JSON.parse(flushBody(projectId, uid, flush, { shard, now }));
  const transformsOf = (body) => body.writes[1].updateTransforms;
  const dayPath = (name) => restFieldPath(['days', siteDayOf(Date.now()).day, name]);
  /** Sets (or adds) the increment of `fieldPath` in the statistics write. */
  const setIncrement = (body, fieldPath, by) => {
    const found = transformsOf(body).find((transform) => transform.fieldPath === fieldPath);
    if (found) found.increment.integerValue = String(by);
    else transformsOf(body).push({ fieldPath, increment: { integerValue: String(by) } });
  };
  /** Post views a commit's increments count. */
  const postViewsOf = (body) =>
    body.writes
      .flatMap((write) => write.updateTransforms ?? [])
      .filter(({ fieldPath, increment }) => fieldPath.startsWith('posts.') && increment)
      .reduce((sum, { increment }) => sum + Number(increment.integerValue), 0);

  /** A way: the site's commit of `flush` by a new identity, changed by `change(body, uid)`. */
  const way =
    (flush, change = () => {}, options = {}) =>
    () => {
      const { uid, token } = anonymous();
      const body = built(uid, flush, options);
      change(body, uid);
      return { token, body };
    };
  /**
   * The first of `ways` that gets through: the writes it made and the post views it counted; and how the
   * ways before it were refused (Firestore's status: PERMISSION_DENIED is the rules).
   */
  async function tryWays(ways) {
    const refused = new Set();
    for (const next of ways) {
      const { token, body, views = postViewsOf(body) } = next();
      const result = await commitRest(endpoints, token, JSON.stringify(body));
      if (result.ok) return { writes: body.writes.length, views, refused };
      refused.add(result.refused);
    }
    return { writes: 0, views: 0, refused };
  }

  const one = flushOf(['1']);
  const attacks = [
    [
      'signed out: one flush as the site sends it (1 post)',
      [() => ({ token: null, body: built('signed-out', one) })],
    ],
    ['anonymous: one flush as the site sends it (1 post)', [way(one)]],
    [
      `anonymous: the largest flush (${MAX_POSTS_PER_FLUSH} posts, ${MAX_PAGES_PER_FLUSH} pages, a referrer)`,
      [
        way(
          flushOf(
            Array.from({ length: MAX_POSTS_PER_FLUSH }, (_, n) => String(n + 1)),
            PAGE_KEYS.slice(0, MAX_PAGES_PER_FLUSH),
            'spam.example',
          ),
        ),
      ],
    ],
    [
      `anonymous: ${MAX_POSTS_PER_FLUSH + 1} posts or ${MAX_PAGES_PER_FLUSH + 1} pages in one flush`,
      [
        way(flushOf(Array.from({ length: MAX_POSTS_PER_FLUSH + 1 }, (_, n) => String(n + 1)))),
        way(flushOf([], PAGE_KEYS.slice(0, MAX_PAGES_PER_FLUSH + 1))),
      ],
    ],
    [
      'anonymous: one post counted twice in a flush (listed twice; +1 twice, or +2)',
      [
        way(flushOf(['1', '1'])),
        way(flushOf(['1', '1']), (body) => {
          const transforms = transformsOf(body);
          transforms.splice(transforms.map(({ fieldPath }) => fieldPath).lastIndexOf('posts.`1`'), 1);
          setIncrement(body, 'posts.`1`', 2);
        }),
        way(one, (body) => {
          for (const path of ['posts.`1`', dayPath('views'), dayPath('postViews')])
            setIncrement(body, path, 2);
        }),
      ],
    ],
    [
      'anonymous: +5 views of one post in one increment',
      [
        way(one, (body) => {
          for (const path of ['posts.`1`', dayPath('views'), dayPath('postViews')])
            setIncrement(body, path, 5);
        }),
      ],
    ],
    [
      "anonymous: a rival's post counted down (-1,000)",
      [way(one, (body) => setIncrement(body, 'posts.`2`', -1000))],
    ],
    [
      'anonymous: a draft, a post published tomorrow, a post that does not exist',
      [way(flushOf([DRAFT_POST])), way(flushOf([SCHEDULED_POST])), way(flushOf(['77777']))],
    ],
    ["anonymous: a page that is not a page key ('admin')", [way(flushOf([], ['admin']))]],
    [
      'anonymous: a visit counted twice (visits +2)',
      [way(one, (body) => setIncrement(body, dayPath('visits'), 2))],
    ],
    [
      'anonymous: a referrer without its visit, or of 65 characters',
      [
        way({ ...one, visit: false }, (body) => {
          body.writes[0].update.fields.referrer = { stringValue: 'spam.example' };
          setIncrement(body, restFieldPath(['referrers', 'spam~example']), 1);
        }),
        way(flushOf(['1'], [], `${'a'.repeat(57)}.example`)),
      ],
    ],
    ['anonymous: the statistics alone (no visitor document)', [way(one, (body) => body.writes.splice(0, 1))]],
    [
      'anonymous: the visitor document alone (counts nothing)',
      [way(one, (body) => body.writes.splice(1, 1))],
    ],
    [
      "anonymous: another identity's visitor document",
      [
        () => {
          const { uid, token } = anonymous();
          return { token, body: built(`${uid}-other`, one) };
        },
      ],
    ],
    [
      `anonymous: the flush counted in all ${VISIT_STAT_SHARDS} shards of the month`,
      [
        way(one, (body) => {
          const [, stats] = body.writes;
          for (let shard = 1; shard < VISIT_STAT_SHARDS; shard += 1)
            body.writes.push({
              ...stats,
              update: { ...stats.update, name: stats.update.name.replace(/-0$/, `-${shard}`) },
            });
        }),
      ],
    ],
    [
      `anonymous: a flush weighted x${visitStats.SAMPLED_WEIGHT} (as past the counting budget) in a shard ` +
        `below ${fmt(visitStats.SAMPLE_FROM_FLUSHES)} flushes that day`,
      [way({ ...one, weight: visitStats.SAMPLED_WEIGHT })],
    ],
    [
      `anonymous: site/live's sampling.s0 set to today (a shard past its point: first flushes sampled) ` +
        `while shard 0 is below ${fmt(visitStats.SAMPLE_FROM_FLUSHES)} flushes that day`,
      [
        () => {
          const { token } = anonymous();
          const body = JSON.parse(
            visitRest.samplingAnnouncementBody(projectId, 'live', 0, siteDayOf(Date.now())),
          );
          return { token, body, views: 0 };
        },
      ],
    ],
    [
      'anonymous: the statistics overwritten (the whole document; posts.1 set to 1,000,000)',
      [
        () => {
          const { uid, token } = anonymous();
          const body = built(uid, one);
          body.writes[1] = { update: { name: body.writes[1].update.name, fields: {} } };
          return { token, body, views: 0 };
        },
        () => {
          const { uid, token } = anonymous();
          const body = built(uid, one);
          body.writes[1] = {
            update: {
              name: body.writes[1].update.name,
              fields: { posts: { mapValue: { fields: { 1: { integerValue: '1000000' } } } } },
            },
            updateMask: { fieldPaths: ['posts.`1`'] },
          };
          return { token, body, views: 1_000_000 };
        },
      ],
    ],
    [
      "anonymous: staff's fold marks changed (folded.1 +1)",
      [way(one, (body) => setIncrement(body, 'folded.`1`', 1))],
    ],
    [
      'anonymous: another day (yesterday) or month (the last)',
      [
        way(one, () => {}, { now: Date.now() - 86_400_000 }),
        way(one, () => {}, { now: Date.now() - 35 * 86_400_000 }),
      ],
    ],
    [
      `anonymous: ${BATCH} writes in one commit (${BATCH / 2} identities' flushes)`,
      [
        () => {
          const { uid, token } = anonymous();
          const body = built(uid, one);
          for (let n = 1; n < BATCH / 2; n += 1) body.writes.push(...built(`${uid}-${n}`, one).writes);
          return { token, body };
        },
      ],
    ],
  ];
  const batches = [];
  for (const [attack, ways] of attacks)
    batches.push({ attack: `visit counter, ${attack}`, kind: 'visit', ...(await tryWays(ways)) });

  /**
   * Runs `attempt(n)` LOOP times in a row, with `identities` identities in all: the writes and post views
   * it got through, and the time.
   */
  async function visitLoop(attack, identities, attempt) {
    const started = performance.now();
    let writes = 0;
    let views = 0;
    const refused = new Set();
    for (let n = 0; n < LOOP; n += 1) {
      const got = await attempt(n);
      writes += got.writes;
      views += got.views;
      got.refused.forEach((why) => refused.add(why));
    }
    const seconds = (performance.now() - started) / 1000;
    return [`visit counter, ${attack}`, { writes, views, refused, seconds, identities, kind: 'visit' }];
  }
  // A post per attempt, in turn, so that each flush is one the site could send.
  const postOf = (n) => String((n % BATCH) + 1);
  const identity = anonymous();
  const loops = [
    await visitLoop(`${LOOP} flushes in a row, signed out`, 0, (n) =>
      tryWays([() => ({ token: null, body: built('signed-out', flushOf([postOf(n)])) })]),
    ),
    // As the site sends it; then its visitor document overwritten (no "must not exist"); then the
    // statistics alone.
    await visitLoop(`${LOOP} flushes in a row, one identity`, 1, (n) => {
      const body = () => built(identity.uid, flushOf([postOf(n)]));
      return tryWays([
        () => ({ token: identity.token, body: body() }),
        () => {
          const overwrite = body();
          delete overwrite.writes[0].currentDocument;
          return { token: identity.token, body: overwrite };
        },
        () => {
          const statsOnly = body();
          statsOnly.writes.splice(0, 1);
          return { token: identity.token, body: statsOnly };
        },
      ]);
    }),
    // The same post every time: how far one post is inflated.
    await visitLoop(`${LOOP} flushes of post 1 in a row, a new identity each`, LOOP, () =>
      tryWays([way(one)]),
    ),
  ];
  return { batches, loops };
}

// --------------------------------------------------------------------------------------------- report

const percent = (part, whole) => `${Math.round((part / whole) * 100)}%`;
const writesOf = (n) => `${fmt(n)} ${n === 1 ? 'write' : 'writes'}`;

/**
 * The most writes a day of `loop` can make: its rate all day, or, when the throttle stopped it, what it got
 * through per interval (every slot once: the loop ran for `seconds`, that many intervals, at least one)
 * times the intervals in a day.
 */
function writesPerDay({ writes, seconds, kind, identities }, throttleSeconds) {
  if (kind === 'visit') return visitWritesPerDay({ writes, identities });
  if (throttleSeconds === null || writes === LOOP) return (writes / seconds) * SECONDS_PER_DAY;
  const intervals = Math.max(1, Math.ceil(seconds / throttleSeconds));
  return (writes / intervals) * (SECONDS_PER_DAY / throttleSeconds);
}

/**
 * The most writes a day of a visit-counter loop can make: an identity counts one flush, and one machine
 * (IP address) can sign up SIGN_UPS_PER_DAY_PER_IP identities a day; with one identity, what it made.
 */
function visitWritesPerDay({ writes, identities }) {
  return identities > 1 ? (writes / identities) * SIGN_UPS_PER_DAY_PER_IP : writes;
}

const viewsOf = (n) => `${fmt(n)} post ${n === 1 ? 'view' : 'views'}`;

/** What a day of a visit-counter batch or loop costs: bounded by the identities one machine can make. */
function visitCost(run) {
  // How the attempts were refused: 403 PERMISSION_DENIED is the rules, 409 ALREADY_EXISTS the create's
  // precondition (the identity's visitor document exists).
  const how = run.refused.size > 0 ? ` (${[...run.refused].join('; ')})` : '';
  if (run.writes === 0) return `refused: nothing${how}`;
  if (run.identities === undefined) {
    const perDay = run.writes * SIGN_UPS_PER_DAY_PER_IP;
    return (
      `counts ${viewsOf(run.views)}; once per identity: ${fmt(SIGN_UPS_PER_DAY_PER_IP)} identities a day per IP ` +
      `address = ${fmt(perDay)} writes (${percent(perDay, SPARK.writesPerDay)} of Spark)`
    );
  }
  if (run.identities <= 1)
    return `counts ${viewsOf(run.views)}, then refused${how}: an identity counts one flush`;
  const perDay = visitWritesPerDay(run);
  const viewsPerDay = (run.views / run.identities) * SIGN_UPS_PER_DAY_PER_IP;
  return (
    `${(run.writes / run.seconds).toFixed(0)} writes/s, but each needs a new identity: ` +
    `${fmt(SIGN_UPS_PER_DAY_PER_IP)} a day per IP address = ${fmt(perDay)} writes (${percent(perDay, SPARK.writesPerDay)} of ` +
    `Spark), post 1 +${fmt(viewsPerDay)} views a day`
  );
}

function rowsOf({ throttleSeconds, throttleSlots, batches, loops, reads }) {
  const throttle = `${throttleSlots === 1 ? 'one' : throttleSlots} each ${throttleSeconds} s`;
  return [
    ...batches.map((run) => [
      run.attack,
      run.writes,
      writesOf(run.writes),
      run.kind === 'visit'
        ? visitCost(run)
        : run.writes === 0
          ? 'refused: nothing'
          : `${fmt(Math.ceil(SPARK.writesPerDay / run.writes))} such requests use the day's ${fmt(SPARK.writesPerDay)} writes` +
            (throttleSeconds === null ? '' : `, but the throttle takes ${throttle} (the loops)`),
    ]),
    ...loops.map(([attack, run]) => {
      const perDay = writesPerDay(run, throttleSeconds);
      const perSecond = run.writes / run.seconds;
      return [
        `${attack} (${run.seconds.toFixed(1)} s)`,
        run.writes,
        writesOf(run.writes),
        run.kind === 'visit'
          ? visitCost(run)
          : run.writes === 0
            ? 'refused: nothing'
            : run.writes < LOOP && throttleSeconds !== null
              ? `throttled: ${fmt(run.writes)} per ${throttleSeconds} s, ${fmt(perDay)} writes a day (${percent(perDay, SPARK.writesPerDay)} of Spark)`
              : `${perSecond.toFixed(0)} writes/s: the day's quota in ${Math.ceil(SPARK.writesPerDay / perSecond / 60)} min`,
      ];
    }),
    ...reads.map(([what, n]) => [
      what,
      n,
      n === null ? 'refused' : `${fmt(n)} ${n === 1 ? 'read' : 'reads'}`,
      n === null
        ? 'refused: nothing'
        : what.includes('bell')
          ? `a tab open all day: ${fmt(n * 1440)} reads (${percent(n * 1440, SPARK.readsPerDay)} of Spark)`
          : `${fmt(Math.floor(SPARK.readsPerDay / n))} ${what.startsWith('staff') ? 'such requests' : 'loads'} use the day's ${fmt(SPARK.readsPerDay)} reads`,
    ]),
  ];
}

function print(title, header, rows) {
  const table = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}\n`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/**
 * The ceiling of one machine's day: every throttled loop at its best, all day, together, and the visit
 * counter's best loop under the sign-up limit.
 */
function worstDay(run) {
  if (run.throttleSeconds === null) return null;
  const throttled = run.loops.filter(([, loop]) => loop.kind !== 'visit');
  const perDay = throttled.reduce((all, [, loop]) => all + writesPerDay(loop, run.throttleSeconds), 0);
  const visits = Math.max(
    0,
    ...run.loops.filter(([, loop]) => loop.kind === 'visit').map(([, loop]) => visitWritesPerDay(loop)),
  );
  const all = perDay + visits;
  return (
    `A day of the ${throttled.length} throttled loops at once: ${fmt(perDay)} writes (${percent(perDay, SPARK.writesPerDay)} of Spark); ` +
    `with the visit flushes one IP address's identities allow (${fmt(visits)} writes): ${fmt(all)} writes ` +
    `(${percent(all, SPARK.writesPerDay)} of Spark); staff keep ${fmt(SPARK.writesPerDay - all)}.`
  );
}

const rulesPath = resolve(options.rules ?? resolve(ROOT, 'firestore.rules'));
const runs = [];
if (options.before) {
  const beforePath = resolve(options.before);
  runs.push(
    await measure(
      `before: ${beforePath}, whole collections read`,
      readFileSync(beforePath, 'utf8'),
      'whole',
      'demo-chinar-abuse-before',
    ),
  );
}
runs.push(
  await measure(
    `${rulesPath}, paged back office`,
    readFileSync(rulesPath, 'utf8'),
    'paged',
    'demo-chinar-abuse',
  ),
);

const header = ['attack (signed out unless said)', 'writes / reads', 'what a day of it costs on Spark'];
for (const run of runs) {
  print(
    `Abuse check: ${run.label} (Firestore emulator ${process.env.FIRESTORE_EMULATOR_HOST})`,
    header,
    rowsOf(run).map(([attack, , shown, cost]) => [attack, shown, cost]),
  );
  const ceiling = worstDay(run);
  if (ceiling) console.log(`\n${ceiling}`);
}
if (runs.length === 2) {
  const [before, after] = runs.map(rowsOf);
  print(
    'Before / after',
    ['attack (signed out unless said)', 'before', 'after'],
    after.map(([attack, , shown], index) => [attack.replace(/ \([\d.]+ s\)$/, ''), before[index][2], shown]),
  );
}
console.log(
  `\nSpark plan: ${fmt(SPARK.writesPerDay)} writes and ${fmt(SPARK.readsPerDay)} reads a day per project.`,
);
console.log(
  'Visit counter: the anonymous identities here are minted tokens (no Auth emulator runs; the rules see them ' +
    'as anonymous sign-ups). A script must sign each one up, and Firebase Auth allows 100 new accounts an hour ' +
    'per IP address (https://firebase.google.com/docs/auth/limits), a limit no emulator enforces: the day ' +
    `figures above are that limit's, ${fmt(SIGN_UPS_PER_DAY_PER_IP)} identities a day per IP address, and ` +
    'every further IP address adds as much.',
);
