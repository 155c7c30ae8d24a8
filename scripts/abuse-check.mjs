#!/usr/bin/env node
// npm run abuse-check: what one visitor's script can make the database spend, against the project's own
// firestore.rules on the Firestore emulator (started for it, as for the Firestore suites; or the one that
// FIRESTORE_EMULATOR_HOST names). Each attack runs signed out, through the same client SDK the site uses,
// and the table says how many writes it achieved per request and what that means against the Spark plan's
// daily quotas (20,000 writes and 50,000 reads a day). The back-office rows count the documents the
// dashboard and the inquiries screen read after the spam, as a signed-in admin.
//
// A measurement, not a test: it exits 0 whatever it finds (1 only when it cannot run).
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDocs,
  increment,
  orderBy,
  query,
  serverTimestamp,
  setLogLevel,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWithFirestoreEmulator } from './test-firestore.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const SPARK = { writesPerDay: 20_000, readsPerDay: 50_000 };
const BATCH = 500; // Firestore's limit of writes in one commit
const LOOP = 200;
const ADMIN_UID = 'abuse-check-admin';

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  const self = fileURLToPath(import.meta.url);
  process.exit(await runWithFirestoreEmulator([process.execPath, self], 'Abuse check'));
}

setLogLevel('silent');
const [host, port] = process.env.FIRESTORE_EMULATOR_HOST.split(':');
const env = await initializeTestEnvironment({
  projectId: 'demo-chinar-abuse',
  firestore: { host, port: Number(port), rules: readFileSync(resolve(ROOT, 'firestore.rules'), 'utf8') },
});
await env.clearFirestore();
const visitor = env.unauthenticatedContext().firestore();
const admin = env.authenticatedContext(ADMIN_UID).firestore();

const inquiry = (n, message = `Spam message number ${n}.`) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: '',
  subject: `Subject ${n}`,
  message,
  status: 'New',
  createdAt: serverTimestamp(),
});

/** Commits a batch; the number of writes it made (all or nothing). */
async function commit(fill) {
  const batch = writeBatch(visitor);
  const writes = fill(batch);
  try {
    await batch.commit();
    return writes;
  } catch {
    return 0;
  }
}

/** Runs `attempt` LOOP times in a row; writes made and the rate they came at. */
async function loop(attempt) {
  const started = performance.now();
  let writes = 0;
  for (let n = 0; n < LOOP; n += 1) writes += await attempt(n);
  const seconds = (performance.now() - started) / 1000;
  return { writes, seconds };
}

// Staff and published posts to count views on, written past the rules as the seed is.
await env.withSecurityRulesDisabled(async (context) => {
  const db = context.firestore();
  const batch = writeBatch(db);
  batch.set(doc(db, 'admins', ADMIN_UID), {
    email: 'abuse-check@example.com',
    name: 'Abuse Check',
    username: 'abuse-check',
    role: 'admin',
    status: 'active',
    createdAt: new Date(),
  });
  for (let n = 1; n <= BATCH; n += 1)
    batch.set(doc(db, 'blog_posts', String(n)), { title: `Post ${n}`, status: 'Published', views: 0 });
  await batch.commit();
});

const rows = [];
const perRequest = (attack, writes, requests = 1) => rows.push({ attack, writes, requests });

perRequest(
  `one commit of ${BATCH} contact inquiries`,
  await commit((batch) => {
    for (let n = 0; n < BATCH; n += 1) batch.set(doc(collection(visitor, 'contact_inquiries')), inquiry(n));
    return BATCH;
  }),
);
perRequest(
  `one commit of ${BATCH} subscribers`,
  await commit((batch) => {
    for (let n = 0; n < BATCH; n += 1)
      batch.set(doc(visitor, 'subscribers', `reader${n}@example.com`), {
        email: `reader${n}@example.com`,
        createdAt: serverTimestamp(),
      });
    return BATCH;
  }),
);
perRequest(
  `one commit of views +1 on ${BATCH} published posts`,
  await commit((batch) => {
    for (let n = 1; n <= BATCH; n += 1)
      batch.update(doc(visitor, 'blog_posts', String(n)), { views: increment(1) });
    return BATCH;
  }),
);
const largest = inquiry('largest', 'ह'.repeat(5000));
const largestBytes = Buffer.byteLength(JSON.stringify({ ...largest, createdAt: null }));
perRequest(
  `one inquiry of the largest valid size (${(largestBytes / 1024).toFixed(1)} KiB)`,
  await commit((batch) => {
    batch.set(doc(collection(visitor, 'contact_inquiries')), largest);
    return 1;
  }),
);

const inquiryLoop = await loop((n) =>
  commit((batch) => {
    batch.set(doc(collection(visitor, 'contact_inquiries')), inquiry(`loop-${n}`));
    return 1;
  }),
);
const viewLoop = await loop(async () => {
  try {
    await updateDoc(doc(visitor, 'blog_posts', '1'), { views: increment(1) });
    return 1;
  } catch {
    return 0;
  }
});

// What the back office reads after the spam (the queries its screens run today).
const documentsIn = async (name, ordered) =>
  (
    await getDocs(
      ordered ? query(collection(admin, name), orderBy('createdAt', 'desc')) : collection(admin, name),
    )
  ).size;
// The inquiries screen reads every inquiry; the dashboard reads every post, project and inquiry.
const inquiriesRead = await documentsIn('contact_inquiries', true);
const dashboardRead = (await documentsIn('blog_posts')) + (await documentsIn('projects')) + inquiriesRead;

await env.cleanup();

const fmt = (value) => value.toLocaleString('en-IN');
const writesOf = (count) => `${fmt(count)} ${count === 1 ? 'write' : 'writes'}`;
const table = [
  ['attack (signed out unless said)', 'writes / reads', 'what a day of it costs on Spark'],
  ...rows.map(({ attack, writes }) => [
    attack,
    writesOf(writes),
    writes === 0
      ? 'refused: nothing'
      : `${fmt(Math.ceil(SPARK.writesPerDay / writes))} such requests use the day's ${fmt(SPARK.writesPerDay)} writes`,
  ]),
  ...[
    [`${LOOP} single inquiries in a row`, inquiryLoop],
    [`${LOOP} view increments of one post in a row`, viewLoop],
  ].map(([attack, { writes, seconds }]) => {
    const perSecond = writes / seconds;
    return [
      `${attack} (${seconds.toFixed(1)} s)`,
      writesOf(writes),
      writes === 0
        ? 'refused: nothing'
        : `${perSecond.toFixed(0)} writes/s: the day's quota in ${Math.ceil(SPARK.writesPerDay / perSecond / 60)} min`,
    ];
  }),
  ...[
    ['admin: inquiries screen, one load', inquiriesRead],
    ['admin: dashboard, one load', dashboardRead],
  ].map(([screen, reads]) => [
    screen,
    `${fmt(reads)} reads`,
    `${fmt(Math.floor(SPARK.readsPerDay / reads))} loads use the day's ${fmt(SPARK.readsPerDay)} reads`,
  ]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
const line = (row) =>
  row
    .map((cell, column) => cell.padEnd(widths[column]))
    .join('  ')
    .trimEnd();
console.log(
  `\nAbuse check against firestore.rules (Firestore emulator ${process.env.FIRESTORE_EMULATOR_HOST})\n`,
);
console.log(line(table[0]));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of table.slice(1)) console.log(line(row));
console.log(
  `\nSpark plan: ${fmt(SPARK.writesPerDay)} writes and ${fmt(SPARK.readsPerDay)} reads a day per project.`,
);
