import type { BlogPost } from '../schemas/blog-post';
import type { Project } from '../schemas/project';
import type { SiteSettings } from '../schemas/site-settings';

/*
 * site/live: the one document a public page reads at run time (firestore.rules make it public). It holds
 * the site settings (a copy of settings/site) and every change to published posts and completed projects
 * since the deployed build, each written in one transaction with the staff change itself and checked by
 * the rules against the document the transaction leaves. A prerendered page knows how current its build
 * was (`liveAsOf`, the live document's changedAt when the build read it) and applies only the changes made
 * after that: one read shows what staff published, edited or withdrew since the build, whatever the number
 * of posts. No save drops an entry: only the prune after a deploy (pruneBuiltEntries) removes the ones the
 * deployed build has, and records that build as `builtAsOf`. `pending` lists the times (ms) of the
 * versions ahead (site/at-<ms>, ./schedule.ts), so a transaction reads every site document by id.
 *
 * Its reader is in ./live-site-reader.ts: every public page's startup code applies changes (this module)
 * but reads the document only later, in a chunk of its own, so the readers of posts and projects stay out
 * of the startup code, whose budget is tight (DESIGN.md section 7).
 */

export const LIVE_SITE = { collection: 'site', id: 'live' } as const;

/**
 * live's `from`: the epoch. Any version whose time has come is newer than live (the save that folds it
 * deletes it), so the newest document whose time has come is the current one.
 */
export const LIVE_FROM = new Date(0);

/**
 * site/live as a staff save of the settings leaves it, with no change listed: what the benchmarks, the
 * abuse check and rules tests start from. `changedAt` as the writer stores it (a Date or a Timestamp).
 */
export function unchangedLiveSite<T>(changedAt: T) {
  return {
    posts: {},
    projects: {},
    pending: [],
    changedAt,
    from: LIVE_FROM,
    subject: { kind: 'settings', id: 'site' },
  };
}

/**
 * The version of site/live that holds from `at` (ms): what the public pages see from then, for the posts
 * scheduled for that moment (./schedule.ts). Pages read the newest document whose `from` has come.
 */
export const liveVersionId = (at: number) => `at-${String(at).padStart(13, '0')}`;

/**
 * Fields a list never shows, left out of a change so the live document stays small and holds only what
 * public pages show (rules: the same). searchWords and titleKey are the back office's.
 */
export const POST_FIELDS_NOT_LISTED = [
  'content',
  'views',
  'viewsFold',
  'viewSlot',
  'viewedAt',
  'searchWords',
  'titleKey',
] as const;
export const PROJECT_FIELDS_NOT_LISTED = [
  'longDescription',
  'challenges',
  'solutions',
  'results',
  'searchWords',
] as const;

/**
 * What the site documents may weigh. A page downloads the current one on every view (maxBytes, measured
 * by the staff save as JSON in UTF-8); Firestore stores at most 1 MiB (1,048,576 bytes) a document, which
 * the rules keep by weighing entries: each counts as the most an entry can weigh, and the entries together
 * at most entriesMaxWeight. The worst cases, in bytes as Firestore counts them (a string: its UTF-8 bytes
 * + 1; a field name the same; a timestamp 8):
 * - a post entry: its title, excerpt, image and tags, bounded by the rules at 8,000 UTF-8 bytes; category
 *   and author (200 characters, at most 4 bytes each: 800); its slug and at most 20 former ones of 80
 *   ASCII characters (1,701); status, date, three timestamps, 20 tag items' overhead (~75); the field
 *   names (~110); the entry's id, changedAt and wrapper (~60): under 11,000, counted 12,000;
 * - a project entry: its title, client, image and images, description, website, live site, features and
 *   technologies, bounded at 47,000 bytes; category and duration (160 characters: 640); status, date, two
 *   timestamps, 72 list items' overhead (~110); field names (~170); wrapper (~60): under 48,000, counted
 *   50,000;
 * - the rest: settings (4 links of 2,000 and 634 characters of text, at most 4 bytes each: 34,536),
 *   pending (10 times), subject, from, changedAt, builtAsOf and their names: under 36,000.
 * So 850,000 of entries leave the document under 886,000 bytes, 85% of Firestore's limit: 70 post changes,
 * or 17 project changes, or a mix, before a rebuild. A save that would pass either bound is refused with
 * the advice to rebuild (LiveSiteFullError); past rebuildDueAt of either, the back office says so.
 */
export const LIVE_LIMITS = {
  maxBytes: 200_000,
  entryWeight: { posts: 12_000, projects: 50_000 },
  entriesMaxWeight: 850_000,
  rebuildDueAt: 0.75,
} as const;

export type LiveKind = 'posts' | 'projects';

/**
 * How full a site document is, as a share of the lesser of its two bounds (LIVE_LIMITS): 1 is full.
 * `raw` is the document as stored or about to be (maps of entries under posts and projects).
 */
export function siteDocumentLoad(raw: Record<string, unknown>): number {
  const entries = (field: LiveKind) => {
    const map = raw[field];
    return typeof map === 'object' && map !== null ? Object.keys(map).length : 0;
  };
  const weight =
    entries('posts') * LIVE_LIMITS.entryWeight.posts + entries('projects') * LIVE_LIMITS.entryWeight.projects;
  const bytes = new TextEncoder().encode(JSON.stringify(raw)).length;
  return Math.max(weight / LIVE_LIMITS.entriesMaxWeight, bytes / LIVE_LIMITS.maxBytes);
}

/** The times (ms) of the versions ahead that site/live lists, ascending (older documents have none). */
export function readPendingTimes(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const times = value.filter((time): time is number => Number.isSafeInteger(time));
  return [...new Set(times)].sort((a, b) => a - b);
}

/** One change: the item as lists show it, or null when it is no longer public (unpublished or deleted). */
export interface LiveChange<T> {
  id: string;
  changedAt: Date;
  item: T | null;
}

export interface LiveSite {
  /** null: nobody has saved settings since the live document existed; the built values stand. */
  settings: SiteSettings | null;
  posts: LiveChange<BlogPost>[];
  projects: LiveChange<Project>[];
  changedAt: Date | null;
  /** The site document read: 'live' or a version whose time has come (null: none written yet). */
  source: string | null;
  /** Its `sampling` as stored: the day each counting shard passed its sampling point (./visit-stats.ts). */
  sampling: Record<string, unknown>;
}

export const EMPTY_LIVE_SITE: LiveSite = {
  settings: null,
  posts: [],
  projects: [],
  changedAt: null,
  source: null,
  sampling: {},
};

export interface Listed {
  id: string;
  createdAt: Date | null;
  /** A post's: when it went public, by which public lists are ordered. */
  publishAt?: Date | null;
}

/** When an item joined the public lists: a post when it went public, a project when created. */
export const listedAt = (item: Listed) => (item.publishAt ?? item.createdAt)?.getTime() ?? 0;

/**
 * The changes made after the build read the live document (all of them when it had none), and the posts
 * published after it: a post scheduled before the build, whose time came after, is not in the build.
 */
export function changesSince<T extends Listed>(
  changes: readonly LiveChange<T>[],
  asOf: Date | null,
): LiveChange<T>[] {
  if (!asOf) return [...changes];
  const built = asOf.getTime();
  return changes.filter(
    (change) => change.changedAt.getTime() > built || (change.item !== null && listedAt(change.item) > built),
  );
}

const newestFirst = (a: Listed, b: Listed) => listedAt(b) - listedAt(a);

/**
 * A list as the build made it (newest first), with the later changes applied: changed items replaced,
 * withdrawn ones removed, new ones placed by the time they went public (a project: its creation). A list that was cut at `cap` stays cut
 * there, so an edit of an older item does not pull it in.
 */
export function applyChanges<T extends Listed>(
  list: readonly T[],
  changes: readonly LiveChange<T>[],
  options: { cap?: number; keep?: (item: T) => boolean } = {},
): T[] {
  if (changes.length === 0) return [...list];
  const latest = new Map(changes.map((change) => [change.id, change.item]));
  const kept = list.filter((item) => !latest.has(item.id));
  const added = [...latest.values()].filter(
    (item): item is T => item !== null && (options.keep?.(item) ?? true),
  );
  const merged = [...kept, ...added].sort(newestFirst);
  return options.cap !== undefined && list.length >= options.cap ? merged.slice(0, options.cap) : merged;
}

/** A stored timestamp in ms: a Date (the app's adapters) or a Timestamp (firebase-admin, the prune). */
function storedMillis(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'object' && value !== null && 'toMillis' in value) {
    const toMillis = (value as { toMillis: unknown }).toMillis;
    if (typeof toMillis === 'function') return Number(toMillis.call(value));
  }
  return null;
}

/**
 * Whether the deployed build (which read site/live at `builtAsOf`) already shows an entry as it is: the
 * change came before and the item, if public, went public before. The same test as changesSince, on the
 * document as stored.
 */
function isBuilt(entry: unknown, builtAsOf: number): boolean {
  if (typeof entry !== 'object' || entry === null) return true;
  const { changedAt, post, project } = entry as Record<string, unknown>;
  const item = (post ?? project) as Record<string, unknown> | null | undefined;
  const changed = storedMillis(changedAt);
  if (changed === null || changed > builtAsOf) return false;
  if (typeof item !== 'object' || item === null) return true;
  const listed = storedMillis(item.publishAt) ?? storedMillis(item.createdAt) ?? 0;
  return listed <= builtAsOf;
}

/**
 * What the prune after a deploy (scripts/live-after-deploy.mjs) leaves of a site document (site/live or a
 * version), given the deployed build's liveAsOf: every field as it is, without the entries that build
 * already shows. The only way entries leave the site documents (staff saves never drop one).
 */
export function pruneBuiltEntries<T extends Record<string, unknown>>(raw: T, builtAsOf: Date): T {
  const built = builtAsOf.getTime();
  const kept = (field: LiveKind) => {
    const map = raw[field];
    if (typeof map !== 'object' || map === null) return map;
    return Object.fromEntries(Object.entries(map).filter(([, entry]) => !isBuilt(entry, built)));
  };
  return { ...raw, posts: kept('posts'), projects: kept('projects') };
}
