/**
 * Scheduled publishing under the security rules (src/data/models/schedule.ts): a post scheduled a few
 * seconds ahead is refused to the public before its time through every path (by id, by slug, in a list,
 * in the document that tells pages what changed) and allowed after it, with nobody acting; staff see it
 * always. The staff writes are the app's own (src/data/repos/*, through the Firestore adapter as a
 * signed-in editor), so this also shows that what the app writes passes the rules. On the emulator.
 *
 * This file uses its own project id, so it runs in parallel with the other rules files.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { doc, serverTimestamp, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { JSDOM } from 'jsdom';
import { isDocumentWrite, resolveWrites, setStore, type DataStore, type DocumentWrite } from '@/data/store';
import { CLOCK_MARGIN_MS, resetServerClockForTesting } from '@/lib/server-clock';
import { sanitizeWithWindow } from '@/lib/sanitize-html';
import { createFirestoreStore } from '@/data/store/firestore-store';
import { setAuditActor } from '@/data/repos/audit-actor';
import { createPost, updatePost } from '@/data/repos/blog-post-writes';
import { liveVersionId } from '@/data/models/live-site';
import { publicReadBound, SCHEDULE_LIMITS } from '@/data/models/schedule';
import { isScheduleLimitError } from '@/data/repos/schedule-limit-error';
import {
  auditedUpdate,
  clientFor,
  createRulesTestEnvironment,
  endRulesTestEnvironment,
  firestoreEmulator,
  publicRestRead,
  read,
  readPastRules,
  resetData,
  UID,
  type RestDocument,
} from './helpers';
import { decodeFields } from '@/features/site-settings/fetch-live-site';

const PROJECT_ID = 'demo-chinar-rules-schedule';
/** How far ahead the test schedules: long enough for the writes and the "before" reads on a busy machine. */
const AHEAD_MS = 8_000;

let env: RulesTestEnvironment;
let editorApp: FirebaseApp;

/** What a tampered client changes in the writes of the app's next save (null: the app's own writes). */
let tamper: ((writes: readonly DocumentWrite[]) => DocumentWrite[]) | null = null;

/** The app's store, whose transactions' writes pass through `tamper` (a client that edits its batch). */
function tamperable(store: DataStore): DataStore {
  const tampered: DataStore = {
    ...store,
    batch: (operations) =>
      operations.every(isDocumentWrite)
        ? store.batch(operations)
        : tampered.transaction((reader) => resolveWrites(operations, reader)),
    transaction: (work) =>
      store.transaction(async (reader) => {
        const writes = await work(reader);
        return tamper ? tamper(writes) : writes;
      }),
  };
  return tampered;
}

/** Waits until the server's clock (this machine's, the emulator's) has passed `at`. */
async function until(at: number): Promise<void> {
  while (Date.now() <= at) await new Promise((resolve) => setTimeout(resolve, 100));
}

function as(uid: string | null): Firestore {
  return clientFor(env, uid);
}

const timestamp = (date: Date) => ({ timestampValue: date.toISOString() });
const filter = (fieldPath: string, op: string, value: Record<string, unknown>) => ({
  fieldFilter: { field: { fieldPath }, op, value },
});
const all = (...filters: object[]) => ({ compositeFilter: { op: 'AND', filters } });

/** The public's slug lookup (getPublishedPostBySlug): Published, this slug, public by now, limit 1. */
const bySlug = (slug: string, bound = publicReadBound()) => ({
  structuredQuery: {
    from: [{ collectionId: 'blog_posts' }],
    where: all(
      filter('status', 'EQUAL', { stringValue: 'Published' }),
      filter('slug', 'EQUAL', { stringValue: slug }),
      filter('publishAt', 'LESS_THAN', timestamp(bound)),
    ),
    limit: 1,
  },
});

/** The public's list of posts (listPublishedPosts), or with another bound on the publish time. */
const postList = (bound: Date | null = publicReadBound()) => ({
  structuredQuery: {
    from: [{ collectionId: 'blog_posts' }],
    where: bound
      ? all(
          filter('status', 'EQUAL', { stringValue: 'Published' }),
          filter('publishAt', 'LESS_THAN', timestamp(bound)),
        )
      : filter('status', 'EQUAL', { stringValue: 'Published' }),
    orderBy: [{ field: { fieldPath: 'publishAt' }, direction: 'DESCENDING' }],
    limit: 50,
  },
});

/** What a public page reads (fetch-live-site.ts): the newest site document whose time has come. */
const currentSite = (bound = publicReadBound()) => ({
  structuredQuery: {
    from: [{ collectionId: 'site' }],
    where: filter('from', 'LESS_THAN_OR_EQUAL', timestamp(bound)),
    orderBy: [{ field: { fieldPath: 'from' }, direction: 'DESCENDING' }],
    limit: 1,
  },
});

/** A post's entry in a site document as the REST API answers (null: withdrawn; undefined: none). */
function entryTitle(document: RestDocument | undefined, id: string): string | null | undefined {
  const posts = decodeFields(document?.fields as Parameters<typeof decodeFields>[0]).posts as
    | Record<string, { post: { title: string } | null }>
    | undefined;
  const entry = posts?.[id];
  return entry === undefined ? undefined : (entry.post?.title ?? null);
}

/** Polls `check` until it passes (the public read the rules allow once the time has come), or fails. */
async function eventually(check: () => Promise<void>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

beforeAll(async () => {
  env = await createRulesTestEnvironment(PROJECT_ID);
  // The app's saves sanitize the body with DOMPurify, which needs a DOM (as in the prerender).
  sanitizeWithWindow(new JSDOM('').window as unknown as Parameters<typeof sanitizeWithWindow>[0]);
  // The app's adapter takes a firebase/firestore/lite instance, signed in as the seed's editor.
  const { host, port } = firestoreEmulator();
  editorApp = initializeApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key' }, 'schedule-editor');
  const db = getFirestore(editorApp);
  connectFirestoreEmulator(db, host, port, { mockUserToken: { sub: UID.editor, user_id: UID.editor } });
  setStore(tamperable(createFirestoreStore(db)));
  setAuditActor({ uid: UID.editor, name: 'Eddie Editor' });
});

afterAll(async () => {
  await endRulesTestEnvironment(env);
  if (editorApp) await deleteApp(editorApp);
});

beforeEach(async () => {
  tamper = null;
  resetServerClockForTesting();
  await resetData(env);
});

describe('a post scheduled a few seconds ahead', () => {
  it('is refused to the public before its time and allowed after it, with nobody acting; staff see it always', async () => {
    const publishAt = new Date(Date.now() + AHEAD_MS);
    const id = await createPost({
      title: 'Monday launch notes',
      slug: 'monday-launch-notes',
      content: '<p>Out on Monday.</p>',
      status: 'Published',
      publishAt,
    });
    const version = liveVersionId(publishAt.getTime());
    // A second post scheduled for the same moment: the one read by id after the time. (One read by id
    // before its time is enough to show the refusal; the emulator then keeps refusing that document to
    // the web SDK, so every public read here is REST, as the public pages make them.)
    const sibling = await createPost({ title: 'Monday launch, part two', status: 'Published', publishAt });

    // Before its time: by id, by slug, in the list, in what pages apply.
    expect((await publicRestRead(env, { path: `blog_posts/${id}` })).status).toBe(403);
    expect(await publicRestRead(env, bySlug('monday-launch-notes'))).toMatchObject({ status: 200, ids: [] });
    const before = await publicRestRead(env, postList());
    expect(before.status).toBe(200);
    expect(before.ids).not.toContain(id);
    expect(before.ids).toContain('published');
    const current = await publicRestRead(env, currentSite());
    expect(current.ids).toEqual(['live']);
    expect(entryTitle(current.documents[0], id)).toBeNull();
    expect((await publicRestRead(env, { path: `site/${version}` })).status).toBe(403);
    // Asking up to this moment is allowed (the slug lookup does, so a post published a second ago is found);
    // asking ahead of the server's clock is refused, for the posts and for the site's versions; so is a
    // list without the bound on the publish time.
    expect(await publicRestRead(env, bySlug('monday-launch-notes', new Date()))).toMatchObject({
      status: 200,
      ids: [],
    });
    const ahead = new Date(Date.now() + 3_600_000);
    expect((await publicRestRead(env, postList(ahead))).status).toBe(403);
    expect((await publicRestRead(env, bySlug('monday-launch-notes', ahead))).status).toBe(403);
    expect((await publicRestRead(env, currentSite(ahead))).status).toBe(403);
    expect((await publicRestRead(env, postList(null))).status).toBe(403);

    // Staff see it, and the version, at any time.
    expect((await assertSucceeds(read(doc(as(UID.user), 'blog_posts', id)))).get('title')).toBe(
      'Monday launch notes',
    );
    expect(
      (await assertSucceeds(read(doc(as(UID.editor), 'site', version)))).get(`posts.${id}.post.title`),
    ).toBe('Monday launch notes');

    // From its time on, with nobody writing anything: every path shows it (the queries a moment after it,
    // their bound being a moment behind now).
    await eventually(async () => {
      expect((await publicRestRead(env, bySlug('monday-launch-notes'))).ids).toEqual([id]);
    });
    expect((await publicRestRead(env, { path: `blog_posts/${sibling}` })).status).toBe(200);
    expect((await publicRestRead(env, postList())).ids).toEqual(expect.arrayContaining([id, sibling]));
    const after = await publicRestRead(env, currentSite());
    expect(after.ids).toEqual([version]);
    expect(entryTitle(after.documents[0], id)).toBe('Monday launch notes');
    expect((await publicRestRead(env, { path: `site/${version}` })).status).toBe(200);
  });

  it('the next staff save after its time makes the version live and deletes it', async () => {
    const publishAt = new Date(Date.now() + AHEAD_MS);
    const id = await createPost({ title: 'Scheduled first', status: 'Published', publishAt });
    await eventually(async () => {
      expect((await publicRestRead(env, currentSite())).ids).toEqual([liveVersionId(publishAt.getTime())]);
    });
    // Another post's save, once the time is surely past by the server's clock: live starts from the
    // version whose time has come.
    await until(publishAt.getTime() + CLOCK_MARGIN_MS);
    await updatePost('published', { title: 'Published post, edited' });
    const live = await readPastRules(env, 'site/live');
    expect(live?.posts[id].post.title).toBe('Scheduled first');
    expect(live?.posts.published.post.title).toBe('Published post, edited');
    expect(live?.subject).toEqual({
      kind: 'post',
      id: 'published',
      base: liveVersionId(publishAt.getTime()),
    });
    expect(await readPastRules(env, `site/${liveVersionId(publishAt.getTime())}`)).toBeNull();
    expect((await publicRestRead(env, currentSite())).ids).toEqual(['live']);
  });

  it('rescheduling moves the version; unscheduling (back to draft) removes it', async () => {
    const first = new Date(Date.now() + 3_600_000);
    const later = new Date(Date.now() + 7_200_000);
    const id = await createPost({ title: 'Moving target', status: 'Published', publishAt: first });
    expect(await readPastRules(env, `site/${liveVersionId(first.getTime())}`)).not.toBeNull();
    await updatePost(id, { status: 'Published', publishAt: later });
    expect(await readPastRules(env, `site/${liveVersionId(first.getTime())}`)).toBeNull();
    const moved = await readPastRules(env, `site/${liveVersionId(later.getTime())}`);
    expect(moved?.posts[id].post.title).toBe('Moving target');
    await updatePost(id, { status: 'Draft' });
    expect(await readPastRules(env, `site/${liveVersionId(later.getTime())}`)).toBeNull();
  });
});

describe('a save near a scheduled time', () => {
  it('succeeds either side of the moment: the version, just due, is updated in place, and lists the post', async () => {
    const publishAt = new Date(Date.now() + AHEAD_MS);
    const version = liveVersionId(publishAt.getTime());
    const id = await createPost({ title: 'On the dot', status: 'Published', publishAt });
    await until(publishAt.getTime() + 1_000);
    // The browser's estimate of the server's time half a minute behind (a clock, or a header, off): to
    // it the moment has not come, to the rules (request.time) it has.
    resetServerClockForTesting(-30_000);
    await updatePost('published', { title: 'Edited at the moment' });
    expect((await readPastRules(env, `site/${version}`))?.posts.published.post.title).toBe(
      'Edited at the moment',
    );
    // The post itself saved then: not yet public in live, public in its version (the one pages read now).
    await updatePost(id, { title: 'On the dot, edited' });
    expect((await readPastRules(env, 'site/live'))?.posts[id].post).toBeNull();
    expect((await readPastRules(env, `site/${version}`))?.posts[id].post.title).toBe('On the dot, edited');
    // With the right estimate, the next save folds it into live.
    resetServerClockForTesting(0);
    await until(publishAt.getTime() + CLOCK_MARGIN_MS);
    await updatePost('published', { title: 'Edited after' });
    expect(await readPastRules(env, `site/${version}`)).toBeNull();
    expect((await readPastRules(env, 'site/live'))?.posts[id].post.title).toBe('On the dot, edited');
  });
});

describe('red-team findings on the site documents', () => {
  const later = () => new Date(Date.now() + 86_400_000);
  const isSiteWrite = (write: DocumentWrite) => write.collection === 'site';

  it('live rewritten and tomorrow’s version deleted with no post write and no audit entry: refused', async () => {
    const publishAt = later();
    const version = liveVersionId(publishAt.getTime());
    await createPost({ title: 'Tomorrow', status: 'Published', publishAt });
    const attack = (writes: readonly DocumentWrite[]): DocumentWrite[] => [
      ...writes
        .filter(isSiteWrite)
        .map((write) =>
          write.type === 'set' && write.id === 'live'
            ? { ...write, data: { ...write.data, pending: [] } }
            : write,
        )
        .filter((write) => write.id === 'live'),
      { type: 'delete', collection: 'site', id: version },
    ];
    tamper = attack;
    await expect(updatePost('published', { title: 'Cover' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    // The same with the post's write and audit entry: the version's post is still scheduled then.
    tamper = (writes) => [
      ...writes.filter((write) => !isSiteWrite(write) || write.id !== version),
      ...attack(writes),
    ];
    await expect(updatePost('published', { title: 'Cover' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await readPastRules(env, `site/${version}`)).not.toBeNull();
    tamper = null;
    await updatePost('published', { title: 'Honest' });
    expect((await readPastRules(env, `site/${version}`))?.posts.published.post.title).toBe('Honest');
  });

  it('live written alone, even with entries that match the posts, outside its subject’s audited save: refused', async () => {
    // An unchanged save: live's entry for the post equals the post as stored, so only the missing post
    // write (and with it the audit entry its rules require) is wrong with the batch.
    const { title } = (await readPastRules(env, 'blog_posts/published')) ?? {};
    expect(typeof title).toBe('string');
    tamper = (writes) => writes.filter((write) => isSiteWrite(write) && write.id === 'live');
    await expect(updatePost('published', { title: title as string })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await readPastRules(env, 'site/live')).toBeNull();
    tamper = null;
    await updatePost('published', { title: title as string });
    expect((await readPastRules(env, 'site/live'))?.posts.published.post.title).toBe(title);
  });

  it('a reschedule whose batch leaves the old version alone: refused', async () => {
    const first = later();
    const second = new Date(first.getTime() + 3_600_000);
    const id = await createPost({ title: 'Moving', status: 'Published', publishAt: first });
    const old = liveVersionId(first.getTime());
    const keepOld = (writes: readonly DocumentWrite[]) => writes.filter((write) => write.id !== old);
    tamper = keepOld;
    await expect(updatePost(id, { status: 'Published', publishAt: second })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    // ...nor left listed in pending, untouched.
    tamper = (writes) =>
      keepOld(writes).map((write) =>
        write.type === 'set' && write.id === 'live'
          ? { ...write, data: { ...write.data, pending: [first.getTime(), second.getTime()] } }
          : write,
      );
    await expect(updatePost(id, { status: 'Published', publishAt: second })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    tamper = null;
    await updatePost(id, { status: 'Published', publishAt: second });
    expect(await readPastRules(env, `site/${old}`)).toBeNull();
  });

  it('a publish time past the limit is refused by the rules too', async () => {
    const start = later().getTime();
    for (let index = 0; index < SCHEDULE_LIMITS.pendingTimes; index += 1) {
      await createPost({
        title: `At ${index}`,
        status: 'Published',
        publishAt: new Date(start + index * 60_000),
      });
    }
    const eleventh = new Date(start + 99 * 60_000);
    const error = await createPost({ title: 'Eleventh', status: 'Published', publishAt: eleventh }).catch(
      (caught: unknown) => caught,
    );
    expect(isScheduleLimitError(error)).toBe(true);
    // A client without that check (its limit raised) is refused by the rules.
    const limits = SCHEDULE_LIMITS as { pendingTimes: number };
    limits.pendingTimes += 1;
    try {
      await expect(
        createPost({ title: 'Eleventh', status: 'Published', publishAt: eleventh }),
      ).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      limits.pendingTimes -= 1;
    }
    expect(await readPastRules(env, `site/${liveVersionId(eleventh.getTime())}`)).toBeNull();
  });
});

describe('the rules on scheduling writes', () => {
  it('a publish time is now or ahead, at most a year and a day; never one that has passed', async () => {
    const editor = as(UID.editor);
    const publish = (publishAt: unknown) =>
      auditedUpdate(doc(editor, 'blog_posts/draft'), {
        status: 'Published',
        publishAt,
        updatedAt: serverTimestamp(),
      });
    await assertFails(publish(Timestamp.fromMillis(Date.now() - 60_000)));
    await assertFails(publish(Timestamp.fromMillis(Date.now() + 400 * 86_400_000)));
    await assertFails(publish('tomorrow'));
    await assertSucceeds(publish(Timestamp.fromMillis(Date.now() + 86_400_000)));
    await assertSucceeds(publish(serverTimestamp()));
  });

  it('a draft goes public with a new publish time: now or ahead, never the one it was written with', async () => {
    const publish = (fields: Record<string, unknown>) =>
      auditedUpdate(doc(as(UID.editor), 'blog_posts/draft'), {
        status: 'Published',
        ...fields,
        updatedAt: serverTimestamp(),
      });
    // The draft's publishAt is its creation's: kept, it would list the post among older ones.
    await assertFails(publish({}));
    await assertFails(publish({ excerpt: 'Now public' }));
    await assertSucceeds(publish({ publishAt: serverTimestamp() }));
    // A post public already keeps its time through an edit.
    const edit = { excerpt: 'Edited', updatedAt: serverTimestamp() };
    await assertSucceeds(auditedUpdate(doc(as(UID.editor), 'blog_posts/published'), edit));
  });

  it('scheduling needs its audit entry, like any save', async () => {
    const later = Timestamp.fromMillis(Date.now() + 86_400_000);
    const data = { status: 'Published', publishAt: later, updatedAt: serverTimestamp() };
    await assertFails(auditedUpdate(doc(as(UID.editor), 'blog_posts/draft'), data, { without: ['entry'] }));
    await assertFails(auditedUpdate(doc(as(UID.user), 'blog_posts/draft'), data));
    await assertSucceeds(auditedUpdate(doc(as(UID.editor), 'blog_posts/draft'), data));
  });

  it('a version of site/live is the staff batch’s only: never one whose time has passed, never the public’s', async () => {
    const past = Date.now() - 60_000;
    const version = (db: Firestore, at: number) => {
      const batch = writeBatch(db);
      batch.set(doc(db, `site/${liveVersionId(at)}`), {
        posts: {},
        projects: {},
        changedAt: serverTimestamp(),
        from: Timestamp.fromMillis(at),
        subject: { kind: 'post', id: 'published', base: 'live' },
      });
      return batch.commit();
    };
    await assertFails(version(as(UID.editor), past));
    await assertFails(version(as(null), Date.now() + 3_600_000));
    // Deleting one goes with a write of live (a fold or an unschedule), never alone.
    const deletion = writeBatch(as(UID.editor));
    deletion.delete(doc(as(UID.editor), `site/${liveVersionId(Date.now() + 3_600_000)}`));
    await assertFails(deletion.commit());
  });
});
