import { useEffect, useSyncExternalStore } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import type { SiteSettings } from '@/data/schemas/site-settings';
import { DEFAULT_SITE_SETTINGS, sameSiteSettings } from '@/data/models/site-settings';
import {
  changesSince,
  EMPTY_LIVE_SITE,
  type LiveChange,
  type LiveKind,
  type LiveSite,
} from '@/data/models/live-site';
import type { BlogPost } from '@/data/schemas/blog-post';
import type { Project } from '@/data/schemas/project';
import { whenInteractive } from '@/lib/before-start';
import { isEmbeddedCopy, readPageData } from '@/lib/page-data';
import { siteRoutes } from '@/lib/paths';

/*
 * What a public page shows beyond its build: site/live (src/data/models/live-site.ts), read at most once per
 * page load and shared by every component. The page's one Firestore read: a post's or project's page too
 * takes its settings from it, and whether its own document changed since the build (useCurrentDocument).
 */

/** Whether site/live has been read for this page load: 'failed' leaves the build's values (offline, refused). */
type LiveReadStatus = 'waiting' | 'read' | 'failed';

interface LiveState {
  settings: SiteSettings;
  live: LiveSite;
  status: LiveReadStatus;
}

// What the page was rendered with: the build's snapshot of the settings, else the config values.
const initialState = (): LiveState => ({
  settings: readPageData()?.settings ?? DEFAULT_SITE_SETTINGS,
  live: EMPTY_LIVE_SITE,
  status: 'waiting',
});
// In the browser, the state the page was rendered with: the server snapshot hydration uses, and the first
// client snapshot, one object, so that hydration sees no change (a change would make React render parts of
// the page afresh, dropping their prerendered markup and the taps held for them).
let pageState: LiveState | null = typeof document === 'undefined' ? null : initialState();
let current: LiveState = pageState ?? initialState();
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
/**
 * A shared preview reads its own document (a draft, by its token): that is its one read, so it does not
 * read site/live (it shows the build's settings).
 */
const OWN_DOCUMENT_ROUTES = [siteRoutes.preview.path];

function readsOwnDocument(pathname: string): boolean {
  return OWN_DOCUMENT_ROUTES.some((path) => matchPath({ path, end: true }, pathname) !== null);
}

/**
 * Reads site/live once per page load, for the first page shown that does not read its own document: once
 * the page is interactive (the reader is not needed for the first paint, and a change that arrived while part
 * of the page was still hydrating would make React render that part afresh, losing its prerendered markup
 * and leaving its old <head> tags behind).
 */
function load(pathname: string): void {
  if (loading || readsOwnDocument(pathname)) return;
  loading = whenInteractive().then(async () => {
    try {
      const live = await (await import('./fetch-live-site')).fetchLiveSite();
      // The same settings object when the saved values are the build's, so nothing that shows them re-renders.
      // (Not TanStack Query's replaceEqualDeep: it would bring query-core into every page's start-up.)
      const saved = live.settings;
      const settings = saved && !sameSiteSettings(saved, current.settings) ? saved : current.settings;
      current = { settings, live, status: 'read' };
    } catch {
      // Offline, blocked, or refused even at the server's time: the build's values already on the page stay.
      current = { ...current, status: 'failed' };
    }
    for (const listener of listeners) listener();
  });
}

/**
 * site/live as this page load read it, for the visit counter (on a busy day a visit's first flush is
 * sampled too: docs/visit-counting.md): starts the page's one read if the layout has not yet. null when the
 * read failed, or the page reads its own document instead.
 */
export async function liveSiteOfPage(): Promise<LiveSite | null> {
  load(location.pathname);
  if (!loading) return null;
  await loading;
  return current.status === 'read' ? current.live : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The same object for the same page data (React requires a stable server snapshot; the prerender renders
// each page with its own data).
const serverStates = new WeakMap<object, LiveState>();
const withoutPageData = initialState();
function serverState(): LiveState {
  if (pageState) return pageState;
  const data = readPageData();
  if (!data) return withoutPageData;
  let state = serverStates.get(data);
  if (!state) {
    state = initialState();
    serverStates.set(data, state);
  }
  return state;
}

/**
 * One part of the state, for the components that show it: a component re-renders only when its part changes.
 * (A store's change renders synchronously, in one task: a read that changes nothing re-renders nothing.)
 */
function useLivePart<T>(part: (state: LiveState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => part(current),
    () => part(serverState()),
  );
}
const selectSettings = (state: LiveState) => state.settings;
const selectStatus = (state: LiveState) => state.status;

/** The site layout reads site/live for the pages shown (one request per page load; later pages reuse it). */
export function useLiveSiteRefresh(): void {
  const { pathname } = useLocation();
  useEffect(() => load(pathname), [pathname]);
}

/**
 * The site settings saved in the admin, over the build-time config. The server render and hydration use the
 * build's values (so hydration matches the prerendered HTML); the saved values replace them once read.
 */
export function usePublicSiteSettings(): SiteSettings {
  return useLivePart(selectSettings);
}

/** When the build read site/live: changes after it are not in the page yet. */
function builtAsOf(): Date | null {
  const asOf = readPageData()?.liveAsOf;
  return asOf ? new Date(asOf) : null;
}

/** What each kind of change in site/live holds. */
interface LiveItems {
  posts: BlogPost;
  projects: Project;
}

type LiveChangeLists = { [K in LiveKind]: LiveChange<LiveItems[K]>[] };

export interface LiveChanges extends LiveChangeLists {
  /** When the build read site/live (null: no build, or it had no changes yet). */
  asOf: Date | null;
}

let changesOf = new WeakMap<LiveSite, LiveChanges>();
/** "No changes since the build": one object, so a read that brings none re-renders nothing. */
let noChanges: LiveChanges | null = null;

function selectChanges({ live }: LiveState): LiveChanges {
  let changes = changesOf.get(live);
  if (!changes) {
    const asOf = builtAsOf();
    changes = { posts: changesSince(live.posts, asOf), projects: changesSince(live.projects, asOf), asOf };
    if (changes.posts.length === 0 && changes.projects.length === 0) {
      if (!noChanges || noChanges.asOf?.getTime() !== asOf?.getTime()) noChanges = changes;
      changes = noChanges;
    }
    changesOf.set(live, changes);
  }
  return changes;
}

/** The changes to posts and projects since the build (none until site/live has been read); stable per read. */
export function useLiveChanges(): LiveChanges {
  return useLivePart(selectChanges);
}

/** The page's own document as its query holds it (a TanStack Query result has these). */
export interface OwnDocumentQuery<T> {
  data: T | null | undefined;
  dataUpdatedAt: number;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface CurrentDocument<T> {
  /** What to show: the query's copy, or null once site/live shows it withdrawn since the build. */
  data: T | null | undefined;
  /** site/live's copy (as lists show it) when it changed since the build, else null. */
  changed: T | null;
  /** Whether what is shown is known to be current (the view may be counted). */
  settled: boolean;
}

/**
 * Whether site/live's copy is the very save the page has (every staff save stamps updatedAt): a save made
 * while the build was reading, which its pages have already, needs no second read.
 */
function isSameSave(changed: { updatedAt: Date | null }, shown: { updatedAt: Date | null }): boolean {
  return changed.updatedAt !== null && changed.updatedAt.getTime() === shown.updatedAt?.getTime();
}

/**
 * A post's or project's page shows its document current with one read, site/live: the build's copy stays
 * while live shows no change to it since the build; withdrawn, the page says it is not found; changed, the
 * document is read again (the view's second read, as is a document the build does not have, which its
 * query reads at once). `readAgain` says whether the changed document is still at this address (a renamed
 * post's page moves to its new one instead). A failed live read leaves the build's copy.
 */
export function useCurrentDocument<K extends LiveKind>(
  kind: K,
  query: OwnDocumentQuery<LiveItems[K]>,
  readAgain: (changed: LiveItems[K], shown: LiveItems[K]) => boolean = () => true,
): CurrentDocument<LiveItems[K]> {
  const status = useLivePart(selectStatus);
  const changes: LiveChangeLists[K] = useLiveChanges()[kind];
  const shown = query.data;
  const built = shown ? isEmbeddedCopy(query.dataUpdatedAt) : false;
  const change = built && shown ? changes.findLast((candidate) => candidate.id === shown.id) : undefined;
  const changed = change?.item ?? null;
  const mustRead = Boolean(shown && changed && !isSameSave(changed, shown) && readAgain(changed, shown));
  const { refetch } = query;
  useEffect(() => {
    if (mustRead) void refetch();
  }, [mustRead, refetch]);
  return {
    data: change && change.item === null ? null : shown,
    changed,
    settled: !query.isFetching && !mustRead && !(built && status === 'waiting'),
  };
}

/** Tests start each case from the build's values and a fresh read. */
export function resetLiveSiteForTesting(): void {
  pageState = typeof document === 'undefined' ? null : initialState();
  current = pageState ?? initialState();
  loading = null;
  changesOf = new WeakMap();
  noChanges = null;
}
