import { getStore } from '../store';
import { LIVE_SITE, type LiveSite } from '../models/live-site';
import { readLiveSite } from '../models/live-site-reader';
import { publicReadBound } from '../models/schedule';

/**
 * site/live (../models/live-site.ts) as the public sees it now: the newest of it and its versions whose
 * time has come (one query, limit 1, as the rules require of the public). The build reads it (its
 * changedAt is the pages' `liveAsOf`); the browser makes the same query over REST without the SDK
 * (src/features/site-settings/fetch-live-site.ts). Staff writes are in ./live-site-writes.ts.
 */
export async function getLiveSite(): Promise<LiveSite> {
  const store = await getStore();
  const [doc] = await store.list(LIVE_SITE.collection, {
    where: [{ field: 'from', op: '<', value: publicReadBound() }],
    orderBy: { field: 'from', direction: 'desc' },
    limit: 1,
  });
  return readLiveSite(doc?.data ?? null);
}
