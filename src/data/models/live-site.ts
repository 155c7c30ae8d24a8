import type { BlogPost } from '../schemas/blog-post';
import type { Project } from '../schemas/project';
import type { SiteSettings } from '../schemas/site-settings';

/*
 * site/live: the one document a public page reads at run time (firestore.rules make it public). It holds
 * the site settings (a copy of settings/site) and the latest changes to published posts and completed
 * projects, each written by the same staff batch as the change itself and checked by the rules against the
 * document the batch leaves. A prerendered page knows how current its build was (`liveAsOf`, the live
 * document's changedAt when the build read it) and applies only the changes made after that: one read
 * shows what staff published, edited or withdrew since the build, whatever the number of posts.
 *
 * Its reader is in ./live-site-reader.ts: every public page's startup code applies changes (this module)
 * but reads the document only later, in a chunk of its own (measured: the readers of posts and projects
 * in the startup code put the home page at 110.5 of its 110 kB).
 */

export const LIVE_SITE = { collection: 'site', id: 'live' } as const;

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
 * How many changes of each kind the document keeps (the oldest go first), and the most it may weigh: a
 * page downloads it on every view. A scheduled rebuild (README) makes older changes part of the pages.
 */
export const LIVE_LIMITS = { posts: 40, projects: 20, maxBytes: 200_000 } as const;

export type LiveKind = 'posts' | 'projects';

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
}

export const EMPTY_LIVE_SITE: LiveSite = { settings: null, posts: [], projects: [], changedAt: null };

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

/** One document of a list with a change applied: the changed version, null when withdrawn. */
export function applyChangeTo<T extends { id: string }>(
  item: T | null,
  changes: readonly LiveChange<T>[],
): T | null {
  if (!item) return item;
  const change = changes.findLast((candidate) => candidate.id === item.id);
  return change ? change.item : item;
}
