/*
 * What the back office is told about site/live's load (LIVE_LIMITS): the error a save past its limits
 * throws, and the notice that a save left it near them. Its own module: the back office tells these apart
 * and listens for them without downloading the writes (live-site-writes.ts); it shows them
 * (src/features/site-settings/admin/SiteRebuildNotices.tsx), the data layer raises no toast.
 */

/** How staff make the public pages current again (README, "Redeploy on a schedule"). */
export const REBUILD_ADVICE =
  'Rebuild the public site: run the "Redeploy hosting" workflow in GitHub Actions (Run workflow), or `npm run deploy`.';

/**
 * A save would make site/live (what public pages apply over their build) heavier than its limits
 * (LIVE_LIMITS): nothing was written. The changes since the last build have to become part of the pages.
 */
export class LiveSiteFullError extends Error {
  constructor() {
    super(
      `The public site has recorded as many changes as it can since its last build. ${REBUILD_ADVICE} Then save again.`,
    );
    this.name = 'LiveSiteFullError';
  }
}

export function isLiveSiteFullError(error: unknown): error is LiveSiteFullError {
  return error instanceof LiveSiteFullError;
}

type RebuildDueListener = (share: number) => void;
const rebuildDueListeners = new Set<RebuildDueListener>();

/** Listens for saves that leave site/live past LIVE_LIMITS.rebuildDueAt of its limits (`share`, 0..1). */
export function onRebuildDue(listener: RebuildDueListener): () => void {
  rebuildDueListeners.add(listener);
  return () => rebuildDueListeners.delete(listener);
}

/** A save leaves site/live at `share` of its limits, past the point where a rebuild is due. */
export function announceRebuildDue(share: number): void {
  for (const listener of rebuildDueListeners) listener(share);
}
