#!/usr/bin/env node
// npm run stats:backfill -- [--project ID] [--key service-account.json] [--dry-run]
// Counts the inquiries (by status), the subscribers, the posts (by status and category) and the projects
// (by status) and writes stats/contact_inquiries, stats/subscribers, stats/blog_posts and stats/projects
// (src/data/models/collection-stats.ts), where the back office reads its counts. Run it once before deploying the rules that keep them (until the
// documents exist those rules refuse the contact form, the newsletter sign-up and the posts' and
// projects' saves);
// running it again is harmless: it writes only counts that differ. Each collection is counted in a
// transaction: inquiries, subscribers and projects by count() requests (1 read per 1,000), posts by reading each
// one's status and category (1 read a post).
//
// Project and credentials as for `npm run backup`: --project, --key or GOOGLE_APPLICATION_CREDENTIALS;
// with FIRESTORE_EMULATOR_HOST set the emulator.
import { parseArgs } from 'node:util';
import { CliError, connectFirestore, credentialHint } from './lib/backup.mjs';
import { describeRecount, recountStats } from './lib/recount-stats.mjs';

const USAGE = 'Usage: npm run stats:backfill -- [--project ID] [--key KEY.json] [--dry-run]';

function fail(message) {
  console.error(`stats:backfill: ${message}`);
  process.exit(1);
}

let values;
try {
  values = parseArgs({
    options: {
      project: { type: 'string' },
      key: { type: 'string' },
      'dry-run': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
} catch (error) {
  fail(`${error.message}\n${USAGE}`);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

let connection;
try {
  connection = connectFirestore({ project: values.project, key: values.key });
  console.log(`Counting in ${connection.where}${values['dry-run'] ? ' (dry run: nothing is written)' : ''}`);
  const results = await recountStats(connection.db, { dryRun: values['dry-run'] === true });
  for (const line of describeRecount(results)) console.log(`  ${line}`);
} catch (error) {
  fail(error instanceof CliError ? error.message : `${error?.message ?? error}${credentialHint(error)}`);
} finally {
  await connection?.close();
}
