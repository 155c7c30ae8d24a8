/**
 * Shared set-up for the security-rules tests: the test environment on the Firestore emulator, a
 * Firestore client per caller for each test, reads that only the emulator answers, set-up past the rules
 * over REST, the seed documents every test starts from, valid payloads
 * (what the app's repositories write) that the tests then spoil one field at a time, and the history
 * every staff write carries in its batch (audit entry and head, revision, trash record: auditedSet,
 * auditedUpdate, auditedDelete).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteField,
  doc,
  DocumentReference,
  FieldValue,
  getDocFromServer,
  getDocsFromServer,
  increment,
  orderBy,
  query,
  serverTimestamp,
  setLogLevel,
  terminate,
  Timestamp,
  where,
  writeBatch,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QuerySnapshot,
  type WriteBatch,
} from 'firebase/firestore';
import { derivedFieldsFor } from '@/data/search-words';
import { publicReadBound } from '@/data/models/schedule';
import type { ThrottleKind } from '@/data/repos/throttle';
import {
  BASELINE_REVISION_ID,
  REVISION_COUNTERS,
  revisionCounterId,
  trashId,
  UNVERSIONED_FIELDS,
  type VersionedCollection,
} from '@/data/models/history';
import type { AuditAction } from '@/data/models/audit-log';
import { STAFF_UNAUDITED_FIELDS } from '@/data/models/staff';
import { auditHeadId } from '@/data/repos/audit';
import {
  COUNTED_COLLECTIONS,
  countsChange,
  LAST_CHANGE,
  STATS,
  withCollectionStats,
  type CountedCollection,
} from '@/data/models/collection-stats';

const isCounted = (name: string): name is CountedCollection =>
  (COUNTED_COLLECTIONS as readonly string[]).includes(name);

export const PROJECT_ID = 'demo-chinar-rules';

/**
 * A time from the client's clock, which the rules refuse where they want the server's: a minute fast. Not
 * `Timestamp.now()`: the emulator stamps to the millisecond, so the client's now can be the very millisecond
 * of the request (or of the stamp the request before left, which then leaves the field unchanged) and pass.
 */
export function clientClock(): Timestamp {
  return Timestamp.fromMillis(Date.now() + 60_000);
}

/** Set by `firebase emulators:exec`; the fallback is the port in firebase.json. */
export function firestoreEmulator(): { host: string; port: number } {
  const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(
    ':',
  );
  return { host, port: Number(port) };
}

/**
 * Each test file passes its own project id: Vitest runs files in parallel, and resetData empties the
 * whole project's database.
 */
export async function createRulesTestEnvironment(projectId = PROJECT_ID): Promise<RulesTestEnvironment> {
  // Every refused write would otherwise log a PERMISSION_DENIED warning; the assertions say it all.
  setLogLevel('silent');
  return initializeTestEnvironment({ projectId, firestore: { ...firestoreEmulator(), rules: RULES } });
}

const RULES = readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8');

/** The throttle interval the rules enforce (their throttleSeconds()), per slot, in seconds. */
export const THROTTLE_SECONDS = Number(/function throttleSeconds\(\) \{\s*return (\d+);/.exec(RULES)?.[1]);

/** The slots of each kind the rules accept: throttles/{kind}-0 .. -4 (THROTTLE_SLOTS in the app). */
export const THROTTLE_SLOTS = 5;

/**
 * The test contexts hand out the compat SDK's Firestore; the modular functions (doc, writeBatch, ...)
 * accept it, since it carries the modular instance inside. Only the types differ.
 */
export function modular(db: unknown): Firestore {
  return db as Firestore;
}

// ------------------------------------------------------------------------------------------ reads

/**
 * Every read in these suites, for a document or a query: answered by the emulator, never by the client's
 * cache. getDoc and getDocs fall back to the local cache once the SDK takes itself for offline (its watch
 * stream unanswered for 10 s), and a query then "succeeds" with what the cache holds, nothing: a stalled
 * connection would pass a read the rules refuse. getDocFromServer and getDocsFromServer reject instead
 * (code unavailable), which assertFails and assertSucceeds both report as a failure.
 */
export function read(ref: DocumentReference): Promise<DocumentSnapshot>;
export function read(query: Query): Promise<QuerySnapshot>;
export function read(target: DocumentReference | Query): Promise<DocumentSnapshot | QuerySnapshot> {
  return target instanceof DocumentReference ? getDocFromServer(target) : getDocsFromServer(target);
}

// ---------------------------------------------------------------------------------------- callers

export const UID = {
  stranger: 'stranger-uid',
  user: 'user-uid',
  editor: 'editor-uid',
  admin: 'admin-uid',
  otherAdmin: 'other-admin-uid',
  inactiveAdmin: 'inactive-admin-uid',
  inactiveEditor: 'inactive-editor-uid',
  noRole: 'no-role-uid',
  invitee: 'invitee-uid',
} as const;

export const INVITEE_EMAIL = 'invitee@example.com';
/** A second invite (role admin) that the first invitee must not be able to use. */
export const BOSS_INVITE_EMAIL = 'boss@example.com';

/** The kinds of caller the permission table covers. */
export const CALLERS = ['anonymous', 'signed-in non-staff', 'user', 'editor', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

export const CALLER_UID: Record<Caller, string | null> = {
  anonymous: null,
  'signed-in non-staff': UID.stranger,
  user: UID.user,
  editor: UID.editor,
  admin: UID.admin,
};

/** Who each client is, so that the history helpers can record its writes as the app does. */
const callers = new WeakMap<Firestore, { env: RulesTestEnvironment; uid: string | null }>();

/** The clients made since the last resetData (closeClients), by caller and token. */
const openClients = new Map<string, Firestore>();

/**
 * The client of a caller (with the token's e-mail, verified or not) for the running test: made on first
 * use, the same one after. resetData, which every test starts with, terminates them all before it empties
 * the database, so no client lives from one test into the next (see closeClients).
 */
export function clientFor(
  env: RulesTestEnvironment,
  uid: string | null,
  email?: string,
  verified = true,
): Firestore {
  const key = `${env.projectId}|${uid ?? 'anonymous'}|${email ?? ''}|${verified}`;
  const open = openClients.get(key);
  if (open) return open;
  const token = { email: email ?? `${uid}@example.com`, email_verified: verified };
  const db = modular(
    uid === null
      ? env.unauthenticatedContext().firestore()
      : env.authenticatedContext(uid, token).firestore(),
  );
  // A reference's `firestore` is the modular instance inside the test context's client.
  callers.set(doc(db, 'callers/key').firestore, { env, uid });
  openClients.set(key, db);
  return db;
}

/**
 * The client of a visitor's anonymous Firebase identity `uid` (a token whose sign_in_provider is
 * 'anonymous', as Firebase Auth's anonymous sign-up gives; no e-mail) for the running test, closed with
 * the others by resetData.
 */
export function anonymousClientFor(env: RulesTestEnvironment, uid: string): Firestore {
  const key = `${env.projectId}|anonymous-identity|${uid}`;
  const open = openClients.get(key);
  if (open) return open;
  const db = modular(
    env.authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } }).firestore(),
  );
  callers.set(doc(db, 'callers/key').firestore, { env, uid });
  openClients.set(key, db);
  return db;
}

/**
 * Terminates every client clientFor made: their watch and write streams close, and nothing of their state
 * (the SDK's online state, a stream's backoff) reaches another test or meets the next clearFirestore.
 * Clients used to live for a whole file, and on CI one of them stalled for a minute while the others went on
 * (history.rules, editor-uid: a refused query "succeeded" from the cache after 10 s, the next read timed
 * out, the one after passed after 25 s). That is what the SDK does when a client's watch stream closes
 * with RESOURCE_EXHAUSTED: it waits 30 to 90 s before it opens the stream again.
 */
export async function closeClients(): Promise<void> {
  const open = [...openClients.values()];
  openClients.clear();
  await Promise.all(open.map((db) => terminate(doc(db, 'callers/key').firestore)));
}

function callerOf(db: Firestore): { env: RulesTestEnvironment; uid: string | null } {
  const caller = callers.get(db);
  if (!caller) throw new Error('A client made without clientFor: the history helpers cannot tell who it is.');
  return caller;
}

// ------------------------------------------------------------------------- past the rules, over REST

/** A value as the emulator's REST API spells it. */
interface RestValue {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number | string;
  timestampValue?: string;
  stringValue?: string;
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
}

/** An RFC 3339 time with up to nanoseconds, to the Timestamp it was (no rounding to milliseconds). */
function timestampOf(text: string): Timestamp {
  const [, whole = '', fraction = ''] = /^([^.Z]+)(?:\.(\d+))?Z$/.exec(text) ?? [];
  return new Timestamp(Date.parse(`${whole}Z`) / 1000, Number(fraction.padEnd(9, '0')));
}

/** A Timestamp as RFC 3339 text with its nanoseconds. */
function timestampText(time: Timestamp): string {
  const whole = new Date(time.seconds * 1000).toISOString().slice(0, 19);
  return `${whole}.${String(time.nanoseconds).padStart(9, '0')}Z`;
}

function fromRest(value: RestValue): unknown {
  if ('nullValue' in value) return null;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.timestampValue !== undefined) return timestampOf(value.timestampValue);
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(fromRest);
  if (value.mapValue) return fieldsFromRest(value.mapValue.fields ?? {});
  throw new Error(`A stored value the tests do not read: ${JSON.stringify(value)}`);
}

function fieldsFromRest(fields: Record<string, RestValue>): DocumentData {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromRest(value)]));
}

/** A field path segment as the REST API writes it: back-quoted unless it is a plain identifier. */
function segment(key: string): string {
  return /^[_a-zA-Z][_a-zA-Z0-9]*$/.test(key) ? key : `\`${key.replace(/[\\`]/g, '\\$&')}\``;
}

/**
 * `data` as REST fields, as the SDK's setDoc stores it: numbers that are safe integers as integers, Dates
 * and Timestamps to the nanosecond; serverTimestamp() sentinels (at any depth) are left out of the fields
 * and listed in `serverTimes` (their field paths) for the write's transforms.
 */
function toRestFields(data: DocumentData, serverTimes: string[], prefix = ''): Record<string, RestValue> {
  const fields: Record<string, RestValue> = {};
  for (const [key, value] of Object.entries(data)) {
    const path = prefix + segment(key);
    if (value instanceof FieldValue) {
      if (!value.isEqual(serverTimestamp()))
        throw new Error(`Set-up past the rules writes values, not ${path}'s sentinel`);
      serverTimes.push(path);
    } else fields[key] = toRest(value, serverTimes, path);
  }
  return fields;
}

function toRest(value: unknown, serverTimes: string[], path: string): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && !Object.is(value, -0)
      ? { integerValue: String(value) }
      : { doubleValue: value };
  if (value instanceof Date) return { timestampValue: timestampText(Timestamp.fromDate(value)) };
  if (value instanceof Timestamp) return { timestampValue: timestampText(value) };
  if (Array.isArray(value)) return { arrayValue: { values: value.map((item) => toRest(item, [], path)) } };
  if (isPlainMap(value)) return { mapValue: { fields: toRestFields(value, serverTimes, `${path}.`) } };
  throw new Error(`Set-up past the rules cannot write ${path}: ${String(value)}`);
}

/** The name of the project's documents, as the REST API writes it. */
function documentsName(env: RulesTestEnvironment): string {
  return `projects/${env.projectId}/databases/(default)/documents`;
}

function documentsUrl(env: RulesTestEnvironment): string {
  const { host, port } = firestoreEmulator();
  return `http://${host}:${port}/v1/${documentsName(env)}`;
}

/** The owner token: the emulator lets it past the rules (what withSecurityRulesDisabled sends). */
const OWNER = { Authorization: 'Bearer owner' };

/**
 * A document as stored, or null: read past the rules through the emulator's REST API with the owner
 * token (what withSecurityRulesDisabled uses; a context per read cost 40 ms, and every audited write
 * reads one or two documents).
 */
export async function readPastRules(env: RulesTestEnvironment, path: string): Promise<DocumentData | null> {
  const response = await fetch(`${documentsUrl(env)}/${path}`, { headers: OWNER });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Reading ${path}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { fields?: Record<string, RestValue> };
  return fieldsFromRest(body.fields ?? {});
}

/** Every document of a collection as stored, by id, read past the rules. */
export async function listPastRules(
  env: RulesTestEnvironment,
  collectionPath: string,
): Promise<Map<string, DocumentData>> {
  const response = await fetch(`${documentsUrl(env)}/${collectionPath}?pageSize=1000`, { headers: OWNER });
  if (!response.ok) throw new Error(`Listing ${collectionPath}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as {
    documents?: Array<{ name: string; fields?: Record<string, RestValue> }>;
  };
  return new Map(
    (body.documents ?? []).map((stored) => [
      stored.name.split('/').pop() ?? '',
      fieldsFromRest(stored.fields ?? {}),
    ]),
  );
}

/**
 * Writes documents past the rules in one commit, as setDoc would (null deletes it): test set-up. Over REST
 * with the owner token, like readPastRules: no client of the SDK, so no stream, for set-up.
 */
export async function writePastRules(
  env: RulesTestEnvironment,
  documents: Record<string, DocumentData | null>,
): Promise<void> {
  const name = (path: string) => `${documentsName(env)}/${path}`;
  const writes = Object.entries(documents).map(([path, data]) => {
    if (data === null) return { delete: name(path) };
    const serverTimes: string[] = [];
    const fields = toRestFields(data, serverTimes);
    return {
      update: { name: name(path), fields },
      ...(serverTimes.length === 0
        ? {}
        : {
            updateTransforms: serverTimes.map((fieldPath) => ({
              fieldPath,
              setToServerValue: 'REQUEST_TIME',
            })),
          }),
    };
  });
  const response = await fetch(`${documentsUrl(env)}:commit`, {
    method: 'POST',
    headers: { ...OWNER, 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  if (!response.ok)
    throw new Error(
      `Writing ${Object.keys(documents).join(', ')}: ${response.status} ${await response.text()}`,
    );
}

/** Writes (data) or deletes (null) one document past the rules: test set-up. */
export function putPastRules(
  env: RulesTestEnvironment,
  path: string,
  data: DocumentData | null,
): Promise<void> {
  return writePastRules(env, { [path]: data });
}

// ------------------------------------------------------------------------------------------- seed

export const created = new Date('2026-10-01T10:00:00.000Z');

export function staffRecord(role: string | undefined, status: string, name: string): DocumentData {
  const record: DocumentData = {
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
    name,
    username: name.toLowerCase().replace(/\s+/g, ''),
    status,
    createdAt: created,
    lastLogin: null,
  };
  if (role) record.role = role;
  return record;
}

// With the counts of its posts, inquiries and subscribers (stats/*), as the app's writes keep them.
export const SEED: Record<string, Record<string, DocumentData>> = withCollectionStats({
  admins: {
    [UID.user]: staffRecord('user', 'active', 'Uma User'),
    [UID.editor]: staffRecord('editor', 'active', 'Eddie Editor'),
    [UID.admin]: staffRecord('admin', 'active', 'Ada Admin'),
    [UID.otherAdmin]: staffRecord('admin', 'active', 'Otto Admin'),
    [UID.inactiveAdmin]: staffRecord('admin', 'inactive', 'Ina Inactive'),
    [UID.inactiveEditor]: staffRecord('editor', 'inactive', 'Ian Idle'),
    [UID.noRole]: staffRecord(undefined, 'active', 'Noah Norole'),
  },
  invites: {
    [INVITEE_EMAIL]: {
      email: INVITEE_EMAIL,
      name: 'Ivy Invitee',
      username: 'ivy',
      role: 'editor',
      status: 'active',
      createdAt: created,
    },
    [BOSS_INVITE_EMAIL]: {
      email: BOSS_INVITE_EMAIL,
      name: 'Bob Boss',
      username: 'boss',
      role: 'admin',
      status: 'active',
      createdAt: created,
    },
  },
  blog_posts: {
    published: {
      title: 'Published post',
      content: '<p>Hello</p>',
      excerpt: 'Hello',
      image: '/images/placeholder.svg',
      status: 'Published',
      category: 'News',
      author: 'Admin',
      date: '2026-10-01',
      views: 3,
      tags: ['news'],
      createdAt: created,
      updatedAt: created,
      publishAt: created,
    },
    // Stored before views and scheduling existed: no views, no publishAt (public since created).
    'published-without-views': { title: 'Older post', status: 'Published', createdAt: created },
    draft: {
      title: 'Draft post',
      content: '<p>Secret</p>',
      excerpt: '',
      image: '/images/placeholder.svg',
      status: 'Draft',
      category: 'News',
      author: 'Admin',
      date: '2026-10-02',
      views: 0,
      tags: [],
      createdAt: created,
      updatedAt: created,
      publishAt: created,
    },
  },
  projects: {
    completed: {
      title: 'Completed project',
      client: 'A client',
      category: 'Web Design',
      status: 'Completed',
      createdAt: created,
    },
    'in-progress': {
      title: 'Work in progress',
      client: 'B client',
      category: 'IoT',
      status: 'In Progress',
      createdAt: created,
    },
  },
  settings: {
    site: {
      siteName: 'Chinar Digital',
      siteDescription: 'A technology agency in Srinagar',
      contactEmail: 'hello@example.com',
      socialLinks: { facebook: '', twitter: '', instagram: '', linkedin: '' },
    },
  },
  contact_inquiries: {
    inquiry: {
      name: 'Asha',
      email: 'asha@example.com',
      phone: '',
      subject: 'A website',
      message: 'Please call me.',
      status: 'New',
      createdAt: created,
    },
  },
  subscribers: {
    'old@example.com': { email: 'old@example.com', createdAt: created },
  },
  inquiries: { legacy: { name: 'Legacy', status: 'New' } },
  users: { legacy: { name: 'Legacy' } },
});

/** The e-mail address seeded in a staff record (SEED.admins). */
export function seededEmail(uid: string): string {
  return String(SEED.admins?.[uid]?.email);
}

/**
 * Closes every client (closeClients), empties the emulator's database for this project and writes SEED,
 * past the rules. Every test starts with it: the database is cleared with no client of the SDK open.
 */
export async function resetData(env: RulesTestEnvironment): Promise<void> {
  await closeClients();
  await env.clearFirestore();
  await writePastRules(
    env,
    Object.fromEntries(
      Object.entries(SEED).flatMap(([collection, docs]) =>
        Object.entries(docs).map(([id, data]) => [`${collection}/${id}`, data]),
      ),
    ),
  );
}

/** At the end of a file: its clients closed, its database emptied, the test environment cleaned up. */
export async function endRulesTestEnvironment(env: RulesTestEnvironment | undefined): Promise<void> {
  await closeClients();
  await env?.clearFirestore();
  await env?.cleanup();
}

// ----------------------------------------------------------------------------- valid payloads

/**
 * What createPost (src/data/repos/blog-posts.ts) writes into the post, but its slug: writeNewPost adds
 * that, with the slugs/{slug} record that goes in the same batch.
 */
export function newPost(overrides: DocumentData = {}): DocumentData {
  return withDerived('blog_posts', overrides, {
    title: 'A new post',
    content: '<p>Body</p>',
    excerpt: 'Body',
    image: '/images/placeholder.svg',
    status: 'Draft',
    category: 'Uncategorized',
    author: 'Admin',
    date: '2026-11-01',
    views: 0,
    tags: ['one', 'two'],
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    publishAt: serverTimestamp(),
    ...overrides,
  });
}

/**
 * createPost's batch: the post under `id` with its slug, slugs/{slug} → { postId: id }, its 'create'
 * revision and audit entry. The slug is the data's own `slug` when it has one, else one made from the id
 * (unique across a test). With `slugRecord: false` the slug record is left out (what the rules must
 * refuse when the post carries a slug); `options` change the history writes as for auditedSet.
 */
export function writeNewPost(
  db: Firestore,
  id: string,
  data: DocumentData = newPost(),
  options: { slugRecord?: boolean } & HistoryOptions = {},
): Promise<void> {
  const post = 'slug' in data ? data : { ...data, slug: `new-post-${id}` };
  const slug: unknown = post.slug;
  return auditedSet(doc(db, 'blog_posts', id), post, {
    ...options,
    also: (batch, db) => {
      if (options.slugRecord !== false && typeof slug === 'string' && /^[^/]+$/.test(slug)) {
        batch.set(doc(db, 'slugs', slug), { postId: id });
      }
      options.also?.(batch, db);
    },
  });
}

/** createProject's batch: the project under `id`, its 'create' revision and audit entry. */
export function writeNewProject(
  db: Firestore,
  id: string,
  data: DocumentData = newProject(),
  options: HistoryOptions = {},
): Promise<void> {
  return auditedSet(doc(db, 'projects', id), data, options);
}

/**
 * What createProject (src/data/repos/projects.ts) writes: every field of the project form, the public
 * portfolio's included (empty when not filled in).
 */
export function newProject(overrides: DocumentData = {}): DocumentData {
  return withDerived('projects', overrides, {
    title: 'A new project',
    client: 'A client',
    category: 'Web Design',
    status: 'In Progress',
    date: '2026-11-01',
    image: '/images/projects/placeholder.svg',
    images: [],
    liveSiteUrl: '',
    website: '',
    description: 'What we built.',
    longDescription: '',
    challenges: '',
    solutions: '',
    results: '',
    duration: '',
    features: ['Fast'],
    technologies: ['React'],
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  });
}

/**
 * A post or a project with what the app's writes derive from its text (searchWords),
 * as they store them, but those the test sets itself.
 */
export function withDerived(collection: string, overrides: DocumentData, data: DocumentData): DocumentData {
  const derived: DocumentData = derivedFieldsFor(collection, data);
  return { ...data, ...Object.fromEntries(Object.entries(derived).filter(([key]) => !(key in overrides))) };
}

/** What submitContactInquiry (src/data/repos/visitor-submissions.ts) writes. */
export function newInquiry(overrides: DocumentData = {}): DocumentData {
  const data: DocumentData = {
    name: 'Bilal',
    email: 'bilal@example.com',
    phone: '+91 94190 00000',
    subject: 'A new shop website',
    message: 'We sell walnut wood carvings and would like an online shop.',
    status: 'New',
    createdAt: serverTimestamp(),
    ...overrides,
  };
  return withDerived('contact_inquiries', overrides, data);
}

/** What subscribe (src/data/repos/visitor-submissions.ts) writes, under the e-mail as document id. */
export function newSubscriber(email = 'new@example.com', overrides: DocumentData = {}): DocumentData {
  return { email, createdAt: serverTimestamp(), ...overrides };
}

export function newStaffRecord(overrides: DocumentData = {}): DocumentData {
  return {
    email: 'newbie@example.com',
    name: 'New Person',
    username: 'newbie',
    role: 'editor',
    status: 'active',
    createdAt: serverTimestamp(),
    lastLogin: null,
    ...overrides,
  };
}

/** What the Users screen writes for staff added without a password: invites/{lowercased e-mail}. */
export function newInvite(email = 'sam@example.com', overrides: DocumentData = {}): DocumentData {
  return {
    email,
    name: 'Sam Person',
    username: 'sam',
    role: 'user',
    status: 'active',
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

// ------------------------------------------------------------------------- the write throttle

/** The stamp that goes with a public write of `docId` (throttleStamp in src/data/repos/throttle.ts). */
export function throttleStamp(docId: string, overrides: DocumentData = {}): DocumentData {
  return { at: serverTimestamp(), doc: docId, ...overrides };
}

/** throttles/{kind}-{slot}: the id of a stamp document. */
export function stampId(kind: ThrottleKind, slot = 0): string {
  return `${kind}-${slot}`;
}

/** One batch: `writes` plus throttles/{kind}-{slot} stamped for `docId`, as commitStamped sends it. */
function commitStamped(
  db: Firestore,
  kind: ThrottleKind,
  slot: number,
  docId: string,
  writes: (batch: ReturnType<typeof writeBatch>) => void,
): Promise<void> {
  const batch = writeBatch(db);
  writes(batch);
  batch.set(doc(db, 'throttles', stampId(kind, slot)), throttleStamp(docId));
  return batch.commit();
}

/**
 * The write that moves `collection`'s counts as the app's does for a write of `id` from `before` to `after`
 * (countsWrite in src/data/repos/collection-stats.ts): increments and lastChange; none when nothing moves.
 */
export function addCountsChange(
  batch: WriteBatch,
  db: Firestore,
  collection: CountedCollection,
  id: string,
  before: DocumentData | null,
  after: DocumentData | null,
): void {
  const { categories, ...counts } = countsChange(collection, before, after);
  const increments = (change: Record<string, number | undefined>) =>
    Object.fromEntries(Object.entries(change).map(([key, by]) => [key, increment(by ?? 0)]));
  const data: DocumentData = increments(counts);
  if (categories) data.categories = increments(categories);
  if (Object.keys(data).length === 0) return;
  batch.set(doc(db, STATS, collection), { ...data, [LAST_CHANGE]: id }, { merge: true });
}

/**
 * What submitContactInquiry writes: the inquiry under `id`, its stamp in `slot` and the counts' change, in
 * one batch.
 */
export function sendInquiry(
  db: Firestore,
  id: string,
  data: DocumentData = newInquiry(),
  slot = 0,
): Promise<void> {
  return commitStamped(db, 'contact_inquiries', slot, id, (batch) => {
    batch.set(doc(db, 'contact_inquiries', id), data);
    addCountsChange(batch, db, 'contact_inquiries', id, null, data);
  });
}

/** What subscribe writes: subscribers/{id}, its stamp in `slot` and the count's change, in one batch. */
export function sendSubscriber(
  db: Firestore,
  id: string,
  data: DocumentData = newSubscriber(id),
  slot = 0,
): Promise<void> {
  return commitStamped(db, 'subscribers', slot, id, (batch) => {
    batch.set(doc(db, 'subscribers', id), data);
    addCountsChange(batch, db, 'subscribers', id, null, data);
  });
}

/**
 * What the former view counting wrote (src/data/repos/post-views.ts before visit_stats): views + 1 (or
 * `views`), viewSlot and viewedAt on the post and a throttles/views-{slot} stamp, in one batch. The rules
 * no longer take it from anyone: public visitors never update a post (views are counted in visit_stats,
 * tests/rules/visits.rules.firestore.test.ts). `post` changes the post's fields.
 */
export function formerView(
  db: Firestore,
  postId: string,
  views: unknown = increment(1),
  slot = 0,
  post: DocumentData = {},
): Promise<void> {
  const batch = writeBatch(db);
  batch.update(doc(db, 'blog_posts', postId), {
    views,
    viewSlot: String(slot),
    viewedAt: serverTimestamp(),
    ...post,
  });
  batch.set(doc(db, 'throttles', `views-${slot}`), throttleStamp(postId));
  return batch.commit();
}

/**
 * Moves every stored stamp, in every slot, back past the interval (by THROTTLE_SECONDS + 1 s), past the
 * rules, as if five minutes had gone by: the next stamped write is then judged on its own merits. No
 * sleeping.
 */
export async function expireThrottles(env: RulesTestEnvironment, seconds = THROTTLE_SECONDS + 1) {
  const stamps = await listPastRules(env, 'throttles');
  if (stamps.size === 0) return;
  await writePastRules(
    env,
    Object.fromEntries(
      [...stamps].map(([id, stamp]) => {
        const at = stamp.at as Timestamp;
        return [`throttles/${id}`, { ...stamp, at: Timestamp.fromMillis(at.toMillis() - seconds * 1000) }];
      }),
    ),
  );
}

// ------------------------------------------------------------------------- queries over REST

/**
 * An unsigned ID token for `uid` as the emulator accepts it (what the test contexts send; the web SDK has
 * no way to send some queries, e.g. one with an offset).
 */
function emulatorIdToken(projectId: string, uid: string, signInProvider = 'custom'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    iat: 0,
    exp: 3600,
    auth_time: 0,
    sub: uid,
    user_id: uid,
    ...(signInProvider === 'anonymous' ? {} : { email: `${uid}@example.com`, email_verified: true }),
    firebase: { sign_in_provider: signInProvider, identities: {} },
  };
  return `${encode({ alg: 'none', type: 'JWT' })}.${encode(payload)}.`;
}

/**
 * Sends a commit body (the REST API's { writes }, e.g. flushCommitBody's) to the emulator under the
 * rules, as `uid` signed in with `signInProvider` ('anonymous': a visitor's identity), and returns the
 * HTTP status (200 accepted, 403 refused) and the error text, if any.
 */
export async function restCommitAs(
  env: RulesTestEnvironment,
  uid: string,
  signInProvider: string,
  body: string,
): Promise<{ status: number; text: string }> {
  const { host, port } = firestoreEmulator();
  const url = `http://${host}:${port}/v1/projects/${env.projectId}/databases/(default)/documents:commit`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${emulatorIdToken(env.projectId, uid, signInProvider)}`,
    },
    body,
  });
  return { status: response.status, text: await response.text() };
}

/**
 * The public's query of posts (src/data/repos/blog-posts.ts): Published, and public by now (the rules
 * require the bound on publishAt), newest published first.
 */
export function publicPosts(db: Firestore): Query {
  return query(
    collection(db, 'blog_posts'),
    where('status', '==', 'Published'),
    where('publishAt', '<', publicReadBound()),
    orderBy('publishAt', 'desc'),
  );
}

/**
 * Runs a query through the emulator's REST API under the rules, as `uid` (null: signed out), and returns
 * the HTTP status: 200 when the rules allow it, 403 when they refuse it. `structuredQuery` is the REST
 * form (from, where, orderBy, offset, limit): the web SDK cannot send an offset, other SDKs can.
 */
export async function restQueryStatus(
  env: RulesTestEnvironment,
  uid: string | null,
  structuredQuery: Record<string, unknown>,
): Promise<number> {
  const { host, port } = firestoreEmulator();
  const url = `http://${host}:${port}/v1/projects/${env.projectId}/databases/(default)/documents:runQuery`;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (uid !== null) headers.Authorization = `Bearer ${emulatorIdToken(env.projectId, uid)}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ structuredQuery }) });
  await response.text();
  return response.status;
}

/**
 * A public read the way the public pages make it: over REST, signed out (the web SDK's listen streams keep
 * a refusal on the emulator after the rule would allow the read; REST evaluates each request). A path of
 * one document is a get; with `structuredQuery`, a query. Returns the status and the documents read.
 */
export async function publicRestRead(
  env: RulesTestEnvironment,
  target: { path: string } | { structuredQuery: Record<string, unknown> },
): Promise<{ status: number; ids: string[]; documents: RestDocument[] }> {
  const { host, port } = firestoreEmulator();
  const base = `http://${host}:${port}/v1/projects/${env.projectId}/databases/(default)/documents`;
  const response =
    'path' in target
      ? await fetch(`${base}/${target.path}`)
      : await fetch(`${base}:runQuery`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ structuredQuery: target.structuredQuery }),
        });
  const body: unknown = await response.json();
  let documents: RestDocument[] = [];
  if (response.ok)
    documents =
      'path' in target
        ? [body as RestDocument]
        : (body as Array<{ document?: RestDocument }>).flatMap((part) =>
            part.document ? [part.document] : [],
          );
  return {
    status: response.status,
    ids: documents.map((document) => document.name.split('/').pop() ?? ''),
    documents,
  };
}

export interface RestDocument {
  name: string;
  fields: Record<string, unknown>;
}

/**
 * A REST structuredQuery of `collection` where status == `status`, with `limit` and an optional offset;
 * of posts, also only those whose publish time has come (what the rules require of the public).
 */
export function statusQuery(
  collection: string,
  status: string,
  { limit, offset }: { limit?: number; offset?: number },
): Record<string, unknown> {
  const byStatus = {
    fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: status } },
  };
  const due = {
    fieldFilter: {
      field: { fieldPath: 'publishAt' },
      op: 'LESS_THAN',
      value: { timestampValue: publicReadBound().toISOString() },
    },
  };
  return {
    from: [{ collectionId: collection }],
    where:
      collection === 'blog_posts' ? { compositeFilter: { op: 'AND', filters: [byStatus, due] } } : byStatus,
    ...(offset === undefined ? {} : { offset }),
    ...(limit === undefined ? {} : { limit }),
  };
}

// ------------------------------------------------------------------------------------- history

/**
 * How a test changes the history writes of one staff write (what the rules must refuse), or adds to
 * the batch.
 */
export interface HistoryOptions {
  /** The action to record; by default the one the app records for this write (actionFor). */
  action?: AuditAction;
  /** Other writes of the same batch: slug records, an invite's delete. */
  also?: (batch: WriteBatch, db: Firestore) => void;
  /** History writes to leave out. */
  without?: ReadonlyArray<'entry' | 'head' | 'revision' | 'trash' | 'counter' | 'counts'>;
  /** Fields to change in the entry, the head, the revision or the trash record as the app writes them. */
  entry?: DocumentData;
  head?: DocumentData;
  revision?: DocumentData;
  trash?: DocumentData;
  /** Also keep revisions/baseline (the document before the batch), with these fields changed. */
  baseline?: boolean | DocumentData;
  /** A restore: the revision brought back. */
  restoredFrom?: string;
  /** The entry's (and revision's) id. */
  entryId?: string;
  /** With `set`: merge into the stored document. */
  merge?: boolean;
  /**
   * Send the write as given. By default a post's or project's write that sets its searched text gets the
   * fields the app derives from it (withDerived: searchWords, a post's titleKey) unless it sets them.
   */
  underived?: boolean;
}

/** One staff write: a set (create, overwrite or merge), an update or a delete. */
export type StaffWrite = { set: DocumentData } | { update: DocumentData } | 'delete';

const VERSIONED: readonly string[] = ['blog_posts', 'projects'];

const SUBJECTS: Record<string, string> = {
  blog_posts: 'post',
  projects: 'project',
  contact_inquiries: 'inquiry',
  subscribers: 'subscriber',
  admins: 'staff',
  invites: 'invite',
  settings: 'settings',
};

/** The action the app records for a write (src/data/repos): e.g. 'post.update', 'staff.join'. */
function actionFor(
  collectionName: string,
  docId: string,
  write: StaffWrite,
  before: DocumentData | null,
  uid: string | null,
  restoredFrom: string | undefined,
): AuditAction {
  const subject = SUBJECTS[collectionName] ?? collectionName;
  if (subject === 'settings') return 'settings.update';
  if (write === 'delete') return `${subject}.delete` as AuditAction;
  if (restoredFrom !== undefined) return `${subject}.restore` as AuditAction;
  if (subject === 'inquiry') return 'inquiry.status';
  if (subject === 'staff' && before === null && docId === uid) return 'staff.join';
  return `${subject}.${before === null ? 'create' : 'update'}` as AuditAction;
}

function isDeleteField(value: unknown): boolean {
  return value instanceof FieldValue && value.isEqual(deleteField());
}

function isPlainMap(value: unknown): value is DocumentData {
  return typeof value === 'object' && value !== null && value.constructor === Object;
}

/** `changes` applied to `stored`: nested maps merged key by key when `deep` (a merge set). */
function applied(stored: DocumentData, changes: DocumentData, deep: boolean): DocumentData {
  const result: DocumentData = { ...stored };
  for (const [key, value] of Object.entries(changes)) {
    if (isDeleteField(value)) delete result[key];
    else if (deep && isPlainMap(value) && isPlainMap(result[key]))
      result[key] = applied(result[key], value, true);
    else result[key] = value;
  }
  return result;
}

/** The document after the write (null when deleted). */
function documentAfter(before: DocumentData | null, write: StaffWrite, merge: boolean): DocumentData | null {
  if (write === 'delete') return null;
  if ('update' in write) return applied(before ?? {}, write.update, false);
  return merge ? applied(before ?? {}, write.set, true) : applied({}, write.set, false);
}

function without(data: DocumentData, keys: readonly string[]): DocumentData {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));
}

/** An entry's before/after for a document as it is (null: none), as the app records it. */
function entryFields(
  collectionName: string,
  action: AuditAction,
  data: DocumentData | null,
): DocumentData | null {
  if (data === null) return null;
  if (collectionName === 'admins' || collectionName === 'invites')
    return without(data, STAFF_UNAUDITED_FIELDS);
  if (collectionName === 'settings') return data;
  if (action === 'inquiry.status') return { status: (data.status as unknown) ?? null };
  return null;
}

/** A new entry id in Firestore's form (newDocumentId in the app). */
export function newEntryId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 20 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
}

/** A versioned document's write with what the app derives from the text it sets (see `underived`). */
function withDerivedWrite(
  collectionName: string,
  write: StaffWrite,
  before: DocumentData | null,
  merge: boolean,
): StaffWrite {
  if (write === 'delete' || !VERSIONED.includes(collectionName)) return write;
  const changes = 'update' in write ? write.update : write.set;
  if (!['title', 'client'].some((field) => field in changes)) return write;
  const after = documentAfter(before, write, merge) ?? {};
  const derived = Object.entries(derivedFieldsFor(collectionName, after)).filter(
    ([key]) => !(key in changes),
  );
  const withDerivedFields = { ...changes, ...Object.fromEntries(derived) };
  return 'update' in write ? { update: withDerivedFields } : { set: withDerivedFields };
}

/**
 * Adds one staff write to `batch` with the history the app keeps for it (src/data/repos/audit.ts,
 * history-writes.ts): the audit entry (the caller, their record's name after the batch, now, the
 * fields before and after for staff records, invites, settings and an inquiry's status) and its head;
 * for a post or a project the revision under the entry's id (and the baseline when asked); for their
 * delete the trash record, for their restore from the trash its release. Reads the stored documents
 * past the rules to fill these in; `options` spoil or leave out any of them.
 */
export async function addAudited(
  batch: WriteBatch,
  ref: DocumentReference,
  write: StaffWrite,
  options: HistoryOptions = {},
): Promise<void> {
  const db = ref.firestore;
  const path = ref.path;
  const { env, uid } = callerOf(db);
  const [collectionName = '', docId = ''] = path.split('/');
  const [before, record] = await Promise.all([
    readPastRules(env, path),
    uid ? readPastRules(env, `admins/${uid}`) : null,
  ]);
  const sent = options.underived
    ? write
    : withDerivedWrite(collectionName, write, before, options.merge === true);
  const after = documentAfter(before, sent, options.merge === true);
  const action = options.action ?? actionFor(collectionName, docId, write, before, uid, options.restoredFrom);
  // The caller's name as their record reads after the batch (renaming oneself, joining).
  const me = collectionName === 'admins' && docId === uid ? after : record;
  const actorName: unknown = me?.name ?? '';
  const entryId = options.entryId ?? newEntryId();
  const skip = new Set(options.without ?? []);

  if (sent === 'delete') batch.delete(ref);
  else if ('update' in sent) batch.update(ref, sent.update);
  else if (options.merge) batch.set(ref, sent.set, { merge: true });
  else batch.set(ref, sent.set);
  options.also?.(batch, db);
  if (isCounted(collectionName) && !skip.has('counts')) {
    addCountsChange(batch, db, collectionName, docId, before, after);
  }

  if (!skip.has('entry')) {
    batch.set(doc(db, 'audit_log', entryId), {
      actor: uid,
      actorName,
      action,
      collection: collectionName,
      docId,
      summary: String((after ?? before)?.title ?? ''),
      at: serverTimestamp(),
      before: entryFields(collectionName, action, before),
      after: entryFields(collectionName, action, after),
      ...options.entry,
    });
  }
  if (!skip.has('head')) {
    batch.set(doc(db, 'audit_heads', auditHeadId(collectionName, docId)), {
      entry: entryId,
      ...options.head,
    });
  }
  if (VERSIONED.includes(collectionName)) {
    const versioned = collectionName as VersionedCollection;
    const kind = action.split('.')[1] ?? 'update';
    const revisions = `${collectionName}/${docId}/revisions`;
    // The revision's number: one past the document's counter, which the batch moves to it.
    const counterPath = `${REVISION_COUNTERS}/${revisionCounterId(versioned, docId)}`;
    const counter = await readPastRules(env, counterPath);
    const seq = (typeof counter?.seq === 'number' ? counter.seq : 0) + 1;
    if (!skip.has('counter')) batch.set(doc(db, counterPath), { seq, revision: entryId });
    if (!skip.has('revision')) {
      batch.set(doc(db, revisions, entryId), {
        kind,
        content: without((kind === 'delete' ? before : after) ?? {}, UNVERSIONED_FIELDS),
        savedBy: uid,
        savedByName: actorName,
        savedAt: serverTimestamp(),
        restoredFrom: options.restoredFrom ?? null,
        seq,
        ...options.revision,
      });
    }
    if (options.baseline && before) {
      const savedAt: unknown = before.updatedAt ?? before.createdAt ?? serverTimestamp();
      batch.set(doc(db, revisions, BASELINE_REVISION_ID), {
        kind: 'baseline',
        content: without(before, UNVERSIONED_FIELDS),
        savedBy: null,
        savedByName: '',
        savedAt,
        restoredFrom: null,
        ...(options.baseline === true ? {} : options.baseline),
      });
    }
    const trash = doc(db, 'trash', trashId(versioned, docId));
    if (write === 'delete' && before && !skip.has('trash')) {
      const views: unknown = before.views;
      batch.set(trash, {
        collection: collectionName,
        docId,
        title: before.title ?? '',
        revisionId: entryId,
        createdAt: before.createdAt instanceof Timestamp ? before.createdAt : null,
        views: typeof views === 'number' && Number.isInteger(views) && views >= 0 ? views : 0,
        deletedBy: uid,
        deletedByName: actorName,
        deletedAt: serverTimestamp(),
        ...options.trash,
      });
    }
    if (kind === 'restore' && before === null && !skip.has('trash')) batch.delete(trash);
  }
}

async function commitAudited(ref: DocumentReference, write: StaffWrite, options: HistoryOptions) {
  const batch = writeBatch(ref.firestore);
  await addAudited(batch, ref, write, options);
  return batch.commit();
}

/**
 * setDoc by staff (a create; with `merge`, a merge), with its history in the same batch. The reference's
 * client (from clientFor) is the caller.
 */
export function auditedSet(ref: DocumentReference, data: DocumentData, options: HistoryOptions = {}) {
  return commitAudited(ref, { set: data }, options);
}

/** updateDoc by staff, with its history in the same batch. */
export function auditedUpdate(ref: DocumentReference, data: DocumentData, options: HistoryOptions = {}) {
  return commitAudited(ref, { update: data }, options);
}

/** deleteDoc by staff, with its history (for a post or a project, its trash record too) in the same batch. */
export function auditedDelete(ref: DocumentReference, options: HistoryOptions = {}) {
  return commitAudited(ref, 'delete', options);
}
