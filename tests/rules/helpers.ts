/**
 * Shared set-up for the security-rules tests: the test environment on the Firestore emulator, one
 * Firestore client per kind of caller, the seed documents every test starts from, and valid payloads
 * (what the app's repositories write) that the tests then spoil one field at a time.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDocs,
  increment,
  serverTimestamp,
  setLogLevel,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import type { ThrottleKind } from '@/data/repos/throttle';

export const PROJECT_ID = 'demo-chinar-rules';

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
 * The test contexts hand out the compat SDK's Firestore; the modular functions (doc, getDoc, ...)
 * accept it, since it carries the modular instance inside. Only the types differ.
 */
export function modular(db: unknown): Firestore {
  return db as Firestore;
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

export function clientFor(
  env: RulesTestEnvironment,
  uid: string | null,
  email?: string,
  verified = true,
): Firestore {
  if (uid === null) return modular(env.unauthenticatedContext().firestore());
  const token = { email: email ?? `${uid}@example.com`, email_verified: verified };
  return modular(env.authenticatedContext(uid, token).firestore());
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

export const SEED: Record<string, Record<string, DocumentData>> = {
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
    },
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
};

/** The e-mail address seeded in a staff record (SEED.admins). */
export function seededEmail(uid: string): string {
  return String(SEED.admins?.[uid]?.email);
}

/** Empties the emulator's database for this project and writes SEED, bypassing the rules. */
export async function resetData(env: RulesTestEnvironment): Promise<void> {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = modular(context.firestore());
    const batch = writeBatch(db);
    for (const [collection, docs] of Object.entries(SEED)) {
      for (const [id, data] of Object.entries(docs)) batch.set(doc(db, collection, id), data);
    }
    await batch.commit();
  });
}

// ----------------------------------------------------------------------------- valid payloads

/**
 * What createPost (src/data/repos/blog-posts.ts) writes into the post, but its slug: writeNewPost adds
 * that, with the slugs/{slug} record that goes in the same batch.
 */
export function newPost(overrides: DocumentData = {}): DocumentData {
  return {
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
    ...overrides,
  };
}

/**
 * createPost's batch: the post under `id` with its slug, and slugs/{slug} → { postId: id }. The slug is
 * the data's own `slug` when it has one, else one made from the id (unique across a test). With
 * `slugRecord: false` only the post is written (what the rules must refuse when it carries a slug).
 */
export function writeNewPost(
  db: Firestore,
  id: string,
  data: DocumentData = newPost(),
  options: { slugRecord?: boolean } = {},
): Promise<void> {
  const post = 'slug' in data ? data : { ...data, slug: `new-post-${id}` };
  const batch = writeBatch(db);
  batch.set(doc(db, 'blog_posts', id), post);
  const slug: unknown = post.slug;
  if (options.slugRecord !== false && typeof slug === 'string' && /^[^/]+$/.test(slug)) {
    batch.set(doc(db, 'slugs', slug), { postId: id });
  }
  return batch.commit();
}

/**
 * What createProject (src/data/repos/projects.ts) writes: every field of the project form, the public
 * portfolio's included (empty when not filled in).
 */
export function newProject(overrides: DocumentData = {}): DocumentData {
  return {
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
  };
}

/** What submitContactInquiry (src/data/repos/visitor-submissions.ts) writes. */
export function newInquiry(overrides: DocumentData = {}): DocumentData {
  return {
    name: 'Bilal',
    email: 'bilal@example.com',
    phone: '+91 94190 00000',
    subject: 'A new shop website',
    message: 'We sell walnut wood carvings and would like an online shop.',
    status: 'New',
    createdAt: serverTimestamp(),
    ...overrides,
  };
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

/** What submitContactInquiry writes: the inquiry under `id` and its stamp in `slot`, in one batch. */
export function sendInquiry(
  db: Firestore,
  id: string,
  data: DocumentData = newInquiry(),
  slot = 0,
): Promise<void> {
  return commitStamped(db, 'contact_inquiries', slot, id, (batch) =>
    batch.set(doc(db, 'contact_inquiries', id), data),
  );
}

/** What subscribe writes: subscribers/{id} and its stamp in `slot`, in one batch. */
export function sendSubscriber(
  db: Firestore,
  id: string,
  data: DocumentData = newSubscriber(id),
  slot = 0,
): Promise<void> {
  return commitStamped(db, 'subscribers', slot, id, (batch) => batch.set(doc(db, 'subscribers', id), data));
}

/**
 * What incrementPostViews writes: views + 1 (or `views`) on the post and the views stamp in `slot`, in
 * one batch.
 */
export function countView(
  db: Firestore,
  postId: string,
  views: unknown = increment(1),
  slot = 0,
): Promise<void> {
  return commitStamped(db, 'views', slot, postId, (batch) =>
    batch.update(doc(db, 'blog_posts', postId), { views }),
  );
}

/**
 * Moves every stored stamp, in every slot, back past the interval (by THROTTLE_SECONDS + 1 s), past the
 * rules, as if five minutes had gone by: the next stamped write is then judged on its own merits. No
 * sleeping.
 */
export async function expireThrottles(env: RulesTestEnvironment, seconds = THROTTLE_SECONDS + 1) {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = modular(context.firestore());
    const stamps = await getDocs(collection(db, 'throttles'));
    if (stamps.empty) return;
    const batch = writeBatch(db);
    for (const stamp of stamps.docs) {
      const at = stamp.get('at') as Timestamp;
      batch.update(stamp.ref, { at: Timestamp.fromMillis(at.toMillis() - seconds * 1000) });
    }
    await batch.commit();
  });
}
