#!/usr/bin/env node
// npm run restore -- FILE [--project ID] [--key service-account.json] [--yes]
// Puts a backup made by `npm run backup` or Settings > Backup back into Firestore with firebase-admin.
//
//   1. Checks the whole file (src/data/backup/schema.ts) and stops at the first bad record, naming it;
//      nothing is written.
//   2. Reads what the database holds and prints the dry run: per collection what is new, what would be
//      overwritten and what is unchanged, the slugs/{slug} records rebuilt from the posts, the trash
//      records of restored posts and projects that go.
//   3. Without --yes it stops there. With --yes it writes, in batches of at most 500 (Firestore's limit).
//
// A restore adds and overwrites; it deletes nothing the backup does not hold (except stale slug and trash
// records). It goes around the security rules, so it leaves no audit_log entries and no revisions; it
// counts the posts, inquiries and subscribers again after writing (stats/*, scripts/lib/recount-stats.mjs).
// Project and credentials as for `npm run backup` (FIRESTORE_EMULATOR_HOST: the emulator).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  applyRestore,
  backupCore,
  CliError,
  connectFirestore,
  credentialHint,
  fromUserDirectory,
  readDatabaseState,
} from './lib/backup.mjs';
import { describeRecount, recountStats } from './lib/recount-stats.mjs';

const USAGE = 'Usage: npm run restore -- FILE [--project ID] [--key KEY.json] [--yes]';

function fail(message) {
  console.error(`restore: ${message}`);
  process.exit(1);
}

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        project: { type: 'string' },
        key: { type: 'string' },
        yes: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail(`${error.message}\n${USAGE}`);
  }
}

const { values, positionals } = parse();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length !== 1) fail(USAGE);

const file = fromUserDirectory(positionals[0]);
let text;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  fail(`cannot read ${file}: ${error.message}`);
}
const check = backupCore.parseBackupText(text);
if (!check.ok) fail(`${positionals[0]} is not a valid backup: ${check.message}\nNothing was written.`);
const { backup } = check;

let connection;
try {
  connection = connectFirestore({ project: values.project, key: values.key });
  const from = backup.projectId ? ` from project ${backup.projectId}` : '';
  console.log(`Backup ${positionals[0]}, made ${backup.createdAt}${from}`);
  console.log(`Restoring into ${connection.where}`);
  const state = await readDatabaseState(connection.db, backup);
  const plan = backupCore.planRestore(backup, state);
  for (const line of backupCore.describePlan(plan)) console.log(`  ${line}`);

  if (plan.conflicts.length > 0) {
    throw new CliError(
      `cannot restore:\n${plan.conflicts.map((line) => `  ${line}`).join('\n')}\nNothing was written.`,
    );
  }
  if (plan.writes.length === 0) {
    console.log('Nothing to write: the database already holds this backup.');
  } else if (!values.yes) {
    const project = values.project ? ` --project ${values.project}` : '';
    console.log(
      `Dry run: nothing was written. To apply it: npm run restore -- ${positionals[0]}${project} --yes`,
    );
  } else {
    await applyRestore(connection.db, plan, {
      onBatch: (index, count, total) => console.log(`  batch ${index + 1} of ${total}: ${count} writes`),
    });
    console.log(`Restored: ${plan.writes.length} writes.`);
    // The restored posts, inquiries and subscribers are counted again (the counts are not in a backup).
    for (const line of describeRecount(await recountStats(connection.db))) console.log(`  ${line}`);
  }
} catch (error) {
  fail(error instanceof CliError ? error.message : `${error?.message ?? error}${credentialHint(error)}`);
} finally {
  await connection?.close();
}
