import { useEffect, useSyncExternalStore } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import type { SiteSettings } from '@/data/schemas/site-settings';
import { DEFAULT_SITE_SETTINGS } from '@/data/models/site-settings';
import { changesSince, EMPTY_LIVE_SITE, type LiveChange, type LiveSite } from '@/data/models/live-site';
import type { BlogPost } from '@/data/schemas/blog-post';
import type { Project } from '@/data/schemas/project';
import { whenInteractive } from '@/lib/before-start';
import { readPageData } from '@/lib/page-data';
import { siteRoutes } from '@/lib/paths';

/*
 * What a public page shows beyond its build: site/live (src/data/models/live-site.ts), read at most once per
 * page load and shared by every component. The page's one Firestore read: pages that read their own
 * document (a post, a project) skip it and show the build's settings and lists.
 */

interface LiveState {
  settings: SiteSettings;
  live: LiveSite;
}

// What the page was rendered with: the build's snapshot of the settings, else the config values.
const initialState = (): LiveState => ({
  settings: readPageData()?.settings ?? DEFAULT_SITE_SETTINGS,
  live: EMPTY_LIVE_SITE,
});
// In the browser, the state the page was rendered with: the server snapshot hydration uses, and the first
// client snapshot, one object, so that hydration sees no change (a change would make React render parts of
// the page afresh, dropping their prerendered markup and the taps held for them).
let pageState: LiveState | null = typeof document === 'undefined' ? null : initialState();
let current: LiveState = pageState ?? initialState();
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
/**
 * Pages that read their own document (a post, a project, a shared preview) to show it current: that is
 * their one read, so they do not read site/live (they show the build's settings and lists).
 */
const OWN_DOCUMENT_ROUTES = [siteRoutes.blogPost.path, siteRoutes.project.path, siteRoutes.preview.path];

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
      current = { settings: live.settings ?? current.settings, live };
      for (const listener of listeners) listener();
    } catch {
      // Offline, blocked or refused: the build's values already on the page stay.
    }
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => current;
// The same object for the same page data (React requires a stable server snapshot; the prerender renders
// each page with its own data).
const serverStates = new WeakMap<object, LiveState>();
const withoutPageData = initialState();
function getServerSnapshot(): LiveState {
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

function useLiveState(): LiveState {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

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
  return useLiveState().settings;
}

/** When the build read site/live: changes after it are not in the page yet. */
function builtAsOf(): Date | null {
  const asOf = readPageData()?.liveAsOf;
  return asOf ? new Date(asOf) : null;
}

export interface LiveChanges {
  posts: LiveChange<BlogPost>[];
  projects: LiveChange<Project>[];
  /** When the build read site/live (null: no build, or it had no changes yet). */
  asOf: Date | null;
}

const changesOf = new WeakMap<LiveSite, LiveChanges>();

/** The changes to posts and projects since the build (none until site/live has been read); stable per read. */
export function useLiveChanges(): LiveChanges {
  const { live } = useLiveState();
  let changes = changesOf.get(live);
  if (!changes) {
    const asOf = builtAsOf();
    changes = { posts: changesSince(live.posts, asOf), projects: changesSince(live.projects, asOf), asOf };
    changesOf.set(live, changes);
  }
  return changes;
}

/** Tests start each case from the build's values and a fresh read. */
export function resetLiveSiteForTesting(): void {
  pageState = typeof document === 'undefined' ? null : initialState();
  current = pageState ?? initialState();
  loading = null;
}
