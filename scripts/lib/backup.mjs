// Backup and restore with firebase-admin, for scripts/backup.mjs and scripts/restore.mjs: which project and
// credentials (as staff-bootstrap.mjs: --project, --key or GOOGLE_APPLICATION_CREDENTIALS; the emulator
// when FIRESTORE_EMULATOR_HOST is set), reading a backup from Firestore, reading what a restore needs to
// know about the database, and writing a restore in batches.
//
// The file format, its zod schema and the restore's plan are TypeScript in src/data/backup/ (the browser's
// backup uses the same module), loaded through lib/ts-module.mjs.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { applicationDefault, cert, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { ROOT } from './emulator-config.mjs';
import { loadTsModule } from './ts-module.mjs';

/** src/data/backup/index.ts: format, schema (validateBackup, parseBackupText) and restore plan. */
export const backupCore = await loadTsModule('/src/data/backup/index.ts');

/** firebase-admin's timestamps as the file's, and back. */
const encodeAdminTimestamp = (value) =>
  value instanceof Timestamp
    ? { $timestamp: { seconds: value.seconds, nanoseconds: value.nanoseconds } }
    : null;
const makeAdminTimestamp = ({ seconds, nanoseconds }) => new Timestamp(seconds, nanoseconds);

/** A command's failure: printed as "<tool>: <message>" with exit code 1. */
export class CliError extends Error {}

/** A path given on the command line, relative to where `npm run` was typed (INIT_CWD). */
export function fromUserDirectory(path) {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new CliError(`cannot read ${path}: ${error.message}`);
  }
}

/** .firebaserc's aliases: alias -> project id. */
function firebaseAliases() {
  try {
    return JSON.parse(readFileSync(resolve(ROOT, '.firebaserc'), 'utf8')).projects ?? {};
  } catch {
    return {};
  }
}

function chooseProject({ flag, keyFile, onEmulator }) {
  const aliases = firebaseAliases();
  if (flag) return aliases[flag] ?? flag;
  const fromEnv = process.env.GOOGLE_CLOUD_PROJECT || process.env.GCLOUD_PROJECT;
  if (fromEnv) return fromEnv;
  if (onEmulator) return aliases.default ?? 'demo-chinar';
  if (keyFile) {
    const fromKey = readJson(keyFile).project_id;
    if (fromKey) return fromKey;
  }
  // demo-* projects exist only on the emulators.
  const real = [...new Set(Object.values(aliases))].filter((id) => !id.startsWith('demo-'));
  if (real.length === 1) return real[0];
  throw new CliError(
    real.length === 0
      ? 'which project? Pass --project PROJECT_ID.'
      : `which project? .firebaserc names several (${real.join(', ')}); pass --project.`,
  );
}

/**
 * firebase-admin's Firestore for the chosen project: on the emulator FIRESTORE_EMULATOR_HOST names
 * (no credentials), else on the real project with a service-account key (--key or
 * GOOGLE_APPLICATION_CREDENTIALS). Returns { db, projectId, where, close }.
 */
export function connectFirestore({ project, key }) {
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  const onEmulator = Boolean(emulator);
  const keyFile = key ? fromUserDirectory(key) : process.env.GOOGLE_APPLICATION_CREDENTIALS;
  const projectId = chooseProject({ flag: project, keyFile, onEmulator });
  if (!onEmulator && projectId.startsWith('demo-')) {
    throw new CliError(
      `${projectId} exists only on the emulators: set FIRESTORE_EMULATOR_HOST (e.g. 127.0.0.1:8080 while ` +
        '`npm run dev` runs), or pass --project with your real project.',
    );
  }
  if (!onEmulator && !keyFile) {
    throw new CliError(
      'no credentials: set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file (Firebase console > ' +
        'Project settings > Service accounts > Generate new private key), or pass --key FILE.',
    );
  }
  // On the emulator firebase-admin needs no credentials, and should not probe for Google Cloud's metadata.
  if (onEmulator) process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp(
    {
      projectId,
      ...(onEmulator ? {} : { credential: key ? cert(readJson(keyFile)) : applicationDefault() }),
    },
    `backup:${projectId}`,
  );
  return {
    db: getFirestore(app),
    projectId,
    where: onEmulator
      ? `project ${projectId} on the Firestore emulator (${emulator})`
      : `project ${projectId}`,
    close: () => app.delete(),
  };
}

/** A hint for the usual credential mistakes, to add to an error message. */
export function credentialHint(error) {
  return /credential|invalid_grant|Could not load the default credentials|PERMISSION_DENIED|UNAUTHENTICATED/i.test(
    String(error?.message),
  )
    ? '\nCheck the service-account key (GOOGLE_APPLICATION_CREDENTIALS or --key) and that it belongs to the project.'
    : '';
}

// ------------------------------------------------------------------------------------------------
// Backup
// ------------------------------------------------------------------------------------------------

function encodeSnapshots(snapshots, path) {
  const sorted = [...snapshots].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return Object.fromEntries(
    sorted.map((doc) => [
      doc.id,
      backupCore.encodeFields(doc.data(), encodeAdminTimestamp, `${path}/${doc.id}`),
    ]),
  );
}

/**
 * Every backed-up document of the database (firebase-admin reads past the rules' limits). onProgress
 * gets (collection, documents read so far).
 */
export async function readBackup(db, { projectId, now = new Date(), onProgress = () => {} } = {}) {
  const { BACKUP_PLAIN, BACKUP_VERSIONED, REVISIONS, SETTINGS_DOC_ID } = backupCore;
  const backup = backupCore.emptyBackup(now, projectId);
  let documents = 0;
  for (const name of BACKUP_VERSIONED) {
    const snapshot = await db.collection(name).get();
    documents += snapshot.size;
    const data = encodeSnapshots(snapshot.docs, name);
    for (const [id, fields] of Object.entries(data)) {
      const path = `${name}/${id}/${REVISIONS}`;
      const revisions = await db.collection(path).get();
      documents += revisions.size;
      backup.collections[name][id] = { data: fields, revisions: encodeSnapshots(revisions.docs, path) };
    }
    onProgress(name, documents);
  }
  for (const name of BACKUP_PLAIN) {
    if (name === 'settings') {
      const settings = await db.collection(name).doc(SETTINGS_DOC_ID).get();
      if (settings.exists) {
        documents += 1;
        backup.collections.settings = encodeSnapshots([settings], name);
      }
    } else {
      const snapshot = await db.collection(name).get();
      documents += snapshot.size;
      backup.collections[name] = encodeSnapshots(snapshot.docs, name);
    }
    onProgress(name, documents);
  }
  return backup;
}

// ------------------------------------------------------------------------------------------------
// Restore
// ------------------------------------------------------------------------------------------------

/** Snapshots of refs (missing ones included), 500 per request. */
async function getAll(db, refs) {
  const snapshots = [];
  for (const chunk of backupCore.inBatches(refs)) {
    if (chunk.length > 0) snapshots.push(...(await db.getAll(...chunk)));
  }
  return snapshots;
}

const refOf = (db, { path, id }) => db.collection(path).doc(id);

/**
 * What the restore of `backup` needs to know about the database (DatabaseState in
 * src/data/backup/restore-plan.ts). Costs one read per document of the backup, one per slug record and a
 * count per collection.
 */
export async function readDatabaseState(db, backup) {
  const { backupDocuments, trashRefs, refKey, postsToCheckForSlugs, BACKUP_COLLECTIONS, SLUGS } = backupCore;
  const docs = backupDocuments(backup);
  const existing = new Map();
  const snapshots = await getAll(
    db,
    docs.map((doc) => refOf(db, doc)),
  );
  snapshots.forEach((snapshot, index) => {
    const doc = docs[index];
    if (snapshot.exists) {
      existing.set(refKey(doc), backupCore.encodeFields(snapshot.data(), encodeAdminTimestamp, refKey(doc)));
    }
  });

  const slugRecords = new Map();
  for (const record of (await db.collection(SLUGS).get()).docs) {
    const postId = record.get('postId');
    if (typeof postId === 'string') slugRecords.set(record.id, postId);
  }
  const otherPostSlugs = new Map();
  const others = postsToCheckForSlugs(backup, slugRecords);
  const otherPosts = await getAll(
    db,
    others.map((id) => db.collection('blog_posts').doc(id)),
  );
  for (const post of otherPosts) {
    if (post.exists)
      otherPostSlugs.set(post.id, typeof post.get('slug') === 'string' ? post.get('slug') : '');
  }

  const trashList = trashRefs(backup);
  const trash = new Set(
    (
      await getAll(
        db,
        trashList.map((ref) => refOf(db, ref)),
      )
    )
      .filter((snapshot) => snapshot.exists)
      .map((snapshot) => snapshot.id),
  );

  const totals = {};
  for (const name of BACKUP_COLLECTIONS) {
    totals[name] = (await db.collection(name).count().get()).data().count;
  }
  return { existing, slugRecords, otherPostSlugs, trash, totals };
}

/** Writes a plan's writes in batches of at most 500; onBatch(index, count, batches) before each. */
export async function applyRestore(db, plan, { onBatch = () => {} } = {}) {
  const batches = backupCore.inBatches(plan.writes);
  for (const [index, writes] of batches.entries()) {
    onBatch(index, writes.length, batches.length);
    const batch = db.batch();
    for (const write of writes) {
      const ref = refOf(db, write);
      if (write.type === 'delete') batch.delete(ref);
      else batch.set(ref, backupCore.decodeFields(write.fields, makeAdminTimestamp));
    }
    try {
      await batch.commit();
    } catch (error) {
      const done =
        index === 0 ? 'Nothing was written' : `Batches 1 to ${index} (of ${batches.length}) were written`;
      throw new CliError(
        `batch ${index + 1} of ${batches.length} failed: ${error.message}\n${done}; running the same restore ` +
          'again is safe: it writes only what still differs from the backup.' +
          credentialHint(error),
      );
    }
  }
  return batches.length;
}
