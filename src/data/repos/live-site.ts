import { getStore } from '../store';
import { LIVE_SITE, type LiveSite } from '../models/live-site';
import { readLiveSite } from '../models/live-site-reader';

/**
 * site/live (../models/live-site.ts) as stored: what the public pages apply over their build. The build
 * reads it (its changedAt is the pages' `liveAsOf`); the browser reads it over REST without the SDK
 * (src/features/site-settings/fetch-live-site.ts). Staff writes are in ./live-site-writes.ts.
 */
export async function getLiveSite(): Promise<LiveSite> {
  const store = await getStore();
  const doc = await store.get(LIVE_SITE.collection, LIVE_SITE.id);
  return readLiveSite(doc?.data ?? null);
}
