// What the deploy scripts decide, as pure functions (deploy-state.test.mjs): how current the deployed build
// is, read from its own output (scripts/live-after-deploy.mjs), and whether something went public that it
// does not show yet (scripts/rebuild-due.mjs). No Firestore and no file system here.

/** The data block every prerendered page embeds (scripts/build.mjs pageDataTag, src/lib/page-data.ts). */
const PAGE_DATA_BLOCK = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/;

/**
 * A stored time in ms: a Date, a firebase-admin Timestamp, an ISO string (page data) or a number (site/live's
 * `pending`); null for anything else.
 */
export function millisOf(value) {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  if (value && typeof value.toMillis === 'function') return value.toMillis();
  return null;
}

/** The liveAsOf a prerendered page embeds (site/live's changedAt when the build read it), in ms; null if none. */
export function liveAsOfOfPage(html) {
  const block = PAGE_DATA_BLOCK.exec(html);
  if (!block) throw new Error('no page data block: is this a prerendered page of this build?');
  return millisOf(JSON.parse(block[1]).liveAsOf);
}

/** The newest publishAt (ms) anywhere in a page's data as the build wrote it (e.g. /_data/blog.json). */
export function newestPublishAt(data) {
  let newest = null;
  const visit = (value) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object')
      for (const [key, field] of Object.entries(value)) {
        const at = key === 'publishAt' ? millisOf(field) : null;
        if (at !== null) newest = Math.max(newest ?? at, at);
        else visit(field);
      }
  };
  visit(data);
  return newest;
}

/**
 * How current the deployed build is (ms), for site/live's `builtAsOf`: what it read of site/live (liveAsOf)
 * or, when later, the newest post it lists. The build reads the posts after site/live, and lists a post
 * only once its time has passed, so every change and every publish time up to that post's is in the build.
 * Without the second, a post that went public after the last staff save (a scheduled one) would stay
 * "after the build" whatever the rebuilds, and the hourly check would rebuild every hour. null: the build
 * read neither (an empty site).
 */
export function deployedBuildAsOf({ liveAsOf, newestPublished }) {
  const known = [liveAsOf, newestPublished].filter((at) => at !== null && at !== undefined);
  return known.length ? Math.max(...known) : null;
}

/** A moment for the log: ISO, or "never". */
const when = (ms) => (ms === null ? 'never' : new Date(ms).toISOString());

/**
 * Whether the deployed build misses something public now, judged from site/live as stored (one read): a
 * scheduled version time (`pending`) or a listed post's publishAt after `builtAsOf` (the deployed build,
 * set by live-after-deploy) and at or before `now`. That post has no prerendered page yet, so link
 * previews and search engines see the app's shell. { due, reason }.
 */
export function rebuildDecision(live, now) {
  if (!live)
    return { due: false, reason: 'up to date: there is no site/live (nothing published since a build)' };
  const builtAsOf = millisOf(live.builtAsOf);
  const pending = Array.isArray(live.pending) ? live.pending.map(millisOf) : [];
  const posts = live.posts && typeof live.posts === 'object' ? Object.entries(live.posts) : [];
  const wentPublic = [
    ...pending.map((at) => ({ at, what: 'a scheduled version' })),
    ...posts.map(([id, entry]) => ({ at: millisOf(entry?.post?.publishAt), what: `post ${id}` })),
  ].filter(({ at }) => at !== null && at <= now && (builtAsOf === null || at > builtAsOf));
  if (wentPublic.length === 0)
    return {
      due: false,
      reason: `up to date: nothing went public after the deployed build (${when(builtAsOf)})`,
    };
  const first = wentPublic.reduce((earliest, next) => (next.at < earliest.at ? next : earliest));
  return {
    due: true,
    reason: `rebuild due: ${first.what} went public at ${when(first.at)}, after the deployed build (${when(builtAsOf)})`,
  };
}
