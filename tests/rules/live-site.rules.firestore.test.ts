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
import { LIVE_LIMITS, POST_FIELDS_NOT_LISTED } from '@/data/models/live-site';
import {
  auditedDelete,
  auditedSet,
  auditedUpdate,
  clientClock,
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
    pending: before.pending ?? [],
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
    const stored = await storedLive();
    await assertSucceeds(
      auditedDelete(doc(as(UID.editor), 'blog_posts/published-without-views'), {
        also: (batch, db) => batch.set(doc(db, LIVE), liveWithPost('published-without-views', null, stored)),
      }),
    );
  });

  it('a save carries the counting shards’ sampling days as they were; dropping or changing them is refused', async () => {
    const sampling = { s1: '2026-11-30', s3: '2026-11-29' };
    await putLive({ ...liveWithPost('other', null), changedAt: Timestamp.now(), sampling });
    const before = await storedLive();
    const save = (live: DocumentData) =>
      writeNewPost(as(UID.editor), '7', published, {
        also: (batch, db) => batch.set(doc(db, LIVE), live),
      });
    await assertFails(save(without(liveWithPost('7', listed(published), before), ['sampling'])));
    await assertFails(
      save(liveWithPost('7', listed(published), { ...before, sampling: { s1: '2026-12-01' } })),
    );
    await assertSucceeds(save(liveWithPost('7', listed(published), before)));
    expect((await storedLive())?.sampling).toEqual(sampling);
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
    // Nothing is dropped, however old: entries leave only through the prune after a deploy.
    await assertFails(write({ ...honest, posts: { '7': honest.posts['7'] } }));
    await assertSucceeds(write(honest));
  });

  it('refuses a write of live with no write of its subject, or without its audit entry', async () => {
    const entry = liveWithPost('published', listed(SEED.blog_posts!.published!));
    const alone = writeBatch(as(UID.editor));
    alone.set(doc(as(UID.editor), LIVE), entry);
    await assertFails(alone.commit());
    // The post written (stamped now) but not audited, then both.
    const ref = doc(as(UID.editor), 'blog_posts/published');
    const unaudited = writeBatch(as(UID.editor));
    unaudited.update(ref, { updatedAt: serverTimestamp() });
    unaudited.set(doc(as(UID.editor), LIVE), entry);
    await assertFails(unaudited.commit());
    await assertSucceeds(
      auditedUpdate(
        ref,
        { updatedAt: serverTimestamp() },
        { also: (batch, db) => batch.set(doc(db, LIVE), entry) },
      ),
    );
  });

  it('refuses a change to builtAsOf (the prune’s, after a deploy)', async () => {
    const builtAsOf = Timestamp.fromMillis(Date.now() - 86_400_000);
    await putLive({
      posts: {},
      projects: {},
      pending: [],
      builtAsOf,
      changedAt: Timestamp.now(),
      from: new Date(0),
      subject: { kind: 'post', id: 'x' },
    });
    const stored = await storedLive();
    const save = (live: DocumentData) =>
      auditedUpdate(
        doc(as(UID.editor), 'blog_posts/published'),
        { updatedAt: serverTimestamp() },
        {
          also: (batch, db) => batch.set(doc(db, LIVE), live),
        },
      );
    const honest = liveWithPost('published', listed(SEED.blog_posts!.published!), stored);
    await assertFails(save({ ...honest, builtAsOf: clientClock() }));
    await assertFails(save(without(honest, ['builtAsOf'])));
    await assertSucceeds(save(honest));
  });

  /** live holding `count` withdrawn posts' entries (12,000 bytes of the 850,000 each: LIVE_LIMITS). */
  async function liveHolding(count: number): Promise<DocumentData | undefined> {
    const many = Object.fromEntries(
      Array.from({ length: count }, (_, index) => [
        `old-${index}`,
        { changedAt: Timestamp.now(), post: null },
      ]),
    );
    await putLive({
      posts: many,
      projects: {},
      pending: [],
      changedAt: Timestamp.now(),
      from: new Date(0),
      subject: { kind: 'post', id: 'x' },
    });
    return storedLive();
  }

  it('refuses an entry past the size limit: 70 post entries fit, the 71st does not', async () => {
    const most = Math.floor(LIVE_LIMITS.entriesMaxWeight / LIVE_LIMITS.entryWeight.posts);
    expect(most).toBe(70);
    const add = async (id: string, live: DocumentData | undefined) =>
      writeNewPost(as(UID.editor), id, published, {
        also: (batch, db) => batch.set(doc(db, LIVE), liveWithPost(id, listed(published), live)),
      });
    await assertFails(add('7', await liveHolding(most)));
    await assertSucceeds(add('8', await liveHolding(most - 1)));
  });

  it('refuses an entry whose text passes its bound in UTF-8 bytes (each character counted as stored)', async () => {
    // 3-byte characters: within the post's own limits in characters, over the entry’s 8,000 bytes.
    const wide = (length: number) => 'ह'.repeat(length);
    const heavy = newPost({
      status: 'Published',
      title: wide(200),
      slug: 'heavy',
      excerpt: wide(600),
      image: `https://x.in/${wide(1987)}`,
      tags: Array.from({ length: 15 }, () => wide(40)),
    });
    const light = newPost({ status: 'Published', title: wide(200), slug: 'light', excerpt: wide(600) });
    const add = (id: string, post: DocumentData) =>
      writeNewPost(as(UID.editor), id, post, {
        also: (batch, db) => batch.set(doc(db, LIVE), liveWithPost(id, listed(post))),
      });
    await assertFails(add('7', heavy));
    await assertSucceeds(add('8', light));
  });

  it('refuses writes by the public or read-only staff', async () => {
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
    pending: [],
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
