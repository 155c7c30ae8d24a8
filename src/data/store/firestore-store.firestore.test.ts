/**
 * The storage-port contract against the Firestore adapter, on the Firestore emulator.
 * Run by scripts/test-firestore.mjs (npm test), which starts the emulator; the normal `vitest run`
 * leaves *.firestore.test.ts files out.
 */
import { afterAll, beforeAll } from 'vitest';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore/lite';
import { describeStoreContract } from './contract';
import { createFirestoreStore } from './firestore-store';

// A project of its own, so its allow-all rules never meet the real rules under test elsewhere.
const PROJECT_ID = 'demo-chinar-contract';
const ALLOW_ALL = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} { allow read, write: if true; }
  }
}`;

/** Set by `firebase emulators:exec`; the fallback is the port in firebase.json. */
function firestoreEmulator(): { host: string; port: number } {
  const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(
    ':',
  );
  return { host, port: Number(port) };
}

let testEnv: RulesTestEnvironment;
let app: FirebaseApp;
let db: Firestore;

beforeAll(async () => {
  // The contract provokes errors on purpose (update of a missing document); the SDK would log each one.
  setLogLevel('silent');
  const { host, port } = firestoreEmulator();
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host, port, rules: ALLOW_ALL },
  });
  await testEnv.clearFirestore();
  // The adapter takes a firebase/firestore/lite instance, the one the app uses (the test environment
  // hands out the full SDK's), so it gets an app of its own pointed at the emulator.
  app = initializeApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key' }, 'store-contract');
  db = getFirestore(app);
  connectFirestoreEmulator(db, host, port);
});

afterAll(async () => {
  await testEnv?.clearFirestore();
  await testEnv?.cleanup();
  if (app) await deleteApp(app);
});

describeStoreContract('firestore (emulator)', () => createFirestoreStore(db));
