/**
 * Security rules for site/live (src/data/models/live-site.ts), the one document a public page reads at run
 * time: anyone reads it, nobody lists it; staff write it only in the batch of the change it records, with
 * the entry equal to the document that batch leaves (as lists show it), or null when that document is no
 * longer public; only admins copy the settings, equal to settings/site after the batch. On the Firestore
 * emulator, with the history each staff write carries (the audited* helpers).
 *
 * This file uses its own project id, so it runs in parallel with the other rules files.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { POST_FIELDS_NOT_LISTED } from '@/data/models/live-site';
import {
  auditedDelete,
  auditedSet,
  auditedUpdate,
  clientFor,
  createRulesTestEnvironment,
  endRulesTestEnvironment,
  newPost,
  putPastRules,
  read,
  readPastRules,
  resetData,
  SEED,
  UID,
  writeNewPost,
} from './helpers';

const PROJECT_ID = 'demo-chinar-rules-live';

let env: RulesTestEnvironment;
/** The caller's client for the running test (clientFor: made on first use, closed by resetData). */
function as(uid: string | null): Firestore {
  return clientFor(env, uid);
}

const LIVE = 'site/live';

function without(data: DocumentData, keys: readonly string[]): DocumentData {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));
}

/** A post as a list shows it (what liveChangeWrite records). */
const listed = (post: DocumentData) => without(post, POST_FIELDS_NOT_LISTED);

/** The whole of site/live as liveChangeWrite writes it, with one post entry. */
function liveWithPost(id: string, post: DocumentData | null, before: DocumentData = {}): DocumentData {
  return {
    ...before,
    posts: { ...(before.posts as DocumentData | undefined), [id]: { changedAt: serverTimestamp(), post } },
    projects: before.projects ?? {},
    changedAt: serverTimestamp(),
    from: new Date(0),
    subject: { kind: 'post', id },
  };
}

async function storedLive(): Promise<DocumentData | undefined> {
  return (await readPastRules(env, LIVE)) ?? undefined;
}

function putLive(data: DocumentData): Promise<void> {
  return putPastRules(env, LIVE, data);
}

beforeAll(async () => {
  env = await createRulesTestEnvironment(PROJECT_ID);
});

afterAll(async () => {
  await endRulesTestEnvironment(env);
});

beforeEach(async () => {
  await resetData(env);
});

describe('site/live: reading', () => {
  it('anyone reads the document; nobody lists the collection', async () => {
    await putLive({
      posts: {},
      projects: {},
      changedAt: Timestamp.now(),
      subject: { kind: 'post', id: 'x' },
    });
    await assertSucceeds(read(doc(as(null), LIVE)));
    await assertFails(read(collection(as(null), 'site')));
    await assertFails(read(doc(as(null), 'site/other')));
  });
});

describe('site/live: a post change', () => {
  const published = newPost({ status: 'Published', title: 'Fresh', slug: 'fresh' });

  it('an editor publishing a post records it, as lists show it', async () => {
    await assertSucceeds(
      writeNewPost(as(UID.editor), '7', published, {
        also: (batch, db) => batch.set(doc(db, LIVE), liveWithPost('7', listed(published))),
      }),
    );
    const stored = await storedLive();
    expect(stored?.posts['7'].post.title).toBe('Fresh');
  });

  it('refuses an entry that differs from the post the batch leaves', async () => {
    await assertFails(
      writeNewPost(as(UID.editor), '7', published, {
        also: (batch, db) =>
          batch.set(doc(db, LIVE), liveWithPost('7', { ...listed(published), title: 'Something else' })),
      }),
    );
  });

  it('refuses an entry carrying the body (lists never show it: the document stays small)', async () => {
    await assertFails(
      writeNewPost(as(UID.editor), '7', published, {
        also: (batch, db) => batch.set(doc(db, LIVE), liveWithPost('7', { ...published })),
      }),
    );
  });

  it('refuses an entry carrying the search words (the back office’s, not a public page’s)', async () => {
    await assertFails(
      writeNewPost(as(UID.editor), '7', published, {
        also: (batch, db) =>
          batch.set(doc(db, LIVE), liveWithPost('7', { ...listed(published), searchWords: ['fresh'] })),
      }),
    );
  });

  it('a draft is recorded as withdrawn (null), never as a public post', async () => {
    const draft = newPost({ title: 'Not yet', slug: 'not-yet' });
    await assertFails(
      writeNewPost(as(UID.editor), '8', draft, {
        also: (batch, db) => batch.set(doc(db, LIVE), liveWithPost('8', listed(draft))),
      }),
    );
    await assertSucceeds(
      writeNewPost(
        as(UID.editor),
        '9',
        { ...draft, slug: 'not-yet-2' },
        {
          also: (batch, db) => batch.set(doc(db, LIVE), liveWithPost('9', null)),
        },
      ),
    );
  });

  it('an unpublished or deleted post is recorded as withdrawn; a claim that it is public is refused', async () => {
    const ref = doc(as(UID.editor), 'blog_posts/published');
    await assertFails(
      auditedUpdate(
        ref,
        { status: 'Draft', updatedAt: serverTimestamp() },
        {
          also: (batch, db) =>
            batch.set(doc(db, LIVE), liveWithPost('published', listed(SEED.blog_posts!.published!))),
        },
      ),
    );
    await assertSucceeds(
      auditedUpdate(
        ref,
        { status: 'Draft', updatedAt: serverTimestamp() },
        {
          also: (batch, db) => batch.set(doc(db, LIVE), liveWithPost('published', null)),
        },
      ),
    );
    await assertSucceeds(
      auditedDelete(doc(as(UID.editor), 'blog_posts/published-without-views'), {
        also: (batch, db) => batch.set(doc(db, LIVE), liveWithPost('published-without-views', null)),
      }),
    );
  });

  it("refuses changing another post's entry, the projects or the settings in a post's write", async () => {
    const before = {
      posts: { other: { changedAt: Timestamp.now(), post: null } },
      projects: {},
      settings: SEED.settings!.site,
      changedAt: Timestamp.now(),
      subject: { kind: 'post', id: 'other' },
    };
    await putLive(before);
    const write = (live: DocumentData) =>
      writeNewPost(as(UID.editor), '7', published, {
        also: (batch, db) => batch.set(doc(db, LIVE), live),
      });
    const honest = liveWithPost('7', listed(published), before);
    await assertFails(
      write({ ...honest, posts: { ...honest.posts, other: { changedAt: serverTimestamp(), post: null } } }),
    );
    await assertFails(write({ ...honest, settings: { ...SEED.settings!.site, siteName: 'Hijacked' } }));
    await assertFails(write({ ...honest, projects: { x: { changedAt: serverTimestamp(), project: null } } }));
    // Dropping an older entry to keep the document small is allowed.
    await assertSucceeds(write({ ...honest, posts: { '7': honest.posts['7'] } }));
  });

  it('refuses more than 40 post entries, and writes by the public or read-only staff', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 40 }, (_, index) => [`old-${index}`, { changedAt: Timestamp.now(), post: null }]),
    );
    await putLive({
      posts: many,
      projects: {},
      changedAt: Timestamp.now(),
      subject: { kind: 'post', id: 'x' },
    });
    const live = await storedLive();
    await assertFails(
      writeNewPost(as(UID.editor), '7', published, {
        also: (batch, db) => batch.set(doc(db, LIVE), liveWithPost('7', listed(published), live)),
      }),
    );
    for (const uid of [null, UID.user]) {
      const batch = writeBatch(as(uid));
      batch.set(doc(as(uid), LIVE), liveWithPost('published', null));
      await assertFails(batch.commit());
    }
  });
});

describe('site/live: the settings copy', () => {
  const saved = { ...SEED.settings!.site, siteName: 'Jhelum Works' };
  const liveSettings = (settings: DocumentData) => ({
    settings,
    posts: {},
    projects: {},
    changedAt: serverTimestamp(),
    from: new Date(0),
    subject: { kind: 'settings', id: 'site' },
  });

  it('an admin saving the settings copies them exactly; editors cannot', async () => {
    await assertSucceeds(
      auditedSet(doc(as(UID.admin), 'settings/site'), saved, {
        also: (batch, db) => batch.set(doc(db, LIVE), liveSettings(saved)),
      }),
    );
    await assertFails(
      auditedSet(doc(as(UID.admin), 'settings/site'), saved, {
        also: (batch, db) => batch.set(doc(db, LIVE), liveSettings({ ...saved, siteName: 'Other' })),
      }),
    );
    const batch = writeBatch(as(UID.editor));
    batch.set(doc(as(UID.editor), LIVE), liveSettings(SEED.settings!.site!));
    await assertFails(batch.commit());
  });
});
