#!/usr/bin/env node
// npm run staff:bootstrap -- someone@agency.com [--name "Full Name"] [--password secret] [--project id]
//                                               [--key service-account.json]
// Makes the first admin of a Firebase project, which the back office cannot do for itself (only an admin
// may add staff): creates the Auth user (or finds the existing one) and writes its staff record
// admins/{uid} with role admin, with firebase-admin (which the security rules do not apply to). The first
// admin gets an e-mail for each new inquiry (inquiryEmails 'each'), which they can change in Settings.
//
// Real project: credentials from --key or GOOGLE_APPLICATION_CREDENTIALS (a service-account key file:
// Firebase console > Project settings > Service accounts > Generate new private key); project from
// --project (an id or a .firebaserc alias), else the key file, else the one real project in .firebaserc.
// Emulators: with FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST set (e.g. 127.0.0.1:9099 and
// 127.0.0.1:8080 while `npm run dev` runs), it works on them instead, project demo-chinar by default.
//
// Without --password the user gets no password and signs in with an e-mail link (or sets one through
// "Forgot password").
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { applicationDefault, cert, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

const ROOT = resolve(import.meta.dirname, '..');
const USAGE =
  'Usage: npm run staff:bootstrap -- EMAIL [--name "Full Name"] [--password PASSWORD] [--project ID] [--key KEY.json]';

function fail(message) {
  console.error(`staff:bootstrap: ${message}`);
  process.exit(1);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    fail(`cannot read ${path}: ${error.message}`);
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

function chooseProject({ flag, keyFile, onEmulators }) {
  const aliases = firebaseAliases();
  if (flag) return aliases[flag] ?? flag;
  const fromEnv = process.env.GOOGLE_CLOUD_PROJECT || process.env.GCLOUD_PROJECT;
  if (fromEnv) return fromEnv;
  if (onEmulators) return aliases.default ?? 'demo-chinar';
  if (keyFile) {
    const fromKey = readJson(keyFile).project_id;
    if (fromKey) return fromKey;
  }
  // demo-* projects exist only on the emulators.
  const real = [...new Set(Object.values(aliases))].filter((id) => !id.startsWith('demo-'));
  if (real.length === 1) return real[0];
  fail(
    real.length === 0
      ? 'which project? Pass --project PROJECT_ID (or run `npx firebase use --add` first).'
      : `which project? .firebaserc names several (${real.join(', ')}); pass --project.`,
  );
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        password: { type: 'string' },
        project: { type: 'string' },
        key: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail(`${error.message}\n${USAGE}`);
  }
})();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length !== 1) fail(USAGE);

const email = positionals[0].trim().toLowerCase();
if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) fail(`"${positionals[0]}" is not an e-mail address.`);
if (values.password !== undefined && values.password.length < 6) {
  fail('the password must be at least 6 characters (Firebase Auth refuses shorter ones).');
}

const authEmulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const firestoreEmulator = process.env.FIRESTORE_EMULATOR_HOST;
if (Boolean(authEmulator) !== Boolean(firestoreEmulator)) {
  // One emulated and one real service would put the staff record and the account in different worlds.
  fail(
    'set both FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST (emulators), or neither (real project).',
  );
}
const onEmulators = Boolean(authEmulator);
const keyFile = values.key ? resolve(values.key) : process.env.GOOGLE_APPLICATION_CREDENTIALS;
const projectId = chooseProject({ flag: values.project, keyFile, onEmulators });
if (!onEmulators && projectId.startsWith('demo-')) {
  fail(
    `${projectId} exists only on the emulators: set FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST, ` +
      'or pass --project with your real project.',
  );
}
if (!onEmulators && !keyFile) {
  fail(
    'no credentials: set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file (Firebase console > ' +
      'Project settings > Service accounts > Generate new private key), or pass --key FILE.',
  );
}

// On the emulators firebase-admin needs no credentials: it talks to the *_EMULATOR_HOST addresses. Nor
// should it probe for the Google Cloud metadata server (a warning off Google Cloud).
if (onEmulators) process.env.METADATA_SERVER_DETECTION ??= 'none';
const app = initializeApp({
  projectId,
  ...(onEmulators ? {} : { credential: values.key ? cert(readJson(keyFile)) : applicationDefault() }),
});
const auth = getAuth(app);
const db = getFirestore(app);

console.log(
  onEmulators
    ? `Project ${projectId} on the emulators (Auth ${authEmulator}, Firestore ${firestoreEmulator})`
    : `Project ${projectId}`,
);

try {
  let user = await auth.getUserByEmail(email).catch((error) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  const localPart = email.slice(0, email.indexOf('@'));
  const name = values.name?.trim() || user?.displayName || localPart;
  if (user) {
    console.log(`Auth user: found ${email} (uid ${user.uid}).`);
    if (values.password !== undefined) {
      console.log('  Its password was left as it is; change it with "Forgot password" on the sign-in page.');
    }
  } else {
    user = await auth.createUser({
      email,
      displayName: name,
      emailVerified: false,
      ...(values.password !== undefined ? { password: values.password } : {}),
    });
    console.log(
      `Auth user: created ${email} (uid ${user.uid}), ${
        values.password !== undefined
          ? 'with the given password.'
          : 'without a password: they sign in with an e-mail link (or set one with "Forgot password").'
      }`,
    );
  }

  const record = db.collection('admins').doc(user.uid);
  const existing = await record.get();
  // The owner gets every lead by e-mail from the start (issue 36), as contact-form tools do; a choice made
  // since in the back office (Settings > Notifications) stays.
  const inquiryEmails = existing.exists ? (existing.get('inquiryEmails') ?? 'each') : 'each';
  await record.set({
    email,
    name,
    username: localPart,
    role: 'admin',
    status: 'active',
    // A record that already existed keeps its creation date.
    createdAt: existing.exists
      ? (existing.get('createdAt') ?? FieldValue.serverTimestamp())
      : FieldValue.serverTimestamp(),
    lastLogin: existing.exists ? (existing.get('lastLogin') ?? null) : null,
    inquiryEmails,
  });
  console.log(
    `Staff record: ${existing.exists ? 'updated' : 'created'} admins/${user.uid}: role admin, status active, ` +
      `name "${name}", username "${localPart}", inquiry e-mails "${inquiryEmails}".`,
  );

  // site/live, the document every public page reads (src/data/models/live-site.ts): created empty when
  // missing, with the saved settings, so that pages find it (a missing one answers 404) before any save.
  const live = db.collection('site').doc('live');
  if (!(await live.get()).exists) {
    const settings = await db.collection('settings').doc('site').get();
    await live.create({
      ...(settings.exists ? { settings: settings.data() } : {}),
      posts: {},
      projects: {},
      changedAt: FieldValue.serverTimestamp(),
      from: new Date(0),
      subject: { kind: 'settings', id: 'site' },
    });
    console.log('Public pages: created site/live.');
  }
} catch (error) {
  const hint = /credential|invalid_grant|Could not load the default credentials|PERMISSION_DENIED/i.test(
    String(error?.message),
  )
    ? '\nCheck the service-account key (GOOGLE_APPLICATION_CREDENTIALS or --key) and that it belongs to the project.'
    : '';
  fail(`${error?.message ?? error}${hint}`);
} finally {
  await app.delete();
}
