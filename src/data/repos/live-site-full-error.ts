/*
 * Its own module: the back office tells this error apart without downloading the writes
 * (live-site-writes.ts).
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
