/**
 * Security rules for the history every staff write keeps (issue 15), on the Firestore emulator: the
 * revisions of posts and projects, the audit log (audit_log and audit_heads) and the trash of deleted
 * posts and projects. A staff write is refused without its records; the records are refused when they
 * lie (another actor, another time, another name, forged before/after, a revision that is not the
 * document) and can never be changed or deleted; each role reads what it may. The writes are built by
 * the helpers the other rules files use (auditedSet, auditedUpdate, auditedDelete, addAudited), which
 * record them as src/data/repos/audit.ts and history-writes.ts do; each test spoils one part.
 *
 * This file uses its own project id, so it runs in parallel with the other rules files.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  documentId,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { UNVERSIONED_FIELDS } from '@/data/models/history';
import { LIST_LIMITS } from '@/data/schemas/common';
import { PROJECT_LIMITS } from '@/data/schemas/project';
import {
  addAudited,
  auditedDelete,
  auditedSet,
  auditedUpdate,
  clientClock,
  clientFor,
  createRulesTestEnvironment,
  endRulesTestEnvironment,
  INVITEE_EMAIL,
  newEntryId,
  newInvite,
  newPost,
  newProject,
  newStaffRecord,
  putPastRules,
  read,
  readPastRules,
  resetData,
  SEED,
  UID,
  writeNewPost,
  writeNewProject,
  type HistoryOptions,
  type StaffWrite,
} from './helpers';

const PROJECT_ID = 'demo-chinar-rules-history';

let env: RulesTestEnvironment;
/** The caller's client for the running test (clientFor: made on first use, closed by resetData). */
function as(uid: string | null, email?: string): Firestore {
  return clientFor(env, uid, email);
}

const anonymous = () => as(null);
const user = () => as(UID.user);
const editor = () => as(UID.editor);
const admin = () => as(UID.admin);

/** A document as stored (past the rules), or null. */
const stored = (path: string) => readPastRules(env, path);

/** Writes (data) or deletes (null) a document past the rules: test set-up only. */
function put(path: string, data: DocumentData | null): Promise<void> {
  return putPastRules(env, path, data);
}

const old = () => Timestamp.fromDate(new Date('2020-01-01T00:00:00.000Z'));
const edit = (fields: DocumentData = {}) => ({ title: 'Edited', ...fields, updatedAt: serverTimestamp() });

/** The entry of the last recorded write of coll/id (its head's), which is also its revision's id. */
async function entryIdOf(collectionName: string, id: string): Promise<string> {
  const head = await stored(`audit_heads/${collectionName}~${id}`);
  return String(head?.entry);
}

beforeAll(async () => {
  env = await createRulesTestEnvironment(PROJECT_ID);
});

beforeEach(async () => {
  await resetData(env);
  // A post with an address (its slug record too) and some views, as the app stores them.
  await put('blog_posts/9', {
    ...newPost({ slug: 'ninth-post' }),
    views: 4,
    createdAt: old(),
    updatedAt: old(),
  });
  await put('slugs/ninth-post', { postId: '9' });
});

afterAll(async () => {
  await endRulesTestEnvironment(env);
});

// ------------------------------------------------------------------------------------------ revisions

describe('revisions: every change of a post or a project keeps one', () => {
  const changes: Array<[string, () => DocumentReference, StaffWrite]> = [
    ['a post update', () => doc(editor(), 'blog_posts/draft'), { update: edit() }],
    ['a post delete', () => doc(editor(), 'blog_posts/draft'), 'delete'],
    ['a post create', () => doc(editor(), 'blog_posts/20'), { set: newPost({ slug: 'twenty' }) }],
    ['a project update', () => doc(editor(), 'projects/in-progress'), { update: edit() }],
    ['a project delete', () => doc(editor(), 'projects/in-progress'), 'delete'],
    ['a project create', () => doc(editor(), 'projects/20'), { set: newProject() }],
  ];

  /** The write in one batch with its history (and, for the new post, its slug record). */
  const commit = (ref: DocumentReference, write: StaffWrite, options: HistoryOptions = {}) => {
    const batch = writeBatch(ref.firestore);
    if (ref.path === 'blog_posts/20') batch.set(doc(ref.firestore, 'slugs/twenty'), { postId: '20' });
    return addAudited(batch, ref, write, options).then(() => batch.commit());
  };

  it.each(changes)('%s without its revision is refused; with it, allowed', async (_name, ref, write) => {
    await assertFails(commit(ref(), write, { without: ['revision'] }));
    await assertSucceeds(commit(ref(), write));
    const [collectionName = '', id = ''] = ref().path.split('/');
    const revision = await stored(`${ref().path}/revisions/${await entryIdOf(collectionName, id)}`);
    expect(revision).toEqual(
      expect.objectContaining({ savedBy: UID.editor, savedByName: 'Eddie Editor', restoredFrom: null }),
    );
  });

  it('keeps the document as it is after the write (less views, stamps and derived fields), as stored', async () => {
    await assertSucceeds(auditedUpdate(doc(editor(), 'blog_posts/published'), edit({ tags: ['a'] })));
    const revision = await stored(
      `blog_posts/published/revisions/${await entryIdOf('blog_posts', 'published')}`,
    );
    const post = (await stored('blog_posts/published')) ?? {};
    expect(post).toEqual(expect.objectContaining({ searchWords: ['edited'], titleKey: 'edited' }));
    const content = Object.fromEntries(
      Object.entries(post).filter(([key]) => !(UNVERSIONED_FIELDS as readonly string[]).includes(key)),
    );
    expect(revision?.kind).toBe('update');
    expect(revision?.content).toEqual(content);
    expect(revision?.content).toEqual(expect.objectContaining({ title: 'Edited', tags: ['a'] }));
  });

  it('a delete keeps the document as it was, and leaves it gone', async () => {
    const before = await stored('blog_posts/published');
    await assertSucceeds(auditedDelete(doc(editor(), 'blog_posts/published')));
    const revision = await stored(
      `blog_posts/published/revisions/${await entryIdOf('blog_posts', 'published')}`,
    );
    expect(revision?.kind).toBe('delete');
    expect(revision?.content).toEqual(expect.objectContaining({ title: before?.title, tags: before?.tags }));
    expect(revision?.content).not.toHaveProperty('views');
    expect(await stored('blog_posts/published')).toBeNull();
  });

  it('refuses a revision whose content is not the document', async () => {
    const post = () => doc(editor(), 'blog_posts/draft');
    const content = async (): Promise<DocumentData> => {
      const { views: _v, createdAt: _c, updatedAt: _u, ...rest } = (await stored('blog_posts/draft')) ?? {};
      return { ...rest, title: 'Edited' };
    };
    await assertFails(
      auditedUpdate(post(), edit(), { revision: { content: { ...(await content()), title: 'Other' } } }),
    );
    await assertFails(
      auditedUpdate(post(), edit(), { revision: { content: { ...(await content()), views: 0 } } }),
    );
    await assertFails(
      auditedUpdate(post(), edit(), {
        revision: { content: { ...(await content()), updatedAt: serverTimestamp() } },
      }),
    );
    const { tags: _tags, ...withoutTags } = await content();
    await assertFails(auditedUpdate(post(), edit(), { revision: { content: withoutTags } }));
    await assertFails(auditedUpdate(post(), edit(), { revision: { content: 'Edited' } }));
    // The delete's revision: the document before, not after.
    await assertFails(auditedDelete(post(), { revision: { content: { title: 'Draft post' } } }));
    await assertSucceeds(auditedUpdate(post(), edit(), { revision: { content: await content() } }));
  });

  it('refuses a revision saved by someone else, at another time, or of another kind', async () => {
    const post = () => doc(editor(), 'blog_posts/draft');
    await assertFails(auditedUpdate(post(), edit(), { revision: { savedBy: UID.admin } }));
    await assertFails(auditedUpdate(post(), edit(), { revision: { savedByName: 'Ada Admin' } }));
    await assertFails(auditedUpdate(post(), edit(), { revision: { savedAt: old() } }));
    await assertFails(auditedUpdate(post(), edit(), { revision: { savedAt: clientClock() } }));
    await assertFails(auditedUpdate(post(), edit(), { revision: { kind: 'create' } }));
    await assertFails(auditedUpdate(post(), edit(), { revision: { kind: 'baseline' } }));
    await assertFails(auditedUpdate(post(), edit(), { revision: { restoredFrom: 'baseline' } }));
    await assertFails(auditedUpdate(post(), edit(), { revision: { note: 'extra' } }));
    await assertFails(auditedDelete(post(), { revision: { kind: 'update' } }));
    await assertSucceeds(auditedUpdate(post(), edit()));
  });

  it('refuses a revision under an id that is not its entry’s', async () => {
    const db = editor();
    const content = { title: 'Draft post', status: 'Draft' };
    // The update's own revision left out; another one, under a fresh id, in its place.
    await assertFails(
      auditedUpdate(doc(db, 'blog_posts/draft'), edit(), {
        without: ['revision'],
        also: (batch) =>
          batch.set(doc(db, 'blog_posts/draft/revisions', newEntryId()), {
            kind: 'update',
            content,
            savedBy: UID.editor,
            savedByName: 'Eddie Editor',
            savedAt: serverTimestamp(),
            restoredFrom: null,
          }),
      }),
    );
    // Nor a revision alone, for a document the batch does not write.
    await assertFails(
      setDoc(doc(db, 'blog_posts/draft/revisions', newEntryId()), {
        kind: 'update',
        content,
        savedBy: UID.editor,
        savedByName: 'Eddie Editor',
        savedAt: serverTimestamp(),
        restoredFrom: null,
      }),
    );
  });

  it('cannot be edited or deleted, by anyone', async () => {
    await assertSucceeds(auditedUpdate(doc(editor(), 'blog_posts/draft'), edit()));
    const path = `blog_posts/draft/revisions/${await entryIdOf('blog_posts', 'draft')}`;
    for (const db of [editor(), admin(), user(), anonymous()]) {
      await assertFails(updateDoc(doc(db, path), { content: { title: 'Rewritten' } }));
      await assertFails(setDoc(doc(db, path), { kind: 'update' }, { merge: true }));
      await assertFails(deleteDoc(doc(db, path)));
    }
    // Not even inside a batch that edits the post again.
    await assertFails(
      auditedUpdate(doc(admin(), 'blog_posts/draft'), edit({ title: 'Again' }), {
        also: (batch) => batch.delete(doc(admin(), path)),
      }),
    );
    expect((await stored(path))?.content).toEqual(expect.objectContaining({ title: 'Edited' }));
  });
});

describe('revisions: restoring one', () => {
  /** The draft edited once (its revision R1), then edited again. */
  async function twoEdits(): Promise<string> {
    await assertSucceeds(auditedUpdate(doc(editor(), 'blog_posts/draft'), edit({ title: 'First' })));
    const first = await entryIdOf('blog_posts', 'draft');
    await assertSucceeds(auditedUpdate(doc(editor(), 'blog_posts/draft'), edit({ title: 'Second' })));
    return first;
  }

  it('is a new revision of kind restore, naming the one it brings back', async () => {
    const first = await twoEdits();
    await assertSucceeds(
      auditedUpdate(doc(editor(), 'blog_posts/draft'), edit({ title: 'First' }), { restoredFrom: first }),
    );
    const restore = await stored(`blog_posts/draft/revisions/${await entryIdOf('blog_posts', 'draft')}`);
    expect(restore).toEqual(expect.objectContaining({ kind: 'restore', restoredFrom: first }));
    expect((await stored(`audit_log/${await entryIdOf('blog_posts', 'draft')}`))?.action).toBe(
      'post.restore',
    );
  });

  it('refuses a restore from a revision that does not exist, or without one', async () => {
    await twoEdits();
    const restore = (options: HistoryOptions) =>
      auditedUpdate(doc(editor(), 'blog_posts/draft'), edit({ title: 'First' }), options);
    await assertFails(restore({ restoredFrom: 'AAAAAAAAAAAAAAAAAAAA' }));
    await assertFails(restore({ action: 'post.restore', revision: { kind: 'restore' } }));
    // An update that claims to restore.
    await assertFails(restore({ revision: { restoredFrom: 'baseline' } }));
  });

  it('users read revisions but cannot restore', async () => {
    const first = await twoEdits();
    await assertFails(
      auditedUpdate(doc(user(), 'blog_posts/draft'), edit({ title: 'First' }), { restoredFrom: first }),
    );
    await assertSucceeds(read(doc(user(), `blog_posts/draft/revisions/${first}`)));
  });
});

describe('revisions: all of them at once (the backup’s collection-group query)', () => {
  it('admins list every revision with a bounded query; other staff and unbounded queries are refused', async () => {
    await auditedUpdate(doc(editor(), 'blog_posts/9'), edit());
    const group = (db: Firestore, size?: number) =>
      read(
        size === undefined
          ? query(collectionGroup(db, 'revisions'), orderBy(documentId()))
          : query(collectionGroup(db, 'revisions'), orderBy(documentId()), limit(size)),
      );
    const listed = await assertSucceeds(group(admin(), 10_000));
    expect(listed.docs.map((snapshot) => snapshot.ref.parent.path)).toContain('blog_posts/9/revisions');
    await assertFails(group(admin()));
    await assertFails(group(admin(), 10_001));
    await assertFails(group(editor(), 10));
    await assertFails(group(user(), 10));
    await assertFails(group(anonymous(), 10));
  });
});

describe('revisions: the baseline (the version before history was kept)', () => {
  it('is written with the first recorded change: the document before, by nobody, at its own stamp', async () => {
    await assertSucceeds(auditedUpdate(doc(editor(), 'blog_posts/9'), edit(), { baseline: true }));
    const baseline = await stored('blog_posts/9/revisions/baseline');
    expect(baseline).toEqual(
      expect.objectContaining({ kind: 'baseline', savedBy: null, savedByName: '', restoredFrom: null }),
    );
    expect(baseline?.content).toEqual(expect.objectContaining({ title: 'A new post', slug: 'ninth-post' }));
    expect((baseline?.savedAt as Timestamp).isEqual(old())).toBe(true);
  });

  it('with a delete too, and dated by createdAt (or now) when the document has no updatedAt', async () => {
    await put('blog_posts/9', {
      ...newPost({ slug: 'ninth-post' }),
      createdAt: old(),
      updatedAt: 'not a stamp',
    });
    await assertSucceeds(
      auditedDelete(doc(editor(), 'blog_posts/9'), {
        also: (batch) => batch.delete(doc(editor(), 'slugs/ninth-post')),
        baseline: { savedAt: old() },
      }),
    );
    await assertSucceeds(
      auditedUpdate(doc(editor(), 'projects/completed'), edit(), {
        baseline: { savedAt: serverTimestamp() },
      }),
    );
  });

  it('refuses one that is not the document before, dated otherwise, or saved by someone', async () => {
    const post = () => doc(editor(), 'blog_posts/9');
    await assertFails(auditedUpdate(post(), edit(), { baseline: { content: { title: 'Made up' } } }));
    await assertFails(auditedUpdate(post(), edit(), { baseline: { savedAt: clientClock() } }));
    await assertFails(auditedUpdate(post(), edit(), { baseline: { savedAt: 'yesterday' } }));
    await assertFails(auditedUpdate(post(), edit(), { baseline: { savedBy: UID.editor } }));
    await assertFails(auditedUpdate(post(), edit(), { baseline: { savedByName: 'Eddie Editor' } }));
    await assertFails(auditedUpdate(post(), edit(), { baseline: { kind: 'update' } }));
    await assertSucceeds(auditedUpdate(post(), edit(), { baseline: true }));
  });

  it('is written once, and only with a change of its document', async () => {
    const { views: _v, createdAt, updatedAt: _u, ...content } = SEED.blog_posts?.draft ?? {};
    const baseline = {
      kind: 'baseline',
      content,
      savedBy: null,
      savedByName: '',
      savedAt: createdAt,
      restoredFrom: null,
    };
    await assertFails(setDoc(doc(editor(), 'blog_posts/draft/revisions/baseline'), baseline));
    await assertSucceeds(auditedUpdate(doc(editor(), 'blog_posts/9'), edit(), { baseline: true }));
    // A second one, even with a change, is an overwrite.
    await assertFails(
      auditedUpdate(doc(editor(), 'blog_posts/9'), edit({ title: 'Again' }), { baseline: true }),
    );
  });
});

// ------------------------------------------------------------------------------------------ the log

/** Every audited staff write, by a caller allowed to make it. */
const STAFF_WRITES: Array<[string, () => DocumentReference, StaffWrite, HistoryOptions?]> = [
  [
    'post.create',
    () => doc(editor(), 'blog_posts/20'),
    { set: newPost({ slug: 'twenty' }) },
    {
      also: (batch) => batch.set(doc(editor(), 'slugs/twenty'), { postId: '20' }),
    },
  ],
  ['post.update', () => doc(editor(), 'blog_posts/draft'), { update: edit() }],
  ['post.delete', () => doc(editor(), 'blog_posts/draft'), 'delete'],
  ['project.create', () => doc(editor(), 'projects/20'), { set: newProject() }],
  ['project.update', () => doc(editor(), 'projects/completed'), { update: edit() }],
  ['project.delete', () => doc(editor(), 'projects/completed'), 'delete'],
  [
    'inquiry.status',
    () => doc(editor(), 'contact_inquiries/inquiry'),
    {
      update: { status: 'Responded', updatedAt: serverTimestamp() },
    },
  ],
  ['inquiry.delete', () => doc(editor(), 'contact_inquiries/inquiry'), 'delete'],
  ['subscriber.delete', () => doc(admin(), 'subscribers/old@example.com'), 'delete'],
  ['staff.create', () => doc(admin(), 'admins/new-uid'), { set: newStaffRecord() }],
  [
    'staff.update',
    () => doc(admin(), `admins/${UID.editor}`),
    { update: { role: 'user', name: 'Eddie Ed' } },
  ],
  ['staff.delete', () => doc(admin(), `admins/${UID.user}`), 'delete'],
  [
    'staff.join',
    () => doc(as(UID.invitee, INVITEE_EMAIL), `admins/${UID.invitee}`),
    {
      set: newStaffRecord({ email: INVITEE_EMAIL, name: 'Ivy Invitee', username: 'ivy', role: 'editor' }),
    },
    { also: (batch) => batch.delete(doc(as(UID.invitee, INVITEE_EMAIL), `invites/${INVITEE_EMAIL}`)) },
  ],
  ['invite.create', () => doc(admin(), 'invites/sam@example.com'), { set: newInvite() }],
  ['invite.update', () => doc(admin(), `invites/${INVITEE_EMAIL}`), { update: { role: 'user' } }],
  ['invite.delete', () => doc(admin(), `invites/${INVITEE_EMAIL}`), 'delete'],
  ['settings.update', () => doc(admin(), 'settings/site'), { set: { siteName: 'Renamed' } }, { merge: true }],
];

function commit(ref: DocumentReference, write: StaffWrite, options: HistoryOptions = {}): Promise<void> {
  const batch = writeBatch(ref.firestore);
  return addAudited(batch, ref, write, options).then(() => batch.commit());
}

describe('audit_log: every staff write carries its entry', () => {
  it.each(STAFF_WRITES)(
    '%s: refused without its entry or its head; allowed with both',
    async (action, ref, write, options = {}) => {
      await assertFails(commit(ref(), write, { ...options, without: ['entry'] }));
      await assertFails(commit(ref(), write, { ...options, without: ['head'] }));
      await assertFails(commit(ref(), write, { ...options, without: ['entry', 'head'] }));
      await assertSucceeds(commit(ref(), write, options));
      const [collectionName = '', id = ''] = ref().path.split('/');
      const entry = await stored(`audit_log/${await entryIdOf(collectionName, id)}`);
      expect(entry).toEqual(expect.objectContaining({ action, collection: collectionName, docId: id }));
    },
  );

  it.each(STAFF_WRITES)(
    '%s: refused with the entry of another action',
    async (action, ref, write, options = {}) => {
      const other = action === 'post.update' ? 'post.restore' : 'post.update';
      await assertFails(commit(ref(), write, { ...options, action: other }));
    },
  );

  it('records who, what, when, and the fields before and after', async () => {
    await assertSucceeds(auditedUpdate(doc(admin(), `admins/${UID.editor}`), { role: 'user' }));
    const entry = await stored(`audit_log/${await entryIdOf('admins', UID.editor)}`);
    const { createdAt: _createdAt, lastLogin: _lastLogin, ...fields } = SEED.admins?.[UID.editor] ?? {};
    expect(entry).toEqual(
      expect.objectContaining({
        actor: UID.admin,
        actorName: 'Ada Admin',
        action: 'staff.update',
        collection: 'admins',
        docId: UID.editor,
        before: fields,
        after: { ...fields, role: 'user' },
      }),
    );
    expect(entry?.at).toBeInstanceOf(Timestamp);
  });

  it('a staff member renaming themselves is named as their record reads after the write', async () => {
    const own = doc(admin(), `admins/${UID.admin}`);
    await assertFails(auditedUpdate(own, { name: 'Ada Lovelace' }, { entry: { actorName: 'Ada Admin' } }));
    await assertSucceeds(auditedUpdate(own, { name: 'Ada Lovelace' }));
  });

  it('an invitee joining is named as their new record', async () => {
    const ivy = as(UID.invitee, INVITEE_EMAIL);
    const claim = (options: HistoryOptions) =>
      auditedSet(
        doc(ivy, `admins/${UID.invitee}`),
        newStaffRecord({ email: INVITEE_EMAIL, name: 'Ivy Invitee', username: 'ivy', role: 'editor' }),
        { ...options, also: (batch) => batch.delete(doc(ivy, `invites/${INVITEE_EMAIL}`)) },
      );
    await assertFails(claim({ entry: { actorName: 'Someone Else' } }));
    await assertFails(claim({ entry: { action: 'staff.create' } }));
    await assertSucceeds(claim({}));
  });

  it('stamping one’s own lastLogin stays unaudited', async () => {
    await assertSucceeds(updateDoc(doc(editor(), `admins/${UID.editor}`), { lastLogin: serverTimestamp() }));
  });
});

describe('audit_log: an entry tells the truth', () => {
  const update = (options: HistoryOptions) =>
    auditedUpdate(doc(editor(), 'blog_posts/draft'), edit(), options);

  it('refuses another actor, another name, another time', async () => {
    await assertFails(update({ entry: { actor: UID.admin } }));
    await assertFails(update({ entry: { actor: null } }));
    await assertFails(update({ entry: { actorName: 'Ada Admin' } }));
    await assertFails(update({ entry: { actorName: '' } }));
    await assertFails(update({ entry: { at: old() } }));
    await assertFails(update({ entry: { at: clientClock() } }));
    await assertFails(update({ entry: { at: Timestamp.fromDate(new Date('2999-01-01')) } }));
    await assertSucceeds(update({}));
  });

  it('refuses an entry about another document, an unknown action, or a malformed one', async () => {
    await assertFails(update({ entry: { docId: 'published' } }));
    await assertFails(update({ entry: { collection: 'projects' } }));
    await assertFails(update({ entry: { action: 'project.update' } }));
    await assertFails(update({ entry: { action: 'post.publish' } }));
    await assertFails(update({ entry: { summary: 'x'.repeat(201) } }));
    await assertFails(update({ entry: { summary: 42 } }));
    await assertFails(update({ entry: { ip: '127.0.0.1' } }));
    await assertFails(update({ entryId: 'short-id' }));
    await assertFails(update({ entryId: 'baseline' }));
    await assertSucceeds(update({ entry: { summary: 'x'.repeat(200) } }));
  });

  it('refuses forged fields before or after (staff records, invites, settings, inquiries)', async () => {
    const eddie = () => doc(admin(), `admins/${UID.editor}`);
    const change = { update: { role: 'user' } } as const;
    const fields = async () => {
      const { createdAt: _c, lastLogin: _l, ...rest } = (await stored(`admins/${UID.editor}`)) ?? {};
      return rest;
    };
    await assertFails(commit(eddie(), change, { entry: { before: { ...(await fields()), role: 'admin' } } }));
    await assertFails(commit(eddie(), change, { entry: { after: await fields() } }));
    await assertFails(
      commit(eddie(), change, { entry: { after: { ...(await fields()), role: 'user', lastLogin: null } } }),
    );
    await assertFails(commit(eddie(), change, { entry: { before: null } }));
    await assertFails(commit(eddie(), change, { entry: { after: null } }));
    await assertFails(
      commit(doc(admin(), `invites/${INVITEE_EMAIL}`), change, { entry: { before: { role: 'user' } } }),
    );

    const settings = () => doc(admin(), 'settings/site');
    const rename = { set: { siteName: 'Renamed' } };
    await assertFails(
      commit(settings(), rename, { merge: true, entry: { before: { siteName: 'Renamed' } } }),
    );
    await assertFails(
      commit(settings(), rename, {
        merge: true,
        entry: { after: { ...SEED.settings?.site, siteName: 'Other' } },
      }),
    );
    await assertFails(commit(settings(), rename, { merge: true, entry: { before: null } }));

    const inquiry = () => doc(editor(), 'contact_inquiries/inquiry');
    const respond = { update: { status: 'Responded', updatedAt: serverTimestamp() } };
    await assertFails(commit(inquiry(), respond, { entry: { before: { status: 'Resolved' } } }));
    await assertFails(commit(inquiry(), respond, { entry: { after: { status: 'Resolved' } } }));
    await assertFails(commit(inquiry(), respond, { entry: { before: null, after: null } }));

    // A post's versions are its revisions: its entry carries no fields.
    await assertFails(update({ entry: { before: { title: 'Draft post' } } }));
    await assertSucceeds(commit(eddie(), change));
  });

  it('an inquiry stored without a status records it as null before', async () => {
    const { status: _status, ...legacy } = SEED.contact_inquiries?.inquiry ?? {};
    await put('contact_inquiries/inquiry', legacy);
    await assertSucceeds(
      auditedUpdate(doc(editor(), 'contact_inquiries/inquiry'), {
        status: 'Resolved',
        updatedAt: serverTimestamp(),
      }),
    );
    const entry = await stored(`audit_log/${await entryIdOf('contact_inquiries', 'inquiry')}`);
    expect(entry).toEqual(
      expect.objectContaining({ before: { status: null }, after: { status: 'Resolved' } }),
    );
  });

  it('settings: before is null when there was no document, after the whole merged document', async () => {
    await put('settings/site', null);
    const save = (options: HistoryOptions) =>
      auditedSet(doc(admin(), 'settings/site'), { siteName: 'Chinar' }, { merge: true, ...options });
    await assertFails(save({ entry: { before: {} } }));
    await assertSucceeds(save({}));
    await assertSucceeds(
      auditedSet(
        doc(admin(), 'settings/site'),
        { socialLinks: { twitter: 'https://x.com/chinar' } },
        { merge: true },
      ),
    );
    const entry = await stored(`audit_log/${await entryIdOf('settings', 'site')}`);
    expect(entry?.before).toEqual({ siteName: 'Chinar' });
    expect(entry?.after).toEqual({ siteName: 'Chinar', socialLinks: { twitter: 'https://x.com/chinar' } });
  });

  it('is created only: nobody updates or deletes an entry, admins included', async () => {
    await assertSucceeds(update({}));
    const path = `audit_log/${await entryIdOf('blog_posts', 'draft')}`;
    for (const db of [admin(), editor(), user(), anonymous()]) {
      await assertFails(updateDoc(doc(db, path), { actorName: 'Someone Else' }));
      await assertFails(setDoc(doc(db, path), { summary: 'Rewritten' }, { merge: true }));
      await assertFails(deleteDoc(doc(db, path)));
    }
    // Nor by reusing its id for the next write.
    const entryId = path.split('/')[1];
    await assertFails(
      auditedUpdate(doc(editor(), 'blog_posts/draft'), edit({ title: 'Again' }), { entryId }),
    );
    expect((await stored(path))?.actorName).toBe('Eddie Editor');
  });

  it('an entry alone records no change: one about a post needs its revision and write', async () => {
    const db = editor();
    const entryId = newEntryId();
    const entry = {
      actor: UID.editor,
      actorName: 'Eddie Editor',
      action: 'post.update',
      collection: 'blog_posts',
      docId: 'draft',
      summary: 'Draft post',
      at: serverTimestamp(),
      before: null,
      after: null,
    };
    const batch = writeBatch(db);
    batch.set(doc(db, 'audit_log', entryId), entry);
    batch.set(doc(db, 'audit_heads/blog_posts~draft'), { entry: entryId });
    await assertFails(batch.commit());
    // A delete entry for a post that stays, a create entry for one that exists.
    for (const action of ['post.delete', 'post.create'] as const) {
      const id = newEntryId();
      const phantom = writeBatch(db);
      phantom.set(doc(db, 'audit_log', id), { ...entry, action });
      phantom.set(doc(db, 'audit_heads/blog_posts~draft'), { entry: id });
      await assertFails(phantom.commit());
    }
  });

  it('an entry alone can only record a change to nothing, by a role that may make the change', async () => {
    const settingsEntry = (db: Firestore, uid: string, name: string, after: DocumentData) => {
      const entryId = newEntryId();
      const batch = writeBatch(db);
      batch.set(doc(db, 'audit_log', entryId), {
        actor: uid,
        actorName: name,
        action: 'settings.update',
        collection: 'settings',
        docId: 'site',
        summary: 'Site settings',
        at: serverTimestamp(),
        before: SEED.settings?.site,
        after,
      });
      batch.set(doc(db, 'audit_heads/settings~site'), { entry: entryId });
      return batch.commit();
    };
    const unchanged = SEED.settings?.site ?? {};
    await assertFails(settingsEntry(admin(), UID.admin, 'Ada Admin', { ...unchanged, siteName: 'Claimed' }));
    await assertFails(settingsEntry(editor(), UID.editor, 'Eddie Editor', unchanged));
    await assertFails(settingsEntry(user(), UID.user, 'Uma User', unchanged));
    await assertFails(settingsEntry(as(UID.inactiveAdmin), UID.inactiveAdmin, 'Ina Inactive', unchanged));
    await assertSucceeds(settingsEntry(admin(), UID.admin, 'Ada Admin', unchanged));
  });
});

describe('audit_heads: each names a fresh entry of its own document', () => {
  it('refuses a head without a fresh entry, or naming another document’s', async () => {
    await assertSucceeds(auditedUpdate(doc(editor(), 'blog_posts/draft'), edit()));
    const earlier = await entryIdOf('blog_posts', 'draft');
    // Back to an earlier entry, alone or with a write.
    await assertFails(setDoc(doc(editor(), 'audit_heads/blog_posts~draft'), { entry: earlier }));
    await assertFails(
      auditedUpdate(doc(editor(), 'blog_posts/draft'), edit({ title: 'Again' }), {
        head: { entry: earlier },
      }),
    );
    await assertFails(
      setDoc(doc(editor(), 'audit_heads/blog_posts~draft'), { entry: 'AAAAAAAAAAAAAAAAAAAA' }),
    );
    // The head of another document pointing at this write's entry.
    const entryId = newEntryId();
    await assertFails(
      auditedUpdate(doc(editor(), 'blog_posts/draft'), edit({ title: 'Again' }), {
        entryId,
        also: (batch) => batch.set(doc(editor(), 'audit_heads/blog_posts~published'), { entry: entryId }),
      }),
    );
    await assertFails(
      auditedUpdate(doc(editor(), 'blog_posts/draft'), edit({ title: 'Again' }), { head: { extra: true } }),
    );
  });

  it('is read by nobody and deleted by nobody', async () => {
    await assertSucceeds(auditedUpdate(doc(editor(), 'blog_posts/draft'), edit()));
    for (const db of [admin(), editor(), user(), anonymous()]) {
      await assertFails(read(doc(db, 'audit_heads/blog_posts~draft')));
      await assertFails(read(query(collection(db, 'audit_heads'), limit(10))));
      await assertFails(deleteDoc(doc(db, 'audit_heads/blog_posts~draft')));
    }
  });
});

// -------------------------------------------------------------------------------------------- trash

describe('trash: recently deleted posts and projects', () => {
  it('a delete leaves a trash record of what restoring needs', async () => {
    await assertSucceeds(
      auditedDelete(doc(editor(), 'blog_posts/9'), {
        also: (batch) => batch.delete(doc(editor(), 'slugs/ninth-post')),
      }),
    );
    const item = await stored('trash/blog_posts~9');
    expect(item).toEqual(
      expect.objectContaining({
        collection: 'blog_posts',
        docId: '9',
        title: 'A new post',
        revisionId: await entryIdOf('blog_posts', '9'),
        views: 4,
        deletedBy: UID.editor,
        deletedByName: 'Eddie Editor',
      }),
    );
    expect((item?.createdAt as Timestamp).isEqual(old())).toBe(true);
  });

  it('refuses a trash record that is not the delete’s', async () => {
    const remove = (trash: DocumentData) => auditedDelete(doc(editor(), 'blog_posts/published'), { trash });
    await assertFails(remove({ views: 0 })); // it had 3
    await assertFails(remove({ createdAt: null })); // it had one
    await assertFails(remove({ title: 'Another title' }));
    await assertFails(remove({ revisionId: 'AAAAAAAAAAAAAAAAAAAA' }));
    await assertFails(remove({ deletedBy: UID.admin }));
    await assertFails(remove({ deletedByName: 'Ada Admin' }));
    await assertFails(remove({ deletedAt: old() }));
    await assertFails(remove({ docId: 'draft' }));
    await assertFails(remove({ reason: 'spam' }));
    await assertSucceeds(remove({}));
  });

  it('is created only with the delete, and never changed', async () => {
    const item = {
      collection: 'blog_posts',
      docId: 'draft',
      title: 'Draft post',
      revisionId: 'AAAAAAAAAAAAAAAAAAAA',
      createdAt: null,
      views: 0,
      deletedBy: UID.editor,
      deletedByName: 'Eddie Editor',
      deletedAt: serverTimestamp(),
    };
    await assertFails(setDoc(doc(editor(), 'trash/blog_posts~draft'), item));
    await assertFails(setDoc(doc(admin(), 'trash/blog_posts~draft'), item));
    await assertSucceeds(auditedDelete(doc(editor(), 'blog_posts/draft')));
    await assertFails(updateDoc(doc(admin(), 'trash/blog_posts~draft'), { title: 'Renamed' }));
    await assertFails(deleteDoc(doc(admin(), 'trash/blog_posts~draft'))); // the post is still gone
    await assertFails(deleteDoc(doc(editor(), 'trash/blog_posts~draft')));
  });

  it('a trashed id cannot be taken by a new post or project, whatever the batch', async () => {
    await assertSucceeds(
      auditedDelete(doc(editor(), 'blog_posts/9'), {
        also: (batch) => batch.delete(doc(editor(), 'slugs/ninth-post')),
      }),
    );
    await put('projects/12', { ...newProject(), createdAt: old(), updatedAt: old() });
    await assertSucceeds(auditedDelete(doc(editor(), 'projects/12')));
    await assertFails(writeNewPost(editor(), '9', newPost({ slug: 'ninth-again' })));
    await assertFails(writeNewPost(admin(), '9', newPost({ slug: 'ninth-again' })));
    await assertFails(writeNewProject(editor(), '12', newProject()));
    await assertFails(writeNewProject(admin(), '12', newProject()));
    await assertSucceeds(writeNewPost(editor(), '10', newPost({ slug: 'tenth' })));
    await assertSucceeds(writeNewProject(editor(), '13', newProject()));
  });
});

describe('trash: an admin brings a post or a project back', () => {
  /** Post 9 (4 views, created long ago) deleted by the editor, with its address; its trash record. */
  async function deletedPost(): Promise<DocumentData> {
    await assertSucceeds(
      auditedDelete(doc(editor(), 'blog_posts/9'), {
        also: (batch) => batch.delete(doc(editor(), 'slugs/ninth-post')),
      }),
    );
    return (await stored('trash/blog_posts~9')) ?? {};
  }

  /** What restoreDeletedPost writes: the delete revision's content, the record's stamp and views. */
  async function restored(item: DocumentData, overrides: DocumentData = {}): Promise<DocumentData> {
    const revision = await stored(`blog_posts/9/revisions/${String(item.revisionId)}`);
    return {
      ...(revision?.content as DocumentData),
      views: item.views,
      createdAt: item.createdAt ?? serverTimestamp(),
      updatedAt: serverTimestamp(),
      ...overrides,
    };
  }

  /** The post under its own id, its address claimed again, its restore revision; the record released. */
  const restore = (db: Firestore, data: DocumentData, item: DocumentData, options: HistoryOptions = {}) =>
    auditedSet(doc(db, 'blog_posts/9'), data, {
      restoredFrom: String(item.revisionId),
      also: (batch) => batch.set(doc(db, 'slugs/ninth-post'), { postId: '9' }),
      ...options,
    });

  it('restores with the record’s createdAt and views, a restore revision, and the record released', async () => {
    const item = await deletedPost();
    await assertSucceeds(restore(admin(), await restored(item), item));
    const post = await stored('blog_posts/9');
    expect(post).toEqual(expect.objectContaining({ title: 'A new post', slug: 'ninth-post', views: 4 }));
    expect((post?.createdAt as Timestamp).isEqual(old())).toBe(true);
    expect(await stored('trash/blog_posts~9')).toBeNull();
    const revision = await stored(`blog_posts/9/revisions/${await entryIdOf('blog_posts', '9')}`);
    expect(revision).toEqual(expect.objectContaining({ kind: 'restore', restoredFrom: item.revisionId }));
  });

  it('takes back its former addresses with it (renamed posts), and no address it does not name', async () => {
    await put('blog_posts/9', { ...(await stored('blog_posts/9')), formerSlugs: ['ninth-old'] });
    await put('slugs/ninth-old', { postId: '9' });
    const db = editor();
    await assertSucceeds(
      auditedDelete(doc(db, 'blog_posts/9'), {
        also: (batch) => {
          batch.delete(doc(db, 'slugs/ninth-post'));
          batch.delete(doc(db, 'slugs/ninth-old'));
        },
      }),
    );
    const item = (await stored('trash/blog_posts~9')) ?? {};
    const data = await restored(item);
    expect(data.formerSlugs).toEqual(['ninth-old']);
    const withRecords = (...slugs: string[]) => ({
      also: (batch: WriteBatch) => {
        for (const slug of slugs) batch.set(doc(admin(), 'slugs', slug), { postId: '9' });
      },
    });
    await assertFails(restore(admin(), data, item, withRecords('ninth-post', 'ninth-old', 'not-its-own')));
    await assertSucceeds(restore(admin(), data, item, withRecords('ninth-post', 'ninth-old')));
    expect(await stored('slugs/ninth-old')).toEqual({ postId: '9' });
  });

  it('is for admins only', async () => {
    const item = await deletedPost();
    await assertFails(restore(editor(), await restored(item), item));
    await assertFails(restore(user(), await restored(item), item));
    expect(await stored('blog_posts/9')).toBeNull();
  });

  it('refuses other stamps or views, and a restore that keeps the trash record', async () => {
    const item = await deletedPost();
    await assertFails(restore(admin(), await restored(item, { createdAt: serverTimestamp() }), item));
    await assertFails(
      restore(admin(), await restored(item, { createdAt: Timestamp.fromDate(new Date('2021-06-01')) }), item),
    );
    await assertFails(restore(admin(), await restored(item, { views: 0 }), item));
    const { views: _views, ...withoutViews } = await restored(item);
    await assertFails(restore(admin(), withoutViews, item));
    await assertFails(restore(admin(), await restored(item, { views: 300 }), item));
    await assertFails(restore(admin(), await restored(item, { updatedAt: old() }), item));
    await assertFails(restore(admin(), await restored(item), item, { without: ['trash'] }));
    await assertFails(restore(admin(), await restored(item), item, { without: ['revision'] }));
    await assertFails(restore(admin(), await restored(item), item, { restoredFrom: 'AAAAAAAAAAAAAAAAAAAA' }));
    await assertSucceeds(restore(admin(), await restored(item), item));
  });

  it('a record without createdAt gives the restored document a new one; projects have no views', async () => {
    await assertSucceeds(auditedDelete(doc(editor(), 'projects/completed')));
    const item = (await stored('trash/projects~completed')) ?? {};
    expect(item.views).toBe(0);
    await put('trash/projects~completed', { ...item, createdAt: null });
    const revision = await stored(`projects/completed/revisions/${String(item.revisionId)}`);
    const data = {
      ...(revision?.content as DocumentData),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    };
    const back = (fields: DocumentData) =>
      auditedSet(doc(admin(), 'projects/completed'), fields, { restoredFrom: String(item.revisionId) });
    await assertFails(back({ ...data, createdAt: old() }));
    await assertFails(back({ ...data, views: 0 }));
    await assertSucceeds(back(data));
  });
});

// ------------------------------------------------------------------------------------- who sees what

describe('who reads the history', () => {
  beforeEach(async () => {
    await assertSucceeds(auditedUpdate(doc(editor(), 'blog_posts/draft'), edit()));
    await assertSucceeds(auditedDelete(doc(editor(), 'projects/completed')));
  });

  type Read = (db: Firestore) => Promise<unknown>;
  const entryPath = () => entryIdOf('blog_posts', 'draft');
  const reads: Array<[string, readonly string[], Read]> = [
    ['get an audit entry', [UID.admin], async (db) => read(doc(db, 'audit_log', await entryPath()))],
    [
      'list the audit log (newest first, limit 10)',
      [UID.admin],
      (db) => read(query(collection(db, 'audit_log'), orderBy('at', 'desc'), limit(10))),
    ],
    [
      'list the audit log with limit 10,000',
      [UID.admin],
      (db) => read(query(collection(db, 'audit_log'), limit(10_000))),
    ],
    ['list the audit log without a limit', [], (db) => read(collection(db, 'audit_log'))],
    [
      'get a revision',
      [UID.user, UID.editor, UID.admin],
      async (db) => read(doc(db, `blog_posts/draft/revisions/${await entryPath()}`)),
    ],
    [
      'list a post’s revisions (limit 20)',
      [UID.user, UID.editor, UID.admin],
      (db) =>
        read(query(collection(db, 'blog_posts/draft/revisions'), orderBy('savedAt', 'desc'), limit(20))),
    ],
    [
      'list a project’s revisions (limit 20)',
      [UID.user, UID.editor, UID.admin],
      (db) => read(query(collection(db, 'projects/completed/revisions'), limit(20))),
    ],
    ['list revisions without a limit', [], (db) => read(collection(db, 'blog_posts/draft/revisions'))],
    [
      'get a trash record',
      [UID.user, UID.editor, UID.admin],
      (db) => read(doc(db, 'trash/projects~completed')),
    ],
    [
      'list the trash (limit 25)',
      [UID.user, UID.editor, UID.admin],
      (db) => read(query(collection(db, 'trash'), orderBy('deletedAt', 'desc'), limit(25))),
    ],
    ['list the trash without a limit', [], (db) => read(collection(db, 'trash'))],
  ];
  const callers = [null, UID.stranger, UID.user, UID.editor, UID.admin, UID.inactiveAdmin] as const;
  const cases = reads.flatMap(([name, allowed, read]) =>
    callers.map((uid) => ({
      name,
      uid: uid ?? 'anonymous',
      allowed: uid !== null && allowed.includes(uid),
      read,
      caller: uid,
    })),
  );

  it.each(cases)('$uid: $name → allowed $allowed', async ({ allowed, read, caller }) => {
    const attempt = read(as(caller));
    await (allowed ? assertSucceeds(attempt) : assertFails(attempt));
  });
});

// -------------------------------------------------------------------------------------------- limits

describe('limits: the largest batches fit Firestore’s access-call and expression limits', () => {
  it('a post update that moves its address and writes the baseline (7 writes)', async () => {
    const db = editor();
    await assertSucceeds(
      auditedUpdate(doc(db, 'blog_posts/9'), edit({ slug: 'ninth-post-moved', tags: ['x'] }), {
        baseline: true,
        also: (batch) => {
          batch.delete(doc(db, 'slugs/ninth-post'));
          batch.set(doc(db, 'slugs/ninth-post-moved'), { postId: '9' });
        },
      }),
    );
    expect(await stored('blog_posts/9/revisions/baseline')).not.toBeNull();
  });

  it('a restore of a revision that moves the address back', async () => {
    const db = editor();
    await assertSucceeds(auditedUpdate(doc(db, 'blog_posts/9'), edit({ title: 'First' })));
    const first = await entryIdOf('blog_posts', '9');
    await assertSucceeds(
      auditedUpdate(doc(db, 'blog_posts/9'), edit({ slug: 'moved' }), {
        also: (batch) => {
          batch.delete(doc(db, 'slugs/ninth-post'));
          batch.set(doc(db, 'slugs/moved'), { postId: '9' });
        },
      }),
    );
    await assertSucceeds(
      auditedUpdate(doc(db, 'blog_posts/9'), edit({ title: 'First', slug: 'ninth-post' }), {
        restoredFrom: first,
        also: (batch) => {
          batch.delete(doc(db, 'slugs/moved'));
          batch.set(doc(db, 'slugs/ninth-post'), { postId: '9' });
        },
      }),
    );
  });

  it('an admin restoring a deleted post with a new address, and removing a member with their invite', async () => {
    await assertSucceeds(
      auditedDelete(doc(editor(), 'blog_posts/9'), {
        also: (batch) => batch.delete(doc(editor(), 'slugs/ninth-post')),
      }),
    );
    const item = (await stored('trash/blog_posts~9')) ?? {};
    const revision = await stored(`blog_posts/9/revisions/${String(item.revisionId)}`);
    await assertSucceeds(
      auditedSet(
        doc(admin(), 'blog_posts/9'),
        {
          ...(revision?.content as DocumentData),
          slug: 'ninth-post-back',
          views: item.views,
          createdAt: item.createdAt,
          updatedAt: serverTimestamp(),
        },
        {
          restoredFrom: String(item.revisionId),
          also: (batch) => batch.set(doc(admin(), 'slugs/ninth-post-back'), { postId: '9' }),
        },
      ),
    );
    const eddie = String(SEED.admins?.[UID.editor]?.email);
    await put(`invites/${eddie}`, { ...SEED.invites?.[INVITEE_EMAIL], email: eddie });
    const batch = writeBatch(admin());
    await addAudited(batch, doc(admin(), `admins/${UID.editor}`), 'delete');
    await addAudited(batch, doc(admin(), `invites/${eddie}`), 'delete');
    await assertSucceeds(batch.commit());
  });

  it('the largest project the form allows, created, edited with a baseline, and deleted', async () => {
    const text = (length: number) => 'x'.repeat(length);
    const html = (length: number) => `<p>${text(length - 7)}</p>`;
    const items = (count: number, length: number) =>
      Array.from({ length: count }, (_, i) => `${i}`.padStart(length, 'x'));
    const largest = newProject({
      title: text(PROJECT_LIMITS.title),
      client: text(PROJECT_LIMITS.client),
      description: text(PROJECT_LIMITS.description),
      longDescription: html(PROJECT_LIMITS.longDescription),
      challenges: html(PROJECT_LIMITS.section),
      solutions: html(PROJECT_LIMITS.section),
      results: html(PROJECT_LIMITS.section),
      duration: text(PROJECT_LIMITS.duration),
      features: items(LIST_LIMITS.features.items, LIST_LIMITS.features.total / LIST_LIMITS.features.items),
      technologies: items(
        LIST_LIMITS.technologies.items,
        LIST_LIMITS.technologies.total / LIST_LIMITS.technologies.items,
      ),
      images: Array.from({ length: 12 }, (_, i) => `https://cdn.example.com/${i}/${'a'.repeat(970)}`),
    });
    await assertSucceeds(writeNewProject(editor(), '30', largest));
    await put('projects/31', { ...largest, createdAt: old(), updatedAt: old() });
    const { createdAt: _c, updatedAt: _u, ...fields } = largest;
    await assertSucceeds(
      auditedUpdate(
        doc(editor(), 'projects/31'),
        { ...fields, title: 'Edited', updatedAt: serverTimestamp() },
        { baseline: true },
      ),
    );
    await assertSucceeds(auditedDelete(doc(editor(), 'projects/31')));
  });
});
