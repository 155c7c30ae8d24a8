import { getStore } from '../store';
import { mergeMaps } from '../store/merge';
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

/** The audit entry's and site/live's writers load with the first write, never with the screens that only read. */
const loadAudit = () => import('./audit');
const loadLiveWrites = () => import('./live-site-writes');

/**
 * Merges the changes into settings/site, with the audit entry of the whole document before and after
 * (firestore.rules compare both with the stored document), and its copy in site/live and its versions,
 * which the public pages read: one transaction, which reads the site documents (./live-site-writes.ts).
 */
export async function saveSiteSettings(settings: Partial<SiteSettings>): Promise<void> {
  const store = await getStore();
  const current = await store.get(SETTINGS, SITE_SETTINGS_ID);
  const before = current?.data ?? null;
  const after = mergeMaps(before ?? {}, settings);
  const [{ auditWrites }, { liveSettingsWrites }] = await Promise.all([loadAudit(), loadLiveWrites()]);
  const { operations } = auditWrites({
    action: 'settings.update',
    collection: SETTINGS,
    docId: SITE_SETTINGS_ID,
    summary: 'Site settings',
    before,
    after,
  });
  await store.batch([
    { type: 'set', collection: SETTINGS, id: SITE_SETTINGS_ID, data: settings, merge: true },
    ...operations,
    ...(await liveSettingsWrites(after)),
  ]);
}
