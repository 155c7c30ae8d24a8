#!/usr/bin/env node
// npm run dev: Vite with hot reload and seeded content on a fresh machine (Node 20+, nothing else).
// With Java 21+ it runs the Firestore emulator (seeded from src/data/seed) and points the app at it;
// otherwise the app uses the in-browser memory store with the same seed. It says which on start.
import { spawn } from 'node:child_process';
import { createServer } from 'vite';
import { delimiter } from 'node:path';
import { findFirestoreEmulator, findJava } from './test-firestore.mjs';
import { waitForPort } from './lib/browser.mjs';

const PROJECT_ID = 'demo-chinar';
const FIRESTORE = { host: '127.0.0.1', port: 8080 };
const children = [];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(0);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(0);
});

/** A JS value as a Firestore REST value. */
function toRestValue(value) {
  if (value === null || value === undefined) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'object') {
    return {
      mapValue: { fields: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toRestValue(v)])) },
    };
  }
  return { stringValue: String(value) };
}

async function seedEmulator(vite) {
  const { seedCollections } = await vite.ssrLoadModule('/src/data/seed/index.ts');
  const base = `http://${FIRESTORE.host}:${FIRESTORE.port}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  // "Bearer owner" is the emulator's admin credential: it bypasses the security rules for seeding.
  const headers = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
  let count = 0;
  for (const [collection, docs] of Object.entries(seedCollections)) {
    for (const [id, data] of Object.entries(docs)) {
      const fields = Object.fromEntries(
        Object.entries(data).map(([key, value]) => [key, toRestValue(value)]),
      );
      const response = await fetch(`${base}/${collection}/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ fields }),
      });
      if (!response.ok)
        throw new Error(`Seeding ${collection}/${id} failed: ${response.status} ${await response.text()}`);
      count += 1;
    }
  }
  return count;
}

async function startFirestoreEmulator() {
  const java = findJava();
  if (!java.ok) {
    return {
      ok: false,
      reason: `it needs Java 21+ (${java.found === null ? 'no Java found' : `found Java ${java.found}`})`,
    };
  }
  const emulator = await findFirestoreEmulator();
  if (!emulator.ok) return { ok: false, reason: emulator.reason };
  const env = { ...process.env, ...emulator.env };
  if (java.binDir) env.PATH = `${java.binDir}${delimiter}${env.PATH ?? ''}`;
  const child = spawn(
    'npx',
    ['firebase', 'emulators:start', '--only', 'firestore', '--project', PROJECT_ID],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    },
  );
  children.push(child);
  try {
    await waitForPort(FIRESTORE.port, FIRESTORE.host, 90_000);
    return { ok: true };
  } catch (error) {
    child.kill();
    return { ok: false, reason: `the Firestore emulator did not start (${error.message})` };
  }
}

const firestore = await startFirestoreEmulator();
if (firestore.ok) {
  Object.assign(process.env, {
    VITE_DATA_BACKEND: 'firestore',
    VITE_FIRESTORE_EMULATOR_HOST: `${FIRESTORE.host}:${FIRESTORE.port}`,
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_STORAGE_BUCKET: `${PROJECT_ID}.firebasestorage.app`,
    VITE_FIREBASE_MESSAGING_SENDER_ID: '000000000000',
    VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
  });
} else {
  process.env.VITE_DATA_BACKEND = 'memory';
}
process.env.VITE_SITE_URL ??= 'http://127.0.0.1:5173';

const vite = await createServer({ mode: 'development' });
await vite.listen();
if (firestore.ok) {
  const count = await seedEmulator(vite);
  console.log(
    `\n  Data backend: Firestore emulator at ${FIRESTORE.host}:${FIRESTORE.port} (project ${PROJECT_ID}), ${count} seed documents written`,
  );
} else {
  console.log(
    `\n  Data backend: in-browser memory store with the seed content (Firestore emulator skipped: ${firestore.reason})`,
  );
}
vite.printUrls();
vite.bindCLIShortcuts({ print: true });
