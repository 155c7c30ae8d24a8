/**
 * Security rules for the content the back office writes: posts (blog_posts), projects and the status of
 * contact inquiries, on the Firestore emulator. First a table of callers x every write the admin screens
 * make (and the public's former view count, refused now: visits.rules.firestore.test.ts counts views); then, for editors, the payloads each rule must refuse: list fields
 * holding other things than short strings, addresses that are not http(s) or a site image, missing or
 * client-set timestamps, a changed createdAt, an overwrite of an existing id, extra keys, oversized text;
 * then post addresses (a post's slug and its slugs/{slug} record, written in one batch: unique, released
 * only when no longer used) and the limit on the public's list queries (at most 50 a query, no offset).
 * The valid payloads are what src/data/repos/blog-posts.ts, projects.ts and visitor-submissions.ts write, some of
 * them built with the app's own zod schemas and seed content, so a field the app adds must be allowed here.
 * Every staff write carries its history as the app writes it (audit entry, revision, trash record: the
 * audited* helpers), so that only the payload under test decides; history.rules.firestore.test.ts tests
 * the history itself.
 *
 * This file uses its own project id, so it runs in parallel with the other rules files.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { seedBlogPosts, seedProjects } from '@/data/seed';
import { UNVERSIONED_FIELDS } from '@/data/models/history';
import { derivedFieldsFor, searchWordsFor, titleKeyOf } from '@/data/search-words';
import { BLOG_POST_DEFAULTS } from '@/data/models/blog-post';
import { readProject } from '@/data/models/project';
import { LIST_LIMITS } from '@/data/schemas/common';
import { blogPostInputSchema } from '@/data/schemas/blog-post';
import { PROJECT_LIMITS, projectInputSchema } from '@/data/schemas/project';
import { newProjectValues, projectFormValues } from '@/features/projects/admin/form-values';
import {
  auditedDelete,
  auditedSet,
  auditedUpdate,
  clientClock,
  clientFor,
  createRulesTestEnvironment,
  endRulesTestEnvironment,
  formerView,
  newPost,
  publicPosts,
  newProject,
  putPastRules,
  read,
  readPastRules,
  resetData,
  restQueryStatus,
  statusQuery,
  UID,
  writeNewPost,
  writePastRules,
} from './helpers';

const PROJECT_ID = 'demo-chinar-rules-content';

let env: RulesTestEnvironment;
/** The caller's client for the running test (clientFor: made on first use, closed by resetData). */
function as(uid: string | null): Firestore {
  return clientFor(env, uid);
}

const anonymous = () => as(null);
const editor = () => as(UID.editor);
const admin = () => as(UID.admin);

/** Writes a document past the rules: test set-up only. */
function put(path: string, data: DocumentData): Promise<void> {
  return putPastRules(env, path, data);
}

/** Reads a document past the rules (what is really stored), or null. */
function stored(path: string): Promise<DocumentData | null> {
  return readPastRules(env, path);
}

const old = () => Timestamp.fromDate(new Date('2020-01-01T00:00:00.000Z'));

/** A stored post's fields but its view count and timestamps: a revision's content that keeps viewSlot and viewedAt. */
function versionedWithViewFields(data: DocumentData | null): DocumentData {
  return Object.fromEntries(
    Object.entries(data ?? {}).filter(([key]) => !['views', 'createdAt', 'updatedAt'].includes(key)),
  );
}

/** The seed's documents as stored: posts '1' (Published) and '5' (Draft), projects '1' (Completed), '7'. */
const seededPost = (id: string) => ({ ...seedBlogPosts[id] });
/** The seed posts' slugs; posts '1' and '5' have their slugs/{slug} records too. */
const slugOf = (id: string) => String(seedBlogPosts[id]?.slug);
const seededProject = (id: string) => ({ ...seedProjects[id] });

beforeAll(async () => {
  env = await createRulesTestEnvironment(PROJECT_ID);
});

beforeEach(async () => {
  await resetData(env);
  await writePastRules(env, {
    'blog_posts/1': seededPost('1'),
    'blog_posts/5': seededPost('5'),
    [`slugs/${slugOf('1')}`]: { postId: '1' },
    [`slugs/${slugOf('5')}`]: { postId: '5' },
    'projects/1': seededProject('1'),
    'projects/7': seededProject('7'),
  });
});

afterAll(async () => {
  await endRulesTestEnvironment(env);
});

// ------------------------------------------------------------------------------ what the app writes

/** createPost: the editor form's values through the app's schema, with the defaults saving fills in. */
function appNewPost(form: Record<string, unknown> = {}): DocumentData {
  const fields = blogPostInputSchema.parse({
    title: 'Five tips for a faster shop',
    image: '',
    excerpt: 'Short and sweet.',
    content: '<p>Make it <strong>fast</strong>.</p>',
    category: '',
    tags: 'speed, shops, speed',
    status: 'Draft',
    ...form,
  });
  return {
    ...fields,
    image: fields.image || BLOG_POST_DEFAULTS.image,
    category: fields.category || BLOG_POST_DEFAULTS.category,
    author: fields.author || BLOG_POST_DEFAULTS.author,
    date: fields.date ?? '2026-11-20',
    views: 0,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    // publishTimeFor: a draft, or a post published on saving, goes public (when Published) now.
    publishAt: serverTimestamp(),
  };
}

/** updatePost from the editor form: the form's fields, as parsed, and a fresh updatedAt. */
function appPostEdit(form: Record<string, unknown> = {}): DocumentData {
  const input = {
    title: 'Edited title',
    image: '/images/blog/web-performance-small-business.svg',
    excerpt: 'Edited excerpt',
    content: '<p>Edited</p>',
    category: 'Web Development',
    tags: 'performance, speed',
    status: 'Published',
    ...form,
  };
  const parsed = blogPostInputSchema.partial().parse(input);
  const fields: DocumentData = Object.fromEntries(Object.entries(parsed).filter(([key]) => key in input));
  // A blank image or category is stored as the spec's default (storedFields in blog-posts.ts).
  if (fields.image === '') fields.image = BLOG_POST_DEFAULTS.image;
  if (fields.category === '') fields.category = BLOG_POST_DEFAULTS.category;
  return { ...fields, updatedAt: serverTimestamp() };
}

/** createProject: the new-project form, filled in, through the app's schema, with server stamps. */
function appNewProject(form: Record<string, unknown> = {}): DocumentData {
  const fields = projectInputSchema.parse({
    ...newProjectValues('2026-11-20'),
    title: 'Dal Lake Ferry Tickets',
    client: 'Dal Lake Ferries',
    category: 'Mobile App',
    description: 'Tickets for the lake ferries, bought on a phone.',
    ...form,
  });
  return { ...fields, createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
}

/** updateProject: the whole form of a stored project, saved again (some fields changed), stamped. */
function appProjectEdit(id: string, form: Record<string, unknown> = {}): DocumentData {
  const project = readProject(seededProject(id), id);
  const fields = projectInputSchema.parse({ ...projectFormValues(project), ...form });
  return { ...fields, updatedAt: serverTimestamp() };
}

/**
 * updatePost giving a post a new slug: the post, its old record deleted, the new one created, with the
 * revision and audit entry.
 */
function moveSlug(db: Firestore, id: string, from: string | null, to: string): Promise<void> {
  return auditedUpdate(
    doc(db, 'blog_posts', id),
    { slug: to, updatedAt: serverTimestamp() },
    {
      also: (batch) => {
        if (from) batch.delete(doc(db, 'slugs', from));
        batch.set(doc(db, 'slugs', to), { postId: id });
      },
    },
  );
}

// ------------------------------------------------------------------------------------------ the table

const CALLERS = ['anonymous', 'signed-in non-staff', 'user', 'editor', 'admin', 'inactive editor'] as const;
type Caller = (typeof CALLERS)[number];

const CALLER_UID: Record<Caller, string | null> = {
  anonymous: null,
  'signed-in non-staff': UID.stranger,
  user: UID.user,
  editor: UID.editor,
  admin: UID.admin,
  'inactive editor': UID.inactiveEditor,
};

const STAFF: readonly Caller[] = ['user', 'editor', 'admin'];
const EDITORS: readonly Caller[] = ['editor', 'admin'];
const NOBODY: readonly Caller[] = [];

type Operation = (db: Firestore) => Promise<unknown>;

const table: Record<string, Record<string, { allowed: readonly Caller[]; run: Operation }>> = {
  blog_posts: {
    'create a post under the next numeric id (with its slug record)': {
      allowed: EDITORS,
      run: (db) => writeNewPost(db, '6', appNewPost()),
    },
    'edit a post (the editor form)': {
      allowed: EDITORS,
      // Post 5 is a draft: the form publishes it, so the save stamps its publish time (publishTimeFor).
      run: (db) => auditedUpdate(doc(db, 'blog_posts/5'), { ...appPostEdit(), publishAt: serverTimestamp() }),
    },
    'publish a draft': {
      allowed: EDITORS,
      run: (db) =>
        auditedUpdate(doc(db, 'blog_posts/5'), {
          status: 'Published',
          publishAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
    },
    'publish a draft keeping the publish time it was written with': {
      allowed: NOBODY,
      run: (db) =>
        auditedUpdate(doc(db, 'blog_posts/5'), { status: 'Published', updatedAt: serverTimestamp() }),
    },
    'unpublish a post': {
      allowed: EDITORS,
      run: (db) => auditedUpdate(doc(db, 'blog_posts/1'), { status: 'Draft', updatedAt: serverTimestamp() }),
    },
    'delete a post': { allowed: EDITORS, run: (db) => auditedDelete(doc(db, 'blog_posts/5')) },
    'count one view of a Published post the former way (views + 1 with its stamp)': {
      allowed: NOBODY,
      run: (db) => formerView(db, '1'),
    },
    'count one view of a Draft the former way': {
      allowed: NOBODY,
      run: (db) => formerView(db, '5'),
    },
    'overwrite an existing post (an id clash) with a fresh createdAt': {
      allowed: NOBODY,
      run: (db) => writeNewPost(db, '1', appNewPost()),
    },
  },
  slugs: {
    'look up a slug record': { allowed: STAFF, run: (db) => read(doc(db, 'slugs', slugOf('1'))) },
    'list the slug records': { allowed: NOBODY, run: (db) => read(collection(db, 'slugs')) },
    'move a post to another slug (post, old record, new record in one batch)': {
      allowed: EDITORS,
      run: (db) => moveSlug(db, '1', slugOf('1'), 'fast-websites'),
    },
    'delete a post with its slug record (one batch)': {
      allowed: EDITORS,
      run: (db) =>
        auditedDelete(doc(db, 'blog_posts/5'), {
          also: (batch) => batch.delete(doc(db, 'slugs', slugOf('5'))),
        }),
    },
    'take a slug in use for another post': {
      allowed: NOBODY,
      run: (db) => writeNewPost(db, '6', appNewPost({ slug: slugOf('1') })),
    },
    'overwrite a slug record to point at another post': {
      allowed: NOBODY,
      run: (db) => setDoc(doc(db, 'slugs', slugOf('1')), { postId: '5' }),
    },
    'delete a slug record still in use': {
      allowed: NOBODY,
      run: (db) => deleteDoc(doc(db, 'slugs', slugOf('1'))),
    },
  },
  projects: {
    'create a project under the next numeric id': {
      allowed: EDITORS,
      run: (db) => auditedSet(doc(db, 'projects/10'), appNewProject()),
    },
    'edit a project (the whole form saved again)': {
      allowed: EDITORS,
      run: (db) =>
        auditedUpdate(doc(db, 'projects/1'), appProjectEdit('1', { title: 'Shikara Stays, again' })),
    },
    'mark a project Completed': {
      allowed: EDITORS,
      run: (db) => auditedUpdate(doc(db, 'projects/7'), appProjectEdit('7', { status: 'Completed' })),
    },
    'delete a project': { allowed: EDITORS, run: (db) => auditedDelete(doc(db, 'projects/7')) },
    'overwrite an existing project (an id clash) with a fresh createdAt': {
      allowed: NOBODY,
      run: (db) => auditedSet(doc(db, 'projects/7'), appNewProject()),
    },
  },
  contact_inquiries: {
    ...Object.fromEntries(
      (['New', 'Responded', 'Resolved'] as const).map((status) => [
        `set the status to ${status}`,
        {
          allowed: EDITORS,
          run: (db: Firestore) =>
            auditedUpdate(doc(db, 'contact_inquiries/inquiry'), { status, updatedAt: serverTimestamp() }),
        },
      ]),
    ),
    'set the status to Archived (not a status)': {
      allowed: NOBODY,
      run: (db) =>
        auditedUpdate(doc(db, 'contact_inquiries/inquiry'), {
          status: 'Archived',
          updatedAt: serverTimestamp(),
        }),
    },
    'delete an inquiry': {
      allowed: EDITORS,
      run: (db) => auditedDelete(doc(db, 'contact_inquiries/inquiry')),
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
    const attempt = run(as(CALLER_UID[caller]));
    await (allowed ? assertSucceeds(attempt) : assertFails(attempt));
  });
});

// ------------------------------------------------------------------------------------- bad payloads

const text = (length: number, char = 'x') => char.repeat(length);
/** n distinct items of the given length. */
const items = (n: number, length: number) =>
  Array.from({ length: n }, (_, index) => `${index}`.padStart(length, 'x'));
/** A valid image URL exactly `length` characters long. */
const imageUrl = (length: number, index = 0) => {
  const prefix = `https://cdn.example.com/${index}/`;
  return `${prefix}${'a'.repeat(length - prefix.length)}`;
};

/** What a list field must refuse, whatever the field. */
const NOT_STRINGS: ReadonlyArray<[string, unknown[]]> = [
  ['a number', ['ok', 42]],
  ['a float', [1.5]],
  ['a boolean', ['ok', true]],
  ['null', ['ok', null]],
  ['a map', ['ok', { nested: 'x' }]],
  ['a map holding a list', [{ inner: ['a', 'b'] }]],
  ['a map nested deep', [{ a: { b: { c: { d: { e: 'deep' } } } } }]],
  ['a timestamp', [Timestamp.now()]],
  ['an empty string', ['ok', '']],
  ['the separator U+001F (refused in any item)', ['a\u001fb']],
];

const URLS_REFUSED: ReadonlyArray<[string, string]> = [
  ['javascript:', 'javascript:alert(1)'],
  ['JavaScript: mixed case', 'JaVaScRiPt:alert(document.cookie)'],
  ['data:', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
  ['ftp:', 'ftp://files.example.com/a.png'],
  ['mailto:', 'mailto:someone@example.com'],
  ['protocol-relative //host', '//evil.example/a.png'],
  ['user-info before the host', 'https://user@evil.example/a.png'],
  ['no dotted host', 'https://localhost/a.png'],
  ['spaces', 'https://example.com/a b.png'],
  ['a leading space', ' https://example.com/a.png'],
  ['a relative path', 'images/a.png'],
  ['a site path outside /images/', '/admin'],
  ['a climb out of /images/', '/images/../admin.html'],
  ['a site path with a query', '/images/a.png?x=1'],
];

const URLS_ACCEPTED: readonly string[] = [
  'https://cdn.example.com/a.png',
  'http://example.com/a.png',
  'HTTPS://EXAMPLE.COM/A.PNG',
  'https://www.shikarastays.in/',
];

const IMAGE_PATHS_ACCEPTED: readonly string[] = [
  '/images/placeholder.svg',
  '/images/blog/placeholder.svg',
  '/images/projects/placeholder.svg',
  '/images/projects/shikara-stays-1.svg',
];

/** Every field of the project form at its largest (within what a request may evaluate, see the rules). */
function largestProjectForm(): Record<string, unknown> {
  const html = (length: number) => `<p>${text(length - 7)}</p>`;
  return {
    title: text(PROJECT_LIMITS.title),
    client: text(PROJECT_LIMITS.client),
    description: text(PROJECT_LIMITS.description),
    longDescription: html(PROJECT_LIMITS.longDescription),
    challenges: html(PROJECT_LIMITS.section),
    solutions: html(PROJECT_LIMITS.section),
    results: html(PROJECT_LIMITS.section),
    duration: text(PROJECT_LIMITS.duration),
    image: imageUrl(2000),
    images: Array.from({ length: 12 }, (_, index) => imageUrl(1000, index)),
    website: imageUrl(2000),
    liveSiteUrl: imageUrl(2000),
    features: items(30, 100),
    technologies: items(30, 40),
  };
}

describe('blog_posts: a new post', () => {
  // With its slug record, in one batch (writeNewPost).
  const create = (data: DocumentData, id = '6') => writeNewPost(editor(), id, data);

  it('accepts what createPost writes, from the form and as the helper spells it', async () => {
    await assertSucceeds(create(appNewPost()));
    await assertSucceeds(create(newPost(), '7'));
    const saved = await stored('blog_posts/6');
    expect(saved?.tags).toEqual(['speed', 'shops']);
    expect(saved?.image).toBe(BLOG_POST_DEFAULTS.image);
  });

  it('accepts every seed post written again as a new post', async () => {
    // A new post has no former addresses (post '4' was renamed once).
    for (const [id, { formerSlugs: _renamedFrom, ...post }] of Object.entries(seedBlogPosts)) {
      await assertSucceeds(
        create(
          // Posts '1' and '5' hold their slugs here: the copies take the next free ones.
          {
            ...post,
            slug: `${post.slug}-2`,
            views: 0,
            createdAt: serverTimestamp(),
            updatedAt: serverTimestamp(),
            publishAt: serverTimestamp(),
          },
          `10${id}`,
        ),
      );
    }
  });

  it('accepts the largest post: 200,000 characters of content, 20 tags of 30 characters', async () => {
    await assertSucceeds(
      create(
        appNewPost({
          title: text(200),
          excerpt: text(600),
          content: text(200_000),
          tags: items(20, 30).join(','),
        }),
      ),
    );
  });

  it('takes only numeric ids, like the seed', async () => {
    for (const id of ['new-post', 'abc', '0', '01', '-1', '1.5', '1e3', '12345678901']) {
      await assertFails(create(appNewPost(), id));
    }
    await assertSucceeds(create(appNewPost(), '42'));
  });

  it.each(NOT_STRINGS)('refuses tags holding %s', async (_name, tags) => {
    await assertFails(create(newPost({ tags })));
  });

  it('refuses a list in a list (Firestore cannot even store it)', async () => {
    await expect(Promise.resolve().then(() => create(newPost({ tags: [['nested']] })))).rejects.toThrow(
      /Nested arrays/,
    );
  });

  it('bounds the tags: count, item length, total length', async () => {
    const limit = LIST_LIMITS.tags;
    await assertFails(create(newPost({ tags: items(limit.items + 1, 5) })));
    await assertFails(create(newPost({ tags: [text(limit.itemLength + 1)] })));
    await assertFails(create(newPost({ tags: ['ok', text(15_000)] })));
    await assertFails(create(newPost({ tags: items(16, 40) }))); // 640 characters
    await assertFails(create(newPost({ tags: 'news' })));
    await assertFails(create(newPost({ tags: { 0: 'news' } })));
    await assertSucceeds(create(newPost({ tags: items(limit.items, 30) }))); // 600 characters
    await assertSucceeds(create(newPost({ tags: [text(limit.itemLength)] }), '7'));
    await assertSucceeds(create(newPost({ tags: [] }), '8'));
  });

  it.each(URLS_REFUSED)('refuses an image that is %s', async (_name, image) => {
    await assertFails(create(newPost({ image })));
  });

  it('accepts an http(s) image or a site image; refuses an empty or overlong one', async () => {
    let id = 10;
    for (const image of [...URLS_ACCEPTED, ...IMAGE_PATHS_ACCEPTED, imageUrl(2000)]) {
      await assertSucceeds(create(newPost({ image }), String((id += 1))));
    }
    await assertFails(create(newPost({ image: '' })));
    await assertFails(create(newPost({ image: imageUrl(2001) })));
    await assertFails(create(newPost({ image: 42 })));
  });

  it('needs createdAt stamped by the server, and updatedAt too when sent', async () => {
    const { createdAt: _createdAt, ...withoutCreatedAt } = newPost();
    await assertFails(create(withoutCreatedAt));
    await assertFails(create(newPost({ createdAt: old() })));
    await assertFails(create(newPost({ createdAt: clientClock() })));
    await assertFails(create(newPost({ createdAt: '2026-11-20T10:00:00Z' })));
    await assertFails(create(newPost({ updatedAt: old() })));
    await assertFails(create(newPost({ updatedAt: null })));
  });

  it('refuses wrong types, sizes and statuses', async () => {
    await assertFails(create(newPost({ title: 42 })));
    await assertFails(create(newPost({ title: '' })));
    await assertFails(create(newPost({ title: text(201) })));
    await assertFails(create(newPost({ content: text(200_001) })));
    await assertFails(create(newPost({ content: { html: '<p>x</p>' } })));
    await assertFails(create(newPost({ excerpt: text(601) })));
    await assertFails(create(newPost({ category: text(81) })));
    await assertFails(create(newPost({ author: text(121) })));
    await assertFails(create(newPost({ date: 20261120 })));
    await assertFails(create(newPost({ date: '20 Nov 2026' })));
    await assertFails(create(newPost({ status: 'Scheduled' })));
    await assertFails(create(newPost({ status: 'published' })));
    await assertFails(create(newPost({ views: 1 })));
    await assertFails(create(newPost({ views: -1 })));
    await assertFails(create(newPost({ views: '0' })));
    await assertFails(create(newPost({ views: 0.5 })));
  });

  it('refuses keys the post does not have', async () => {
    await assertFails(create(newPost({ featured: true })));
    await assertFails(create(newPost({ id: '6' })));
    await assertFails(create(newPost({ authorUid: UID.editor })));
  });
});

describe('blog_posts: an edit', () => {
  const post = () => doc(editor(), 'blog_posts/1');

  it('accepts what updatePost writes from the form', async () => {
    await assertSucceeds(auditedUpdate(post(), appPostEdit()));
    await assertSucceeds(auditedUpdate(post(), appPostEdit({ image: '', category: '', tags: '' })));
  });

  it('accepts an edit of every field at its largest', async () => {
    await assertSucceeds(
      auditedUpdate(post(), {
        ...appPostEdit({
          title: text(200),
          image: imageUrl(2000),
          excerpt: text(600),
          content: text(200_000),
          category: text(80),
          tags: items(20, 30).join(','),
          status: 'Draft',
        }),
        author: text(120),
        date: '2026-12-01',
      }),
    );
  });

  it('needs a fresh server updatedAt', async () => {
    await assertFails(auditedUpdate(post(), { title: 'No stamp' }));
    await assertFails(auditedUpdate(post(), { title: 'Old stamp', updatedAt: old() }));
    await assertFails(auditedUpdate(post(), { title: 'Client clock', updatedAt: clientClock() }));
    await assertFails(auditedUpdate(post(), { title: 'Removed stamp', updatedAt: deleteField() }));
  });

  it('never changes createdAt or the view count', async () => {
    await assertFails(auditedUpdate(post(), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(auditedUpdate(post(), { createdAt: old(), updatedAt: serverTimestamp() }));
    await assertFails(auditedUpdate(post(), { createdAt: deleteField(), updatedAt: serverTimestamp() }));
    await assertFails(auditedUpdate(post(), { views: 0, updatedAt: serverTimestamp() }));
    await assertFails(auditedUpdate(post(), { views: increment(1), updatedAt: serverTimestamp() }));
  });

  it("edits a post viewed under the former counting, never its last view's slot and time, which revisions leave out", async () => {
    // What a counted view left on the post before visit_stats (no write sets them any more).
    const viewedAt = Timestamp.fromDate(new Date('2026-10-05T08:00:00.000Z'));
    await put('blog_posts/1', { ...seededPost('1'), views: 8, viewSlot: '0', viewedAt });
    const viewed = await stored('blog_posts/1');
    expect(viewed).toEqual(expect.objectContaining({ viewSlot: '0', viewedAt: expect.any(Timestamp) }));
    // The revision the helper writes is the post after the edit less UNVERSIONED_FIELDS (as the app's).
    await assertSucceeds(
      auditedUpdate(post(), { title: 'Edited after a view', updatedAt: serverTimestamp() }),
    );
    expect(await stored('blog_posts/1')).toEqual(
      expect.objectContaining({ viewSlot: '0', viewedAt: viewed?.viewedAt }),
    );
    // A revision that keeps them is refused: they are not part of a version.
    await assertFails(
      auditedUpdate(
        post(),
        { title: 'Edited again', updatedAt: serverTimestamp() },
        { revision: { content: { ...versionedWithViewFields(viewed), title: 'Edited again' } } },
      ),
    );
    for (const change of [
      { viewSlot: '2' },
      { viewSlot: deleteField() },
      { viewedAt: serverTimestamp() },
      { viewedAt: old() },
      { viewedAt: deleteField() },
    ])
      await assertFails(auditedUpdate(post(), { ...change, updatedAt: serverTimestamp() }));
    // Deleting it keeps a revision and a trash record without them.
    await assertSucceeds(auditedDelete(post()));
  });

  it('keeps the words staff search it by on the post, never in its revisions (a restore derives them)', async () => {
    const title = 'Shikara rides at dawn';
    const searchWords = searchWordsFor('blog_posts', { title });
    await assertSucceeds(auditedUpdate(post(), { title, searchWords, updatedAt: serverTimestamp() }));
    const current = await stored('blog_posts/1');
    expect(current?.searchWords).toEqual(['shikara', 'rides', 'dawn']);
    const content = Object.fromEntries(
      Object.entries(current ?? {}).filter(
        ([key]) => !(UNVERSIONED_FIELDS as readonly string[]).includes(key),
      ),
    );
    expect(content).not.toHaveProperty('searchWords');
    // A revision that keeps them is refused: they are derived from the title, not part of a version.
    await assertFails(
      auditedUpdate(
        post(),
        { excerpt: 'At dawn.', updatedAt: serverTimestamp() },
        { revision: { content: { ...content, excerpt: 'At dawn.', searchWords } } },
      ),
    );
    await assertSucceeds(auditedUpdate(post(), { excerpt: 'At dawn.', updatedAt: serverTimestamp() }));
  });

  it('refuses an overwrite of the whole post with a fresh createdAt, merged or not', async () => {
    await assertFails(auditedSet(post(), appNewPost()));
    await assertFails(auditedSet(post(), appNewPost(), { merge: true }));
    await assertFails(auditedSet(doc(admin(), 'blog_posts/1'), appNewPost()));
    expect((await stored('blog_posts/1'))?.title).toBe(seedBlogPosts['1']?.title);
  });

  it('leaves alone the fields it does not change, so older posts stay editable', async () => {
    await put('blog_posts/3', { ...seededPost('3'), tags: items(50, 300), image: '', author: 42 });
    await assertSucceeds(
      auditedUpdate(doc(editor(), 'blog_posts/3'), { title: 'Still editable', updatedAt: serverTimestamp() }),
    );
    await assertFails(
      auditedUpdate(doc(editor(), 'blog_posts/3'), { tags: items(50, 301), updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      auditedUpdate(doc(editor(), 'blog_posts/3'), { tags: ['fixed'], updatedAt: serverTimestamp() }),
    );
  });

  it('checks the fields it changes like a new post', async () => {
    const edit = (fields: DocumentData) => auditedUpdate(post(), { ...fields, updatedAt: serverTimestamp() });
    await assertFails(edit({ tags: ['ok', 7] }));
    await assertFails(edit({ tags: [{ deep: { deeper: 'x' } }] }));
    await assertFails(edit({ tags: items(21, 3) }));
    await assertFails(edit({ image: 'javascript:alert(1)' }));
    await assertFails(edit({ image: deleteField() }));
    await assertFails(edit({ title: deleteField() }));
    await assertFails(edit({ status: 'Archived' }));
    await assertFails(edit({ content: text(200_001) }));
    await assertFails(edit({ pinned: true }));
    await assertSucceeds(edit({ tags: deleteField() }));
  });
});

describe('the fields derived from the searched text: only what that text gives', () => {
  const post = () => doc(editor(), 'blog_posts/1');
  const project = () => doc(editor(), 'projects/1');
  const editPost = (fields: DocumentData) =>
    auditedUpdate(post(), { ...fields, updatedAt: serverTimestamp() }, { underived: true });
  const editProject = (fields: DocumentData) =>
    auditedUpdate(project(), { ...fields, updatedAt: serverTimestamp() }, { underived: true });
  const title = 'Houseboat Bookings at 9 AM';
  const postFields = {
    title,
    searchWords: ['houseboat', 'bookings', '9', 'am'],
    titleKey: titleKeyOf(title),
  };

  it('a post keeps the words of its title and its title as the list sorts it', async () => {
    expect(derivedFieldsFor('blog_posts', { title })).toEqual({
      searchWords: ['houseboat', 'bookings', 'am'],
      titleKey: 'houseboat bookings at 9 am',
    });
    await assertSucceeds(editPost(postFields));
    await assertSucceeds(editPost({ ...postFields, searchWords: ['bookings'] }));
    await assertSucceeds(writeNewPost(editor(), '6', newPost({ title: 'Çinar Café: Zoë’s ÉTÉ' })));
    expect((await stored('blog_posts/6'))?.titleKey).toBe(
      'Çinar Café: Zoë’s ÉTÉ'.replace(/[A-Z]/g, (c) => c.toLowerCase()),
    );
  });

  it('refuses words that are not its title’s, in capitals, empty, or over 200', async () => {
    await assertFails(editPost({ ...postFields, searchWords: ['houseboat', 'free'] }));
    await assertFails(editPost({ ...postFields, searchWords: ['Houseboat'] }));
    await assertFails(editPost({ ...postFields, searchWords: ['houseboat', ''] }));
    await assertFails(editPost({ ...postFields, searchWords: 'houseboat bookings' }));
    // At most 200 entries, repeated or not (a 200-character title has fewer words).
    await assertFails(editPost({ ...postFields, searchWords: Array<string>(201).fill('houseboat') }));
    await assertSucceeds(editPost({ ...postFields, searchWords: Array<string>(200).fill('houseboat') }));
  });

  it('refuses a sort key that is not the title', async () => {
    await assertFails(editPost({ ...postFields, titleKey: 'aaa first in the list' }));
    await assertFails(editPost({ ...postFields, titleKey: `${titleKeyOf(title)} ` }));
    await assertFails(editPost({ titleKey: 'aaa' }));
  });

  it('a new title comes with its own words and key: without them, or with the old ones, it is refused', async () => {
    await assertSucceeds(editPost(postFields));
    await assertFails(editPost({ title: 'Shikara rides at dawn' }));
    await assertFails(editPost({ title: 'Shikara rides at dawn', titleKey: 'shikara rides at dawn' }));
    await assertFails(editPost({ title: 'Shikara rides at dawn', searchWords: ['shikara'] }));
    await assertSucceeds(
      editPost({
        title: 'Shikara rides at dawn',
        searchWords: ['shikara'],
        titleKey: 'shikara rides at dawn',
      }),
    );
    // A write that leaves the title alone need not send them.
    await assertSucceeds(editPost({ excerpt: 'At dawn.' }));
  });

  it('a project keeps words of its title and client, and only those', async () => {
    const words = searchWordsFor('projects', { title: 'Dal Lake Ferries', client: 'Srinagar Boat Club' });
    expect(words).toEqual(['dal', 'lake', 'ferries', 'srinagar', 'boat', 'club']);
    await assertSucceeds(
      editProject({ title: 'Dal Lake Ferries', client: 'Srinagar Boat Club', searchWords: words }),
    );
    await assertFails(editProject({ client: 'Gulmarg Gondola', searchWords: words }));
    await assertFails(editProject({ client: 'Gulmarg Gondola' }));
    await assertSucceeds(editProject({ client: 'Gulmarg Gondola', searchWords: ['dal', 'gulmarg'] }));
    await assertFails(editProject({ searchWords: ['dal', 'gulmarg', 'pahalgam'] }));
    await assertFails(editProject({ searchWords: ['DAL'] }));
  });
});

describe('blog_posts: the slug', () => {
  const post = (id = '6') => doc(editor(), 'blog_posts', id);

  it('is required on a new post, with its record in the same batch', async () => {
    await assertFails(auditedSet(post(), newPost()));
    await assertFails(writeNewPost(editor(), '6', newPost({ slug: 'no-record' }), { slugRecord: false }));
    await assertSucceeds(writeNewPost(editor(), '6', newPost({ slug: 'with-record' })));
    expect(await stored('slugs/with-record')).toEqual({ postId: '6' });
  });

  it.each([
    ['empty', ''],
    ['capitals', 'Five-Tips'],
    ['two dashes', 'five--tips'],
    ['a trailing dash', 'five-tips-'],
    ['a space', 'five tips'],
    ['an underscore', 'five_tips'],
    ['an accent', 'cinq-astuces-é'],
    ['all digits (an id)', '2026'],
    ['81 characters', 'x'.repeat(81)],
    ['a number', 42],
    ['a list', ['five-tips']],
  ])('refuses a slug that is %s', async (_name, slug) => {
    await assertFails(writeNewPost(editor(), '6', newPost({ slug })));
  });

  it('accepts 80 characters, digits and words', async () => {
    await assertSucceeds(writeNewPost(editor(), '6', newPost({ slug: 'x'.repeat(80) })));
    await assertSucceeds(writeNewPost(editor(), '7', newPost({ slug: '2026-review-10' })));
  });

  it('refuses a record that names another post, or carries more than the post id', async () => {
    const batch = (record: DocumentData) =>
      writeNewPost(editor(), '6', newPost({ slug: 'five-tips' }), {
        slugRecord: false,
        also: (write, db) => write.set(doc(db, 'slugs/five-tips'), record),
      });
    await assertFails(batch({ postId: '7' }));
    await assertFails(batch({ postId: 6 }));
    await assertFails(batch({ postId: '6', owner: UID.editor }));
    await assertFails(batch({}));
    await assertSucceeds(batch({ postId: '6' }));
  });

  it('is never taken by a second post', async () => {
    await assertFails(writeNewPost(editor(), '6', newPost({ slug: slugOf('1') })));
    await assertFails(writeNewPost(admin(), '6', newPost({ slug: slugOf('1') })));
    // Nor by pointing a post at it without the record.
    await assertFails(auditedUpdate(post('5'), { slug: slugOf('1'), updatedAt: serverTimestamp() }));
    await assertFails(moveSlug(editor(), '5', slugOf('5'), slugOf('1')));
    expect(await stored(`slugs/${slugOf('1')}`)).toEqual({ postId: '1' });
    expect((await stored('blog_posts/5'))?.slug).toBe(slugOf('5'));
  });

  it('moves with its record only: changing the slug alone, or removing it, is refused', async () => {
    await assertFails(auditedUpdate(post('1'), { slug: 'fast-websites', updatedAt: serverTimestamp() }));
    await assertFails(auditedUpdate(post('1'), { slug: deleteField(), updatedAt: serverTimestamp() }));
    await assertFails(auditedUpdate(post('1'), { slug: '', updatedAt: serverTimestamp() }));
    await assertFails(moveSlug(editor(), '1', slugOf('1'), 'Fast-Websites'));
    await assertSucceeds(moveSlug(editor(), '1', slugOf('1'), 'fast-websites'));
    expect(await stored('slugs/fast-websites')).toEqual({ postId: '1' });
    expect(await stored(`slugs/${slugOf('1')}`)).toBeNull();
    // The address it left is free for another post.
    await assertSucceeds(writeNewPost(editor(), '6', newPost({ slug: slugOf('1') })));
  });

  it('leaves edits that keep the slug alone', async () => {
    await assertSucceeds(auditedUpdate(post('1'), appPostEdit({ slug: slugOf('1') })));
    await assertSucceeds(auditedUpdate(post('1'), { title: 'Retitled', updatedAt: serverTimestamp() }));
  });

  it('lets a post stored before slugs existed be edited, and take its first slug with its record', async () => {
    const { slug: _slug, ...legacy } = seededPost('3');
    await put('blog_posts/3', legacy);
    await assertSucceeds(auditedUpdate(post('3'), appPostEdit()));
    await assertFails(auditedUpdate(post('3'), { slug: 'older-post', updatedAt: serverTimestamp() }));
    await assertSucceeds(moveSlug(editor(), '3', null, 'older-post'));
    expect((await stored('blog_posts/3'))?.slug).toBe('older-post');
    expect(await stored('slugs/older-post')).toEqual({ postId: '3' });
  });

  it('refuses a public visitor’s view count on a post with a slug', async () => {
    await assertFails(formerView(anonymous(), '1'));
  });
});

describe('slugs: the records', () => {
  const record = (db: Firestore, slug: string) => doc(db, 'slugs', slug);

  it('are released only when their post no longer has the slug', async () => {
    await assertFails(deleteDoc(record(editor(), slugOf('1'))));
    // The post moved on (written past the rules): the old record may go, by editors only.
    await put('blog_posts/1', { ...seededPost('1'), slug: 'moved-on' });
    await assertFails(deleteDoc(record(anonymous(), slugOf('1'))));
    await assertFails(deleteDoc(record(as(UID.user), slugOf('1'))));
    await assertFails(deleteDoc(record(as(UID.inactiveEditor), slugOf('1'))));
    await assertSucceeds(deleteDoc(record(editor(), slugOf('1'))));
  });

  it('of a deleted post may be deleted, alone or in the batch that deletes the post', async () => {
    await assertFails(deleteDoc(record(editor(), slugOf('5'))));
    await putPastRules(env, 'blog_posts/5', null);
    await assertSucceeds(deleteDoc(record(admin(), slugOf('5'))));
  });

  it('may be created for a post that already has the slug (a record gone missing), never for another slug', async () => {
    await put('blog_posts/3', { ...seededPost('3'), slug: 'cms-choices' });
    await assertFails(setDoc(record(anonymous(), 'cms-choices'), { postId: '3' }));
    await assertFails(setDoc(record(as(UID.user), 'cms-choices'), { postId: '3' }));
    await assertFails(setDoc(record(editor(), 'other-slug'), { postId: '3' }));
    await assertFails(setDoc(record(editor(), 'cms-choices'), { postId: '999' }));
    await assertSucceeds(setDoc(record(editor(), 'cms-choices'), { postId: '3' }));
    // An invalid slug never gets a record, even when a post holds it (written past the rules).
    await put('blog_posts/4', { ...seededPost('4'), slug: 'Bad_Slug' });
    await assertFails(setDoc(record(editor(), 'Bad_Slug'), { postId: '4' }));
  });

  it('are never changed, only created and deleted', async () => {
    await assertFails(updateDoc(record(editor(), slugOf('1')), { postId: '1' }));
    await assertFails(setDoc(record(admin(), slugOf('1')), { postId: '1' }));
    await assertFails(setDoc(record(admin(), slugOf('1')), { postId: '1' }, { merge: true }));
  });

  it('may be looked up by staff only, one at a time, missing ones included', async () => {
    await assertSucceeds(read(record(as(UID.user), slugOf('1'))));
    await assertSucceeds(read(record(editor(), 'no-such-slug')));
    // A record names a post even while it is a draft: not for the public.
    await assertFails(read(record(anonymous(), slugOf('1'))));
    await assertFails(read(query(collection(anonymous(), 'slugs'), limit(1))));
    await assertFails(read(collection(admin(), 'slugs')));
  });
});

describe('lists are bounded', () => {
  const lists = {
    blog_posts: 'Published',
    projects: 'Completed',
  } as const;

  describe.each(Object.entries(lists))('%s', (name, status) => {
    const filtered = (db: Firestore) =>
      name === 'blog_posts'
        ? publicPosts(db)
        : query(collection(db, name), where('status', '==', status), orderBy('createdAt', 'desc'));

    it('refuses the public a list without a limit or with one above 50', async () => {
      for (const db of [anonymous(), as(UID.stranger)]) {
        await assertFails(read(filtered(db)));
        await assertFails(read(query(filtered(db), limit(51))));
        await assertFails(read(query(filtered(db), limit(1000))));
      }
    });

    it('lets the public list up to 50 at a time, and page on with a cursor', async () => {
      await assertSucceeds(read(query(filtered(anonymous()), limit(50))));
      await assertSucceeds(read(query(filtered(anonymous()), limit(1))));
      const first = await read(query(filtered(anonymous()), limit(1)));
      expect(first.size).toBe(1);
      // The app's paging: startAfter the last one's sort value, still within the limit.
      const sortedBy = name === 'blog_posts' ? 'publishAt' : 'createdAt';
      await assertSucceeds(
        read(query(filtered(anonymous()), startAfter(first.docs[0]?.get(sortedBy)), limit(50))),
      );
    });

    it('refuses the public any offset (Firestore bills the skipped documents); a limit alone still passes', async () => {
      // The web SDK cannot send an offset; other SDKs and the REST API can.
      for (const uid of [null, UID.stranger]) {
        expect(await restQueryStatus(env, uid, statusQuery(name, status, { limit: 50 }))).toBe(200);
        expect(await restQueryStatus(env, uid, statusQuery(name, status, { limit: 50, offset: 950 }))).toBe(
          403,
        );
        expect(await restQueryStatus(env, uid, statusQuery(name, status, { limit: 1, offset: 1 }))).toBe(403);
      }
    });

    it('refuses staff an offset too (the app pages with cursors)', async () => {
      for (const uid of [UID.user, UID.editor, UID.admin]) {
        expect(await restQueryStatus(env, uid, statusQuery(name, status, { limit: 100 }))).toBe(200);
        expect(await restQueryStatus(env, uid, statusQuery(name, status, { limit: 100, offset: 10 }))).toBe(
          403,
        );
      }
    });

    it('still needs the status filter', async () => {
      await assertFails(read(query(collection(anonymous(), name), limit(10))));
      await assertFails(
        read(query(collection(anonymous(), name), where('status', '==', 'Draft'), limit(10))),
      );
    });

    it('bounds staff lists at 10,000 (STAFF_QUERY_LIMIT), any status', async () => {
      await assertSucceeds(read(query(filtered(as(UID.user)), limit(100))));
      await assertSucceeds(
        read(query(collection(editor(), name), orderBy('createdAt', 'desc'), limit(10_000))),
      );
      await assertSucceeds(read(query(filtered(admin()), limit(500))));
      await assertFails(read(filtered(as(UID.user))));
      await assertFails(read(query(collection(editor(), name), orderBy('createdAt', 'desc'))));
      await assertFails(read(query(collection(admin(), name), limit(10_001))));
    });
  });
});

describe('blog_posts: the public no longer counts views on the post (visit_stats does)', () => {
  it('refuses a public visitor’s update of a post’s views, whatever the change, for anyone', async () => {
    const views = Number(seedBlogPosts['1']?.views);
    for (const db of [anonymous(), as(UID.stranger), as(UID.user)]) {
      await assertFails(formerView(db, '1', increment(1)));
      await assertFails(updateDoc(doc(db, 'blog_posts/1'), { views: increment(1) }));
      await assertFails(updateDoc(doc(db, 'blog_posts/1'), { views: views + 1 }));
    }
    for (const change of [increment(2), increment(-1), views + 1.5, 0, String(views + 1), deleteField()])
      await assertFails(formerView(anonymous(), '1', change));
    expect((await stored('blog_posts/1'))?.views).toBe(views);
  });

  it('refuses it on a draft and on a missing id alike, and with other changes', async () => {
    await assertFails(formerView(anonymous(), '5'));
    await assertFails(formerView(editor(), '5'));
    await assertFails(formerView(anonymous(), '999'));
    await assertFails(formerView(anonymous(), '1', increment(1), 0, { updatedAt: serverTimestamp() }));
    await assertFails(formerView(anonymous(), '1', increment(1), 0, { status: 'Draft' }));
  });
});

describe('projects: a new project', () => {
  const create = (data: DocumentData, id = '10') => auditedSet(doc(editor(), 'projects', id), data);

  it('accepts what createProject writes, empty portfolio fields included', async () => {
    await assertSucceeds(create(appNewProject()));
    await assertSucceeds(create(newProject(), '11'));
  });

  it('accepts every seed project written again as a new project', async () => {
    for (const [id, project] of Object.entries(seedProjects)) {
      await assertSucceeds(
        create({ ...project, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }, `10${id}`),
      );
    }
  });

  it('accepts the largest project the form allows, every list full', async () => {
    await assertSucceeds(create(appNewProject(largestProjectForm())));
  });

  it('takes only numeric ids', async () => {
    await assertFails(create(appNewProject(), 'dal-lake-ferries'));
    await assertFails(create(appNewProject(), '0'));
    await assertSucceeds(create(appNewProject(), '10'));
  });

  describe.each([
    ['features', LIST_LIMITS.features],
    ['technologies', LIST_LIMITS.technologies],
  ] as const)('%s', (field, limit) => {
    it.each(NOT_STRINGS)(`refuses ${field} holding %s`, async (_name, list) => {
      await assertFails(create(newProject({ [field]: list })));
    });

    it('bounds the count, item length and total length', async () => {
      const itemLength = Math.floor(limit.total / limit.items);
      await assertFails(create(newProject({ [field]: items(limit.items + 1, 3) })));
      await assertFails(create(newProject({ [field]: [text(limit.itemLength + 1)] })));
      await assertFails(create(newProject({ [field]: items(limit.items, itemLength + 1) })));
      await assertFails(create(newProject({ [field]: 'React, Firebase' })));
      await assertSucceeds(create(newProject({ [field]: items(limit.items, itemLength) })));
      await assertSucceeds(create(newProject({ [field]: [text(limit.itemLength)] }), '11'));
    });
  });

  describe('images (the gallery)', () => {
    it.each(NOT_STRINGS)('refuses images holding %s', async (_name, list) => {
      await assertFails(create(newProject({ images: list })));
    });

    it.each(URLS_REFUSED)('refuses a gallery image that is %s', async (_name, url) => {
      await assertFails(create(newProject({ images: ['https://cdn.example.com/a.png', url] })));
    });

    it('accepts http(s) and site images; bounds the count, length and total', async () => {
      const limit = LIST_LIMITS.images;
      await assertFails(
        create(newProject({ images: items(limit.items + 1, 5).map((n) => `/images/${n}.png`) })),
      );
      await assertFails(create(newProject({ images: [imageUrl(limit.itemLength + 1)] })));
      await assertFails(
        create(newProject({ images: Array.from({ length: 7 }, (_, i) => imageUrl(1999, i)) })),
      );
      await assertSucceeds(create(newProject({ images: [...URLS_ACCEPTED, ...IMAGE_PATHS_ACCEPTED] }), '11'));
      await assertSucceeds(create(newProject({ images: [imageUrl(limit.itemLength)] }), '12'));
      await assertSucceeds(
        create(newProject({ images: Array.from({ length: 12 }, (_, i) => imageUrl(1000, i)) }), '13'),
      );
    });
  });

  it.each(URLS_REFUSED)('refuses a cover image that is %s', async (_name, image) => {
    await assertFails(create(newProject({ image })));
  });

  it.each(['website', 'liveSiteUrl'])('%s: empty or http(s) only', async (field) => {
    let id = 20;
    for (const url of ['', ...URLS_ACCEPTED]) {
      await assertSucceeds(create(newProject({ [field]: url }), String((id += 1))));
    }
    for (const [, url] of URLS_REFUSED) await assertFails(create(newProject({ [field]: url })));
    await assertFails(create(newProject({ [field]: '/images/projects/placeholder.svg' })));
    await assertFails(create(newProject({ [field]: imageUrl(2001) })));
    await assertFails(create(newProject({ [field]: null })));
  });

  it('needs createdAt stamped by the server, and updatedAt too when sent', async () => {
    const { createdAt: _createdAt, ...withoutCreatedAt } = newProject();
    await assertFails(create(withoutCreatedAt));
    await assertFails(create(newProject({ createdAt: old() })));
    await assertFails(create(newProject({ createdAt: clientClock() })));
    await assertFails(create(newProject({ updatedAt: old() })));
  });

  it('refuses wrong types and sizes', async () => {
    await assertFails(create(newProject({ title: ['A'] })));
    await assertFails(create(newProject({ title: text(201) })));
    await assertFails(create(newProject({ client: text(201) })));
    await assertFails(create(newProject({ category: text(81) })));
    await assertFails(create(newProject({ status: 'Planned' })));
    await assertFails(create(newProject({ status: 'Cancelled' })));
    await assertFails(create(newProject({ date: '2026/11/20' })));
    await assertFails(create(newProject({ description: text(PROJECT_LIMITS.description + 1) })));
    await assertFails(create(newProject({ longDescription: text(PROJECT_LIMITS.longDescription + 1) })));
    for (const field of ['challenges', 'solutions', 'results']) {
      await assertFails(create(newProject({ [field]: text(PROJECT_LIMITS.section + 1) })));
      await assertFails(create(newProject({ [field]: 42 })));
    }
    await assertFails(create(newProject({ duration: text(PROJECT_LIMITS.duration + 1) })));
    await assertFails(create(newProject({ duration: 4 })));
  });

  it('refuses keys the project does not have', async () => {
    await assertFails(create(newProject({ budget: 100000 })));
    await assertFails(create(newProject({ id: '10' })));
    await assertFails(create(newProject({ views: 0 })));
  });
});

describe('projects: an edit', () => {
  const project = () => doc(editor(), 'projects/1');
  const edit = (fields: DocumentData) =>
    auditedUpdate(project(), { ...fields, updatedAt: serverTimestamp() });

  it('accepts what updateProject writes: the whole form, with changes', async () => {
    await assertSucceeds(auditedUpdate(project(), appProjectEdit('1')));
    await assertSucceeds(
      auditedUpdate(
        project(),
        appProjectEdit('1', {
          images: ['https://cdn.example.com/boat.jpg', '/images/projects/shikara-stays-2.svg'],
          features: ['Direct booking'],
          website: '',
          liveSiteUrl: 'http://shikarastays.in',
        }),
      ),
    );
    await assertSucceeds(auditedUpdate(doc(editor(), 'projects/7'), appProjectEdit('7')));
  });

  it('accepts an edit of every field at its largest', async () => {
    await assertSucceeds(auditedUpdate(project(), appProjectEdit('1', largestProjectForm())));
  });

  it('needs a fresh server updatedAt', async () => {
    await assertFails(auditedUpdate(project(), { title: 'No stamp' }));
    await assertFails(auditedUpdate(project(), { title: 'Old stamp', updatedAt: old() }));
    await assertFails(auditedUpdate(project(), { title: 'Client clock', updatedAt: clientClock() }));
  });

  it('never changes createdAt', async () => {
    await assertFails(edit({ createdAt: serverTimestamp() }));
    await assertFails(edit({ createdAt: old() }));
    await assertFails(edit({ createdAt: deleteField() }));
  });

  it('refuses an overwrite of the whole project with a fresh createdAt, merged or not', async () => {
    await assertFails(auditedSet(project(), appNewProject()));
    await assertFails(auditedSet(project(), appNewProject(), { merge: true }));
    await assertFails(auditedSet(doc(admin(), 'projects/1'), appNewProject()));
    expect((await stored('projects/1'))?.title).toBe(seedProjects['1']?.title);
  });

  it('checks the fields it changes like a new project', async () => {
    await assertFails(edit({ features: ['ok', 3] }));
    await assertFails(edit({ technologies: [{ a: { b: { c: 'deep' } } }] }));
    await assertFails(edit({ images: ['javascript:alert(1)'] }));
    await assertFails(edit({ images: ['/images/projects/a.svg', null] }));
    await assertFails(edit({ image: '' }));
    await assertFails(edit({ website: 'javascript:alert(1)' }));
    await assertFails(edit({ liveSiteUrl: 'data:text/html,<script>alert(1)</script>' }));
    await assertFails(edit({ challenges: text(PROJECT_LIMITS.section + 1) }));
    await assertFails(edit({ title: '' }));
    await assertFails(edit({ owner: UID.editor }));
    await assertSucceeds(edit({ images: deleteField(), duration: '' }));
  });
});

describe('contact_inquiries: the status', () => {
  const inquiry = (db: Firestore) => doc(db, 'contact_inquiries/inquiry');

  it('is all an editor changes, with a fresh server updatedAt', async () => {
    await assertSucceeds(
      auditedUpdate(inquiry(editor()), { status: 'Resolved', updatedAt: serverTimestamp() }),
    );
    await assertFails(auditedUpdate(inquiry(editor()), { status: 'Responded', updatedAt: old() }));
    await assertFails(auditedUpdate(inquiry(editor()), { status: 'Responded', updatedAt: clientClock() }));
    await assertFails(
      auditedUpdate(inquiry(editor()), {
        status: 'Responded',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      auditedUpdate(inquiry(editor()), {
        status: 'Responded',
        email: 'x@example.com',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      auditedUpdate(inquiry(editor()), { status: 'responded', updatedAt: serverTimestamp() }),
    );
    await assertFails(auditedUpdate(inquiry(editor()), { status: 2, updatedAt: serverTimestamp() }));
    await assertFails(
      auditedUpdate(inquiry(editor()), { status: deleteField(), updatedAt: serverTimestamp() }),
    );
    expect((await stored('contact_inquiries/inquiry'))?.status).toBe('Resolved');
  });

  it('may not be set by overwriting the inquiry', async () => {
    await assertFails(
      auditedSet(inquiry(editor()), {
        name: 'Asha',
        email: 'asha@example.com',
        phone: '',
        subject: 'A website',
        message: 'Please call me.',
        status: 'Responded',
        createdAt: serverTimestamp(),
      }),
    );
  });
});
