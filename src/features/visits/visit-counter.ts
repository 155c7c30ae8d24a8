/*
 * This tab's counter of visits and views (docs/visit-counting.md). Loaded on its own once a public page is
 * shown, never in a page's start-up code. The first page shown is sent at once: that flush counts the visit,
 * so a visitor who reads one page and leaves is counted. Pages shown after it wait, and go in one flush when
 * the tab is hidden (the visitor leaves, closes it or switches away) or ten minutes after the oldest of
 * them. Each flush goes under an anonymous identity of its own, signed up ahead so that a hidden tab can
 * send at once. Nothing is stored in the browser: the queue and the identity live in this page's memory.
 * Above the day's counting budget (a flush's answer says its shard is past it), later flushes that day are
 * sampled: one in SAMPLED_WEIGHT is sent, counted SAMPLED_WEIGHT times, to the same shard. The one flush a
 * day that finds its shard exactly at the point says so in the site document pages read (site/live), so on
 * such a day a visit's first flush waits for that read and is sampled too.
 */
import { appConfig } from '@/lib/config';
import { liveSiteOfPage } from '@/features/site-settings';
import type { LiveSite } from '@/data/models/live-site';
import { pageKeyOf } from './page-key';
import { serverNow, knownServerNow } from '@/lib/server-clock';
import {
  ANONYMOUS_SIGN_UP_BODY,
  commitUrl,
  flushCommitBody,
  flushesAfterOf,
  samplingAnnouncementBody,
  signUpUrl,
  type VisitEndpoints,
} from '@/data/models/visit-rest';
import {
  enqueue,
  newVisitQueue,
  referrerHostOf,
  takeFlush,
  type ShownItem,
  type VisitQueue,
} from '@/data/models/visit-queue';
import {
  announcesSamplingPoint,
  isSampledFrom,
  SAMPLED_WEIGHT,
  shardsSampledOn,
  siteDayOf,
  shardOf,
  VISIT_STATS,
  VISITORS,
  statIncrementsOf,
  visitorRecordOf,
  type SiteDay,
  type VisitFlush,
} from '@/data/models/visit-stats';

/** How long a view waits for the tab to be hidden before it is sent anyway. */
export const LONGEST_WAIT_MS = 10 * 60_000;

/** The day a flush names is the server's a few seconds ago: the rules accept it until 10 minutes later. */
const DAY_MARGIN_MS = 5_000;

/** After this many failed flushes in a row the tab stops counting: no request loop on a broken network. */
const MOST_FAILURES = 2;

interface Identity {
  uid: string;
  idToken: string;
}

const endpoints = (): VisitEndpoints => ({
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? '',
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? '',
  firestoreEmulatorHost: import.meta.env.VITE_FIRESTORE_EMULATOR_HOST,
  authEmulatorUrl: import.meta.env.VITE_AUTH_EMULATOR_URL,
});

async function signUpAnonymously(): Promise<Identity> {
  const response = await fetch(signUpUrl(endpoints()), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: ANONYMOUS_SIGN_UP_BODY,
  });
  if (!response.ok) throw new Error(`Anonymous sign-up answered ${response.status}`);
  const { localId, idToken } = (await response.json()) as { localId: string; idToken: string };
  return { uid: localId, idToken };
}

/** Where a flush goes and what it counts: its day, its shard and its weight. */
interface Destination {
  when: SiteDay;
  shard: number;
}

/**
 * Sends one flush; resolves with its shard's flushes that day after it, when the answer says. `keepalive`
 * lets the request finish after the tab is hidden or closed (the identity was signed up before, so this is
 * the only request).
 */
async function sendOverRest(
  identity: Identity,
  flush: VisitFlush,
  { when, shard }: Destination,
  keepalive: boolean,
): Promise<number | null> {
  const { projectId } = endpoints();
  const response = await fetch(commitUrl(endpoints()), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${identity.idToken}` },
    body: flushCommitBody(projectId, identity.uid, flush, when, shard),
    keepalive,
  });
  if (!response.ok) throw new Error(`Counting a visit answered ${response.status}`);
  return flushesAfterOf(await response.json().catch(() => null));
}

/**
 * Says, on the site document this page read, that `shard` passed its sampling point on `when`, under the
 * identity of the flush that found it there. Best effort: a page that misses it sends its first flush whole.
 */
function announceSamplingPoint(identity: Identity, source: string, { when, shard }: Destination): void {
  void fetch(commitUrl(endpoints()), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${identity.idToken}` },
    body: samplingAnnouncementBody(endpoints().projectId, source, shard, when),
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * The memory store (tests, the demo without Java) has no rules: the same two writes, through the store. It
 * answers nothing of the shard's flushes (a read would be one more operation of a page view), so the
 * memory store never samples.
 */
async function sendToMemoryStore(uid: string, flush: VisitFlush, { when, shard }: Destination) {
  const { getStore, fieldValue } = await import('@/data/store');
  const record = visitorRecordOf(flush, when, shard);
  // A set with merge adds nested maps as Firestore's does: each increment at its own path.
  const increments: Record<string, unknown> = {};
  for (const { path, by } of statIncrementsOf(flush, when.day)) {
    if (by === 0) continue;
    let map = increments;
    for (const segment of path.slice(0, -1)) map = (map[segment] ??= {}) as Record<string, unknown>;
    map[path[path.length - 1] ?? ''] = fieldValue.increment(by);
  }
  const store = await getStore();
  await store.batch([
    { type: 'create', collection: VISITORS, id: uid, data: { ...record, at: fieldValue.serverTimestamp() } },
    { type: 'set', collection: VISIT_STATS, id: record.stats, data: increments, merge: true },
  ]);
  return null;
}

const overRest = () => appConfig.dataBackend === 'firestore';

let queue: VisitQueue | null = null;
/** Identities signed up ahead, one for each flush the queue needs, so a tab being hidden sends at once. */
let identities: Identity[] = [];
let signingUp = 0;
let sending = false;
let failures = 0;
let waitTimer: ReturnType<typeof setTimeout> | null = null;
let listening = false;
let memoryVisitor = 0;
/** The day and shard a flush's answer found past the sampling point: later flushes that day are sampled. */
let sampling: { month: string; day: string; shard: number } | null = null;
/** Sampled flushes that failed: as many of the next flushes go weighted without a draw. */
let keptBack = 0;
/** The site document this page read (site/live or a version), once read: its id and its `sampling`. */
let siteDocument: { source: string; sampling: Record<string, unknown> } | null = null;
let firstFlushWaiting = false;
/** The page's read of site/live (a test gives its own: the real one waits for the app to start). */
let readSiteDocument: () => Promise<LiveSite | null> = liveSiteOfPage;

/**
 * The shard this tab's flushes of `when` go to, weighted, when that day is past its budget: the one a
 * flush's answer found past it, or one of those the site document says are.
 */
function sampledShardOn(when: SiteDay): number | null {
  if (sampling !== null && sampling.month === when.month && sampling.day === when.day) return sampling.shard;
  const announced = siteDocument ? shardsSampledOn(siteDocument.sampling, when) : [];
  if (announced.length === 0) return null;
  // A draw among equals, so that first flushes spread over the shards past the point.
  const shard = announced[Math.floor(Math.random() * announced.length)] ?? 0;
  sampling = { month: when.month, day: when.day, shard };
  return shard;
}

/** Notes what a flush's answer said of its shard's day. */
function noteFlushesAfter(flushes: number | null, { when, shard }: Destination): void {
  if (flushes !== null && isSampledFrom(flushes) && sampledShardOn(when) === null)
    sampling = { month: when.month, day: when.day, shard };
}

function signUp(): Promise<Identity> {
  return overRest()
    ? signUpAnonymously()
    : Promise.resolve({ uid: `memory-visitor-${Date.now()}-${memoryVisitor++}`, idToken: '' });
}

/** A new identity, or null when signing up failed (counted as a failure). */
function signUpOrNull(): Promise<Identity | null> {
  return signUp().catch(() => {
    failures += 1;
    return null;
  });
}

/** How many flushes what is waiting takes (each page or post once per flush, within its limits). */
function flushesWaiting(waiting: VisitQueue): number {
  let count = 0;
  for (let taken = takeFlush(waiting); taken; taken = takeFlush(taken.rest)) count += 1;
  return count;
}

/** Signs up, in the background, the identities the waiting views will need. */
function signUpAhead(): Promise<unknown> {
  const wanted = queue ? flushesWaiting(queue) : 0;
  const started: Promise<void>[] = [];
  while (identities.length + signingUp < wanted && failures < MOST_FAILURES) {
    signingUp += 1;
    started.push(
      signUpOrNull()
        .then((identity) => {
          if (identity) identities.push(identity);
        })
        .finally(() => {
          signingUp -= 1;
        }),
    );
  }
  return Promise.all(started);
}

const itemsOf = (flush: VisitFlush): ShownItem[] => [
  ...flush.pages.map((key): ShownItem => ({ kind: 'page', key })),
  ...flush.posts.map((id): ShownItem => ({ kind: 'post', id })),
];

/**
 * Sends everything waiting, in as many flushes as it takes, each under its own identity, all at once. When
 * the tab is being hidden nothing may wait before the requests (the page may be going away): only the
 * identities signed up ahead are used, and what they cannot carry waits for the next occasion.
 */
async function sendWaiting({ hidden }: { hidden: boolean }): Promise<void> {
  if (!queue || sending || failures >= MOST_FAILURES || queue.items.length === 0) return;
  sending = true;
  const now = hidden ? knownServerNow() : await serverNow();
  const when = siteDayOf(now - DAY_MARGIN_MS);
  const sampledShard = sampledShardOn(when);
  const sampled = sampledShard !== null;
  const flushes: Array<{ identity: Identity; flush: VisitFlush; to: Destination }> = [];
  while (queue && queue.items.length > 0) {
    // Past the budget, a flush is sent with probability 1 / SAMPLED_WEIGHT; the others are left out,
    // counted by the weight of those sent. Math.random is a sampling draw, not a figure: the counts stay
    // unbiased, and the dashboard calls such a day's figures estimates.
    if (sampled && keptBack > 0) keptBack -= 1;
    else if (sampled && Math.random() * SAMPLED_WEIGHT >= 1) {
      queue = takeFlush(queue)?.rest ?? queue;
      continue;
    }
    const identity = identities.shift() ?? (hidden ? null : await signUpOrNull());
    // Taken after the wait, so a view shown meanwhile is in this flush or left waiting, never dropped. (A
    // test's reset meanwhile leaves no queue.)
    const taken: ReturnType<typeof takeFlush> = identity && queue ? takeFlush(queue) : null;
    if (!identity || !taken) {
      if (sampled) keptBack += 1; // Drawn, not sent: it goes at the next occasion without a draw.
      break;
    }
    queue = taken.rest;
    flushes.push(
      sampled
        ? { identity, flush: { ...taken.flush, weight: SAMPLED_WEIGHT }, to: { when, shard: sampledShard } }
        : { identity, flush: taken.flush, to: { when, shard: shardOf(identity.uid) } },
    );
  }
  clearWaitTimer();
  const results = await Promise.allSettled(
    flushes.map(({ identity, flush, to }) =>
      overRest() ? sendOverRest(identity, flush, to, hidden) : sendToMemoryStore(identity.uid, flush, to),
    ),
  );
  sending = false;
  results.forEach((result, index) => {
    const sent = flushes[index];
    if (result.status !== 'fulfilled' || !sent) return;
    noteFlushesAfter(result.value, sent.to);
    if (result.value !== null && announcesSamplingPoint(result.value) && siteDocument)
      announceSamplingPoint(sent.identity, siteDocument.source, sent.to);
  });
  const failed = flushes.filter((_, index) => results[index]?.status === 'rejected');
  // A sampled flush that failed was drawn already: what it held goes again weighted, not drawn again
  // (a second draw would count it less often than one in SAMPLED_WEIGHT).
  keptBack += failed.filter(({ flush }) => flush.weight !== undefined).length;
  failures = failed.length > 0 ? failures + 1 : 0;
  if (queue && failed.length > 0) {
    // Not counted: what they held waits for the next occasion, under new identities; after repeated
    // failures the tab stops trying.
    const back = failed.flatMap(({ flush }) => itemsOf(flush));
    const visitLost = failed.some(({ flush }) => flush.visit);
    queue = { ...queue, items: [...back, ...queue.items], visitCounted: queue.visitCounted && !visitLost };
  }
  if (queue && queue.items.length > 0) afterFirstFlush();
}

function clearWaitTimer() {
  if (waitTimer !== null) clearTimeout(waitTimer);
  waitTimer = null;
}

/** Whatever waits goes when the tab is hidden (the visitor leaves, closes it or switches away). */
function listenForHiding() {
  if (listening) return;
  listening = true;
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void sendWaiting({ hidden: true });
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', () => void sendWaiting({ hidden: true }));
}

/** Views shown after the first flush: identities ready for the tab's hiding, and a longest wait. */
function afterFirstFlush() {
  void signUpAhead();
  waitTimer ??= setTimeout(() => {
    waitTimer = null;
    void sendWaiting({ hidden: false });
  }, LONGEST_WAIT_MS);
  listenForHiding();
}

/**
 * The first flush goes once the page's read of site/live has settled, which says whether today is past the
 * counting budget (then the first flush is sampled too). Its identity is signed up meanwhile, so a tab
 * hidden before the read (a visitor who leaves at once) sends it whole. The memory store never samples, so
 * its first flush goes at once.
 */
async function sendFirstFlush(): Promise<void> {
  if (firstFlushWaiting) return;
  firstFlushWaiting = true;
  listenForHiding();
  const signedUp = signUpAhead();
  if (overRest()) {
    const live = await readSiteDocument().catch(() => null);
    if (live?.source) siteDocument = { source: live.source, sampling: live.sampling };
  }
  // The identity goes with the flush (one left out by the draw keeps it for the next).
  await signedUp;
  firstFlushWaiting = false;
  await sendWaiting({ hidden: false });
}

/** Counts the page at `pathname` this tab has shown, when it is one counted by route (./page-key.ts). */
export function countShownPage(pathname: string): void {
  const key = pageKeyOf(pathname);
  if (key) countShown({ kind: 'page', key });
}

/** Counts a page or post this tab has shown. */
export function countShown(item: ShownItem): void {
  queue ??= newVisitQueue(referrerHostOf(document.referrer, location.hostname));
  queue = enqueue(queue, item);
  if (queue.visitCounted) afterFirstFlush();
  else void sendFirstFlush();
}

/** Tests start from a fresh tab, whose read of site/live is `read` (none by default). */
export function resetVisitCounterForTesting(read: () => Promise<LiveSite | null> = async () => null): void {
  readSiteDocument = read;
  queue = null;
  identities = [];
  sending = false;
  failures = 0;
  sampling = null;
  keptBack = 0;
  siteDocument = null;
  firstFlushWaiting = false;
  clearWaitTimer();
}
