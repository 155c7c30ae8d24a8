#!/usr/bin/env node
// npm run backup -- [--project ID] [--out FILE] [--key service-account.json]
// Writes a JSON backup of the site's content (src/data/backup/format.ts: posts and projects with their
// revisions, settings, inquiries, subscribers, staff records, invites; no Auth data, no secrets) with
// firebase-admin. The file holds personal data (inquiries, e-mail addresses): keep it somewhere safe.
//
// Project and credentials as for staff:bootstrap: --project (an id or a .firebaserc alias), --key or
// GOOGLE_APPLICATION_CREDENTIALS (a service-account key file). With FIRESTORE_EMULATOR_HOST set (e.g.
// 127.0.0.1:8080 while `npm run dev` runs) it reads the emulator instead, project demo-chinar by default.
//
// Without --out the file is chinar-backup-YYYY-MM-DD.json where the command was typed (-2, -3… when that
// name is taken); --out replaces FILE if it exists.
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  backupCore,
  CliError,
  connectFirestore,
  credentialHint,
  fromUserDirectory,
  readBackup,
} from './lib/backup.mjs';

const USAGE = 'Usage: npm run backup -- [--project ID] [--out FILE] [--key KEY.json]';

function fail(message) {
  console.error(`backup: ${message}`);
  process.exit(1);
}

function parse() {
  try {
    return parseArgs({
      options: {
        project: { type: 'string' },
        out: { type: 'string' },
        key: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    fail(`${error.message}\n${USAGE}`);
  }
}

/** chinar-backup-YYYY-MM-DD.json, or with -2, -3… when that file exists. */
function defaultOutput(now) {
  const name = backupCore.backupFileName(now);
  let path = fromUserDirectory(name);
  for (let n = 2; existsSync(path); n += 1) path = fromUserDirectory(name.replace(/\.json$/, `-${n}.json`));
  return path;
}

const values = parse();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

let connection;
try {
  connection = connectFirestore({ project: values.project, key: values.key });
  console.log(`Backing up ${connection.where}`);
  const now = new Date();
  const backup = await readBackup(connection.db, { projectId: connection.projectId, now });
  const out = values.out ? fromUserDirectory(values.out) : defaultOutput(now);
  // Personal data: readable by the owner only.
  writeFileSync(out, `${JSON.stringify(backup, null, 2)}\n`, { mode: 0o600 });

  for (const name of backupCore.BACKUP_COLLECTIONS) {
    const docs = Object.values(backup.collections[name]);
    const revisions = docs.reduce((sum, doc) => sum + Object.keys(doc.revisions ?? {}).length, 0);
    console.log(
      `  ${name.padEnd(18)} ${docs.length}${name === 'blog_posts' || name === 'projects' ? ` (+ ${revisions} revisions)` : ''}`,
    );
  }
  const { documents, revisions } = backupCore.countDocuments(backup);
  console.log(`Wrote ${documents + revisions} documents to ${out}`);
  // A database may hold what the app would never write (old or hand-edited data): say so now, not at restore.
  const check = backupCore.validateBackup(JSON.parse(JSON.stringify(backup)));
  if (!check.ok) {
    console.warn(
      `backup: warning: npm run restore would refuse this file as it is: ${check.message}\n` +
        'Fix that document in the database (or in the file) before you need to restore it.',
    );
  }
} catch (error) {
  fail(error instanceof CliError ? error.message : `${error?.message ?? error}${credentialHint(error)}`);
} finally {
  await connection?.close();
}
