#!/usr/bin/env node
// node scripts/live-after-deploy.mjs [--dist dist] [--project ID] [--key KEY.json]
// Run after each deploy of Hosting (npm run deploy, .github/workflows/redeploy.yml): tells site/live which
// build is deployed. The pages of that build show everything up to the moment it read Firestore, so site/live
// need not carry those changes any more: in one transaction it records that moment as `builtAsOf` (what
// scripts/rebuild-due.mjs compares with) and removes the entries the build already shows from site/live and
// from each version ahead (site/at-<ms>), by src/data/models/live-site.ts pruneBuiltEntries, the only way
// entries leave them. Staff saves never drop one, so without this run site/live grows until saves are refused.
//
// The moment comes from the build output (scripts/lib/deploy-state.mjs deployedBuildAsOf): the liveAsOf every
// prerendered page embeds, and the newest post /blog lists. Deploy the same dist/ it reads.
//
// Project and credentials as for `npm run backup`: --project, --key or GOOGLE_APPLICATION_CREDENTIALS (the
// service account needs the Cloud Datastore User role); with FIRESTORE_EMULATOR_HOST set, the emulator.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { CliError, connectFirestore, credentialHint, fromUserDirectory } from './lib/backup.mjs';
import { loadTsModule } from './lib/ts-module.mjs';
import { deployedBuildAsOf, liveAsOfOfPage, millisOf, newestPublishAt } from './lib/deploy-state.mjs';

const USAGE = 'Usage: node scripts/live-after-deploy.mjs [--dist DIR] [--project ID] [--key KEY.json]';

/** The site documents' model (TypeScript: lib/ts-module.mjs). */
const { LIVE_SITE, liveVersionId, pruneBuiltEntries } = await loadTsModule('/src/data/models/live-site.ts');

function parse() {
  try {
    return parseArgs({
      options: {
        dist: { type: 'string', default: 'dist' },
        project: { type: 'string' },
        key: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    throw new CliError(`${error.message}\n${USAGE}`);
  }
}

/** How current the build in `dist` is (ms), from its home page and /blog's data. */
async function builtAsOfIn(dist) {
  let liveAsOf;
  try {
    liveAsOf = liveAsOfOfPage(await readFile(join(dist, 'index.html'), 'utf8'));
  } catch (error) {
    throw new CliError(`cannot read the build in ${dist} (${error.message}): run it after npm run build.`);
  }
  // /blog's data: absent when the build had no posts.
  const blog = await readFile(join(dist, '_data', 'blog.json'), 'utf8').catch(() => null);
  return deployedBuildAsOf({ liveAsOf, newestPublished: blog ? newestPublishAt(JSON.parse(blog)) : null });
}

const entryCount = (data) =>
  ['posts', 'projects'].reduce((sum, kind) => sum + Object.keys(data?.[kind] ?? {}).length, 0);

/**
 * The times of the versions ahead: site/live's `pending`. A site/live written before it listed them (staff
 * saves read the versions by these ids, and the rules check the list against them) gets the list from the
 * versions stored: `listed` is false then, and the caller writes it.
 */
async function pendingTimes(transaction, site, live) {
  const listed = live.get('pending');
  if (Array.isArray(listed)) return { times: listed, listed: true };
  const stored = await transaction.get(site.where('from', '>', Timestamp.fromMillis(0)));
  const times = stored.docs.map((doc) => millisOf(doc.get('from'))).filter((at) => at !== null);
  return { times: times.sort((a, b) => a - b), listed: false };
}

/**
 * In one transaction: site/live's builtAsOf, and the entries the build shows removed from it and from each
 * version ahead it lists. Returns what it did, for the log.
 */
async function recordBuild(db, builtAsOf) {
  const site = db.collection(LIVE_SITE.collection);
  return db.runTransaction(async (transaction) => {
    const live = await transaction.get(site.doc(LIVE_SITE.id));
    if (!live.exists) return { live: false, removed: 0, kept: 0 };
    const previous = millisOf(live.get('builtAsOf'));
    const pending = await pendingTimes(transaction, site, live);
    const versions = pending.times.map((at) => site.doc(liveVersionId(at)));
    const docs = [live, ...(versions.length ? await transaction.getAll(...versions) : [])];
    let removed = 0;
    let kept = 0;
    for (const doc of docs.filter((stored) => stored.exists)) {
      const pruned = pruneBuiltEntries(doc.data(), new Date(builtAsOf));
      removed += entryCount(doc.data()) - entryCount(pruned);
      kept += doc.id === LIVE_SITE.id ? entryCount(pruned) : 0;
      transaction.update(doc.ref, {
        posts: pruned.posts ?? {},
        projects: pruned.projects ?? {},
        ...(doc.id === LIVE_SITE.id
          ? {
              builtAsOf: Timestamp.fromMillis(builtAsOf),
              ...(pending.listed ? {} : { pending: pending.times }),
            }
          : {}),
      });
    }
    return { live: true, removed, kept, previous, versions: docs.length - 1, migrated: !pending.listed };
  });
}

async function main() {
  const options = parse();
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const builtAsOf = await builtAsOfIn(fromUserDirectory(options.dist));
  if (builtAsOf === null) {
    console.log('live-after-deploy: the build read no site/live and lists no post: nothing to record.');
    return;
  }
  const { db, where, close } = connectFirestore(options);
  try {
    const result = await recordBuild(db, builtAsOf);
    const asOf = new Date(builtAsOf).toISOString();
    if (!result.live) console.log(`live-after-deploy: ${where} has no site/live yet; nothing to prune.`);
    else {
      if (result.previous !== null && result.previous > builtAsOf)
        console.warn(
          `live-after-deploy: this build (as of ${asOf}) is older than the one recorded before ` +
            `(${new Date(result.previous).toISOString()}); changes pruned then are not in it until the next build.`,
        );
      if (result.migrated)
        console.log(
          `live-after-deploy: site/live now lists its ${result.versions} version(s) ahead (pending).`,
        );
      console.log(
        `live-after-deploy: ${where}: deployed build as of ${asOf}; removed ${result.removed} ` +
          `entries it shows (from site/live and ${result.versions} version(s) ahead), ${result.kept} left in site/live.`,
      );
    }
  } finally {
    await close();
  }
}

try {
  await main();
} catch (error) {
  const message = error instanceof CliError ? error.message : `${error.message}${credentialHint(error)}`;
  console.error(`live-after-deploy: ${message}\nThe deploy itself is done; run this again to record it.`);
  process.exit(1);
}
