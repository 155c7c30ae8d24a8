import { useSyncExternalStore } from 'react';
import type { SiteSettings } from '@/data/schemas/site-settings';
import { DEFAULT_SITE_SETTINGS } from '@/data/models/site-settings';
import { whenInteractive } from '@/lib/before-start';
import { readPageData } from '@/lib/page-data';

/* One read per page load, shared by every component that shows site settings. */
// What the page was rendered with: the build's snapshot of settings/site, else the config values.
const initialSettings = (): SiteSettings => readPageData()?.settings ?? DEFAULT_SITE_SETTINGS;
let current: SiteSettings = initialSettings();
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load(): void {
  // Read once the page is interactive: the reader is not needed for the first paint, and a change that
  // arrived while part of the page was still hydrating would make React render that part afresh (losing
  // its prerendered markup and leaving its old <head> tags behind, the site's name among them).
  loading ??= whenInteractive()
    .then(() => import('./fetch-public-site-settings'))
    .then((module) => module.fetchPublicSiteSettings())
    .then((settings) => {
      current = settings;
      for (const listener of listeners) listener();
    })
    .catch(() => {
      // Offline or blocked: the build-time values already on the page stay.
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

const getSnapshot = () => current;
const getServerSnapshot = initialSettings;

/**
 * The site settings saved in the admin, over the build-time config. The server render and hydration use the
 * config (so hydration matches the prerendered HTML); the saved values replace them once loaded.
 */
export function usePublicSiteSettings(): SiteSettings {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** Tests start each case from the config values and a fresh read. */
export function resetPublicSiteSettingsForTesting(): void {
  current = initialSettings();
  loading = null;
}
