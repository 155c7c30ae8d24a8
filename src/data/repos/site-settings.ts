import { getStore } from '../store';
import { readSiteSettings } from '../models/site-settings';
import type { SiteSettings } from '../schemas/site-settings';

export const SETTINGS = 'settings';
export const SITE_SETTINGS_ID = 'site';

/** settings/site merged over the site config defaults; a missing document means the defaults. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const store = await getStore();
  const doc = await store.get(SETTINGS, SITE_SETTINGS_ID);
  return readSiteSettings(doc?.data ?? null);
}

export async function saveSiteSettings(settings: Partial<SiteSettings>): Promise<void> {
  const store = await getStore();
  await store.set(SETTINGS, SITE_SETTINGS_ID, settings, { merge: true });
}
