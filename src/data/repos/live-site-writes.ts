import { fieldValue, type DataStore, type DocData, type StoredDoc, type WriteOperation } from '../store';
import {
  LIVE_LIMITS,
  LIVE_SITE,
  liveVersionId,
  POST_FIELDS_NOT_LISTED,
  PROJECT_FIELDS_NOT_LISTED,
  type LiveKind,
} from '../models/live-site';
import { fieldsWithout } from '../models/field-map';
import { SCHEDULE_LIMITS } from '../models/schedule';
import { BLOG_POSTS } from './collections';
import { ScheduleLimitError } from './schedule-limit-error';

/*
 * The writes that keep site/live and its versions current (../models/live-site.ts), added to the batch of
 * the staff change they record; firestore.rules check each against the documents the batch leaves.
 *
 * live is what the public sees now; site/at-<ms> is what it will see from that moment, for posts scheduled
 * then. A change is written into live as public now, and into every version ahead as public at its time. A
 * version whose time has come becomes live's starting point (its `base`) and is deleted; a version no post
 * is scheduled for any more is deleted; a post scheduled for a new time gets a version, copied from the one
 * before it. Each document is written whole; the entries kept are copied as read (the store writes their
 * timestamps back exactly), so the rules see only the subject changed. One read before: the site documents.
 */

const PUBLIC_STATUS: Record<LiveKind, string> = { posts: 'Published', projects: 'Completed' };
const NOT_LISTED: Record<LiveKind, readonly string[]> = {
  posts: POST_FIELDS_NOT_LISTED,
  projects: PROJECT_FIELDS_NOT_LISTED,
};

/**
 * live's `from`: the epoch. Any version whose time has come is newer than live (every write of live after
 * that time starts from it and deletes it), so the newest document whose time has come is the current one.
 */
const LIVE_FROM = new Date(0);

/** The most site documents there can be: live, the versions ahead, and ones whose time came since. */
const SITE_DOCS_READ = 20;

type Change =
  { kind: LiveKind; docId: string; after: DocData | null } | { kind: 'settings'; settings: DocData };

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

/** Whether the document `after` is public at `at` (a post also by its publish time). */
function isPublicAt(kind: LiveKind, after: DocData | null, at: number): boolean {
  if (after === null || after.status !== PUBLIC_STATUS[kind]) return false;
  const publishAt = kind === 'posts' ? publishMillis(after) : null;
  return publishAt === null || publishAt <= at;
}

/**
 * How recent an entry is, for which to keep: its change, or the publish time of the post it lists when
 * later (a post scheduled ahead is never dropped before its time).
 */
function recency(entry: unknown): number {
  if (!isMap(entry)) return 0;
  const item = entry.post ?? entry.project;
  return Math.max(millisOf(entry.changedAt) ?? 0, isMap(item) ? (publishMillis(item) ?? 0) : 0);
}

/** The entries without the ones dropped so that at most `limit` stay and the document stays light. */
function keepNewest(entries: DocData, newId: string, limit: number, otherBytes: number): DocData {
  const others = Object.entries(entries)
    .filter(([id]) => id !== newId)
    .sort(([, a], [, b]) => recency(b) - recency(a));
  const kept = others.slice(0, limit - 1);
  const size = () => otherBytes + JSON.stringify([entries[newId], ...kept]).length;
  while (kept.length > 0 && size() > LIVE_LIMITS.maxBytes) kept.pop();
  return Object.fromEntries([...kept, [newId, entries[newId]]]);
}

/** `before` (a site document's fields) with the change applied as public at `at`. */
function withChange(before: DocData | null, change: Change, at: number): DocData {
  const base: DocData = {
    ...(isMap(before?.settings) ? { settings: before.settings } : {}),
    posts: isMap(before?.posts) ? before.posts : {},
    projects: isMap(before?.projects) ? before.projects : {},
  };
  if (change.kind === 'settings') return { ...base, settings: change.settings };
  const { kind, docId, after } = change;
  const entry = {
    changedAt: fieldValue.serverTimestamp(),
    [kind === 'posts' ? 'post' : 'project']: isPublicAt(kind, after, at)
      ? fieldsWithout(after ?? {}, NOT_LISTED[kind])
      : null,
  };
  const entries = { ...(base[kind] as DocData), [docId]: entry };
  const otherBytes = JSON.stringify({ ...base, [kind]: null }).length;
  return { ...base, [kind]: keepNewest(entries, docId, LIVE_LIMITS[kind], otherBytes) };
}

/** Whether a version still lists a post scheduled for its time (else nothing happens then). */
function hasPostPublishedAt(data: DocData, at: number): boolean {
  const posts = isMap(data.posts) ? Object.values(data.posts) : [];
  return posts.some((entry) => isMap(entry) && isMap(entry.post) && publishMillis(entry.post) === at);
}

/** The time a change schedules its post for (null when it publishes now, or is not a post published ahead). */
function scheduledMillis(change: Change, now: number): number | null {
  if (change.kind !== 'posts' || change.after === null) return null;
  const at = publishMillis(change.after);
  return change.after.status === PUBLIC_STATUS.posts && at !== null && at > now ? at : null;
}

/** live and the versions, oldest first, as stored (one staff list). */
async function siteDocuments(store: DataStore): Promise<{ live: StoredDoc | null; versions: SiteVersion[] }> {
  const docs = await store.list(LIVE_SITE.collection, { limit: SITE_DOCS_READ });
  const versions = docs.flatMap((doc) => {
    const from = millisOf(doc.data.from);
    return doc.id !== LIVE_SITE.id && from !== null ? [{ id: doc.id, from, data: doc.data }] : [];
  });
  return {
    live: docs.find((doc) => doc.id === LIVE_SITE.id) ?? null,
    versions: versions.sort((a, b) => a.from - b.from),
  };
}

const SUBJECT: Record<LiveKind | 'settings', string> = {
  posts: 'post',
  projects: 'project',
  settings: 'settings',
};

function subjectOf(change: Change, base?: string) {
  return {
    kind: SUBJECT[change.kind],
    id: change.kind === 'settings' ? 'site' : change.docId,
    ...(base ? { base } : {}),
  };
}

/**
 * Every write a change makes to site/live and its versions. ScheduleLimitError when it would leave more
 * publish times waiting than SCHEDULE_LIMITS.pendingTimes.
 */
async function siteWrites(store: DataStore, change: Change): Promise<WriteOperation[]> {
  const now = Date.now();
  const { live, versions } = await siteDocuments(store);
  const due = versions.filter((version) => version.from <= now);
  const ahead = versions.filter((version) => version.from > now);
  const liveBase = due.at(-1);
  const liveAfter = withChange(liveBase?.data ?? live?.data ?? null, change, now);
  const operations: WriteOperation[] = [
    {
      type: 'set',
      collection: LIVE_SITE.collection,
      id: LIVE_SITE.id,
      data: {
        ...liveAfter,
        changedAt: fieldValue.serverTimestamp(),
        from: LIVE_FROM,
        subject: subjectOf(change, liveBase?.id),
      },
    },
    ...due.map((version): WriteOperation => ({
      type: 'delete',
      collection: LIVE_SITE.collection,
      id: version.id,
    })),
  ];

  const times = new Set(ahead.map((version) => version.from));
  const scheduled = scheduledMillis(change, now);
  if (scheduled !== null) times.add(scheduled);
  let previous: { id: string; data: DocData } = { id: LIVE_SITE.id, data: liveAfter };
  let pending = 0;
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
    pending += 1;
  }
  if (scheduled !== null && pending > SCHEDULE_LIMITS.pendingTimes) throw new ScheduleLimitError();
  return operations;
}

/**
 * Records a post's or a project's change: `after` is the document the batch leaves (null when deleted). A
 * document that is not public is recorded as withdrawn, so pages built while it was public drop it.
 */
export function liveChangeWrites(
  store: DataStore,
  collection: string,
  docId: string,
  after: DocData | null,
): Promise<WriteOperation[]> {
  const kind: LiveKind = collection === BLOG_POSTS ? 'posts' : 'projects';
  return siteWrites(store, { kind, docId, after });
}

/** Copies the settings an admin saves (settings/site after the batch) into site/live and its versions. */
export function liveSettingsWrites(store: DataStore, settings: DocData): Promise<WriteOperation[]> {
  return siteWrites(store, { kind: 'settings', settings });
}
