#!/usr/bin/env node
// npm run abuse-check: what one visitor's script can make the database spend, against the project's own
// firestore.rules on the Firestore emulator (started for it, as for the Firestore suites; or the one that
// FIRESTORE_EMULATOR_HOST names). Each attack runs signed out, through the same client SDK the site uses,
// tries every way the rules might let it through (with and without a throttle stamp) and keeps the best;
// the table says how many writes it achieved and what a day of it means against the Spark plan's daily
// quotas (20,000 writes and 50,000 reads a day). Where the rules have throttle slots
// (throttles/{kind}-{slot}), every attack tries them all, as the best a script can do: a batch with a
// stamp in every slot, a loop that moves on to the next slot when one is refused. The back-office rows count the documents the admin
// screens read after the spam, as a signed-in admin, with the queries the app makes (listed below).
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
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setLogLevel,
  sum,
  Timestamp,
  where,
  writeBatch,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runWithFirestoreEmulator } from './lib/emulators.mjs';

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
const NOTIFICATIONS_RECENT = 20;

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
  // Stamps per kind: the slots of the id pattern '(...)-[0-4]', or the one throttles/{kind} of the
  // rules before slots.
  const lastSlot = /\(contact_inquiries\|subscribers\|views\)-\[0-(\d)\]/.exec(rulesText)?.[1];
  const throttleSlots = lastSlot === undefined ? 1 : Number(lastSlot) + 1;
  /** The stamp documents of `kind`, in the order a script tries them. */
  const stampIds = (kind) =>
    lastSlot === undefined ? [kind] : Array.from({ length: throttleSlots }, (_, slot) => `${kind}-${slot}`);
  // A counted view as the rules take it: where they tie a view to its slot (viewSlot, viewedAt: today's
  // rules), views + 1 with the slot of its stamp and the server time, as the app writes it
  // (src/data/repos/post-views.ts); before that, views + 1 alone.
  const viewsNameTheirSlot = /'viewSlot'/.test(rulesText);
  const viewChange = (slot) =>
    viewsNameTheirSlot
      ? { views: increment(1), viewSlot: String(slot), viewedAt: serverTimestamp() }
      : { views: increment(1) };

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

  // Staff and published posts to count views on, written past the rules as the seed is.
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
    for (let n = 1; n <= BATCH; n += 1)
      batch.set(doc(db, 'blog_posts', String(n)), {
        title: `Post ${n}`,
        status: 'Published',
        views: 0,
        createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1) + n * 1000),
      });
    await batch.commit();
  });

  const batches = [];
  // The batch alone; with one stamp naming its first write; with a stamp in every slot, each naming
  // another of its writes.
  const inBatch = async (attack, fill, kind) => {
    await quiet();
    const ids = fill.ids();
    const stampsEverySlot = stampIds(kind).slice(0, ids.length);
    const writes = await best([
      () => commit((batch) => fill.add(batch, ids), ids.length),
      () =>
        commit((batch) => {
          fill.add(batch, ids);
          batch.set(doc(visitor, 'throttles', stampsEverySlot[0]), stamp(ids[0]));
        }, ids.length + 1),
      () =>
        commit((batch) => {
          fill.add(batch, ids);
          stampsEverySlot.forEach((id, n) => batch.set(doc(visitor, 'throttles', id), stamp(ids[n])));
        }, ids.length + stampsEverySlot.length),
    ]);
    batches.push({ attack, writes });
  };

  await inBatch(
    `one commit of ${BATCH} contact inquiries (+ stamps)`,
    {
      ids: () => Array.from({ length: BATCH }, () => doc(collection(visitor, 'contact_inquiries')).id),
      add: (batch, ids) =>
        ids.forEach((id, n) => batch.set(doc(visitor, 'contact_inquiries', id), inquiry(n))),
    },
    'contact_inquiries',
  );
  await inBatch(
    `one commit of ${BATCH} subscribers (+ stamps)`,
    {
      ids: () => Array.from({ length: BATCH }, (_, n) => `reader${n}@example.com`),
      add: (batch, ids) => ids.forEach((id) => batch.set(doc(visitor, 'subscribers', id), subscriber(id))),
    },
    'subscribers',
  );
  // Post n names slot n mod 5, so that with a stamp in every slot the first five posts each have theirs.
  const views = (count) => ({
    ids: () => Array.from({ length: count }, (_, n) => String(n + 1)),
    add: (batch, ids) =>
      ids.forEach((id, n) => batch.update(doc(visitor, 'blog_posts', id), viewChange(n % throttleSlots))),
  });
  await inBatch(`one commit of views +1 on ${BATCH} published posts (+ stamps)`, views(BATCH), 'views');
  // Where each view names its slot, the most one commit can count: one post per slot, each with its
  // stamp. It takes those slots for the interval as that many single views would (the loop below).
  await inBatch(
    `one commit of views +1 on ${throttleSlots} published posts, one per slot (+ stamps)`,
    views(throttleSlots),
    'views',
  );
  const largest = inquiry('largest', 'ह'.repeat(5000));
  const largestBytes = Buffer.byteLength(JSON.stringify({ ...largest, createdAt: null }));
  await inBatch(
    `one inquiry of the largest valid size (${(largestBytes / 1024).toFixed(1)} KiB)`,
    {
      ids: () => [doc(collection(visitor, 'contact_inquiries')).id],
      add: (batch, [id]) => batch.set(doc(visitor, 'contact_inquiries', id), largest),
    },
    'contact_inquiries',
  );

  /**
   * The write alone when the rules take that, else with its stamp in each slot in turn (the app's
   * batch) until one is taken. `write(batch, slot)` is told the slot it is stamped in (a view names it).
   */
  const stampedOrNot = (write, kind, id) =>
    best([
      () => commit((batch) => write(batch, 0), 1),
      ...stampIds(kind).map(
        (stampId, slot) => () =>
          commit((batch) => {
            write(batch, slot);
            batch.set(doc(visitor, 'throttles', stampId), stamp(id));
          }, 2),
      ),
    ]);
  const loops = [
    [
      `${LOOP} single inquiries in a row`,
      await loop((n) => {
        const id = doc(collection(visitor, 'contact_inquiries')).id;
        const write = (batch) => batch.set(doc(visitor, 'contact_inquiries', id), inquiry(`loop-${n}`));
        return stampedOrNot(write, 'contact_inquiries', id);
      }),
    ],
    [
      `${LOOP} single subscribers in a row`,
      await loop((n) => {
        const id = `loop${n}@example.com`;
        return stampedOrNot(
          (batch) => batch.set(doc(visitor, 'subscribers', id), subscriber(id)),
          'subscribers',
          id,
        );
      }),
    ],
    [
      `${LOOP} view increments of one post in a row`,
      await loop(() =>
        stampedOrNot(
          (batch, slot) => batch.update(doc(visitor, 'blog_posts', '1'), viewChange(slot)),
          'views',
          '1',
        ),
      ),
    ],
  ];

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
  const aggregateReads = async (q, spec = { n: count() }) => {
    try {
      const counted = await getAggregateFromServer(q, { ...spec, n: count() });
      return Math.max(1, Math.ceil(counted.data().n / 1000));
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
    // countInquiriesByStatus: total, Responded, Resolved). The dashboard: countPosts (count+sum, published,
    // this month, last month), countProjects (total, Completed, Planning), the inquiry counts again and
    // by month, the newest 4 inquiries and the newest 3 posts (+1). The bell: see below.
    paged: {
      inquiries: async () =>
        total([
          await listReads(query(newest('contact_inquiries'), limit(DEFAULT_PAGE_SIZE + 1))),
          await aggregateReads(capped('contact_inquiries')),
          await aggregateReads(capped('contact_inquiries', where('status', '==', 'Responded'))),
          await aggregateReads(capped('contact_inquiries', where('status', '==', 'Resolved'))),
        ]),
      dashboard: async () => {
        const [thisMonth, lastMonth] = monthRanges();
        return total([
          await aggregateReads(capped('blog_posts'), { views: sum('views') }),
          await aggregateReads(capped('blog_posts', where('status', '==', 'Published'))),
          await aggregateReads(capped('blog_posts', ...thisMonth)),
          await aggregateReads(capped('blog_posts', ...lastMonth)),
          await aggregateReads(capped('projects')),
          await aggregateReads(capped('projects', where('status', '==', 'Completed'))),
          await aggregateReads(capped('projects', where('status', '==', 'Planning'))),
          await aggregateReads(capped('contact_inquiries')),
          await aggregateReads(capped('contact_inquiries', where('status', '==', 'Responded'))),
          await aggregateReads(capped('contact_inquiries', where('status', '==', 'Resolved'))),
          await aggregateReads(capped('contact_inquiries', ...thisMonth)),
          await aggregateReads(capped('contact_inquiries', ...lastMonth)),
          await listReads(query(newest('contact_inquiries'), limit(RECENT_INQUIRIES))),
          await listReads(query(newest('blog_posts'), limit(RECENT_POSTS + 1))),
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
  // queries.ts): that once, then each poll asks only for what is at least as new as the newest it has
  // (where createdAt >= newest), which is that one document unless something arrived.
  const newestStamp = async (name) =>
    (await getDocs(query(newest(name), limit(1)))).docs[0]?.get('createdAt') ?? null;
  const pollSince = async (name) => {
    const since = await newestStamp(name);
    const constraints = since ? [where('createdAt', '>=', since)] : [];
    return listReads(query(newest(name, ...constraints), limit(NOTIFICATIONS_RECENT)));
  };
  const bell = async () =>
    backOffice === 'paged'
      ? total([await pollSince('contact_inquiries'), await pollSince('subscribers')])
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

// --------------------------------------------------------------------------------------------- report

const percent = (part, whole) => `${Math.round((part / whole) * 100)}%`;
const writesOf = (n) => `${fmt(n)} ${n === 1 ? 'write' : 'writes'}`;

/**
 * The most writes a day of `loop` can make: its rate all day, or, when the throttle stopped it, what it got
 * through per interval (every slot once: the loop ran for `seconds`, that many intervals, at least one)
 * times the intervals in a day.
 */
function writesPerDay({ writes, seconds }, throttleSeconds) {
  if (throttleSeconds === null || writes === LOOP) return (writes / seconds) * SECONDS_PER_DAY;
  const intervals = Math.max(1, Math.ceil(seconds / throttleSeconds));
  return (writes / intervals) * (SECONDS_PER_DAY / throttleSeconds);
}

function rowsOf({ throttleSeconds, throttleSlots, batches, loops, reads }) {
  const throttle = `${throttleSlots === 1 ? 'one' : throttleSlots} each ${throttleSeconds} s`;
  return [
    ...batches.map(({ attack, writes }) => [
      attack,
      writes,
      writesOf(writes),
      writes === 0
        ? 'refused: nothing'
        : `${fmt(Math.ceil(SPARK.writesPerDay / writes))} such requests use the day's ${fmt(SPARK.writesPerDay)} writes` +
          (throttleSeconds === null ? '' : `, but the throttle takes ${throttle} (the loops)`),
    ]),
    ...loops.map(([attack, run]) => {
      const perDay = writesPerDay(run, throttleSeconds);
      const perSecond = run.writes / run.seconds;
      return [
        `${attack} (${run.seconds.toFixed(1)} s)`,
        run.writes,
        writesOf(run.writes),
        run.writes === 0
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

/** The throttle's ceiling: every throttled loop at its best, all day, together. */
function worstDay(run) {
  if (run.throttleSeconds === null) return null;
  const perDay = run.loops.reduce((all, [, loop]) => all + writesPerDay(loop, run.throttleSeconds), 0);
  return `A day of all ${run.loops.length} loops at once: ${fmt(perDay)} writes (${percent(perDay, SPARK.writesPerDay)} of Spark); staff keep ${fmt(SPARK.writesPerDay - perDay)}.`;
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
