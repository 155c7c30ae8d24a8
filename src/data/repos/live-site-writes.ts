import {
  fieldValue,
  type DocData,
  type DocumentWrite,
  type TransactionReader,
  type WriteOperation,
} from '../store';
import {
  LIVE_FROM,
  LIVE_LIMITS,
  LIVE_SITE,
  liveVersionId,
  POST_FIELDS_NOT_LISTED,
  PROJECT_FIELDS_NOT_LISTED,
  readPendingTimes,
  siteDocumentLoad,
  type LiveKind,
} from '../models/live-site';
import { SAMPLING_FIELD } from '../models/visit-stats';
import { fieldsWithout } from '../models/field-map';
import { isPublicAt, SCHEDULE_LIMITS } from '../models/schedule';
import { BLOG_POSTS } from './collections';
import { ScheduleLimitError } from './schedule-limit-error';
import { announceRebuildDue, LiveSiteFullError } from './live-site-full-error';
import { CLOCK_MARGIN_MS, serverNow } from '@/lib/server-clock';

/*
 * The writes that keep site/live and its versions current (../models/live-site.ts), committed with the
 * staff change they record in one transaction (a DerivedWrites of the change's batch: the store reads the
 * site documents by id and runs it again when another save changed them first, so two staff saving at
 * once both succeed and neither loses the other's entry). firestore.rules check each write against the
 * documents the batch leaves.
 *
 * live is what the public sees now; site/at-<ms> is what it will see from that moment, for posts scheduled
 * then; live's `pending` lists those times. A change is written into live as public now, and into every
 * version as public at its time. A version whose time has come is folded into live (live starts from it,
 * its `base`, and it is deleted), the oldest one a save; a version no post is scheduled for any more is
 * deleted; a post scheduled for a new time gets a version, copied from the one before it. Nothing is
 * dropped: every other entry is copied as read (the store writes its timestamps back exactly), so the rules
 * see only the subject changed.
 *
 * Time is the server's (serverNow), kept CLOCK_MARGIN_MS away from any moment judged: a version
 * within that margin of its time, either side, stays a version and is updated (the rules accept both), and
 * a post whose time is that close is listed in live as not public yet, and in its version as public.
 */

const PUBLIC_STATUS: Record<LiveKind, string> = { posts: 'Published', projects: 'Completed' };
const NOT_LISTED: Record<LiveKind, readonly string[]> = {
  posts: POST_FIELDS_NOT_LISTED,
  projects: PROJECT_FIELDS_NOT_LISTED,
};

export type SiteChange =
  | { kind: LiveKind; docId: string; after: DocData | null }
  | { kind: 'settings'; settings: DocData };

interface SiteVersion {
  id: string;
  from: number;
  data: DocData;
}

const isMap = (value: unknown): value is DocData =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const millisOf = (value: unknown): number | null => (value instanceof Date ? value.getTime() : null);

/** A post's publish time in ms: null when it has none (public since created) or it is "now" (a server stamp). */
const publishMillis = (data: DocData): number | null => millisOf(data.publishAt);

/** Whether the document `after` is public at `at`: a Completed project; a post by schedule.ts's rule. */
function isDocPublicAt(kind: LiveKind, after: DocData | null, at: number): boolean {
  if (after === null || after.status !== PUBLIC_STATUS[kind]) return false;
  if (kind === 'projects') return true;
  const publishAt = publishMillis(after);
  return isPublicAt({ status: 'Published', publishAt: publishAt === null ? null : new Date(publishAt) }, at);
}

/** `before` (a site document's fields) with the change applied as public at `at`; every other entry kept. */
function withChange(before: DocData | null, change: SiteChange, at: number): DocData {
  const base: DocData = {
    ...(isMap(before?.settings) ? { settings: before.settings } : {}),
    // Visitors' tabs keep it (visit-stats.ts, SAMPLING_FIELD); a staff save carries it as it was.
    ...(isMap(before?.[SAMPLING_FIELD]) ? { [SAMPLING_FIELD]: before[SAMPLING_FIELD] } : {}),
    posts: isMap(before?.posts) ? before.posts : {},
    projects: isMap(before?.projects) ? before.projects : {},
  };
  if (change.kind === 'settings') return { ...base, settings: change.settings };
  const { kind, docId, after } = change;
  const entry = {
    changedAt: fieldValue.serverTimestamp(),
    [kind === 'posts' ? 'post' : 'project']: isDocPublicAt(kind, after, at)
      ? fieldsWithout(after ?? {}, NOT_LISTED[kind])
      : null,
  };
  return { ...base, [kind]: { ...(base[kind] as DocData), [docId]: entry } };
}

/** Whether a version still lists a post scheduled for its time (else nothing happens then). */
function hasPostPublishedAt(data: DocData, at: number): boolean {
  const posts = isMap(data.posts) ? Object.values(data.posts) : [];
  return posts.some((entry) => isMap(entry) && isMap(entry.post) && publishMillis(entry.post) === at);
}

/**
 * The time a change schedules its post for, when it is not surely public by `publicBy` (null when it
 * publishes now or has gone public, or is not a Published post).
 */
function scheduledMillis(change: SiteChange, publicBy: number): number | null {
  if (change.kind !== 'posts' || change.after === null) return null;
  const at = publishMillis(change.after);
  return change.after.status === PUBLIC_STATUS.posts && at !== null && at > publicBy ? at : null;
}

/** live, and the versions its `pending` names (oldest first), read in the transaction by id. */
async function readSiteDocuments(
  reader: TransactionReader,
): Promise<{ live: DocData | null; versions: SiteVersion[] }> {
  const live = (await reader.get(LIVE_SITE.collection, LIVE_SITE.id))?.data ?? null;
  const docs = await Promise.all(
    readPendingTimes(live?.pending).map((at) => reader.get(LIVE_SITE.collection, liveVersionId(at))),
  );
  const versions = docs.flatMap((doc) => {
    const from = doc ? millisOf(doc.data.from) : null;
    return doc && from !== null ? [{ id: doc.id, from, data: doc.data }] : [];
  });
  return { live, versions };
}

const SUBJECT: Record<LiveKind | 'settings', string> = {
  posts: 'post',
  projects: 'project',
  settings: 'settings',
};

function subjectOf(change: SiteChange, base?: string) {
  return {
    kind: SUBJECT[change.kind],
    id: change.kind === 'settings' ? 'site' : change.docId,
    ...(base ? { base } : {}),
  };
}

/** Refuses a save that would make a site document too heavy; announces that a rebuild is due near that. */
function checkLoad(documents: readonly DocData[]): void {
  const load = Math.max(0, ...documents.map(siteDocumentLoad));
  if (load > 1) throw new LiveSiteFullError();
  if (load >= LIVE_LIMITS.rebuildDueAt) announceRebuildDue(load);
}

/**
 * Every write a change makes to site/live and its versions, from the documents as `reader` reads them, at
 * the server's time `now`. ScheduleLimitError when it would leave more publish times waiting than
 * SCHEDULE_LIMITS.pendingTimes; LiveSiteFullError when a document would pass its limits (LIVE_LIMITS).
 */
export async function siteWrites(
  reader: TransactionReader,
  change: SiteChange,
  now: number,
): Promise<DocumentWrite[]> {
  // Public for sure by the server's clock: at or before this. Later times, however close, are versions.
  const publicBy = now - CLOCK_MARGIN_MS;
  const { live, versions } = await readSiteDocuments(reader);
  const folded = versions[0] && versions[0].from <= publicBy ? versions[0] : undefined;
  const ahead = versions.filter((version) => version !== folded);
  const liveAfter = withChange(folded?.data ?? live, change, publicBy);
  const operations: DocumentWrite[] = folded
    ? [{ type: 'delete', collection: LIVE_SITE.collection, id: folded.id }]
    : [];

  const times = new Set(ahead.map((version) => version.from));
  const scheduled = scheduledMillis(change, publicBy);
  if (scheduled !== null) times.add(scheduled);
  let previous: { id: string; data: DocData } = { id: LIVE_SITE.id, data: liveAfter };
  const pending: number[] = [];
  const written: DocData[] = [liveAfter];
  for (const at of [...times].sort((a, b) => a - b)) {
    const stored = ahead.find((version) => version.from === at);
    const after = withChange(stored?.data ?? previous.data, change, at);
    const id = liveVersionId(at);
    if (!hasPostPublishedAt(after, at)) {
      if (stored) operations.push({ type: 'delete', collection: LIVE_SITE.collection, id });
      continue;
    }
    operations.push({
      type: 'set',
      collection: LIVE_SITE.collection,
      id,
      data: {
        ...after,
        changedAt: fieldValue.serverTimestamp(),
        from: new Date(at),
        subject: subjectOf(change, stored ? undefined : previous.id),
      },
    });
    previous = { id, data: after };
    pending.push(at);
    written.push(after);
  }
  if (pending.length > SCHEDULE_LIMITS.pendingTimes)
    throw new ScheduleLimitError(SCHEDULE_LIMITS.pendingTimes);
  checkLoad(written);
  operations.unshift({
    type: 'set',
    collection: LIVE_SITE.collection,
    id: LIVE_SITE.id,
    data: {
      ...liveAfter,
      pending,
      // The prune's mark (the deployed build's liveAsOf) is never a staff save's to change.
      ...(live?.builtAsOf instanceof Date ? { builtAsOf: live.builtAsOf } : {}),
      changedAt: fieldValue.serverTimestamp(),
      from: LIVE_FROM,
      subject: subjectOf(change, folded?.id),
    },
  });
  return operations;
}

/**
 * The site documents' writes for a change, as a batch's derived writes: the batch that holds it commits
 * them with its own in one transaction. The server's time is learned before (one request at most a page
 * load, see serverNow).
 */
async function siteWritesOf(change: SiteChange): Promise<WriteOperation[]> {
  const now = await serverNow();
  return [
    {
      type: 'derived',
      collection: LIVE_SITE.collection,
      id: LIVE_SITE.id,
      derive: (reader) => siteWrites(reader, change, now),
    },
  ];
}

/**
 * Records a post's or a project's change: `after` is the document the batch leaves (null when deleted). A
 * document that is not public is recorded as withdrawn, so pages built while it was public drop it.
 */
export function liveChangeWrites(
  collection: string,
  docId: string,
  after: DocData | null,
): Promise<WriteOperation[]> {
  const kind: LiveKind = collection === BLOG_POSTS ? 'posts' : 'projects';
  return siteWritesOf({ kind, docId, after });
}

/** Copies the settings an admin saves (settings/site after the batch) into site/live and its versions. */
export function liveSettingsWrites(settings: DocData): Promise<WriteOperation[]> {
  return siteWritesOf({ kind: 'settings', settings });
}
