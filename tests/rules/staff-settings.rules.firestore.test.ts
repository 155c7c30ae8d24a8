/**
 * Security rules for the staff directory (admins/{uid}), invites (invites/{lowercased e-mail}) and the
 * site settings (settings/site), on the Firestore emulator: a table of callers x operations (including
 * inactive staff), then the escalation attempts each rule must refuse: one's own role, status or
 * record, the last active admin, invite claims, lastLogin, and bad settings payloads. Every staff write
 * but one's own lastLogin carries its audit entry (the audited* helpers), so that only what is under test
 * decides; history.rules.firestore.test.ts tests the entries themselves.
 *
 * The other collections are in firestore.rules.firestore.test.ts. This file uses its own project id,
 * so the two files can run in parallel without emptying each other's database.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  addAudited,
  auditedDelete,
  auditedSet,
  auditedUpdate,
  BOSS_INVITE_EMAIL,
  clientFor,
  createRulesTestEnvironment,
  endRulesTestEnvironment,
  INVITEE_EMAIL,
  listPastRules,
  newInvite,
  newPost,
  newStaffRecord,
  putPastRules,
  read,
  readPastRules,
  resetData,
  SEED,
  seededEmail,
  UID,
  writeNewPost,
} from './helpers';

const PROJECT_ID = 'demo-chinar-rules-staff';

let env: RulesTestEnvironment;
/** The caller's client for the running test (clientFor: made on first use, closed by resetData). */
function as(uid: string | null, email?: string, verified = true): Firestore {
  return clientFor(env, uid, email, verified);
}

const admin = () => as(UID.admin);
const editor = () => as(UID.editor);
const invitee = (email = INVITEE_EMAIL, verified = true) => as(UID.invitee, email, verified);

/** Reads a document past the rules (what is really stored), or null. */
function stored(path: string): Promise<DocumentData | null> {
  return readPastRules(env, path);
}

/** Writes (data) or deletes (null) a document past the rules: test set-up only. */
function put(path: string, data: DocumentData | null): Promise<void> {
  return putPastRules(env, path, data);
}

const old = () => Timestamp.fromDate(new Date('2020-01-01T00:00:00.000Z'));

beforeAll(async () => {
  env = await createRulesTestEnvironment(PROJECT_ID);
});

beforeEach(async () => {
  await resetData(env);
});

afterAll(async () => {
  await endRulesTestEnvironment(env);
});

// ------------------------------------------------------------------------------------------ the table

const CALLERS = [
  'anonymous',
  'signed-in non-staff',
  'user',
  'editor',
  'admin',
  'inactive admin',
  'inactive editor',
] as const;
type Caller = (typeof CALLERS)[number];

const CALLER_UID: Record<Caller, string | null> = {
  anonymous: null,
  'signed-in non-staff': UID.stranger,
  user: UID.user,
  editor: UID.editor,
  admin: UID.admin,
  'inactive admin': UID.inactiveAdmin,
  'inactive editor': UID.inactiveEditor,
};

type Operation = (db: Firestore, uid: string) => Promise<unknown>;

const EVERYONE: readonly Caller[] = CALLERS;
const SIGNED_IN: readonly Caller[] = CALLERS.filter((caller) => caller !== 'anonymous');
const ACTIVE_STAFF: readonly Caller[] = ['user', 'editor', 'admin'];
const ADMINS: readonly Caller[] = ['admin'];
const NOBODY: readonly Caller[] = [];

/** A field of a seeded staff record. */
const seeded = (uid: string, field: string): unknown => SEED.admins?.[uid]?.[field];

/** Someone else's record for each caller: the editor's, or (for the editor) the user's. */
const otherThan = (uid: string) => (uid === UID.editor ? UID.user : UID.editor);

const table: Record<string, Record<string, { allowed: readonly Caller[]; run: Operation }>> = {
  admins: {
    'get their own record (whatever its status)': {
      allowed: SIGNED_IN,
      run: (db, uid) => read(doc(db, 'admins', uid)),
    },
    "get someone else's record": {
      allowed: ADMINS,
      run: (db, uid) => read(doc(db, 'admins', otherThan(uid))),
    },
    'list staff records (limit 25)': {
      allowed: ADMINS,
      run: (db) => read(query(collection(db, 'admins'), limit(25))),
    },
    'list staff records without a limit': { allowed: NOBODY, run: (db) => read(collection(db, 'admins')) },
    'list staff records with a limit above 10,000': {
      allowed: NOBODY,
      run: (db) => read(query(collection(db, 'admins'), limit(10_001))),
    },
    'query staff records by e-mail (limit 1)': {
      allowed: ADMINS,
      run: (db) =>
        read(query(collection(db, 'admins'), where('email', '==', seededEmail(UID.editor)), limit(1))),
    },
    'add a staff record for a new uid': {
      allowed: ADMINS,
      run: (db) => auditedSet(doc(db, 'admins/new-uid'), newStaffRecord()),
    },
    'add an admin record for themselves (no invite)': {
      allowed: NOBODY,
      run: (db, uid) =>
        auditedSet(doc(db, 'admins', uid), newStaffRecord({ role: 'admin', email: `${uid}@example.com` })),
    },
    "change someone else's role": {
      allowed: ADMINS,
      run: (db, uid) => auditedUpdate(doc(db, 'admins', otherThan(uid)), { role: 'admin' }),
    },
    "change someone else's status": {
      allowed: ADMINS,
      run: (db, uid) => auditedUpdate(doc(db, 'admins', otherThan(uid)), { status: 'inactive' }),
    },
    "change someone else's name": {
      allowed: ADMINS,
      run: (db, uid) => auditedUpdate(doc(db, 'admins', otherThan(uid)), { name: 'Renamed Person' }),
    },
    "delete someone else's record": {
      allowed: ADMINS,
      run: (db, uid) => auditedDelete(doc(db, 'admins', otherThan(uid))),
    },
    'change their own role': {
      allowed: NOBODY,
      run: (db, uid) =>
        auditedUpdate(doc(db, 'admins', uid), { role: seeded(uid, 'role') === 'admin' ? 'editor' : 'admin' }),
    },
    'change their own status': {
      allowed: NOBODY,
      run: (db, uid) =>
        auditedUpdate(doc(db, 'admins', uid), {
          status: seeded(uid, 'status') === 'active' ? 'inactive' : 'active',
        }),
    },
    'delete their own record': {
      allowed: NOBODY,
      run: (db, uid) => auditedDelete(doc(db, 'admins', uid)),
    },
    'stamp their own lastLogin': {
      allowed: ACTIVE_STAFF,
      run: (db, uid) => updateDoc(doc(db, 'admins', uid), { lastLogin: serverTimestamp() }),
    },
    "stamp someone else's lastLogin": {
      allowed: NOBODY,
      run: (db, uid) => auditedUpdate(doc(db, 'admins', otherThan(uid)), { lastLogin: serverTimestamp() }),
    },
  },
  invites: {
    "get someone's invite": { allowed: ADMINS, run: (db) => read(doc(db, 'invites', INVITEE_EMAIL)) },
    'list invites (limit 25)': {
      allowed: ADMINS,
      run: (db) => read(query(collection(db, 'invites'), limit(25))),
    },
    'list invites without a limit': { allowed: NOBODY, run: (db) => read(collection(db, 'invites')) },
    'create an invite': {
      allowed: ADMINS,
      run: (db) => auditedSet(doc(db, 'invites/sam@example.com'), newInvite()),
    },
    "change an invite's role": {
      allowed: ADMINS,
      run: (db) => auditedUpdate(doc(db, 'invites', INVITEE_EMAIL), { role: 'admin' }),
    },
    "delete someone's invite": {
      allowed: ADMINS,
      run: (db) => auditedDelete(doc(db, 'invites', INVITEE_EMAIL)),
    },
  },
  settings: {
    'get settings/site': { allowed: EVERYONE, run: (db) => read(doc(db, 'settings/site')) },
    'list settings': { allowed: NOBODY, run: (db) => read(collection(db, 'settings')) },
    'get another settings document': {
      allowed: NOBODY,
      run: (db) => read(doc(db, 'settings/other')),
    },
    'save settings/site (merge)': {
      allowed: ADMINS,
      run: (db) =>
        auditedSet(
          doc(db, 'settings/site'),
          { siteName: 'Renamed', socialLinks: { linkedin: 'https://www.linkedin.com/company/x' } },
          { merge: true },
        ),
    },
    'delete settings/site': { allowed: ADMINS, run: (db) => auditedDelete(doc(db, 'settings/site')) },
    'write another settings document': {
      allowed: NOBODY,
      run: (db) => auditedSet(doc(db, 'settings/other'), { siteName: 'Other' }),
    },
  },
};

describe.each(Object.entries(table))('permissions: %s', (_collection, operations) => {
  const cases = Object.entries(operations).flatMap(([name, operation]) =>
    CALLERS.map((caller) => ({
      name,
      caller,
      allowed: operation.allowed.includes(caller),
      run: operation.run,
    })),
  );
  it.each(cases)('$caller: $name → allowed $allowed', async ({ caller, allowed, run }) => {
    const uid = CALLER_UID[caller];
    const attempt = run(as(uid), uid ?? 'anonymous-uid');
    await (allowed ? assertSucceeds(attempt) : assertFails(attempt));
  });
});

// ------------------------------------------------------------------------------ own role and status

describe('admins: nobody raises, lowers or removes themselves', () => {
  it('staff without a role field (editors) may not give themselves one', async () => {
    const own = doc(as(UID.noRole), `admins/${UID.noRole}`);
    await assertFails(auditedUpdate(own, { role: 'admin' }));
    await assertFails(auditedUpdate(own, { role: 'editor' }));
    await assertSucceeds(updateDoc(own, { lastLogin: serverTimestamp() }));
  });

  it('an admin edits their own name and username, but not role, status or record, by any route', async () => {
    const own = doc(admin(), `admins/${UID.admin}`);
    await assertSucceeds(auditedUpdate(own, { name: 'Ada Lovelace', username: 'ada' }));
    await assertFails(auditedUpdate(own, { name: 'Ada', role: 'editor' }));
    await assertFails(auditedUpdate(own, { role: deleteField() })); // no role reads as editor
    await assertFails(auditedUpdate(own, { status: deleteField() }));
    // A whole-document overwrite that leaves the role out.
    const { role: _role, ...withoutRole } = SEED.admins?.[UID.admin] ?? {};
    await assertFails(auditedSet(own, withoutRole));
    await assertFails(auditedDelete(own));
  });

  it('an admin may not slip their own demotion into a batch with an allowed write', async () => {
    const db = admin();
    const batch = writeBatch(db);
    await addAudited(batch, doc(db, `admins/${UID.editor}`), { update: { role: 'admin' } });
    await addAudited(batch, doc(db, `admins/${UID.admin}`), { update: { role: 'editor' } });
    await assertFails(batch.commit());
    expect((await stored(`admins/${UID.editor}`))?.role).toBe('editor'); // nothing of it was applied
  });

  it('a user or editor may not create a record for a new uid (a second account of theirs)', async () => {
    await assertFails(auditedSet(doc(editor(), 'admins/new-uid'), newStaffRecord({ role: 'admin' })));
    await assertFails(auditedSet(doc(as(UID.user), 'admins/new-uid'), newStaffRecord({ role: 'user' })));
  });

  it('an admin may not create a record for themselves, nor overwrite it', async () => {
    await assertFails(auditedSet(doc(admin(), `admins/${UID.admin}`), newStaffRecord({ role: 'admin' })));
  });

  it('a signed-in stranger with a verified address but no invite may not make themselves staff', async () => {
    const stranger = as(UID.stranger, 'stranger@example.com');
    const record = newStaffRecord({ email: 'stranger@example.com', role: 'user' });
    await assertFails(auditedSet(doc(stranger, `admins/${UID.stranger}`), record));
    await assertFails(
      auditedSet(doc(stranger, `admins/${UID.stranger}`), record, {
        also: (batch) => batch.delete(doc(stranger, 'invites/stranger@example.com')),
      }),
    );
  });
});

// ----------------------------------------------------------------------------------- last admin

describe('admins: the last active admin cannot be demoted, deactivated or deleted', () => {
  /** Every way through the client to demote, deactivate or delete admin `target`. */
  const attacks = (db: Firestore, target: string): Array<[string, () => Promise<unknown>]> => {
    const ref = doc(db, 'admins', target);
    return [
      ['demote to editor', () => auditedUpdate(ref, { role: 'editor' })],
      ['demote to user', () => auditedUpdate(ref, { role: 'user' })],
      ['remove the role (reads as editor)', () => auditedUpdate(ref, { role: deleteField() })],
      ['deactivate', () => auditedUpdate(ref, { status: 'inactive' })],
      ['overwrite as an editor', () => auditedSet(ref, { ...SEED.admins?.[target], role: 'editor' })],
      ['merge-set as inactive', () => auditedSet(ref, { status: 'inactive' }, { merge: true })],
      ['delete', () => auditedDelete(ref)],
      [
        'delete along with its (missing) invite',
        () => auditedDelete(ref, { also: (batch) => batch.delete(doc(db, 'invites', seededEmail(target))) }),
      ],
    ];
  };

  const attackers: Array<[string, () => Firestore]> = [
    ['the admin themselves', () => admin()],
    ['an editor', () => editor()],
    ['a user', () => as(UID.user)],
    ['staff without a role', () => as(UID.noRole)],
    ['an inactive admin', () => as(UID.inactiveAdmin)],
    ['a signed-in stranger', () => as(UID.stranger)],
    ['anonymous', () => as(null)],
  ];

  it.each(attackers)('with exactly one active admin, %s cannot', async (_name, attacker) => {
    await put(`admins/${UID.otherAdmin}`, null); // Ada is now the only active admin
    for (const [what, attack] of attacks(attacker(), UID.admin)) {
      await assertFails(attack()).catch((error: unknown) => {
        throw new Error(`${what}: ${String(error)}`);
      });
    }
    expect(await stored(`admins/${UID.admin}`)).toEqual(
      expect.objectContaining({ role: 'admin', status: 'active' }),
    );
  });

  it('with two active admins, one may demote the other; then nobody can demote the one left', async () => {
    await assertSucceeds(auditedUpdate(doc(admin(), `admins/${UID.otherAdmin}`), { role: 'editor' }));
    // Otto is an editor now: he cannot demote Ada back, nor promote himself again.
    const otto = as(UID.otherAdmin);
    for (const [, attack] of attacks(otto, UID.admin)) await assertFails(attack());
    await assertFails(auditedUpdate(doc(otto, `admins/${UID.otherAdmin}`), { role: 'admin' }));
    // Ada, the last active admin, cannot demote herself either; nor can anyone else.
    for (const [, attacker] of attackers) {
      for (const [, attack] of attacks(attacker(), UID.admin)) await assertFails(attack());
    }
    expect((await stored(`admins/${UID.admin}`))?.role).toBe('admin');
  });

  it('with two active admins, one may deactivate or delete the other; the one left stays', async () => {
    await assertSucceeds(auditedUpdate(doc(admin(), `admins/${UID.otherAdmin}`), { status: 'inactive' }));
    const otto = as(UID.otherAdmin); // inactive now: nobody
    for (const [, attack] of attacks(otto, UID.admin)) await assertFails(attack());
    await assertFails(auditedUpdate(doc(otto, `admins/${UID.otherAdmin}`), { status: 'active' }));

    await assertSucceeds(auditedDelete(doc(admin(), `admins/${UID.otherAdmin}`)));
    for (const [, attack] of attacks(admin(), UID.admin)) await assertFails(attack());
  });

  it('inactive staff cannot reactivate themselves; only an active admin can', async () => {
    const ina = as(UID.inactiveAdmin);
    await assertFails(auditedUpdate(doc(ina, `admins/${UID.inactiveAdmin}`), { status: 'active' }));
    const ian = as(UID.inactiveEditor);
    await assertFails(auditedUpdate(doc(ian, `admins/${UID.inactiveEditor}`), { status: 'active' }));
    await assertFails(auditedUpdate(doc(editor(), `admins/${UID.inactiveAdmin}`), { status: 'active' }));
    await assertSucceeds(auditedUpdate(doc(admin(), `admins/${UID.inactiveAdmin}`), { status: 'active' }));
  });
});

// ----------------------------------------------------------------------------------- lastLogin

describe('admins: lastLogin', () => {
  it('active staff stamp their own lastLogin with the server time, and nothing else', async () => {
    for (const uid of [UID.user, UID.editor, UID.admin, UID.noRole]) {
      const own = doc(as(uid), 'admins', uid);
      await assertSucceeds(updateDoc(own, { lastLogin: serverTimestamp() }));
      await assertFails(updateDoc(own, { lastLogin: old() }));
      await assertFails(updateDoc(own, { lastLogin: Timestamp.now() })); // the client's clock
      await assertFails(updateDoc(own, { lastLogin: null }));
      await assertFails(updateDoc(own, { lastLogin: 'yesterday' }));
      await assertFails(updateDoc(own, { lastLogin: deleteField() }));
      await assertFails(updateDoc(own, { lastLogin: serverTimestamp(), createdAt: serverTimestamp() }));
      await assertFails(updateDoc(own, { lastLogin: serverTimestamp(), email: 'me@example.com' }));
      if (uid !== UID.admin) {
        await assertFails(updateDoc(own, { lastLogin: serverTimestamp(), name: 'Renamed Person' }));
      }
    }
  });

  it('inactive staff cannot stamp it (they write nothing at all)', async () => {
    for (const uid of [UID.inactiveAdmin, UID.inactiveEditor]) {
      const own = doc(as(uid), 'admins', uid);
      await assertSucceeds(read(own)); // the gate reads it to say Access Denied
      await assertFails(updateDoc(own, { lastLogin: serverTimestamp() }));
      await assertFails(setDoc(own, { lastLogin: serverTimestamp() }, { merge: true }));
    }
  });

  it("nobody stamps someone else's lastLogin, admins included", async () => {
    const stamp = { lastLogin: serverTimestamp() };
    await assertFails(auditedUpdate(doc(admin(), `admins/${UID.editor}`), stamp));
    await assertFails(auditedUpdate(doc(admin(), `admins/${UID.editor}`), { lastLogin: old() }));
    await assertFails(auditedUpdate(doc(editor(), `admins/${UID.admin}`), stamp));
    await assertFails(updateDoc(doc(as(UID.stranger), `admins/${UID.user}`), stamp));
    await assertFails(updateDoc(doc(as(null), `admins/${UID.user}`), stamp));
  });

  it('a signed-in person without a record cannot stamp one into existence', async () => {
    await assertFails(
      updateDoc(doc(as(UID.stranger), `admins/${UID.stranger}`), { lastLogin: serverTimestamp() }),
    );
    await assertFails(
      setDoc(
        doc(as(UID.stranger), `admins/${UID.stranger}`),
        { lastLogin: serverTimestamp() },
        { merge: true },
      ),
    );
  });
});

// ---------------------------------------------------------------------------- record validation

describe('admins: record validation', () => {
  const create = (data: DocumentData) => auditedSet(doc(admin(), 'admins/new-uid'), data);
  const edit = (data: DocumentData) => auditedUpdate(doc(admin(), `admins/${UID.editor}`), data);

  it('a new record is exactly the known fields, complete, stamped now, not signed in yet', async () => {
    await assertSucceeds(create(newStaffRecord()));
    await put('admins/new-uid', null);
    const { lastLogin: _lastLogin, ...withoutLastLogin } = newStaffRecord();
    await assertSucceeds(create(withoutLastLogin));
    await put('admins/new-uid', null);
    await assertFails(create(newStaffRecord({ password: 'secret' })));
    await assertFails(create(newStaffRecord({ uid: 'new-uid' })));
    for (const key of ['email', 'name', 'username', 'role', 'status', 'createdAt']) {
      const { [key]: _dropped, ...without } = newStaffRecord();
      await assertFails(create(without));
    }
    await assertFails(create(newStaffRecord({ createdAt: old() })));
    await assertFails(create(newStaffRecord({ createdAt: Timestamp.now() })));
    await assertFails(create(newStaffRecord({ lastLogin: serverTimestamp() })));
    await assertFails(create(newStaffRecord({ lastLogin: old() })));
  });

  it('email: an address, lowercased', async () => {
    await assertFails(create(newStaffRecord({ email: 'Newbie@Example.com' })));
    await assertFails(create(newStaffRecord({ email: 'not-an-email' })));
    await assertFails(create(newStaffRecord({ email: 'a@b' })));
    await assertFails(create(newStaffRecord({ email: 'a/b@example.com' })));
    await assertFails(create(newStaffRecord({ email: `${'x'.repeat(250)}@example.com` })));
    await assertFails(create(newStaffRecord({ email: 42 })));
  });

  it('name 3..120 and username 3..60 characters (the form asks for 3 or more)', async () => {
    await assertFails(create(newStaffRecord({ name: 'Al' })));
    await assertFails(create(newStaffRecord({ name: 'x'.repeat(121) })));
    await assertFails(create(newStaffRecord({ username: 'al' })));
    await assertFails(create(newStaffRecord({ username: 'x'.repeat(61) })));
    await assertFails(create(newStaffRecord({ name: ['Ann'] })));
    await assertSucceeds(create(newStaffRecord({ name: 'Ann', username: 'x'.repeat(60) })));
    await assertSucceeds(edit({ name: 'x'.repeat(120), username: 'abc' }));
  });

  it('role admin | editor | user, status active | inactive', async () => {
    await assertFails(create(newStaffRecord({ role: 'owner' })));
    await assertFails(create(newStaffRecord({ role: 'Admin' })));
    await assertFails(create(newStaffRecord({ status: 'banned' })));
    await assertFails(create(newStaffRecord({ status: true })));
    await assertSucceeds(create(newStaffRecord({ role: 'admin', status: 'inactive' })));
  });

  it('edits: valid values, createdAt unchanged, nothing removed, no new keys', async () => {
    await assertSucceeds(
      edit({ role: 'user', status: 'inactive', name: 'Eddie Edited', username: 'eddie2' }),
    );
    await assertSucceeds(edit({ email: 'eddie.new@example.com' }));
    await assertFails(edit({ email: 'Eddie@Example.com' }));
    await assertFails(edit({ name: 'Ed' }));
    await assertFails(edit({ username: '' }));
    await assertFails(edit({ role: 'owner' }));
    await assertFails(edit({ createdAt: serverTimestamp() }));
    await assertFails(edit({ createdAt: old() }));
    await assertFails(edit({ name: deleteField() }));
    await assertFails(edit({ email: deleteField() }));
    await assertFails(edit({ role: deleteField() }));
    await assertFails(edit({ password: 'secret' }));
  });

  it('a legacy record (no role, short name) stays editable in the fields an edit touches', async () => {
    await put(`admins/${UID.noRole}`, { email: 'noah@example.com', name: 'No', status: 'active' });
    await assertSucceeds(auditedUpdate(doc(admin(), `admins/${UID.noRole}`), { role: 'user' }));
  });
});

// --------------------------------------------------------------------------------- invite claims

describe('invites: claiming one', () => {
  /** What the gate writes: the staff record and, in the same batch, the invite's delete. */
  const claimedRecord = (overrides: DocumentData = {}) =>
    newStaffRecord({
      email: INVITEE_EMAIL,
      name: 'Ivy Invitee',
      username: 'ivy',
      role: 'editor',
      status: 'active',
      lastLogin: serverTimestamp(),
      ...overrides,
    });
  const claim = (
    db: Firestore,
    record: DocumentData = claimedRecord(),
    { uid = UID.invitee, inviteId = INVITEE_EMAIL }: { uid?: string; inviteId?: string | null } = {},
  ) => {
    return auditedSet(doc(db, 'admins', uid), record, {
      also: (batch) => {
        if (inviteId !== null) batch.delete(doc(db, 'invites', inviteId));
      },
    });
  };

  it('the invitee reads their own invite (verified address, any case), nobody else does', async () => {
    await assertSucceeds(read(doc(invitee(), `invites/${INVITEE_EMAIL}`)));
    await assertSucceeds(read(doc(invitee('Invitee@Example.com'), `invites/${INVITEE_EMAIL}`)));
    await assertFails(read(doc(invitee(INVITEE_EMAIL, false), `invites/${INVITEE_EMAIL}`)));
    await assertFails(read(doc(invitee(), `invites/${BOSS_INVITE_EMAIL}`)));
    await assertFails(read(collection(invitee(), 'invites')));
    await assertFails(read(doc(as(UID.stranger), `invites/${INVITEE_EMAIL}`)));
  });

  it('a claim in a batch that deletes the invite succeeds, with the invite’s role and status', async () => {
    await assertSucceeds(claim(invitee()));
    const record = await stored(`admins/${UID.invitee}`);
    expect(record).toEqual(
      expect.objectContaining({ email: INVITEE_EMAIL, role: 'editor', status: 'active' }),
    );
    expect(await stored(`invites/${INVITEE_EMAIL}`)).toBeNull();
    await assertSucceeds(read(doc(invitee(), 'blog_posts/draft'))); // an editor now
    await assertSucceeds(writeNewPost(invitee(), '104', newPost()));
  });

  it('lastLogin on a claim: null, absent or the server time', async () => {
    await assertSucceeds(claim(invitee(), claimedRecord({ lastLogin: null })));
    await resetData(env);
    const { lastLogin: _lastLogin, ...withoutLastLogin } = claimedRecord();
    await assertSucceeds(claim(invitee(), withoutLastLogin));
    await resetData(env);
    await assertFails(claim(invitee(), claimedRecord({ lastLogin: old() })));
  });

  it('an address written in capitals in the token claims the lowercased invite', async () => {
    await assertSucceeds(claim(invitee('Invitee@Example.COM')));
  });

  it('a claim that leaves the invite in place fails (an invite works once)', async () => {
    await assertFails(claim(invitee(), claimedRecord(), { inviteId: null }));
    await assertFails(auditedSet(doc(invitee(), `admins/${UID.invitee}`), claimedRecord()));
    // Deleting another document in the batch instead does not count.
    await assertFails(claim(invitee(), claimedRecord(), { inviteId: 'someone@example.com' }));
  });

  it('the invitee deletes their invite only in the claim batch', async () => {
    await assertFails(deleteDoc(doc(invitee(), `invites/${INVITEE_EMAIL}`)));
    await assertFails(updateDoc(doc(invitee(), `invites/${INVITEE_EMAIL}`), { role: 'admin' }));
    expect(await stored(`invites/${INVITEE_EMAIL}`)).not.toBeNull();
  });

  it('after an admin removes the claimed record, the invitee cannot re-create it', async () => {
    await assertSucceeds(claim(invitee()));
    const db = admin();
    await assertSucceeds(
      auditedDelete(doc(db, `admins/${UID.invitee}`), {
        // Gone already: deleting it changes nothing and needs no entry.
        also: (batch) => batch.delete(doc(db, `invites/${INVITEE_EMAIL}`)),
      }),
    );

    await assertFails(claim(invitee()));
    await assertFails(claim(invitee(), claimedRecord(), { inviteId: null }));
    await assertFails(auditedSet(doc(invitee(), `admins/${UID.invitee}`), claimedRecord({ role: 'user' })));
    await assertFails(read(doc(invitee(), 'blog_posts/draft')));
    // A new invite from an admin lets them back in, once.
    await assertSucceeds(
      auditedSet(
        doc(db, `invites/${INVITEE_EMAIL}`),
        newInvite(INVITEE_EMAIL, { role: 'user', name: 'Ivy Invitee', username: 'ivy' }),
      ),
    );
    await assertSucceeds(claim(invitee(), claimedRecord({ role: 'user' })));
  });

  it('a claim may not change the role or status, nor leave them out', async () => {
    await assertFails(claim(invitee(), claimedRecord({ role: 'admin' })));
    await assertFails(claim(invitee(), claimedRecord({ role: 'user' })));
    await assertFails(claim(invitee(), claimedRecord({ status: 'inactive' })));
    const { role: _role, ...withoutRole } = claimedRecord();
    await assertFails(claim(invitee(), withoutRole));
    const { status: _status, ...withoutStatus } = claimedRecord();
    await assertFails(claim(invitee(), withoutStatus));
  });

  it('a claim takes the name and username the invite carries, not others (every audit entry shows the name)', async () => {
    await assertFails(claim(invitee(), claimedRecord({ name: 'Ada Admin' })));
    await assertFails(claim(invitee(), claimedRecord({ name: 'Ivy Invitee ' })));
    await assertFails(claim(invitee(), claimedRecord({ username: 'ada' })));
    await assertFails(claim(invitee(), claimedRecord({ name: 'Bob Boss', username: 'boss' })));
    expect(await stored(`admins/${UID.invitee}`)).toBeNull();
    // The honest claim: the invite's own name and username, which its audit entry shows.
    await assertSucceeds(claim(invitee()));
    expect(await stored(`admins/${UID.invitee}`)).toEqual(
      expect.objectContaining({ name: 'Ivy Invitee', username: 'ivy' }),
    );
    const entries = [...(await listPastRules(env, 'audit_log')).values()];
    expect(entries).toEqual([
      expect.objectContaining({ action: 'staff.join', actor: UID.invitee, actorName: 'Ivy Invitee' }),
    ]);
  });

  it('an invite without a name or a username cannot be claimed until an admin adds them', async () => {
    const { name: _name, ...withoutName } = SEED.invites?.[INVITEE_EMAIL] ?? {};
    await put(`invites/${INVITEE_EMAIL}`, withoutName);
    await assertFails(claim(invitee()));
    await assertFails(claim(invitee(), claimedRecord({ name: '' })));
    const { username: _username, ...withoutUsername } = SEED.invites?.[INVITEE_EMAIL] ?? {};
    await put(`invites/${INVITEE_EMAIL}`, withoutUsername);
    await assertFails(claim(invitee()));
    await put(`invites/${INVITEE_EMAIL}`, SEED.invites?.[INVITEE_EMAIL] ?? {});
    await assertSucceeds(claim(invitee()));
  });

  it('an inactive invite becomes an inactive record, which then writes nothing', async () => {
    await put(`invites/${INVITEE_EMAIL}`, { ...SEED.invites?.[INVITEE_EMAIL], status: 'inactive' });
    await assertFails(claim(invitee()));
    await assertSucceeds(claim(invitee(), claimedRecord({ status: 'inactive' })));
    await assertFails(updateDoc(doc(invitee(), `admins/${UID.invitee}`), { lastLogin: serverTimestamp() }));
    await assertFails(read(doc(invitee(), 'blog_posts/draft')));
  });

  it('a claimed record carries the token’s address, valid fields, and the server time', async () => {
    await assertFails(claim(invitee(), claimedRecord({ email: 'other@example.com' })));
    await assertFails(claim(invitee(), claimedRecord({ email: 'Invitee@Example.com' })));
    await assertFails(claim(invitee(), claimedRecord({ createdAt: old() })));
    await assertFails(claim(invitee(), claimedRecord({ name: 'Iv' })));
    await assertFails(claim(invitee(), claimedRecord({ username: 'x'.repeat(61) })));
    await assertFails(claim(invitee(), claimedRecord({ isOwner: true })));
  });

  it('a claim needs a verified address', async () => {
    await assertFails(claim(invitee(INVITEE_EMAIL, false)));
    // Signed in with another (verified) address, which has no invite.
    await assertFails(claim(as(UID.invitee, 'ivy.other@example.com'), claimedRecord()));
  });

  it("nobody claims someone else's invite", async () => {
    // Ivy, verified for her own address, reaches for the admin invite of boss@example.com.
    await assertFails(
      claim(invitee(), claimedRecord({ role: 'admin', email: BOSS_INVITE_EMAIL }), {
        inviteId: BOSS_INVITE_EMAIL,
      }),
    );
    await assertFails(claim(invitee(), claimedRecord({ role: 'admin' }), { inviteId: BOSS_INVITE_EMAIL }));
    // A stranger (another address) uses Ivy's invite.
    const stranger = as(UID.stranger, 'stranger@example.com');
    await assertFails(claim(stranger, claimedRecord(), { uid: UID.stranger }));
    await assertFails(
      claim(stranger, claimedRecord({ email: 'stranger@example.com' }), { uid: UID.stranger }),
    );
    // Ivy claims her own invite, but for another uid.
    await assertFails(claim(invitee(), claimedRecord(), { uid: 'someone-else-uid' }));
    expect(await stored(`invites/${BOSS_INVITE_EMAIL}`)).not.toBeNull();
    expect(await stored(`invites/${INVITEE_EMAIL}`)).not.toBeNull();
  });

  it('existing staff cannot claim an invite to change their own role', async () => {
    const eddie = seededEmail(UID.editor);
    await put(`invites/${eddie}`, { ...SEED.invites?.[BOSS_INVITE_EMAIL], email: eddie });
    const db = as(UID.editor, eddie);
    await assertFails(
      claim(db, claimedRecord({ email: eddie, role: 'admin' }), { uid: UID.editor, inviteId: eddie }),
    );
    await assertFails(auditedDelete(doc(db, 'invites', eddie)));
    expect((await stored(`admins/${UID.editor}`))?.role).toBe('editor');
  });
});

// ------------------------------------------------------------------------------ removing staff

describe('admins: removing a staff member removes their invite too', () => {
  it('an admin deletes the record and the invite for that address in one batch', async () => {
    const eddie = seededEmail(UID.editor);
    await put(`invites/${eddie}`, { ...SEED.invites?.[INVITEE_EMAIL], email: eddie });
    const db = admin();
    const batch = writeBatch(db);
    await addAudited(batch, doc(db, `admins/${UID.editor}`), 'delete');
    await addAudited(batch, doc(db, 'invites', eddie), 'delete'); // its own entry
    await assertSucceeds(batch.commit());
    expect(await stored(`admins/${UID.editor}`)).toBeNull();
    expect(await stored(`invites/${eddie}`)).toBeNull();
    // So Eddie, signing in by e-mail link, cannot come back by himself.
    const eddieDb = as(UID.editor, eddie);
    await assertFails(
      auditedSet(doc(eddieDb, `admins/${UID.editor}`), newStaffRecord({ email: eddie }), {
        also: (claim) => claim.delete(doc(eddieDb, 'invites', eddie)),
      }),
    );
  });

  it('deleting the record while an invite for its address stays is refused', async () => {
    const eddie = seededEmail(UID.editor);
    await put(`invites/${eddie}`, { ...SEED.invites?.[INVITEE_EMAIL], email: eddie });
    await assertFails(auditedDelete(doc(admin(), `admins/${UID.editor}`)));
  });

  it('a record without an invite is deleted alone, or in the same batch shape', async () => {
    await assertSucceeds(auditedDelete(doc(admin(), `admins/${UID.user}`)));
    const db = admin();
    await assertSucceeds(
      auditedDelete(doc(db, `admins/${UID.editor}`), {
        also: (batch) => batch.delete(doc(db, 'invites', seededEmail(UID.editor))),
      }),
    );
  });

  it('editors and users cannot remove staff or invites', async () => {
    await assertFails(auditedDelete(doc(editor(), `admins/${UID.user}`)));
    await assertFails(auditedDelete(doc(editor(), `invites/${INVITEE_EMAIL}`)));
    await assertFails(auditedDelete(doc(as(UID.user), `invites/${INVITEE_EMAIL}`)));
  });
});

// ------------------------------------------------------------------------------ invite validation

describe('invites: what admins write', () => {
  const invite = (id: string, data: DocumentData) => auditedSet(doc(admin(), 'invites', id), data);

  it('keyed by the lowercased address, with the known fields only', async () => {
    await assertSucceeds(invite('sam@example.com', newInvite()));
    await assertFails(invite('other@example.com', newInvite()));
    await assertFails(invite('Sam@example.com', newInvite('Sam@example.com')));
    await assertFails(invite('not-an-email', newInvite('not-an-email')));
    await assertFails(invite('sam@example.com', newInvite('sam@example.com', { password: 'secret' })));
  });

  it('role and status from their sets, both required', async () => {
    await assertFails(invite('sam@example.com', newInvite('sam@example.com', { role: 'owner' })));
    await assertFails(invite('sam@example.com', newInvite('sam@example.com', { status: 'pending' })));
    const { role: _role, ...withoutRole } = newInvite();
    await assertFails(invite('sam@example.com', withoutRole));
    const { status: _status, ...withoutStatus } = newInvite();
    await assertFails(invite('sam@example.com', withoutStatus));
  });

  it('name and username 3+ characters when present', async () => {
    await assertFails(invite('sam@example.com', newInvite('sam@example.com', { name: 'Sa' })));
    await assertFails(invite('sam@example.com', newInvite('sam@example.com', { username: 'sa' })));
    await assertFails(invite('sam@example.com', newInvite('sam@example.com', { name: 'x'.repeat(121) })));
    await assertFails(invite('sam@example.com', newInvite('sam@example.com', { username: 'x'.repeat(61) })));
    const { name: _name, username: _username, ...bare } = newInvite();
    await assertSucceeds(invite('sam@example.com', bare));
  });

  it('createdAt is the server time on create and never changes', async () => {
    await assertFails(invite('sam@example.com', newInvite('sam@example.com', { createdAt: old() })));
    const { createdAt: _createdAt, ...withoutCreatedAt } = newInvite();
    await assertFails(invite('sam@example.com', withoutCreatedAt));
    const existing = doc(admin(), 'invites', INVITEE_EMAIL);
    await assertFails(auditedUpdate(existing, { createdAt: serverTimestamp() }));
    await assertFails(auditedUpdate(existing, { email: 'other@example.com' }));
    await assertFails(auditedUpdate(existing, { name: 'Iv' }));
    await assertSucceeds(auditedUpdate(existing, { role: 'user', status: 'inactive', name: 'Ivy Renamed' }));
  });
});

// --------------------------------------------------------------------------------- settings/site

describe('settings/site', () => {
  const save = (data: DocumentData, db = admin()) =>
    auditedSet(doc(db, 'settings/site'), data, { merge: true });
  const link = (value: unknown) => save({ socialLinks: { facebook: value } });

  it('social links: https URLs or empty', async () => {
    await assertSucceeds(link(''));
    await assertSucceeds(link('https://www.facebook.com/chinardigital'));
    await assertSucceeds(link('https://x.com/chinar?ref=site#top'));
    await assertSucceeds(link('HTTPS://www.linkedin.com/company/chinar'));
    await assertSucceeds(
      save({
        socialLinks: {
          facebook: 'https://facebook.com/a',
          twitter: 'https://twitter.com/a',
          instagram: 'https://instagram.com/a',
          linkedin: '',
        },
      }),
    );
  });

  it('refuses javascript:, data:, http: and other non-https links', async () => {
    await assertFails(link('javascript:alert(document.cookie)'));
    await assertFails(link('JavaScript:alert(1)'));
    await assertFails(link('data:text/html,<script>alert(1)</script>'));
    await assertFails(link('http://www.facebook.com/chinardigital'));
    await assertFails(link('//evil.example.com'));
    await assertFails(link('/relative/path'));
    await assertFails(link('ftp://example.com'));
    await assertFails(link('https://'));
    await assertFails(link('https:///path'));
    await assertFails(link(' https://facebook.com/a'));
    await assertFails(link('https://facebook.com/a b'));
    await assertFails(link('https://facebook.com/a\njavascript:alert(1)'));
    await assertFails(link('x https://facebook.com'));
    await assertFails(link('https://facebook.com@evil.example.com/page')); // user-info trick
    await assertFails(link('https://localhost/page')); // no dotted host
    await assertFails(link('https://facebook.com/a\tb'));
    await assertFails(link(42));
    await assertFails(link(null));
  });

  it('each link at most 2000 characters', async () => {
    const base = 'https://example.com/';
    await assertSucceeds(link(base + 'a'.repeat(2000 - base.length)));
    await assertFails(link(base + 'a'.repeat(2001 - base.length)));
  });

  it('known links only, in a map', async () => {
    await assertFails(save({ socialLinks: { myspace: 'https://myspace.com/x' } }));
    await assertFails(save({ socialLinks: 'https://facebook.com/a' }));
  });

  it('siteName 1..80, siteDescription 0..300, contactEmail an address, no other fields', async () => {
    await assertFails(save({ siteName: '' }));
    await assertFails(save({ siteName: 'x'.repeat(81) }));
    await assertSucceeds(save({ siteName: 'x'.repeat(80) }));
    await assertFails(save({ siteDescription: 'x'.repeat(301) }));
    await assertSucceeds(save({ siteDescription: 'x'.repeat(300) }));
    await assertSucceeds(save({ siteDescription: '' }));
    await assertFails(save({ contactEmail: 'not-an-email' }));
    await assertFails(save({ contactEmail: '' }));
    await assertFails(save({ contactEmail: 'team@example.com?subject=Hi&body=x' })); // alters the mailto:
    await assertFails(save({ contactEmail: '"team"@example.com' }));
    await assertFails(save({ contactEmail: 'team@exa mple.com' }));
    await assertSucceeds(save({ contactEmail: 'team@example.com' }));
    await assertFails(save({ theme: 'dark' }));
    await assertFails(save({ siteName: 42 }));
  });

  it('the whole document is checked: a stored bad link must be fixed in the same save', async () => {
    await put('settings/site', { ...SEED.settings?.site, socialLinks: { twitter: 'javascript:alert(1)' } });
    await assertFails(save({ siteName: 'Chinar' }));
    await assertSucceeds(save({ siteName: 'Chinar', socialLinks: { twitter: 'https://x.com/chinar' } }));
  });

  it('only active admins write it', async () => {
    const valid = { siteName: 'Mine', socialLinks: { twitter: 'https://x.com/mine' } };
    for (const uid of [null, UID.stranger, UID.user, UID.editor, UID.noRole, UID.inactiveAdmin]) {
      await assertFails(save(valid, as(uid)));
      await assertFails(auditedDelete(doc(as(uid), 'settings/site')));
    }
    await assertSucceeds(save(valid));
  });

  it('the public reads the one document; a missing one reads as missing', async () => {
    await put('settings/site', null);
    await assertSucceeds(read(doc(as(null), 'settings/site')));
    await assertSucceeds(auditedSet(doc(admin(), 'settings/site'), { siteName: 'Chinar Digital' }));
  });
});
