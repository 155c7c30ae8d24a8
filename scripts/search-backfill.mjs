#!/usr/bin/env node
// npm run search:backfill -- [--project ID] [--key service-account.json] [--dry-run]
// One-off: gives documents stored before back-office search existed (or whose words are out of date) the
// words staff search them by: searchWords on contact_inquiries, blog_posts and projects, and a post's
// titleKey (what the list sorts titles by); a post's publishAt (its createdAt) and site/live's `from`
// when stored before scheduled publishing existed. Each collection
// is read in pages of 500 by document id (each document read once); only documents whose words differ
// are written. Prints what it read and wrote per collection.
//
// The fields come from src/data/search-words.ts (loaded through scripts/lib/ts-module.mjs),
// the same code the app's writes use. They are not versioned (UNVERSIONED_FIELDS), so no revision or audit
// entry is due, and updatedAt is left alone. A document edited while the script
// runs is skipped (its save stored its own fields); running the script again is harmless.
//
// Project and credentials as for `npm run backup`: --project, --key or GOOGLE_APPLICATION_CREDENTIALS;
// with FIRESTORE_EMULATOR_HOST set (e.g. 127.0.0.1:8080 while `npm run dev` runs) the emulator.
import { parseArgs } from 'node:util';
import { FieldPath } from 'firebase-admin/firestore';
import { CliError, connectFirestore, credentialHint } from './lib/backup.mjs';
import { loadTsModule } from './lib/ts-module.mjs';

const USAGE = 'Usage: npm run search:backfill -- [--project ID] [--key KEY.json] [--dry-run]';
const COLLECTIONS = ['contact_inquiries', 'blog_posts', 'projects'];
const PAGE_SIZE = 500;

function fail(message) {
  console.error(`search:backfill: ${message}`);
  process.exit(1);
}

function parse() {
  try {
    return parseArgs({
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
}

/** The fields of `derived` whose stored value differs (a list compared entry by entry). */
function staleFields(data, derived) {
  return Object.fromEntries(
    Object.entries(derived).filter(([key, value]) => JSON.stringify(data[key]) !== JSON.stringify(value)),
  );
}

/**
 * A post stored before scheduling existed has no publishAt: public since it was created, so that is its
 * time (the public queries of posts ask for publishAt; src/data/models/schedule.ts).
 */
function missingPublishTime(collection, data) {
  return collection === 'blog_posts' && data.publishAt === undefined && data.createdAt
    ? { publishAt: data.createdAt }
    : {};
}

/**
 * site/live stored before its versions existed has no `from`, by which pages find the current one: the
 * epoch, as live's always is (src/data/repos/live-site-writes.ts).
 */
async function backfillLiveFrom(db, dryRun) {
  const live = await db.collection('site').doc('live').get();
  if (!live.exists || live.get('from') !== undefined) return 'already current';
  if (!dryRun) await live.ref.update({ from: new Date(0) });
  return dryRun ? 'to write' : 'written';
}

/**
 * Pages through one collection by document id and writes the fields that are missing or stale, each
 * write conditional on the document being unchanged since it was read.
 */
async function backfill(db, collection, { derivedFieldsFor }, dryRun) {
  const counts = { read: 0, written: 0, current: 0, changedMeanwhile: 0 };
  const writer = db.bulkWriter();
  writer.onWriteError((error) => {
    if (error.code === 9 /* FAILED_PRECONDITION: edited since it was read */) {
      counts.changedMeanwhile += 1;
      counts.written -= 1;
      return false;
    }
    return error.failedAttempts < 5;
  });
  let last = null;
  for (;;) {
    let query = db.collection(collection).orderBy(FieldPath.documentId()).limit(PAGE_SIZE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    for (const doc of page.docs) {
      counts.read += 1;
      const changes = {
        ...staleFields(doc.data(), derivedFieldsFor(collection, doc.data())),
        ...missingPublishTime(collection, doc.data()),
      };
      if (Object.keys(changes).length === 0) {
        counts.current += 1;
        continue;
      }
      counts.written += 1;
      if (!dryRun) void writer.update(doc.ref, changes, { lastUpdateTime: doc.updateTime });
    }
    if (page.size < PAGE_SIZE) break;
    last = page.docs[page.docs.length - 1].id;
  }
  await writer.close();
  return counts;
}

const values = parse();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

let connection;
try {
  const searchWords = await loadTsModule('/src/data/search-words.ts');
  connection = connectFirestore({ project: values.project, key: values.key });
  const dryRun = values['dry-run'] === true;
  console.log(`${dryRun ? 'Checking (dry run)' : 'Backfilling'} search fields on ${connection.where}`);
  for (const collection of COLLECTIONS) {
    const counts = await backfill(connection.db, collection, searchWords, dryRun);
    console.log(
      `  ${collection.padEnd(18)} ${counts.read} read, ${counts.written} ${dryRun ? 'to write' : 'written'}, ` +
        `${counts.current} already current` +
        (counts.changedMeanwhile ? `, ${counts.changedMeanwhile} edited meanwhile (saved their own)` : ''),
    );
  }
  console.log(`  site/live's from   ${await backfillLiveFrom(connection.db, dryRun)}`);
} catch (error) {
  fail(error instanceof CliError ? error.message : `${error?.message ?? error}${credentialHint(error)}`);
} finally {
  await connection?.close();
}
