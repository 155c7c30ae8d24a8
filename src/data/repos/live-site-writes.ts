import { fieldValue, type DataStore, type DocData, type WriteOperation } from '../store';
import {
  LIVE_LIMITS,
  LIVE_SITE,
  POST_FIELDS_NOT_LISTED,
  PROJECT_FIELDS_NOT_LISTED,
  type LiveKind,
} from '../models/live-site';
import { fieldsWithout } from '../models/field-map';
import { BLOG_POSTS } from './collections';

/*
 * The write that keeps site/live current (../models/live-site.ts), added to the batch of the staff change it
 * records; firestore.rules check the entry against the document the batch leaves. A set with merge that
 * names only the entry it adds and the oldest ones it drops, so the other entries stay exactly as stored
 * (the app reads timestamps back to the millisecond, Firestore keeps microseconds: writing them back would
 * change them). One read before, to know which to drop.
 */

const PUBLIC_STATUS: Record<LiveKind, string> = { posts: 'Published', projects: 'Completed' };
const NOT_LISTED: Record<LiveKind, readonly string[]> = {
  posts: POST_FIELDS_NOT_LISTED,
  projects: PROJECT_FIELDS_NOT_LISTED,
};

const isMap = (value: unknown): value is DocData =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

function changedAtMillis(entry: unknown): number {
  const at = isMap(entry) ? entry.changedAt : null;
  return at instanceof Date ? at.getTime() : 0;
}

/** The ids of the entries to drop so that, with the new one, at most `limit` stay and the document stays light. */
function entriesToDrop(
  entries: DocData,
  newId: string,
  newEntry: DocData,
  limit: number,
  otherBytes: number,
) {
  const others = Object.entries(entries)
    .filter(([id]) => id !== newId)
    .sort(([, a], [, b]) => changedAtMillis(b) - changedAtMillis(a));
  const kept = others.slice(0, limit - 1);
  const size = () => otherBytes + JSON.stringify([newEntry, ...kept]).length;
  while (kept.length > 0 && size() > LIVE_LIMITS.maxBytes) kept.pop();
  const keptIds = new Set(kept.map(([id]) => id));
  return others.filter(([id]) => !keptIds.has(id)).map(([id]) => id);
}

/** site/live as stored, or null (read before the batch). */
async function storedLive(store: DataStore): Promise<DocData | null> {
  return (await store.get(LIVE_SITE.collection, LIVE_SITE.id))?.data ?? null;
}

/** `keys` of a map to delete in a set with merge. */
const deletions = (keys: readonly string[]): DocData =>
  Object.fromEntries(keys.map((key) => [key, fieldValue.delete()]));

/**
 * The one write to site/live: a set with merge of `changes`, stamped now and naming its subject; a new
 * document also gets both maps (the rules require them; merge keeps them on an existing one).
 */
function liveWrite(
  current: DocData | null,
  changes: DocData,
  subject: { kind: string; id: string },
): WriteOperation {
  return {
    type: 'set',
    collection: LIVE_SITE.collection,
    id: LIVE_SITE.id,
    merge: true,
    data: {
      ...(current ? {} : { posts: {}, projects: {} }),
      ...changes,
      changedAt: fieldValue.serverTimestamp(),
      subject,
    },
  };
}

/**
 * Records a post's or a project's change: `after` is the document the batch leaves (null when deleted). A
 * document that is not public after the batch is recorded as withdrawn, so pages built while it was public
 * drop it.
 */
export async function liveChangeWrite(
  store: DataStore,
  collection: string,
  docId: string,
  after: DocData | null,
): Promise<WriteOperation> {
  const kind: LiveKind = collection === BLOG_POSTS ? 'posts' : 'projects';
  const current = await storedLive(store);
  const isPublic = after !== null && after.status === PUBLIC_STATUS[kind];
  const entry = {
    changedAt: fieldValue.serverTimestamp(),
    [kind === 'posts' ? 'post' : 'project']: isPublic ? fieldsWithout(after, NOT_LISTED[kind]) : null,
  };
  const entries = isMap(current?.[kind]) ? current[kind] : {};
  const otherBytes = JSON.stringify({ ...current, [kind]: null }).length;
  const dropped = entriesToDrop(entries, docId, entry, LIVE_LIMITS[kind], otherBytes);
  return liveWrite(
    current,
    { [kind]: { ...deletions(dropped), [docId]: entry } },
    { kind: kind === 'posts' ? 'post' : 'project', id: docId },
  );
}

/**
 * Copies the settings an admin saves (settings/site after the batch) into site/live: its fields, and the
 * removal of any the copy has that settings/site no longer has (the rules require the two to be equal).
 */
export async function liveSettingsWrite(store: DataStore, settings: DocData): Promise<WriteOperation> {
  const current = await storedLive(store);
  const copied = isMap(current?.settings) ? current.settings : {};
  const gone = Object.keys(copied).filter((key) => !(key in settings));
  return liveWrite(
    current,
    { settings: { ...deletions(gone), ...settings } },
    { kind: 'settings', id: 'site' },
  );
}
