/**
 * Security rules for preview links (previews/{token}, src/data/models/preview.ts), on the Firestore
 * emulator: an editor or an admin makes a link to a draft post or project, refreshes it and revokes it,
 * each in one batch with its audit entry on the draft ('post.share' / 'post.unshare', 'project.…'), as
 * src/data/repos/previews.ts writes them; anyone with the token reads a link while it is unrevoked and
 * unexpired, and nothing else (no list, not the draft); staff read and list (bounded) every link; nobody
 * deletes one. Set-up goes past the rules (putPastRules); each test spoils one condition.
 *
 * This file uses its own project id, so it runs in parallel with the other rules files.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
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
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import type { AuditAction } from '@/data/models/audit-log';
import { UNVERSIONED_FIELDS, type VersionedCollection } from '@/data/models/history';
import { newPreviewToken, PREVIEW_ACTIVE_LIMIT, PREVIEW_DAYS, PREVIEWS } from '@/data/models/preview';
import { LIST_LIMITS } from '@/data/schemas/common';
import { PROJECT_LIMITS } from '@/data/schemas/project';
import {
  auditedDelete,
  clientFor,
  createRulesTestEnvironment,
  endRulesTestEnvironment,
  listPastRules,
  newEntryId,
  newProject,
  putPastRules,
  read,
  readPastRules,
  resetData,
  UID,
} from './helpers';

const PROJECT_ID = 'demo-chinar-rules-previews';

let env: RulesTestEnvironment;
/** The caller's client for the running test (clientFor: made on first use, closed by resetData). */
const as = (uid: string | null): Firestore => clientFor(env, uid);
const anonymous = () => as(null);
const stranger = () => as(UID.stranger);
const user = () => as(UID.user);
const editor = () => as(UID.editor);
const admin = () => as(UID.admin);

/** A document as stored (past the rules), or null. */
const stored = (path: string) => readPastRules(env, path);

/** Writes (data) or deletes (null) a document past the rules: test set-up only. */
const put = (path: string, data: DocumentData | null) => putPastRules(env, path, data);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A time `ms` from now, as the app sends expiresAt (a Date from the browser's clock). */
const fromNow = (ms: number) => new Date(Date.now() + ms);

/** A draft post and a project in progress of the seed: what the links show. */
interface Target {
  collection: VersionedCollection;
  docId: string;
}
const POST: Target = { collection: 'blog_posts', docId: 'draft' };
const PROJECT: Target = { collection: 'projects', docId: 'in-progress' };

const SUBJECT: Record<string, string> = { blog_posts: 'post', projects: 'project' };

const linkPath = (token: string) => `${PREVIEWS}/${token}`;

/** The caller's name on their staff record ('' for anyone without one). */
async function nameOf(uid: string | null): Promise<string> {
  const record = uid ? await stored(`admins/${uid}`) : null;
  return typeof record?.name === 'string' ? record.name : '';
}

/** The draft's versioned fields as stored now: versionedContent in the app, a revision's content. */
async function itemOf(target: Target): Promise<DocumentData> {
  const data = (await stored(`${target.collection}/${target.docId}`)) ?? {};
  const unversioned: readonly string[] = UNVERSIONED_FIELDS;
  return Object.fromEntries(Object.entries(data).filter(([key]) => !unversioned.includes(key)));
}

/** What createPreview writes into previews/{token} for `uid`: a link to `target` lasting 7 days. */
async function newLink(
  uid: string | null,
  target: Target,
  overrides: DocumentData = {},
): Promise<DocumentData> {
  return {
    collection: target.collection,
    docId: target.docId,
    item: await itemOf(target),
    createdBy: uid,
    createdByName: await nameOf(uid),
    createdAt: serverTimestamp(),
    snapshotAt: serverTimestamp(),
    expiresAt: fromNow(PREVIEW_DAYS.default * DAY),
    revokedAt: null,
    revokedByName: '',
    ...overrides,
  };
}

/** How a test changes the audit entry that goes with a link's write. */
interface EntryOptions {
  /** By default '<post|project>.share' (or '.unshare' for a revoke) for the link's draft. */
  action?: AuditAction;
  /** Leave out the entry, or the head, or both. */
  without?: ReadonlyArray<'entry' | 'head'>;
  /** Fields to change in the entry. */
  entry?: DocumentData;
  /** The document the entry and head name: by default the link's draft. */
  target?: Target;
}

/**
 * The audit entry and head auditWrites adds to a share's or an unshare's batch (as the history-prune
 * batch does: no revision, the draft left alone), by the client's caller, naming the link `token`.
 */
async function addEntry(
  batch: WriteBatch,
  db: Firestore,
  uid: string | null,
  target: Target,
  verb: 'share' | 'unshare',
  options: EntryOptions,
  token?: string,
): Promise<void> {
  const entryTarget = options.target ?? target;
  const entryId = newEntryId();
  const draft = await stored(`${entryTarget.collection}/${entryTarget.docId}`);
  if (!options.without?.includes('entry')) {
    batch.set(doc(db, 'audit_log', entryId), {
      actor: uid,
      actorName: await nameOf(uid),
      action: options.action ?? `${SUBJECT[entryTarget.collection] ?? 'post'}.${verb}`,
      collection: entryTarget.collection,
      docId: entryTarget.docId,
      summary: String(draft?.title ?? ''),
      at: serverTimestamp(),
      before: null,
      after: token === undefined ? null : { preview: token },
      ...options.entry,
    });
  }
  if (!options.without?.includes('head')) {
    batch.set(doc(db, 'audit_heads', `${entryTarget.collection}~${entryTarget.docId}`), { entry: entryId });
  }
}

/** createPreview's batch: previews/{token} created with `link`, the share entry and its head. */
async function share(
  uid: string | null,
  token: string,
  link: DocumentData,
  options: EntryOptions = {},
): Promise<void> {
  const db = as(uid);
  const batch = writeBatch(db);
  batch.set(doc(db, linkPath(token)), link);
  const target = { collection: link.collection as VersionedCollection, docId: String(link.docId) };
  await addEntry(batch, db, uid, target, 'share', options, token);
  return batch.commit();
}

/** An update of a stored link with its entry ('share' for a refresh, 'unshare' for a revoke). */
async function updateLink(
  uid: string | null,
  token: string,
  data: DocumentData,
  verb: 'share' | 'unshare',
  options: EntryOptions,
): Promise<void> {
  const db = as(uid);
  const link = await stored(linkPath(token));
  const target = { collection: link?.collection as VersionedCollection, docId: String(link?.docId) };
  const batch = writeBatch(db);
  batch.update(doc(db, linkPath(token)), data);
  await addEntry(batch, db, uid, target, verb, options, token);
  return batch.commit();
}

/** refreshPreview's batch: the draft copied again into the link, snapshotAt now, a share entry. */
async function refresh(
  uid: string | null,
  token: string,
  data?: DocumentData,
  options: EntryOptions = {},
): Promise<void> {
  const link = await stored(linkPath(token));
  const target = { collection: link?.collection as VersionedCollection, docId: String(link?.docId) };
  const update = data ?? { item: await itemOf(target), snapshotAt: serverTimestamp() };
  return updateLink(uid, token, update, 'share', options);
}

/** revokePreview's batch: revokedAt now and the caller's name, an unshare entry. */
async function revoke(
  uid: string | null,
  token: string,
  data?: DocumentData,
  options: EntryOptions = {},
): Promise<void> {
  const update = data ?? { revokedAt: serverTimestamp(), revokedByName: await nameOf(uid) };
  return updateLink(uid, token, update, 'unshare', options);
}

/** A link made by the editor, stored past the rules (with `overrides`): its token. */
async function storedLink(target: Target, overrides: DocumentData = {}): Promise<string> {
  const token = newPreviewToken();
  await put(linkPath(token), await newLink(UID.editor, target, overrides));
  return token;
}

/** The entry the head of the draft names (the batch's own, after a write). */
async function headEntry(target: Target): Promise<DocumentData | null> {
  const head = await stored(`audit_heads/${target.collection}~${target.docId}`);
  return head ? stored(`audit_log/${String(head.entry)}`) : null;
}

beforeAll(async () => {
  env = await createRulesTestEnvironment(PROJECT_ID);
});

beforeEach(async () => {
  await resetData(env);
});

afterAll(async () => {
  await endRulesTestEnvironment(env);
});

describe('previews: staff make a link to a draft, with its audit entry', () => {
  it('an editor makes a link to a draft post, with a post.share entry that changes nothing else', async () => {
    const token = newPreviewToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const before = await stored('blog_posts/draft');
    await assertSucceeds(share(UID.editor, token, await newLink(UID.editor, POST)));
    const link = await stored(linkPath(token));
    expect(link).toMatchObject({
      collection: 'blog_posts',
      docId: 'draft',
      item: { title: 'Draft post', content: '<p>Secret</p>', status: 'Draft' },
      createdBy: UID.editor,
      createdByName: 'Eddie Editor',
      revokedAt: null,
      revokedByName: '',
    });
    expect(link?.item).not.toHaveProperty('views');
    expect(link?.createdAt).toEqual(link?.snapshotAt);
    expect(await headEntry(POST)).toMatchObject({ action: 'post.share', actor: UID.editor, docId: 'draft' });
    // No revision, no trash, the draft as it was.
    expect((await listPastRules(env, 'blog_posts/draft/revisions')).size).toBe(0);
    expect(await stored('blog_posts/draft')).toEqual(before);
  });

  it('an editor makes a link to a project, with a project.share entry; an admin too', async () => {
    const token = newPreviewToken();
    await assertSucceeds(share(UID.editor, token, await newLink(UID.editor, PROJECT)));
    expect(await stored(linkPath(token))).toMatchObject({ item: { title: 'Work in progress' } });
    expect(await headEntry(PROJECT)).toMatchObject({ action: 'project.share', docId: 'in-progress' });
    await assertSucceeds(share(UID.admin, newPreviewToken(), await newLink(UID.admin, PROJECT)));
  });

  it(`accepts the shortest and the longest links: ${PREVIEW_DAYS.min} and ${PREVIEW_DAYS.max} days`, async () => {
    const shortest = await newLink(UID.editor, POST, { expiresAt: fromNow(PREVIEW_DAYS.min * DAY) });
    const longest = await newLink(UID.editor, POST, { expiresAt: fromNow(PREVIEW_DAYS.max * DAY) });
    await assertSucceeds(share(UID.editor, newPreviewToken(), shortest));
    await assertSucceeds(share(UID.editor, newPreviewToken(), longest));
  });

  it('a link to the largest project the form allows fits the limits', async () => {
    const text = (length: number) => 'x'.repeat(length);
    const html = (length: number) => `<p>${text(length - 7)}</p>`;
    const items = (count: number, length: number) =>
      Array.from({ length: count }, (_, i) => `${i}`.padStart(length, 'x'));
    await put('projects/30', {
      ...newProject({
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
      }),
      createdAt: new Date('2026-10-01T10:00:00.000Z'),
      updatedAt: new Date('2026-10-02T10:00:00.000Z'),
    });
    const target: Target = { collection: 'projects', docId: '30' };
    const token = newPreviewToken();
    await assertSucceeds(share(UID.editor, token, await newLink(UID.editor, target)));
    await assertSucceeds(refresh(UID.editor, token));
    await assertSucceeds(revoke(UID.editor, token));
  });
});

describe('previews: a new link is refused', () => {
  it('without its audit entry or head, or recorded as another action or on another document', async () => {
    const link = await newLink(UID.editor, POST);
    await assertFails(setDoc(doc(editor(), linkPath(newPreviewToken())), link));
    await assertFails(share(UID.editor, newPreviewToken(), link, { without: ['entry'] }));
    await assertFails(share(UID.editor, newPreviewToken(), link, { without: ['head'] }));
    await assertFails(share(UID.editor, newPreviewToken(), link, { action: 'post.unshare' }));
    await assertFails(share(UID.editor, newPreviewToken(), link, { action: 'post.update' }));
    await assertFails(share(UID.editor, newPreviewToken(), link, { action: 'post.prune' }));
    await assertFails(
      share(UID.editor, newPreviewToken(), link, { target: { ...POST, docId: 'published' } }),
    );
    await assertFails(share(UID.editor, newPreviewToken(), link, { target: PROJECT }));
    // A project's link is recorded as a project's share, not a post's.
    const projectLink = await newLink(UID.editor, PROJECT);
    await assertFails(
      share(UID.editor, newPreviewToken(), projectLink, {
        action: 'post.share',
        entry: { collection: 'projects' },
      }),
    );
    await assertFails(share(UID.editor, newPreviewToken(), link, { entry: { actor: UID.admin } }));
    await assertSucceeds(share(UID.editor, newPreviewToken(), link));
  });

  it('under a token of another form than 22 base64url characters', async () => {
    const link = await newLink(UID.editor, POST);
    const good = newPreviewToken();
    await assertFails(share(UID.editor, good.slice(0, 21), link));
    await assertFails(share(UID.editor, `${good}A`, link));
    await assertFails(share(UID.editor, `${good.slice(0, 21)}.`, link));
    await assertFails(share(UID.editor, `${good.slice(0, 21)}+`, link));
    await assertFails(share(UID.editor, 'my-guessable-link', link));
    await assertSucceeds(share(UID.editor, good, link));
  });

  it(`expiring in under ${PREVIEW_DAYS.min} day or over ${PREVIEW_DAYS.max} days, or not at a time`, async () => {
    const expiring = (expiresAt: unknown) => newLink(UID.editor, POST, { expiresAt });
    const token = newPreviewToken();
    await assertFails(share(UID.editor, token, await expiring(fromNow(DAY - 20 * MINUTE))));
    await assertFails(share(UID.editor, token, await expiring(fromNow(60 * MINUTE))));
    await assertFails(share(UID.editor, token, await expiring(fromNow(-DAY))));
    await assertFails(share(UID.editor, token, await expiring(fromNow(30 * DAY + 20 * MINUTE))));
    await assertFails(share(UID.editor, token, await expiring(fromNow(365 * DAY))));
    await assertFails(share(UID.editor, token, await expiring(fromNow(7 * DAY).toISOString())));
    await assertFails(share(UID.editor, token, await expiring(Date.now() + 7 * DAY)));
    await assertFails(share(UID.editor, token, await expiring(null)));
    await assertSucceeds(share(UID.editor, token, await expiring(fromNow(7 * DAY))));
  });

  it('with an item that is not the draft as the batch leaves it', async () => {
    const item = await itemOf(POST);
    const withItem = (value: unknown) => newLink(UID.editor, POST, { item: value });
    const token = newPreviewToken();
    await assertFails(share(UID.editor, token, await withItem({ ...item, title: 'Another title' })));
    await assertFails(share(UID.editor, token, await withItem({ ...item, secret: 'extra' })));
    const { content: _content, ...withoutContent } = item;
    await assertFails(share(UID.editor, token, await withItem(withoutContent)));
    // Unversioned fields stay out, as in a revision.
    await assertFails(share(UID.editor, token, await withItem({ ...item, views: 0 })));
    await assertFails(share(UID.editor, token, await withItem({ ...item, createdAt: new Date() })));
    await assertFails(share(UID.editor, token, await withItem('Draft post')));
    await assertFails(share(UID.editor, token, await withItem(await itemOf(PROJECT))));
    await assertSucceeds(share(UID.editor, token, await withItem(item)));
  });

  it('for a draft that does not exist, or a collection that is not posts or projects', async () => {
    const missing: Target = { collection: 'blog_posts', docId: 'nope' };
    await assertFails(share(UID.editor, newPreviewToken(), await newLink(UID.editor, missing, { item: {} })));
    const inquiry = { collection: 'contact_inquiries' as VersionedCollection, docId: 'inquiry' };
    await assertFails(share(UID.editor, newPreviewToken(), await newLink(UID.editor, inquiry)));
    await assertFails(
      share(UID.editor, newPreviewToken(), await newLink(UID.editor, POST, { docId: 'draft/../x' }), {
        target: POST,
      }),
    );
  });

  it('with fields that are not the caller’s, now and unrevoked, or other keys', async () => {
    const token = newPreviewToken();
    const spoiled = (overrides: DocumentData) => newLink(UID.editor, POST, overrides);
    await assertFails(share(UID.editor, token, await spoiled({ createdBy: UID.admin })));
    await assertFails(share(UID.editor, token, await spoiled({ createdByName: 'Ada Admin' })));
    await assertFails(share(UID.editor, token, await spoiled({ createdAt: new Date() })));
    await assertFails(share(UID.editor, token, await spoiled({ snapshotAt: new Date(Date.now() - DAY) })));
    await assertFails(share(UID.editor, token, await spoiled({ revokedAt: serverTimestamp() })));
    await assertFails(share(UID.editor, token, await spoiled({ revokedByName: 'Eddie Editor' })));
    await assertFails(share(UID.editor, token, await spoiled({ note: 'extra' })));
    const { revokedByName: _name, ...missingKey } = await newLink(UID.editor, POST);
    await assertFails(share(UID.editor, token, missingKey));
    await assertSucceeds(share(UID.editor, token, await spoiled({})));
  });

  it('by read-only staff, an inactive editor, a signed-in stranger or anonymous', async () => {
    await assertFails(share(UID.user, newPreviewToken(), await newLink(UID.user, POST)));
    await assertFails(share(UID.inactiveEditor, newPreviewToken(), await newLink(UID.inactiveEditor, POST)));
    await assertFails(share(UID.stranger, newPreviewToken(), await newLink(UID.stranger, POST)));
    await assertFails(share(null, newPreviewToken(), await newLink(null, POST)));
    // The link alone, without the entry a non-editor cannot record anyway.
    const link = await newLink(UID.user, POST);
    await assertFails(setDoc(doc(user(), linkPath(newPreviewToken())), link));
    await assertFails(setDoc(doc(anonymous(), linkPath(newPreviewToken())), await newLink(null, POST)));
  });

  it('over an existing link (its token is taken)', async () => {
    const token = await storedLink(POST);
    await assertFails(share(UID.editor, token, await newLink(UID.editor, POST)));
  });
});

describe('previews: who reads a link', () => {
  it('anyone with its token reads an active link: the draft’s fields, and nothing else', async () => {
    const token = newPreviewToken();
    await assertSucceeds(share(UID.editor, token, await newLink(UID.editor, POST)));
    const seen = await assertSucceeds(read(doc(anonymous(), linkPath(token))));
    expect(seen.data()?.item).toEqual(await itemOf(POST));
    await assertSucceeds(read(doc(stranger(), linkPath(token))));
    // Not the draft itself, and not the draft project either.
    await assertFails(read(doc(anonymous(), 'blog_posts/draft')));
    await assertFails(read(doc(stranger(), 'blog_posts/draft')));
    await assertFails(read(doc(anonymous(), 'projects/in-progress')));
  });

  it('refuses a revoked link to anyone but staff', async () => {
    const token = await storedLink(POST);
    await assertSucceeds(read(doc(anonymous(), linkPath(token))));
    await assertSucceeds(revoke(UID.editor, token));
    await assertFails(read(doc(anonymous(), linkPath(token))));
    await assertFails(read(doc(stranger(), linkPath(token))));
    const seen = await assertSucceeds(read(doc(user(), linkPath(token))));
    expect(seen.data()?.revokedByName).toBe('Eddie Editor');
  });

  it('refuses an expired link to anyone but staff', async () => {
    const token = await storedLink(POST, {
      createdAt: new Date(Date.now() - 8 * DAY),
      snapshotAt: new Date(Date.now() - 8 * DAY),
      expiresAt: fromNow(-MINUTE),
    });
    await assertFails(read(doc(anonymous(), linkPath(token))));
    await assertFails(read(doc(stranger(), linkPath(token))));
    await assertSucceeds(read(doc(user(), linkPath(token))));
    await assertSucceeds(read(doc(editor(), linkPath(token))));
  });

  it('refuses a link whose draft is gone, unrevoked and unexpired as it is, to anyone but staff', async () => {
    const token = await storedLink(POST);
    await assertSucceeds(read(doc(anonymous(), linkPath(token))));
    await put('blog_posts/draft', null);
    await assertFails(read(doc(anonymous(), linkPath(token))));
    await assertFails(read(doc(stranger(), linkPath(token))));
    await assertSucceeds(read(doc(editor(), linkPath(token))));
  });

  it('refuses a token that names no link (staff are told it is not there)', async () => {
    await assertFails(read(doc(anonymous(), linkPath(newPreviewToken()))));
    await assertFails(read(doc(stranger(), linkPath(newPreviewToken()))));
    const missing = await assertSucceeds(read(doc(editor(), linkPath(newPreviewToken()))));
    expect(missing.exists()).toBe(false);
  });

  it('refuses every list to anyone but staff, even bounded, even on a token', async () => {
    const token = await storedLink(POST);
    for (const db of [anonymous(), stranger()]) {
      const links = collection(db, PREVIEWS);
      await assertFails(read(query(links, where(documentId(), '==', token), limit(1))));
      await assertFails(read(query(links, where('docId', '==', 'draft'), limit(1))));
      await assertFails(
        read(
          query(
            links,
            where('collection', '==', 'blog_posts'),
            where('docId', '==', 'draft'),
            where('revokedAt', '==', null),
            limit(PREVIEW_ACTIVE_LIMIT),
          ),
        ),
      );
      await assertFails(read(query(links, limit(1))));
    }
  });

  it('staff list a draft’s working links with a bounded query (listActivePreviews); unbounded is refused', async () => {
    const soon = await storedLink(POST, { expiresAt: fromNow(2 * DAY) });
    const later = await storedLink(POST, { expiresAt: fromNow(20 * DAY) });
    await storedLink(POST, { revokedAt: new Date(), revokedByName: 'Eddie Editor' });
    await storedLink(POST, { expiresAt: fromNow(-MINUTE) });
    await storedLink(PROJECT);
    const active = (db: Firestore, ...bound: ReturnType<typeof limit>[]) =>
      query(
        collection(db, PREVIEWS),
        where('collection', '==', 'blog_posts'),
        where('docId', '==', 'draft'),
        where('revokedAt', '==', null),
        where('expiresAt', '>=', new Date()),
        orderBy('expiresAt', 'asc'),
        ...bound,
      );
    for (const db of [user(), editor(), admin()]) {
      const page = await assertSucceeds(read(active(db, limit(PREVIEW_ACTIVE_LIMIT))));
      expect(page.docs.map((snapshot) => snapshot.id)).toEqual([soon, later]);
    }
    await assertFails(read(active(editor())));
    await assertFails(read(active(editor(), limit(10_001))));
  });
});

describe('previews: refresh and revoke', () => {
  let token: string;

  beforeEach(async () => {
    token = await storedLink(POST, {
      createdAt: new Date(Date.now() - DAY),
      snapshotAt: new Date(Date.now() - DAY),
    });
  });

  it('a refresh copies the draft as it is now, with a post.share entry', async () => {
    await put('blog_posts/draft', { ...(await stored('blog_posts/draft')), title: 'Draft post, edited' });
    // The old copy is not the draft any more.
    const old = (await stored(linkPath(token)))?.item as DocumentData;
    await assertFails(refresh(UID.editor, token, { item: old, snapshotAt: serverTimestamp() }));
    await assertSucceeds(refresh(UID.editor, token));
    const link = await stored(linkPath(token));
    expect(link?.item).toMatchObject({ title: 'Draft post, edited' });
    expect((link?.snapshotAt as Timestamp).toMillis()).toBeGreaterThan(Date.now() - 10 * MINUTE);
    expect(await headEntry(POST)).toMatchObject({ action: 'post.share', actor: UID.editor });
  });

  it('a refresh is refused without its entry, as an unshare, or touching anything but item and snapshotAt', async () => {
    const item = await itemOf(POST);
    const now = serverTimestamp();
    await assertFails(updateDoc(doc(editor(), linkPath(token)), { item, snapshotAt: now }));
    await assertFails(refresh(UID.editor, token, undefined, { without: ['entry'] }));
    await assertFails(refresh(UID.editor, token, undefined, { action: 'post.unshare' }));
    await assertFails(refresh(UID.editor, token, undefined, { target: PROJECT }));
    await assertFails(
      refresh(UID.editor, token, { item: { ...item, title: 'Not the draft' }, snapshotAt: now }),
    );
    await assertFails(refresh(UID.editor, token, { item, snapshotAt: new Date() }));
    await assertFails(refresh(UID.editor, token, { item, snapshotAt: now, expiresAt: fromNow(30 * DAY) }));
    await assertFails(refresh(UID.editor, token, { item, snapshotAt: now, createdBy: UID.admin }));
    await assertFails(refresh(UID.editor, token, { item, snapshotAt: now, docId: 'published' }));
    await assertFails(refresh(UID.user, token));
    await assertFails(refresh(null, token));
    await assertSucceeds(refresh(UID.editor, token));
  });

  it('a revoke ends the link now, by the caller, with a post.unshare entry; once', async () => {
    await assertSucceeds(revoke(UID.admin, token));
    const link = await stored(linkPath(token));
    expect(link?.revokedAt).toBeInstanceOf(Timestamp);
    expect(link?.revokedByName).toBe('Ada Admin');
    expect(await headEntry(POST)).toMatchObject({ action: 'post.unshare', actor: UID.admin });
    // Neither revoked again nor brought back, nor refreshed.
    await assertFails(revoke(UID.editor, token));
    await assertFails(revoke(UID.editor, token, { revokedAt: null, revokedByName: '' }));
    await assertFails(refresh(UID.editor, token));
  });

  it('a revoke is refused without its entry, as a share, or touching anything but its two fields', async () => {
    const now = serverTimestamp();
    const mine = { revokedAt: now, revokedByName: 'Eddie Editor' };
    await assertFails(updateDoc(doc(editor(), linkPath(token)), mine));
    await assertFails(revoke(UID.editor, token, undefined, { without: ['entry'] }));
    await assertFails(revoke(UID.editor, token, undefined, { without: ['head'] }));
    await assertFails(revoke(UID.editor, token, undefined, { action: 'post.share' }));
    await assertFails(revoke(UID.editor, token, undefined, { target: PROJECT }));
    await assertFails(revoke(UID.editor, token, { ...mine, revokedAt: new Date() }));
    await assertFails(revoke(UID.editor, token, { ...mine, revokedByName: 'Ada Admin' }));
    await assertFails(revoke(UID.editor, token, { ...mine, item: {} }));
    await assertFails(revoke(UID.editor, token, { ...mine, expiresAt: fromNow(30 * DAY) }));
    await assertFails(revoke(UID.user, token, { revokedAt: now, revokedByName: 'Uma User' }));
    await assertFails(revoke(null, token, { revokedAt: now, revokedByName: '' }));
    await assertSucceeds(revoke(UID.editor, token, mine));
  });

  it('a project’s link is refreshed and revoked with project.share and project.unshare', async () => {
    const projectToken = await storedLink(PROJECT);
    await assertFails(refresh(UID.editor, projectToken, undefined, { action: 'post.share' }));
    await assertSucceeds(refresh(UID.editor, projectToken));
    expect(await headEntry(PROJECT)).toMatchObject({ action: 'project.share' });
    await assertFails(revoke(UID.editor, projectToken, undefined, { action: 'project.share' }));
    await assertSucceeds(revoke(UID.editor, projectToken));
    expect(await headEntry(PROJECT)).toMatchObject({ action: 'project.unshare' });
  });
});

describe('previews: nobody deletes a link', () => {
  it('refuses a delete by anyone, with or without an entry', async () => {
    const token = await storedLink(POST);
    for (const db of [anonymous(), stranger(), user(), editor(), admin()]) {
      await assertFails(deleteDoc(doc(db, linkPath(token))));
    }
    const db = admin();
    const batch = writeBatch(db);
    batch.delete(doc(db, linkPath(token)));
    await addEntry(batch, db, UID.admin, POST, 'unshare', {}, token);
    await assertFails(batch.commit());
    expect(await stored(linkPath(token))).not.toBeNull();
  });
});

describe('previews: the share and unshare entries', () => {
  /** An entry and its head alone, naming `token` (or nothing), with no write of the link. */
  async function entryAlone(uid: string, target: Target, verb: 'share' | 'unshare', token?: string) {
    const db = as(uid);
    const batch = writeBatch(db);
    await addEntry(batch, db, uid, target, verb, {}, token);
    return batch.commit();
  }

  it('are refused with no link made, refreshed or revoked, whatever they name', async () => {
    const token = await storedLink(POST);
    for (const verb of ['share', 'unshare'] as const) {
      await assertFails(entryAlone(UID.editor, POST, verb));
      await assertFails(entryAlone(UID.editor, POST, verb, token));
      await assertFails(entryAlone(UID.editor, POST, verb, newPreviewToken()));
      await assertFails(entryAlone(UID.user, POST, verb, token));
    }
    expect((await listPastRules(env, 'audit_log')).size).toBe(0);
  });

  it('must name the link their batch writes, a link of their own draft', async () => {
    const token = await storedLink(POST);
    const other = await storedLink(POST);
    const projectLink = await storedLink(PROJECT);
    await assertFails(refresh(UID.editor, token, undefined, { entry: { after: null } }));
    await assertFails(refresh(UID.editor, token, undefined, { entry: { after: { preview: other } } }));
    await assertFails(revoke(UID.editor, token, undefined, { entry: { after: { preview: other } } }));
    await assertFails(
      revoke(UID.editor, token, undefined, { entry: { after: { preview: token, note: 'extra' } } }),
    );
    // A share entry names a link shared now; an unshare one a link revoked now.
    await assertFails(refresh(UID.editor, token, undefined, { action: 'post.unshare' }));
    await assertFails(
      share(UID.editor, newPreviewToken(), await newLink(UID.editor, POST), {
        entry: { after: { preview: projectLink } },
      }),
    );
    await assertSucceeds(refresh(UID.editor, token));
    await assertSucceeds(revoke(UID.editor, token));
    expect(await headEntry(POST)).toMatchObject({ action: 'post.unshare', after: { preview: token } });
  });
});

describe('previews: deleting the draft', () => {
  it('revokes its links in the batch that deletes it, recorded by its delete entry', async () => {
    const token = await storedLink(POST);
    const db = editor();
    const revocation = { revokedAt: serverTimestamp(), revokedByName: 'Eddie Editor' };
    await assertSucceeds(
      auditedDelete(doc(db, 'blog_posts/draft'), {
        also: (batch) => batch.update(doc(db, linkPath(token)), revocation),
      }),
    );
    expect(await stored(linkPath(token))).toMatchObject({ revokedByName: 'Eddie Editor' });
    await assertFails(read(doc(anonymous(), linkPath(token))));
  });

  it('a revoke recorded as a delete is refused when the draft stays, or for another draft’s link', async () => {
    const token = await storedLink(POST);
    const projectLink = await storedLink(PROJECT);
    const revocation = { revokedAt: serverTimestamp(), revokedByName: 'Eddie Editor' };
    await assertFails(revoke(UID.editor, token, revocation, { action: 'post.delete' }));
    const db = editor();
    await assertFails(
      auditedDelete(doc(db, 'blog_posts/draft'), {
        also: (batch) => batch.update(doc(db, linkPath(projectLink)), revocation),
      }),
    );
    expect(await stored(linkPath(token))).toMatchObject({ revokedAt: null });
  });
});
