// Data in the local Firebase emulators, over their REST APIs (fetch only, no Firebase SDK), so the same
// functions serve `npm run dev`/`npm run demo` (scripts/lib/emulators.mjs) and the end-to-end tests
// (e2e/support/). Nothing here knows the seed: callers pass the documents and accounts to write
// (src/data/seed: seedCollections, demoAuthAccounts). Types: emulator-data.d.mts.
//
// "Authorization: Bearer owner" is the emulators' admin credential: Firestore skips the security rules
// for it, and the Auth emulator accepts admin-only fields (a chosen uid) with it.

/** Where `npm run dev`, `npm run demo` and the e2e tests run the emulators (firebase.json, .env.demo). */
export const DEMO_EMULATORS = Object.freeze({
  projectId: 'demo-chinar',
  firestore: '127.0.0.1:8080',
  auth: '127.0.0.1:9099',
});

const OWNER = { Authorization: 'Bearer owner' };

function firestoreUrl(target, path = '') {
  return `http://${target.firestore}/v1/projects/${target.projectId}/databases/(default)/documents${path}`;
}

async function check(response, what) {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return response;
}

/** A JS value as a Firestore REST value (Date becomes a timestamp). */
export function toRestValue(value) {
  if (value === null || value === undefined) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'object') return { mapValue: { fields: toRestFields(value) } };
  return { stringValue: String(value) };
}

function toRestFields(data) {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, toRestValue(value)]));
}

/** A Firestore REST value as a JS value (timestamps become Date). */
export function fromRestValue(value) {
  if ('timestampValue' in value) return new Date(value.timestampValue);
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(fromRestValue);
  if ('mapValue' in value) return fromRestFields(value.mapValue.fields ?? {});
  if ('nullValue' in value) return null;
  return Object.values(value)[0];
}

function fromRestFields(fields) {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromRestValue(value)]));
}

/** Deletes every document in the Firestore emulator's database. */
export async function resetFirestore(target = DEMO_EMULATORS) {
  const url = `http://${target.firestore}/emulator/v1/projects/${target.projectId}/databases/(default)/documents`;
  await check(await fetch(url, { method: 'DELETE' }), 'Clearing the Firestore emulator');
}

/** Deletes every account in the Auth emulator (and the e-mail links and codes it has sent). */
export async function resetAuth(target = DEMO_EMULATORS) {
  const url = `http://${target.auth}/emulator/v1/projects/${target.projectId}/accounts`;
  await check(await fetch(url, { method: 'DELETE' }), 'Clearing the Auth emulator');
}

/**
 * Writes documents (collection -> id -> data) in batches of 500, the most one commit takes. Returns the
 * number written.
 */
export async function seedFirestore(collections, target = DEMO_EMULATORS) {
  const root = `projects/${target.projectId}/databases/(default)/documents`;
  const writes = Object.entries(collections).flatMap(([collection, docs]) =>
    Object.entries(docs).map(([id, data]) => ({
      update: { name: `${root}/${collection}/${id}`, fields: toRestFields(data) },
    })),
  );
  for (let start = 0; start < writes.length; start += 500) {
    const response = await fetch(`${firestoreUrl(target)}:commit`, {
      method: 'POST',
      headers: { ...OWNER, 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes: writes.slice(start, start + 500) }),
    });
    await check(response, 'Seeding the Firestore emulator');
  }
  return writes.length;
}

/** Creates Auth accounts ({ uid, email, password?, displayName? }) with exactly those uids. */
export async function seedAuth(accounts, target = DEMO_EMULATORS) {
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
 */
export async function resetAndSeed({ collections, accounts }, target = DEMO_EMULATORS) {
  await resetAuth(target);
  const written = { documents: 0, accounts: await seedAuth(accounts, target) };
  if (collections) {
    await resetFirestore(target);
    written.documents = await seedFirestore(collections, target);
  }
  return written;
}

/** One stored document as plain data (timestamps as Date), or null when it does not exist. */
export async function readDocument(collection, id, target = DEMO_EMULATORS) {
  const response = await fetch(firestoreUrl(target, `/${collection}/${encodeURIComponent(id)}`), {
    headers: OWNER,
  });
  if (response.status === 404) return null;
  const document = await (await check(response, `Reading ${collection}/${id}`)).json();
  return fromRestFields(document.fields ?? {});
}

/** Every document of a collection: id -> data (timestamps as Date). */
export async function readCollection(collection, target = DEMO_EMULATORS) {
  const result = {};
  let pageToken = '';
  do {
    const query = `?pageSize=300${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
    const response = await fetch(firestoreUrl(target, `/${collection}${query}`), { headers: OWNER });
    const page = await (await check(response, `Reading ${collection}`)).json();
    for (const document of page.documents ?? []) {
      const id = decodeURIComponent(document.name.slice(document.name.lastIndexOf('/') + 1));
      result[id] = fromRestFields(document.fields ?? {});
    }
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return result;
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
