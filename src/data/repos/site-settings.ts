import { getStore } from '../store';
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema, type SiteSettings } from '../schemas/site-settings';

export const SETTINGS = 'settings';
export const SITE_SETTINGS_ID = 'site';

/** settings/site merged over the site config defaults; a missing document means the defaults. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const store = await getStore();
  const doc = await store.get(SETTINGS, SITE_SETTINGS_ID);
  if (!doc) return DEFAULT_SITE_SETTINGS;
  return siteSettingsSchema.parse({ ...DEFAULT_SITE_SETTINGS, ...doc.data });
}

export async function saveSiteSettings(settings: Partial<SiteSettings>): Promise<void> {
  const store = await getStore();
  await store.set(SETTINGS, SITE_SETTINGS_ID, settings, { merge: true });
}
