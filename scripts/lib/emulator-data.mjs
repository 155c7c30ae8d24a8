// Data in the local Firebase emulators, shared by `npm run dev`/`npm run demo` (lib/seed.mjs) and the e2e
// tests (e2e/support/data.ts). Nothing here knows the seed: callers pass the documents and accounts.
// Firestore documents go through firebase-admin, which the security rules do not apply to (on the emulator
// it sends the emulator's admin credential, "Bearer owner"); the emulators' own endpoints clear them, and
// Auth accounts with chosen uids are created over the Auth emulator's REST API with that credential.
// Types: emulator-data.d.mts.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { DEMO_EMULATORS } from './emulator-config.mjs';

const OWNER = { Authorization: 'Bearer owner' };
/** The most writes one commit takes. */
const BATCH_LIMIT = 500;

// No credentials on the emulators: firebase-admin must not probe for the Google Cloud metadata server.
process.env.METADATA_SERVER_DETECTION ??= 'none';

const databases = new Map();

/** firebase-admin's Firestore on the emulator of `target`, one client per emulator and project. */
function database(target) {
  const key = `${target.projectId}@${target.firestore}`;
  let db = databases.get(key);
  if (!db) {
    db = getFirestore(initializeApp({ projectId: target.projectId }, `emulator-data:${key}`));
    db.settings({ host: target.firestore, ssl: false });
    databases.set(key, db);
  }
  return db;
}

async function check(response, what) {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return response;
}

/** Stored data as plain values: Firestore timestamps become Date, at any depth. */
function withDates(value) {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withDates(item)]));
  return value;
}

/**
 * Turns the Functions emulator's background triggers off, when one runs beside (firebase-tools' hub at
 * `target.hub`): the writes that follow start no Cloud Function (their events are dropped, even late ones).
 * They stay off until enableFunctionTriggers. Quick; resolves to whether there was a Functions emulator.
 */
async function disableFunctionTriggers(target = DEMO_EMULATORS) {
  if (!target.hub) return false;
  const response = await fetch(`http://${target.hub}/functions/disableBackgroundTriggers`, {
    method: 'PUT',
  }).catch(() => null);
  // No hub (no emulators with one) or 400 (a hub without a Functions emulator): nothing to turn off.
  return response?.ok ?? false;
}

/**
 * Turns them on again: the emulator reloads the functions' definitions (a few seconds). Rejects when no
 * Functions emulator runs.
 */
export async function enableFunctionTriggers(target = DEMO_EMULATORS) {
  if (!target.hub) throw new Error('No emulator hub in this target: no Functions emulator to turn on.');
  const url = `http://${target.hub}/functions/enableBackgroundTriggers`;
  await check(await fetch(url, { method: 'PUT' }), 'Turning the Cloud Functions triggers on');
}

/** Deletes every document in the Firestore emulator's database. */
async function resetFirestore(target = DEMO_EMULATORS) {
  const url = `http://${target.firestore}/emulator/v1/projects/${target.projectId}/databases/(default)/documents`;
  await check(await fetch(url, { method: 'DELETE' }), 'Clearing the Firestore emulator');
}

/** Deletes every account in the Auth emulator (and the e-mail links and codes it has sent). */
async function resetAuth(target = DEMO_EMULATORS) {
  const url = `http://${target.auth}/emulator/v1/projects/${target.projectId}/accounts`;
  await check(await fetch(url, { method: 'DELETE' }), 'Clearing the Auth emulator');
}

/** Writes documents (collection -> id -> data; Date becomes a timestamp). Returns the number written. */
export async function seedFirestore(collections, target = DEMO_EMULATORS) {
  const db = database(target);
  const writes = Object.entries(collections).flatMap(([collection, docs]) =>
    Object.entries(docs).map(([id, data]) => [db.collection(collection).doc(id), data]),
  );
  for (let start = 0; start < writes.length; start += BATCH_LIMIT) {
    const batch = db.batch();
    for (const [ref, data] of writes.slice(start, start + BATCH_LIMIT)) batch.set(ref, data);
    await batch.commit();
  }
  return writes.length;
}

/** Creates Auth accounts ({ uid, email, password?, displayName? }) with exactly those uids. */
async function seedAuth(accounts, target = DEMO_EMULATORS) {
  const url = `http://${target.auth}/identitytoolkit.googleapis.com/v1/projects/${target.projectId}/accounts`;
  await Promise.all(
    accounts.map(async (account) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...OWNER, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          localId: account.uid,
          email: account.email,
          password: account.password,
          displayName: account.displayName,
          emailVerified: false,
        }),
      });
      await check(response, `Creating the Auth account ${account.email}`);
    }),
  );
  return accounts.length;
}

/**
 * Back to a known state: clears both emulators, then writes `collections` to Firestore and creates
 * `accounts` in Auth. Pass `collections: null` when the app runs on the memory store (no Firestore
 * emulator); Auth is always reset. Returns what was written.
 *
 * The Functions emulator's triggers are turned off first and left off (disableFunctionTriggers): the seed's
 * inquiries and staff records must not e-mail anyone or be changed by a function. Whoever wants the
 * functions afterwards turns them on (enableFunctionTriggers): `npm run dev`, `npm run demo`, the e-mail tests.
 */
export async function resetAndSeed({ collections, accounts }, target = DEMO_EMULATORS) {
  await disableFunctionTriggers(target);
  await resetAuth(target);
  const written = { documents: 0, accounts: await seedAuth(accounts, target) };
  if (collections) {
    await resetFirestore(target);
    written.documents = await seedFirestore(collections, target);
  }
  return written;
}

/** Every document of a collection: id -> data (timestamps as Date). */
export async function readCollection(collection, target = DEMO_EMULATORS) {
  const snapshot = await database(target).collection(collection).get();
  return Object.fromEntries(snapshot.docs.map((document) => [document.id, withDates(document.data())]));
}

/**
 * The e-mail sign-in links, password-reset and verification codes the Auth emulator has "sent", oldest
 * first: [{ email, requestType, oobCode, oobLink }]. With `email`, only those sent to that address.
 */
export async function oobCodes(email, target = DEMO_EMULATORS) {
  const url = `http://${target.auth}/emulator/v1/projects/${target.projectId}/oobCodes`;
  const { oobCodes: codes = [] } = await (await check(await fetch(url), 'Reading oobCodes')).json();
  return email ? codes.filter((code) => code.email === email.toLowerCase()) : codes;
}
