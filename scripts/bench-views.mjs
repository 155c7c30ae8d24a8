#!/usr/bin/env node
// npm run bench:views: a day of issue 37's traffic counted by the visit protocol (src/data/models/visit-*.ts,
// docs/visit-counting.md), measured on the Auth and Firestore emulators with the project's firestore.rules.
// It seeds 50 published posts (and a draft) past the rules, then plays 1,000 visitors reading 5,000 posts
// between them (a Zipf-like popularity over the posts) plus other pages, each in one browser tab whose
// counter does what the site's does (src/features/visits/visit-counter.ts), in simulated time: its first
// flush as soon as its first page is shown (the visit and its referrer); then every flush its queue holds at
// each later occasion, the tab hidden (a switch to another tab midway, or closed at the end) or 10 minutes after the
// first view waiting; each flush under a new anonymous identity: a sign-up and one commit over REST, built
// by the app's own builders (scripts/lib/visit-flush.mjs). The day is compressed: the flushes go as fast as
// the emulator takes them, 16 tabs in flight; halfway through, 200 fresh visitors read one post all at
// once (a link shared somewhere). It then reads the month's statistics past the rules and prints what was
// counted against what was shown (and why the rest was not), the writes and reads the day cost against the
// Spark plan, the refused requests (0 expected), the time it took, and what a script on one machine can do
// against the protocol.
//
// A benchmark, not a test: it prints figures and exits 0 whatever they are (1 only when it cannot run:
// no Java 21+ for the Firestore emulator, or the emulators' ports are taken).
import { DEMO_EMULATORS } from './lib/emulator-config.mjs';
import { readCollection, resetAndSeed } from './lib/emulator-data.mjs';
import { chooseBackend, startEmulators } from './lib/emulators.mjs';
import {
  commit,
  flushBody,
  liveSite,
  signUpAnonymously,
  visitQueue,
  visitRest,
  visitStats,
} from './lib/visit-flush.mjs';

const { enqueue, newVisitQueue, takeFlush } = visitQueue;
const {
  announcesSamplingPoint,
  isSampledFrom,
  MAX_POSTS_PER_FLUSH,
  MAX_PAGES_PER_FLUSH,
  readMonthStats,
  SAMPLED_WEIGHT,
  shardOf,
  shardsSampledOn,
  siteDayOf,
  visitStatsIdsOf,
} = visitStats;
const { flushesAfterOf, samplingAnnouncementBody } = visitRest;

// ------------------------------------------------------------------------------------------- the day

/**
 * `--busy=N`: a day N times the target's traffic (N x 1,000 visitors, N x 5,000 post views; the same burst),
 * past the counting budget: what sampling saves and how close its estimates come. The abuse figures are
 * the plain run's.
 */
const BUSY = Number(process.argv.find((arg) => arg.startsWith('--busy='))?.slice(7) ?? 1);
if (!(Number.isInteger(BUSY) && BUSY >= 1)) throw new Error('--busy takes a whole number from 1.');
const POSTS = 50;
const VISITORS = 1_000 * BUSY;
const POST_VIEWS = 5_000 * BUSY;
/** Fresh visitors reading one post within a minute (here: all at once), halfway through the day. */
const BURST = 200;
/** Requests in flight while the day plays (the burst comes on top). */
const CONCURRENCY = 16;
// The browser's counter (src/features/visits/visit-counter.ts: LONGEST_WAIT_MS, MOST_FAILURES): what waits
// is sent 10 minutes after the first view waiting, and a tab stops counting after 2 failed flushes in a row.
const FLUSH_AFTER_MS = 10 * 60_000;
const MOST_FAILURES = 2;
/** Zipf exponent of the posts' popularity: the post of rank r is read in proportion to 1 / r^s. */
const ZIPF = 1;
/** The shared post: one that is otherwise rarely read. */
const BURST_POST = String(POSTS - 10);
/** A draft, for the abuse attempts. */
const DRAFT_POST = String(POSTS + 1);
/** The same day every run (the seed of the random choices). */
const SEED = 37;

// Spark's daily quotas, the share of writes the counting may use, and Firebase Auth's limit on new
// accounts (https://firebase.google.com/docs/auth/limits): 100 accounts an hour for each IP address.
const SPARK = { writesPerDay: 20_000, readsPerDay: 50_000 };
const COUNTING_BUDGET = Math.ceil(SPARK.writesPerDay / 3);
const SIGN_UPS_PER_HOUR_PER_IP = 100;
/** Spark's daily active users with Identity Platform (same page): 3,000 a day. */
const IDENTITY_PLATFORM_DAU = 3_000;

const ENDPOINTS = {
  projectId: DEMO_EMULATORS.projectId,
  // The Auth emulator takes any API key.
  apiKey: 'bench-views',
  firestoreEmulatorHost: DEMO_EMULATORS.firestore,
  authEmulatorUrl: `http://${DEMO_EMULATORS.auth}`,
};

const fmt = (value) => Math.round(value).toLocaleString('en-IN');
const percent = (part, whole) => `${((part / whole) * 100).toFixed(1)}%`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** A small seeded generator (mulberry32): the same visitors every run. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = generator(SEED);
const pick = (items) => items[Math.floor(random() * items.length)];
/** Exponentially distributed, of mean `mean`. */
const exponential = (mean) => -Math.log(1 - random()) * mean;
/** Geometric on 0, 1, 2, ... of mean `mean`. */
const geometric = (mean) => {
  let k = 0;
  while (random() < mean / (mean + 1)) k += 1;
  return k;
};

/** `items` in a random order (Fisher-Yates, in place). */
function shuffled(items) {
  for (let n = items.length - 1; n > 0; n -= 1) {
    const other = Math.floor(random() * (n + 1));
    [items[n], items[other]] = [items[other], items[n]];
  }
  return items;
}

/** Post ids by popularity: post '1' is the most read (rank 1), post '50' the least. */
const POST_IDS = Array.from({ length: POSTS }, (_, n) => String(n + 1));
const zipfWeights = POST_IDS.map((_, rank) => 1 / (rank + 1) ** ZIPF);
const zipfTotal = zipfWeights.reduce((a, b) => a + b, 0);
function zipfPost() {
  let left = random() * zipfTotal;
  for (let rank = 0; rank < POSTS; rank += 1) {
    left -= zipfWeights[rank];
    if (left <= 0) return POST_IDS[rank];
  }
  return POST_IDS[POSTS - 1];
}

/** The other pages a visitor sees, by route key (PAGE_KEYS), and how often. */
const PAGES = [
  ...Array(6).fill('home'),
  ...Array(5).fill('blog'),
  'blogPage',
  'blogCategory',
  'blogTag',
  'about',
  'about',
  'services',
  'service',
  'packages',
  'projects',
  'project',
  'contact',
];
/** Where visits come from (null: typed, a bookmark, or no referrer sent). */
const REFERRERS = [
  ...Array(5).fill('www.google.com'),
  ...Array(4).fill(null),
  'www.bing.com',
  'duckduckgo.com',
  'www.facebook.com',
  't.co',
  'www.linkedin.com',
];

/** How many of the day's post views each visitor reads: geometric (most read one or two), 5,000 in all. */
function postsPerVisitor() {
  const counts = Array.from({ length: VISITORS }, () => geometric(POST_VIEWS / VISITORS));
  let total = counts.reduce((a, b) => a + b, 0);
  while (total < POST_VIEWS) {
    counts[Math.floor(random() * VISITORS)] += 1;
    total += 1;
  }
  while (total > POST_VIEWS) {
    const visitor = Math.floor(random() * VISITORS);
    if (counts[visitor] === 0) continue;
    counts[visitor] -= 1;
    total -= 1;
  }
  return counts;
}

/**
 * One visitor's tab: what it shows and when (ms from its first page), where it came from, and after which
 * page, if any, it is hidden midway (another tab). A few (5%) stay long (reading, or the tab left open).
 */
function planVisit(postCount) {
  const read = [];
  const posts = Array.from({ length: postCount }, () => {
    // Now and then (5%) a post read before, through the back button or a link; otherwise a new one.
    const again = read.length > 0 && random() < 0.05;
    let id = again ? pick(read) : zipfPost();
    for (let tries = 0; !again && read.includes(id) && tries < 20; tries += 1) id = zipfPost();
    read.push(id);
    return { kind: 'post', id };
  });
  const pageCount = Math.max(postCount === 0 ? 1 : 0, geometric(2));
  const pages = Array.from({ length: pageCount }, () => ({ kind: 'page', key: pick(PAGES) }));
  // Most land on a post (from a search); the others on a page; then the rest in any order.
  const landsOnPost = posts.length > 0 && (pages.length === 0 || random() < 0.6);
  const first = landsOnPost ? posts.shift() : pages.shift();
  const rest = shuffled([...posts, ...pages]);
  const long = random() < 0.05;
  let at = 0;
  const shown = [first, ...rest].map((item) => {
    const entry = { at, item };
    at += exponential(long ? 8 * 60_000 : item.kind === 'post' ? 45_000 : 10_000);
    return entry;
  });
  const hideAfter =
    shown.length > 2 && random() < 0.15 ? 1 + Math.floor(random() * (shown.length - 2)) : null;
  return { referrer: pick(REFERRERS), shown, hideAfter, endsAt: at };
}

// ------------------------------------------------------------------------------------------ sending

const sent = {
  flushes: 0,
  postsCounted: 0,
  /** Sent weighted (SAMPLED_WEIGHT), and left out by the draw, past the day's sampling point. */
  weighted: 0,
  sampledOut: 0,
  /** Of those, first flushes: sampled because site/live, read at the tab's start, said the day is past it. */
  firstWeighted: 0,
  firstSampledOut: 0,
  /** Shards announced past their point on site/live (1 write, and the rules' get of the shard, each). */
  announced: 0,
  signUpMs: [],
  commitMs: [],
  refused: [],
  months: new Set(),
  why: new Map(),
};
/** What tabs held and never sent: left in the queue when the tab closed, or when it gave up. */
const newLost = () => ({ closed: { posts: 0, pages: 0 }, gaveUp: { posts: 0, pages: 0, visits: 0 } });

/**
 * One flush as the browser sends it: a new anonymous identity, then the commit. Whether it counted; a
 * refusal is recorded with `phase` (the day's tabs, or the burst's). `tab` keeps what the tab's flushes'
 * answers said: once one finds its shard past the sampling point (isSampledFrom), each later flush that day
 * goes with probability 1 / SAMPLED_WEIGHT, weighted, to that shard (the browser's counter does the same).
 */
async function sendFlush(flush, why, phase, tab) {
  const now = Date.now();
  const when = siteDayOf(now);
  // Shards site/live lists for today, read when the tab started: one of them, drawn (the counter's way).
  const announced = shardsSampledOn(tab.siteSampling, when);
  if (!(tab.sampling?.month === when.month && tab.sampling.day === when.day) && announced.length > 0)
    tab.sampling = { ...when, shard: announced[Math.floor(random() * announced.length)] };
  const sampling = tab.sampling?.month === when.month && tab.sampling.day === when.day ? tab.sampling : null;
  // A sampled flush that failed was drawn already: it goes again weighted (the counter's keptBack).
  if (sampling && tab.keptBack > 0) tab.keptBack -= 1;
  else if (sampling && random() * SAMPLED_WEIGHT >= 1) {
    sent.sampledOut += 1;
    if (flush.visit) sent.firstSampledOut += 1;
    return true;
  }
  const identity = await signUpAnonymously(ENDPOINTS);
  sent.signUpMs.push(identity.ms);
  if (!identity.ok) {
    sent.refused.push(`${phase}, sign-up: ${identity.refused}`);
    if (sampling) tab.keptBack += 1;
    return false;
  }
  sent.months.add(when.month);
  const shard = sampling ? sampling.shard : shardOf(identity.uid);
  const weighted = sampling ? { ...flush, weight: SAMPLED_WEIGHT } : flush;
  const body = flushBody(ENDPOINTS.projectId, identity.uid, weighted, { now, shard });
  const result = await commit(ENDPOINTS, identity.idToken, body);
  sent.commitMs.push(result.ms);
  if (!result.ok) {
    sent.refused.push(`${phase}, commit${sampling ? ' (weighted)' : ''}: ${result.refused}`);
    if (sampling) tab.keptBack += 1;
    return false;
  }
  const flushesAfter = flushesAfterOf(result.answer);
  if (!sampling && flushesAfter !== null && isSampledFrom(flushesAfter))
    tab.sampling = { month: when.month, day: when.day, shard };
  if (flushesAfter !== null && announcesSamplingPoint(flushesAfter)) {
    const body = samplingAnnouncementBody(ENDPOINTS.projectId, 'live', shard, when);
    const announcement = await commit(ENDPOINTS, identity.idToken, body);
    if (announcement.ok) sent.announced += 1;
    else sent.refused.push(`${phase}, announcing shard ${shard} past its point: ${announcement.refused}`);
  }
  sent.flushes += 1;
  if (sampling) sent.weighted += 1;
  if (sampling && flush.visit) sent.firstWeighted += 1;
  sent.postsCounted += flush.posts.length;
  sent.why.set(why, (sent.why.get(why) ?? 0) + 1);
  return true;
}

/**
 * One tab, played as the site's counter (src/features/visits/visit-counter.ts) plays it, in simulated time:
 * the first page is sent at once (and, while the visit is not counted, each page shown); later pages wait
 * for the next occasion: the tab hidden (midway, or closed at the end) or a timer 10 minutes after the
 * first view waiting (or after a flush that left some). Each occasion sends every flush the queue holds
 * (takeFlush: at most MAX_POSTS_PER_FLUSH posts and MAX_PAGES_PER_FLUSH pages, each once), each under its
 * own identity. A failed flush puts back what it held and ends the occasion; after MOST_FAILURES failures
 * in a row the tab stops.
 * What is still waiting when the tab closes is never sent (counted in `lost`).
 *
 * `send(flush, why)` resolves to whether it counted.
 */
async function playTab(plan, { send, lost }) {
  const tab = { sampling: null, keptBack: 0, siteSampling: await readSiteSampling() };
  let queue = newVisitQueue(plan.referrer);
  let timerAt = null;
  let failures = 0;
  const occasion = async (why, at) => {
    while (failures < MOST_FAILURES && queue.items.length > 0) {
      const taken = takeFlush(queue);
      if (!(await send(taken.flush, why, tab))) {
        failures += 1;
        break;
      }
      queue = taken.rest;
      failures = 0;
    }
    timerAt = queue.items.length > 0 ? at + FLUSH_AFTER_MS : null;
  };
  for (const [index, { at, item }] of plan.shown.entries()) {
    while (timerAt !== null && timerAt <= at) await occasion('10 minutes after a view waiting', timerAt);
    queue = enqueue(queue, item);
    if (!queue.visitCounted) await occasion('first page', at);
    else timerAt ??= at + FLUSH_AFTER_MS;
    if (index === plan.hideAfter) await occasion('tab hidden midway', at);
  }
  while (timerAt !== null && timerAt <= plan.endsAt)
    await occasion('10 minutes after a view waiting', timerAt);
  await occasion('tab closed at the end', plan.endsAt);
  const into = failures >= MOST_FAILURES ? lost.gaveUp : lost.closed;
  for (const item of queue.items) into[item.kind === 'post' ? 'posts' : 'pages'] += 1;
  if (!queue.visitCounted) lost.gaveUp.visits += 1;
}

/**
 * site/live's `sampling` as a page reads it at its start (the public get the rules allow; the page's own
 * read, not counting's), or {} when it cannot be read.
 */
async function readSiteSampling() {
  const url =
    `http://${DEMO_EMULATORS.firestore}/v1/projects/${ENDPOINTS.projectId}/databases/(default)/documents/` +
    'site/live?mask.fieldPaths=sampling';
  const response = await fetch(url).catch(() => null);
  if (!response?.ok) return {};
  const document = await response.json().catch(() => null);
  const fields = document?.fields?.sampling?.mapValue?.fields ?? {};
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.stringValue]));
}

/** Runs `work(task)` over `tasks`, `concurrency` at a time; `onDone(doneCount)` after each. */
async function pool(tasks, concurrency, work, onDone = () => {}) {
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) {
        const task = tasks[next];
        next += 1;
        await work(task);
        done += 1;
        onDone(done);
      }
    }),
  );
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

// ---------------------------------------------------------------------------------------- the abuse

/**
 * What a script on one machine gets through when it follows the protocol as fast as it allows, and a few
 * requests outside it, each under a real anonymous sign-up on the Auth emulator. Returns report lines.
 */
async function measureAbuse() {
  const lines = [];
  const { projectId } = ENDPOINTS;
  const mutate = (body, change) => {
    const parsed = JSON.parse(body);
    change(parsed);
    return JSON.stringify(parsed);
  };
  const transformsOf = (parsed) => parsed.writes[1].updateTransforms;
  const onePost = (id) => ({ pages: [], posts: [id], visit: true, referrer: null });
  let identities = 0;
  const signUp = async () => {
    const identity = await signUpAnonymously(ENDPOINTS);
    if (!identity.ok) throw new Error(`the anonymous sign-up was refused: ${identity.refused}`);
    identities += 1;
    return identity;
  };
  const outcome = (result) => (result.ok ? 'GOT THROUGH' : `refused (${result.refused})`);

  // One identity, as many flushes as it can: the builder's commit again and again (a new post each time);
  // then, as a script would try next, the visitor document written without its "must not exist"
  // precondition (an overwrite), and the statistics' increments alone.
  const TRIES = 20;
  const one = await signUp();
  const tries = { built: 0, overwrite: 0, statsOnly: 0 };
  for (let n = 0; n < TRIES; n += 1) {
    const body = flushBody(projectId, one.uid, onePost(POST_IDS[n % POSTS]));
    if ((await commit(ENDPOINTS, one.idToken, body)).ok) tries.built += 1;
    const overwrite = mutate(body, (parsed) => delete parsed.writes[0].currentDocument);
    if (n > 0 && (await commit(ENDPOINTS, one.idToken, overwrite)).ok) tries.overwrite += 1;
    const statsOnly = mutate(body, (parsed) => parsed.writes.shift());
    if ((await commit(ENDPOINTS, one.idToken, statsOnly)).ok) tries.statsOnly += 1;
  }
  const oneIdentity = tries.built + tries.overwrite + tries.statsOnly;
  lines.push(
    `One identity, ${TRIES} flushes in a row: ${oneIdentity} got through (as built: ${tries.built}; with the ` +
      `visitor document overwritten: ${tries.overwrite} of ${TRIES - 1}; the statistics alone: ` +
      `${tries.statsOnly}).`,
  );

  // Outside the protocol, each under a fresh identity.
  const attempts = [
    [
      'a post counted twice in one flush (its id twice, two increments)',
      (uid) => flushBody(projectId, uid, { ...onePost('1'), posts: ['1', '1'] }),
    ],
    [
      'a post counted twice in one flush (its id twice, one increment of 2)',
      (uid) =>
        mutate(flushBody(projectId, uid, { ...onePost('1'), posts: ['1', '1'] }), (parsed) => {
          const transforms = transformsOf(parsed);
          const first = transforms.findIndex(({ fieldPath }) => fieldPath === 'posts.`1`');
          transforms[first].increment.integerValue = '2';
          transforms.splice(
            transforms.findIndex(({ fieldPath }, n) => n > first && fieldPath === 'posts.`1`'),
            1,
          );
        }),
    ],
    [
      '+5 views of a post in one increment',
      (uid) =>
        mutate(flushBody(projectId, uid, onePost('1')), (parsed) => {
          for (const transform of transformsOf(parsed))
            if (!transform.fieldPath.endsWith('visits')) transform.increment.integerValue = '5';
        }),
    ],
    [
      'a second flush with the same identity, as built (its create must not find the document)',
      (uid, token) =>
        commit(ENDPOINTS, token, flushBody(projectId, uid, onePost('2'))).then(() =>
          flushBody(projectId, uid, { ...onePost('3'), visit: false }),
        ),
    ],
    [
      'a second flush with the same identity, its visitor document overwritten (no precondition)',
      (uid, token) =>
        commit(ENDPOINTS, token, flushBody(projectId, uid, onePost('2'))).then(() =>
          mutate(flushBody(projectId, uid, { ...onePost('3'), visit: false }), (parsed) => {
            delete parsed.writes[0].currentDocument;
          }),
        ),
    ],
    ['a draft post', (uid) => flushBody(projectId, uid, onePost(DRAFT_POST))],
    [
      `${MAX_POSTS_PER_FLUSH + 1} posts in one flush (the most is ${MAX_POSTS_PER_FLUSH})`,
      (uid) =>
        flushBody(projectId, uid, { ...onePost('1'), posts: POST_IDS.slice(0, MAX_POSTS_PER_FLUSH + 1) }),
    ],
    ['another identity\u2019s visitor document', (uid) => flushBody(projectId, `${uid}x`, onePost('1'))],
  ];
  lines.push('Requests outside the protocol (a fresh identity each):');
  for (const [what, build] of attempts) {
    const identity = await signUp();
    const body = await build(identity.uid, identity.idToken);
    lines.push(`  ${what}: ${outcome(await commit(ENDPOINTS, identity.idToken, body))}`);
  }
  lines.push(
    `  signed out (no identity), one flush as built: ${outcome(
      await commit(ENDPOINTS, null, flushBody(projectId, 'no-one', onePost('1'))),
    )}`,
  );

  // Many identities, as fast as the emulator signs them up.
  const MANY = 100;
  const started = performance.now();
  let through = 0;
  await pool(Array.from({ length: MANY }), CONCURRENCY, async () => {
    const identity = await signUp();
    const body = flushBody(projectId, identity.uid, onePost(BURST_POST));
    if ((await commit(ENDPOINTS, identity.idToken, body)).ok) through += 1;
  });
  const manyMs = performance.now() - started;
  const perDay = SIGN_UPS_PER_HOUR_PER_IP * 24;
  lines.push(
    `A new identity per flush: ${through} of ${MANY} flushes got through in ${seconds(manyMs)} ` +
      `(${fmt((MANY / manyMs) * 3_600_000)} sign-ups an hour). The Auth emulator does not enforce Firebase ` +
      `Auth's limit of ${SIGN_UPS_PER_HOUR_PER_IP} new accounts an hour per IP address ` +
      `(https://firebase.google.com/docs/auth/limits); this run signed up ${identities + MANY} identities for ` +
      'these attempts from one machine.',
    `Per machine (IP address) under that limit: ${fmt(perDay)} identities a day, so at most ${fmt(perDay)} ` +
      `flushes = ${fmt(perDay * 2)} writes a day (${percent(perDay * 2, SPARK.writesPerDay)} of Spark's ` +
      `${fmt(SPARK.writesPerDay)}, within the counting budget of ${fmt(COUNTING_BUDGET)}), and one post ` +
      `inflated by at most ${fmt(perDay)} views a day (each post counts once per flush, one flush per ` +
      `identity); each such flush may also add 1 to up to ${MAX_POSTS_PER_FLUSH} posts and ` +
      `${MAX_PAGES_PER_FLUSH} pages, 1 visit and 1 referrer. Every further machine (IP address) adds as much.`,
  );
  // Past the sampling point a flush may count SAMPLED_WEIGHT times: a script can bring one shard there
  // with its own flushes (or find it there on a busy day), then weight the rest.
  const toPoint = Math.min(perDay, visitStats.SAMPLE_FROM_FLUSHES);
  const sampledMost = toPoint + (perDay - toPoint) * SAMPLED_WEIGHT;
  lines.push(
    `Past the counting budget (a shard at ${fmt(visitStats.SAMPLE_FROM_FLUSHES)} flushes that day, which one ` +
      `machine's flushes can bring one shard to) each flush may count ${SAMPLED_WEIGHT} times: one post ` +
      `inflated by at most ${fmt(sampledMost)} views a day (${fmt(toPoint)} flushes to the point, the other ` +
      `${fmt(perDay - toPoint)} weighted), for the same ${fmt(perDay * 2)} writes. A weighted flush in a shard ` +
      `below the point is refused (npm run abuse-check).`,
  );
  return lines;
}

// --------------------------------------------------------------------------------------------- main

function postsSeed() {
  const at = new Date(Date.now() - 30 * 86_400_000);
  const post = (id, status) => ({
    title: `Post ${id}`,
    slug: `post-${id}`,
    status,
    ...(status === 'Published' ? { publishAt: at } : {}),
    views: 0,
    date: at.toISOString().slice(0, 10),
    createdAt: at,
    updatedAt: at,
  });
  return {
    blog_posts: Object.fromEntries([
      ...POST_IDS.map((id) => [id, post(id, 'Published')]),
      [DRAFT_POST, post(DRAFT_POST, 'Draft')],
    ]),
    // site/live as a staff save leaves it: what pages read, and where a shard past its point is announced.
    site: { live: liveSite.unchangedLiveSite(at) },
  };
}

/** The counted month(s), their shards added up: posts, pages, referrers and the days' figures. */
async function countedStats() {
  const stored = await readCollection(visitStats.VISIT_STATS);
  const total = {
    posts: {},
    pages: {},
    referrers: {},
    visits: 0,
    views: 0,
    postViews: 0,
    sampled: 0,
    documents: 0,
  };
  for (const month of sent.months) {
    const ids = visitStatsIdsOf(month);
    total.documents += ids.filter((id) => stored[id]).length;
    const stats = readMonthStats(
      month,
      ids.map((id) => stored[id] ?? null),
    );
    for (const name of ['posts', 'pages', 'referrers'])
      for (const [key, value] of Object.entries(stats[name]))
        total[name][key] = (total[name][key] ?? 0) + value;
    for (const day of Object.values(stats.days)) {
      total.visits += day.visits;
      total.views += day.views;
      total.postViews += day.postViews;
      total.sampled += day.sampled;
    }
  }
  return total;
}

async function main() {
  const backend = await chooseBackend({ ci: true });
  if (backend.name !== 'firestore') throw new Error('bench:views needs the Firestore emulator (Java 21+).');
  const startedAll = performance.now();
  const emulators = await startEmulators(backend);
  try {
    await resetAndSeed({ collections: postsSeed(), accounts: [] });

    // The day, planned up front (the same every run), then played.
    const counts = postsPerVisitor();
    const plans = counts.map((postCount) => planVisit(postCount));
    const burst = Array.from({ length: BURST }, () => ({
      referrer: 'www.facebook.com',
      shown: [{ at: 0, item: { kind: 'post', id: BURST_POST } }],
      hideAfter: null,
      endsAt: exponential(60_000),
    }));
    const truth = { posts: {}, pages: 0, referrers: 0 };
    for (const plan of [...plans, ...burst]) {
      for (const { item } of plan.shown) {
        if (item.kind === 'post') truth.posts[item.id] = (truth.posts[item.id] ?? 0) + 1;
        else truth.pages += 1;
      }
      if (plan.referrer) truth.referrers += 1;
    }
    const longVisits = plans.filter((plan) => plan.endsAt > FLUSH_AFTER_MS).length;

    const lost = newLost();
    const dayStarted = performance.now();
    let burstRun = null;
    const day = { send: (flush, why, tab) => sendFlush(flush, why, 'day', tab), lost };
    await pool(
      plans,
      CONCURRENCY,
      (plan) => playTab(plan, day),
      (done) => {
        if (done !== VISITORS / 2) return;
        const started = performance.now();
        const fresh = { send: (flush, why, tab) => sendFlush(flush, why, 'burst', tab), lost };
        burstRun = Promise.all(burst.map((plan) => playTab(plan, fresh))).then(
          () => performance.now() - started,
        );
      },
    );
    const burstMs = await burstRun;
    const dayMs = performance.now() - dayStarted;

    const counted = await countedStats();
    const abuse = BUSY === 1 ? await measureAbuse() : null;

    // ------------------------------------------------------------------------------------- report
    const errorOf = (id) => {
      const shown = truth.posts[id] ?? 0;
      const got = counted.posts[id] ?? 0;
      return shown === 0 ? (got === 0 ? 0 : Infinity) : ((got - shown) / shown) * 100;
    };
    const byViews = Object.keys(truth.posts).sort((a, b) => truth.posts[b] - truth.posts[a]);
    const rows = [
      ...byViews.slice(0, 10),
      ...(byViews.slice(0, 10).includes(BURST_POST) ? [] : [BURST_POST]),
    ];
    const table = [
      ['post', 'shown', 'counted', 'error'],
      ...rows.map((id) => [
        `${id}${id === BURST_POST ? ' (the burst)' : ''}`,
        fmt(truth.posts[id]),
        fmt(counted.posts[id] ?? 0),
        `${errorOf(id).toFixed(2)}%`,
      ]),
    ];
    const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
    const tableLines = table.map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column])))
        .join('  '),
    );
    const maxError = Math.max(...POST_IDS.map((id) => Math.abs(errorOf(id))));
    const uncounted = Object.keys(counted.posts).filter((id) => !(id in truth.posts));
    const shownPosts = POST_VIEWS + BURST;
    const countedPosts = Object.values(counted.posts).reduce((a, b) => a + b, 0);
    const countedPages = Object.values(counted.pages).reduce((a, b) => a + b, 0);
    const visitors = VISITORS + BURST;
    // Every view shown is counted, or was left in its tab (closed, or given up): the rest is unexplained.
    const unexplained =
      shownPosts -
      countedPosts -
      lost.closed.posts -
      lost.gaveUp.posts +
      (truth.pages - countedPages) -
      lost.closed.pages -
      lost.gaveUp.pages;
    const writes = sent.flushes * 2 + sent.announced;
    // An announcement: the rules' get of the shard, and the staff rule's lookup of the caller's record.
    const billedReads = sent.flushes + sent.postsCounted + sent.announced * 2;
    const sampledAtAll = sent.weighted + sent.sampledOut > 0;
    const refusedKinds = [...new Set(sent.refused)].map(
      (why) => `${why} \u00d7${sent.refused.filter((one) => one === why).length}`,
    );
    const wall = performance.now() - startedAll;
    const lines = [
      `Traffic: ${fmt(VISITORS)} visitors reading ${fmt(POST_VIEWS)} posts (of ${POSTS}, Zipf s = ${ZIPF}) and ` +
        `${fmt(truth.pages)} other pages; ${longVisits} visits longer than 10 minutes; then, halfway through, ` +
        `${BURST} fresh visitors reading post ${BURST_POST} at once. ${CONCURRENCY} visitors in flight ` +
        `(the burst on top); random seed ${SEED}.`,
      '',
      'Post views, shown vs counted (top 10 by views, and the burst post):',
      ...tableLines.map((line) => `  ${line}`),
      `Largest error over all ${POSTS} posts: ${maxError.toFixed(2)}%; all posts: ${fmt(shownPosts)} shown, ` +
        `${fmt(countedPosts)} counted (${percent(countedPosts - shownPosts, shownPosts)})` +
        (uncounted.length > 0 ? `; counted but never shown: ${uncounted.join(', ')}` : '') +
        '.',
      `Other pages: ${fmt(truth.pages)} shown, ${fmt(countedPages)} counted ` +
        `(${percent(countedPages - truth.pages, truth.pages)}). The day's figures: ${fmt(counted.views)} views, ` +
        `${fmt(counted.postViews)} post views.`,
      `Visits: ${fmt(counted.visits)} counted for ${fmt(visitors)} visitors (one tab each); referrers: ` +
        `${fmt(Object.values(counted.referrers).reduce((a, b) => a + b, 0))} counted of ${fmt(truth.referrers)} sent.`,
      `Not counted: ${fmt(lost.closed.posts)} post views and ${fmt(lost.closed.pages)} pages still waiting when ` +
        `their tab closed (after a failed flush, what it held waits for the next occasion); ` +
        `${fmt(lost.gaveUp.posts)} post views, ${fmt(lost.gaveUp.pages)} pages and ${fmt(lost.gaveUp.visits)} ` +
        `visits of tabs that stopped after ${MOST_FAILURES} failed flushes in a row. ` +
        (sampledAtAll
          ? 'Past the sampling point the counts are estimates, so the views are not accounted one by one.'
          : unexplained === 0
            ? 'That accounts for every view.'
            : `Unexplained: ${fmt(unexplained)} views.`),
      sampledAtAll
        ? `Sampling: once a flush's answer found its shard past ${fmt(visitStats.SAMPLE_FROM_FLUSHES)} flushes ` +
          `that day, its tab sent each later flush with probability 1/${SAMPLED_WEIGHT}, counted ${SAMPLED_WEIGHT} ` +
          `times: ${fmt(sent.weighted)} flushes sent weighted, ${fmt(sent.sampledOut)} left out by the draw. ` +
          `${fmt(sent.announced)} shards announced past their point on site/live, so tabs started after that ` +
          `sampled their first flush too: ${fmt(sent.firstWeighted)} first flushes sent weighted, ` +
          `${fmt(sent.firstSampledOut)} left out. ` +
          `The stored days record ${fmt(counted.sampled)} sampled flushes, so the dashboard calls the day an ` +
          `estimate. Every flush sent whole would have taken ${fmt((sent.flushes + sent.sampledOut) * 2)} writes.`
        : `Sampling: none (no shard reached ${fmt(visitStats.SAMPLE_FROM_FLUSHES)} flushes); every figure is exact.`,
      '',
      `Flushes: ${fmt(sent.flushes)} counted of ${fmt(sent.signUpMs.length)} sent ` +
        `(${(sent.flushes / visitors).toFixed(2)} per visitor), each under a new anonymous identity; by cause: ` +
        [...sent.why].map(([why, n]) => `${why} ${fmt(n)}`).join(', ') +
        `. Spread over ${counted.documents} statistics documents (${visitStats.VISIT_STAT_SHARDS} shards a month).`,
      `Writes: ${fmt(writes)} (2 a flush${sent.announced > 0 ? `, 1 an announcement` : ''}): ${percent(writes, SPARK.writesPerDay)} of Spark's ` +
        `${fmt(SPARK.writesPerDay)} a day, ${percent(writes, COUNTING_BUDGET)} of the one-third budget of ` +
        `${fmt(COUNTING_BUDGET)}.`,
      `Billed reads by the rules' access calls (1 + posts counted, per flush; 2 an announcement; computed): ${fmt(billedReads)}, ` +
        `${percent(billedReads, SPARK.readsPerDay)} of Spark's ${fmt(SPARK.readsPerDay)} a day.`,
      `Anonymous sign-ups: ${fmt(sent.signUpMs.length)} (one a flush). Firebase Auth with Identity Platform ` +
        `on Spark allows ${fmt(IDENTITY_PLATFORM_DAU)} daily active users a day ` +
        `(https://firebase.google.com/docs/auth/limits)${sent.signUpMs.length > IDENTITY_PLATFORM_DAU ? ': this day has more sign-ups than that' : ''}; ` +
        'whether anonymous identities count there is not measured here (the emulator has no such limit).',
      `Refused requests: ${sent.refused.length}${refusedKinds.length > 0 ? ` (${refusedKinds.join('; ')})` : ''}.` +
        (sent.refused.some((why) => why.includes('ABORTED'))
          ? ' ABORTED is the emulator giving up on a commit that waited too long for a statistics document ' +
            'others were writing (contention): the day is played in minutes here, and the burst all at once; ' +
            'the tab tries again at its next occasion, as the site does.'
          : ''),
      '',
      `Time: the day's ${fmt(sent.signUpMs.length)} flushes (the burst's among them) in ${seconds(dayMs)} ` +
        `(${((sent.flushes / dayMs) * 1000).toFixed(0)} flushes/s); the burst's ${BURST} in ${seconds(burstMs)}` +
        ` (${burstMs < 60_000 ? 'within' : 'NOT within'} a minute); sign-up p50 ${quantile(sent.signUpMs, 0.5).toFixed(0)} ms, ` +
        `p95 ${quantile(sent.signUpMs, 0.95).toFixed(0)} ms; commit p50 ${quantile(sent.commitMs, 0.5).toFixed(0)} ms, ` +
        `p95 ${quantile(sent.commitMs, 0.95).toFixed(0)} ms; emulators up in ${seconds(emulators.startupMs)}; ` +
        `wall time ${seconds(wall)}.`,
      '',
      ...(abuse
        ? [
            'Abuse: a script on one machine, following the protocol as fast as it allows:',
            ...abuse.map((line) => `  ${line}`),
          ]
        : ['Abuse: see the plain run (npm run bench:views).']),
    ];
    console.log(
      `\nbench:views (Auth ${DEMO_EMULATORS.auth}, Firestore ${DEMO_EMULATORS.firestore} with firestore.rules)\n`,
    );
    console.log(lines.map((line) => (line ? `  ${line}` : '')).join('\n'));
    console.log('');
  } finally {
    await emulators.stop();
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(`\nbench:views: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
