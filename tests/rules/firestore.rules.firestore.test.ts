/**
 * Security rules (firestore.rules) on the Firestore emulator: a table of callers x collections x
 * operations, then the payloads and edge cases each rule must refuse. Run by scripts/test-firestore.mjs
 * (npm test); the normal `vitest run` leaves *.firestore.test.ts files out.
 *
 * The staff directory (admins), invites and settings/site are in staff-settings.rules.firestore.test.ts;
 * the history every staff write carries (here through the audited* helpers) in history.rules.firestore.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import {
  auditedDelete,
  auditedSet,
  auditedUpdate,
  CALLER_UID,
  CALLERS,
  clientClock,
  clientFor,
  createRulesTestEnvironment,
  endRulesTestEnvironment,
  expireThrottles,
  formerView,
  newInquiry,
  newPost,
  publicPosts,
  newProject,
  newSubscriber,
  read,
  resetData,
  SEED,
  sendInquiry,
  sendSubscriber,
  UID,
  writeNewPost,
  type Caller,
} from './helpers';
import { searchWordsFor } from '@/data/search-words';

let env: RulesTestEnvironment;
/** The caller's client for the running test (clientFor: made on first use, closed by resetData). */
function as(uid: string | null, email?: string, verified = true): Firestore {
  return clientFor(env, uid, email, verified);
}

const anonymous = () => as(null);
const editor = () => as(UID.editor);

beforeAll(async () => {
  env = await createRulesTestEnvironment();
});

beforeEach(async () => {
  await resetData(env);
});

afterAll(async () => {
  await endRulesTestEnvironment(env);
});

// ------------------------------------------------------------------------------------------ the table

type Operation = (db: Firestore, uid: string | null) => Promise<unknown>;

const EVERYONE: readonly Caller[] = CALLERS;
const STAFF: readonly Caller[] = ['user', 'editor', 'admin'];
const EDITORS: readonly Caller[] = ['editor', 'admin'];
const ADMINS: readonly Caller[] = ['admin'];
const NOBODY: readonly Caller[] = [];

const publishedPosts = publicPosts;
const completedProjects = (db: Firestore) =>
  query(collection(db, 'projects'), where('status', '==', 'Completed'), orderBy('createdAt', 'desc'));

const table: Record<string, Record<string, { allowed: readonly Caller[]; run: Operation }>> = {
  blog_posts: {
    'get a Published post': { allowed: EVERYONE, run: (db) => read(doc(db, 'blog_posts/published')) },
    'get a Draft post': { allowed: STAFF, run: (db) => read(doc(db, 'blog_posts/draft')) },
    'list Published posts (status filter, limit 50)': {
      allowed: EVERYONE,
      run: (db) => read(query(publishedPosts(db), limit(50))),
    },
    'list Published posts with a small limit': {
      allowed: EVERYONE,
      run: (db) => read(query(publishedPosts(db), limit(1))),
    },
    'list Published posts without a limit': { allowed: NOBODY, run: (db) => read(publishedPosts(db)) },
    'list all posts (no status filter, limit 100)': {
      allowed: STAFF,
      run: (db) => read(query(collection(db, 'blog_posts'), orderBy('createdAt', 'desc'), limit(100))),
    },
    'list all posts without a limit': {
      allowed: NOBODY,
      run: (db) => read(query(collection(db, 'blog_posts'), orderBy('createdAt', 'desc'))),
    },
    'create a post (with its slug record)': { allowed: EDITORS, run: (db) => writeNewPost(db, '101') },
    'edit a post': {
      allowed: EDITORS,
      run: (db) =>
        // The draft goes public: the save stamps its publish time, as the app's does.
        auditedUpdate(doc(db, 'blog_posts/draft'), {
          title: 'Edited',
          status: 'Published',
          tags: ['x'],
          publishAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
    },
    'delete a post': { allowed: EDITORS, run: (db) => auditedDelete(doc(db, 'blog_posts/draft')) },
    'count one view of a Published post the former way (views + 1 with its stamp)': {
      allowed: NOBODY,
      run: (db) => formerView(db, 'published'),
    },
    'count one view without its stamp': {
      allowed: NOBODY,
      run: (db) => updateDoc(doc(db, 'blog_posts/published'), { views: increment(1) }),
    },
  },
  projects: {
    'get a Completed project': { allowed: EVERYONE, run: (db) => read(doc(db, 'projects/completed')) },
    'get an In Progress project': { allowed: STAFF, run: (db) => read(doc(db, 'projects/in-progress')) },
    'list Completed projects (status filter, limit 50)': {
      allowed: EVERYONE,
      run: (db) => read(query(completedProjects(db), limit(50))),
    },
    'list Completed projects without a limit': {
      allowed: NOBODY,
      run: (db) => read(completedProjects(db)),
    },
    'list all projects (no status filter, limit 100)': {
      allowed: STAFF,
      run: (db) => read(query(collection(db, 'projects'), orderBy('createdAt', 'desc'), limit(100))),
    },
    'list all projects without a limit': {
      allowed: NOBODY,
      run: (db) => read(query(collection(db, 'projects'), orderBy('createdAt', 'desc'))),
    },
    'create a project': {
      allowed: EDITORS,
      run: (db) => auditedSet(doc(db, 'projects/101'), newProject()),
    },
    'edit a project': {
      allowed: EDITORS,
      run: (db) =>
        auditedUpdate(doc(db, 'projects/in-progress'), {
          status: 'Completed',
          features: ['Done'],
          updatedAt: serverTimestamp(),
        }),
    },
    'delete a project': { allowed: EDITORS, run: (db) => auditedDelete(doc(db, 'projects/in-progress')) },
  },
  contact_inquiries: {
    'send an inquiry (with its stamp)': {
      allowed: EVERYONE,
      run: (db) => sendInquiry(db, 'new'),
    },
    'send an inquiry without its stamp': {
      allowed: NOBODY,
      run: (db) => setDoc(doc(db, 'contact_inquiries/new'), newInquiry()),
    },
    'get an inquiry': { allowed: STAFF, run: (db) => read(doc(db, 'contact_inquiries/inquiry')) },
    'list inquiries (limit 25)': {
      allowed: STAFF,
      run: (db) => read(query(collection(db, 'contact_inquiries'), orderBy('createdAt', 'desc'), limit(25))),
    },
    'list inquiries without a limit': {
      allowed: NOBODY,
      run: (db) => read(query(collection(db, 'contact_inquiries'), orderBy('createdAt', 'desc'))),
    },
    'mark an inquiry Responded': {
      allowed: EDITORS,
      run: (db) =>
        auditedUpdate(doc(db, 'contact_inquiries/inquiry'), {
          status: 'Responded',
          updatedAt: serverTimestamp(),
        }),
    },
    'delete an inquiry': {
      allowed: EDITORS,
      run: (db) => auditedDelete(doc(db, 'contact_inquiries/inquiry')),
    },
  },
  subscribers: {
    'subscribe (with its stamp)': {
      allowed: EVERYONE,
      run: (db) => sendSubscriber(db, 'new@example.com'),
    },
    'subscribe without its stamp': {
      allowed: NOBODY,
      run: (db) => setDoc(doc(db, 'subscribers/new@example.com'), newSubscriber()),
    },
    'get a subscriber': { allowed: STAFF, run: (db) => read(doc(db, 'subscribers/old@example.com')) },
    'list subscribers (limit 25)': {
      allowed: STAFF,
      run: (db) => read(query(collection(db, 'subscribers'), limit(25))),
    },
    'list subscribers without a limit': {
      allowed: NOBODY,
      run: (db) => read(collection(db, 'subscribers')),
    },
    'delete a subscriber': {
      allowed: ADMINS,
      run: (db) => auditedDelete(doc(db, 'subscribers/old@example.com')),
    },
  },
  'everything else': {
    'read the legacy inquiries collection': {
      allowed: NOBODY,
      run: (db) => read(doc(db, 'inquiries/legacy')),
    },
    'write the legacy inquiries collection': {
      allowed: NOBODY,
      run: (db) => setDoc(doc(db, 'inquiries/new'), newInquiry()),
    },
    'read the users collection': { allowed: NOBODY, run: (db) => read(collection(db, 'users')) },
    'write an unknown collection': {
      allowed: NOBODY,
      run: (db) => setDoc(doc(db, 'anything/else'), { a: 1 }),
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
    const attempt = run(as(uid), uid);
    await (allowed ? assertSucceeds(attempt) : assertFails(attempt));
  });
});

// ------------------------------------------------------------------------------- blog_posts details

describe('blog_posts', () => {
  it('anonymous may not list posts filtered on another status', async () => {
    await assertFails(read(query(collection(anonymous(), 'blog_posts'), where('status', '==', 'Draft'))));
  });

  it('anonymous may not get a post that does not exist (the app reads that as not found)', async () => {
    await assertFails(read(doc(anonymous(), 'blog_posts/missing')));
  });

  it('a public visitor can no longer update a post’s views (visit_stats counts them)', async () => {
    for (const views of [increment(1), increment(2), 4, 4.5])
      await assertFails(formerView(anonymous(), 'published', views));
    await assertFails(formerView(anonymous(), 'published', increment(1), 0, { title: 'Hijacked' }));
    await assertFails(formerView(anonymous(), 'draft'));
    await assertFails(formerView(as(UID.user), 'draft'));
    await assertFails(formerView(anonymous(), 'published-without-views', increment(1)));
  });

  it('the public may not create, edit or delete posts', async () => {
    await assertFails(writeNewPost(anonymous(), '101', newPost({ status: 'Published' })));
    await assertFails(auditedUpdate(doc(anonymous(), 'blog_posts/published'), { title: 'Defaced' }));
    await assertFails(auditedDelete(doc(anonymous(), 'blog_posts/published')));
  });

  it('a new post must be valid', async () => {
    const create = (data: object) => writeNewPost(editor(), '101', data);
    await assertFails(create(newPost({ title: '' })));
    await assertFails(create(newPost({ title: 'x'.repeat(201) })));
    await assertFails(create(newPost({ status: 'Archived' })));
    await assertFails(create(newPost({ views: 5 })));
    await assertFails(create(newPost({ tags: 'not-a-list' })));
    await assertFails(create(newPost({ date: '1 Nov 2026' })));
    await assertFails(create(newPost({ excerpt: 'x'.repeat(601) })));
    await assertFails(create(newPost({ createdAt: Timestamp.fromDate(new Date('2020-01-01')) })));
    await assertFails(create(newPost({ featured: true })));
    const { status: _status, ...withoutStatus } = newPost();
    await assertFails(create(withoutStatus));
    await assertSucceeds(create(newPost({ title: 'x'.repeat(200) })));
  });

  it('an edit may not touch the view count or the creation stamp', async () => {
    const post = () => doc(editor(), 'blog_posts/published');
    await assertFails(auditedUpdate(post(), { title: 'New title', views: 1000 }));
    await assertFails(auditedUpdate(post(), { createdAt: serverTimestamp() }));
    await assertFails(auditedUpdate(post(), { updatedAt: Timestamp.fromDate(new Date('2020-01-01')) }));
    await assertFails(auditedUpdate(post(), { title: '' }));
    await assertFails(auditedUpdate(post(), { status: 'Archived' }));
    await assertSucceeds(auditedUpdate(post(), { status: 'Draft', updatedAt: serverTimestamp() }));
  });

  it('staff without a role are editors; inactive staff are nobody', async () => {
    await assertSucceeds(writeNewPost(as(UID.noRole), '102'));
    await assertSucceeds(read(doc(as(UID.noRole), 'blog_posts/draft')));
    await assertFails(read(doc(as(UID.inactiveAdmin), 'blog_posts/draft')));
    await assertFails(writeNewPost(as(UID.inactiveAdmin), '103'));
  });
});

// --------------------------------------------------------------------------------- projects details

describe('projects', () => {
  it('anonymous may not list projects filtered on another status, nor without a filter', async () => {
    await assertFails(read(query(collection(anonymous(), 'projects'), where('status', '==', 'In Progress'))));
    await assertFails(read(collection(anonymous(), 'projects')));
  });

  it('a project must be valid', async () => {
    const create = (data: object) => auditedSet(doc(editor(), 'projects/101'), data);
    await assertFails(create(newProject({ title: '' })));
    await assertFails(create(newProject({ status: 'Planned' })));
    await assertFails(create(newProject({ features: 'one' })));
    await assertFails(create(newProject({ secret: 'x' })));
    await assertFails(create(newProject({ createdAt: Timestamp.fromDate(new Date('2020-01-01')) })));
    await assertSucceeds(create(newProject({ status: 'Planning' })));
    await assertFails(auditedUpdate(doc(editor(), 'projects/completed'), { status: 'Cancelled' }));
  });

  it('the user role reads but may not write', async () => {
    await assertFails(auditedUpdate(doc(as(UID.user), 'projects/completed'), { title: 'Edited' }));
  });
});

// ------------------------------------------------------------------------ contact_inquiries details

describe('contact_inquiries: the public create', () => {
  // Each attempt comes an interval after the last stamp (expired past the rules), so that only the payload
  // decides; the throttle itself is tested in abuse.rules.firestore.test.ts.
  const sendAfterInterval = async (id: string, data: object) => {
    await expireThrottles(env);
    return sendInquiry(anonymous(), id, data);
  };
  const send = (data: object) => sendAfterInterval('new', data);

  it('accepts exactly what the contact form stores, phone empty or not', async () => {
    await assertSucceeds(send(newInquiry()));
    await assertSucceeds(sendAfterInterval('no-phone', newInquiry({ phone: '' })));
  });

  it('refuses extra or missing keys', async () => {
    await assertFails(send(newInquiry({ website: 'spam' })));
    await assertFails(send(newInquiry({ updatedAt: serverTimestamp() })));
    const { phone: _phone, ...withoutPhone } = newInquiry();
    await assertFails(send(withoutPhone));
    const { status: _status, ...withoutStatus } = newInquiry();
    await assertFails(send(withoutStatus));
  });

  it('refuses wrong types', async () => {
    await assertFails(send(newInquiry({ name: 42 })));
    await assertFails(send(newInquiry({ phone: null })));
    await assertFails(send(newInquiry({ message: ['a'] })));
  });

  it('refuses empty required fields and oversized ones', async () => {
    await assertFails(send(newInquiry({ name: '' })));
    await assertFails(send(newInquiry({ subject: '' })));
    await assertFails(send(newInquiry({ message: '' })));
    await assertFails(send(newInquiry({ name: 'x'.repeat(101) })));
    await assertFails(send(newInquiry({ phone: '1'.repeat(31) })));
    await assertFails(send(newInquiry({ subject: 'x'.repeat(201) })));
    await assertFails(send(newInquiry({ message: 'x'.repeat(5001) })));
    await assertSucceeds(send(newInquiry({ message: 'x'.repeat(5000) })));
  });

  it('refuses an address that is not an e-mail', async () => {
    await assertFails(send(newInquiry({ email: 'not-an-email' })));
    await assertFails(send(newInquiry({ email: 'a@b' })));
    await assertFails(send(newInquiry({ email: `${'x'.repeat(250)}@example.com` })));
  });

  it('requires status New and a server timestamp', async () => {
    await assertFails(send(newInquiry({ status: 'Resolved' })));
    await assertFails(send(newInquiry({ createdAt: Timestamp.fromDate(new Date('2020-01-01')) })));
    await assertFails(send(newInquiry({ createdAt: clientClock() })));
  });

  it('is create-only: the sender cannot read, overwrite or delete it', async () => {
    await assertSucceeds(send(newInquiry()));
    await assertFails(read(doc(anonymous(), 'contact_inquiries/new')));
    await assertFails(send(newInquiry({ message: 'Overwritten' })));
    await assertFails(deleteDoc(doc(anonymous(), 'contact_inquiries/new')));
  });
});

describe('contact_inquiries: searchWords, only the words of its own text', () => {
  const sendAfterInterval = async (id: string, data: object) => {
    await expireThrottles(env);
    return sendInquiry(anonymous(), id, data);
  };
  const send = (data: object) => sendAfterInterval('new', data);
  const text = {
    name: 'Nadia Shah',
    email: 'nadia.shah@example.com',
    subject: 'Houseboat booking site',
    message: 'We run three houseboats on Dal Lake and need online booking.',
  };

  it('accepts the words of the name, e-mail, subject and message, or any subset of them', async () => {
    await assertSucceeds(send(newInquiry(text)));
    await assertSucceeds(
      sendAfterInterval('subset', newInquiry({ ...text, searchWords: ['dal', 'nadia', 'houseboats'] })),
    );
    await assertSucceeds(sendAfterInterval('none', newInquiry({ ...text, searchWords: [] })));
  });

  it('refuses a word the text does not have, a capital, a part of a word, an empty word, or no list', async () => {
    await assertFails(send(newInquiry({ ...text, searchWords: ['nadia', 'cheap'] })));
    await assertFails(send(newInquiry({ ...text, searchWords: ['Nadia'] })));
    await assertFails(send(newInquiry({ ...text, searchWords: ['house'] })));
    await assertFails(send(newInquiry({ ...text, searchWords: ['nadia.shah'] })));
    await assertFails(send(newInquiry({ ...text, searchWords: [''] })));
    await assertFails(send(newInquiry({ ...text, searchWords: 'nadia shah' })));
    await assertFails(send(newInquiry({ ...text, searchWords: [42] })));
    const { searchWords: _words, ...withoutWords } = newInquiry(text);
    await assertFails(send(withoutWords));
  });

  it('holds at most 200 words', async () => {
    const words = Array.from({ length: 201 }, (_, index) => `w${index}`);
    const message = words.join(' ');
    await assertSucceeds(send(newInquiry({ ...text, message, searchWords: words.slice(0, 200) })));
    await assertFails(sendAfterInterval('over', newInquiry({ ...text, message, searchWords: words })));
  });

  it('an inquiry stored before search gets the words of its text with a status change, and nothing else', async () => {
    const inquiry = doc(editor(), 'contact_inquiries/inquiry');
    const stored = SEED.contact_inquiries!.inquiry!;
    await assertFails(auditedUpdate(inquiry, { status: 'Responded', searchWords: ['asha', 'urgent'] }));
    await assertSucceeds(
      auditedUpdate(inquiry, {
        status: 'Responded',
        searchWords: searchWordsFor('contact_inquiries', stored),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(auditedUpdate(inquiry, { status: 'Resolved', searchWords: ['asha', 'call', 'extra'] }));
  });
});

describe('contact_inquiries: staff', () => {
  const inquiry = (db: Firestore) => doc(db, 'contact_inquiries/inquiry');

  it('editors may set the status to New, Responded or Resolved, with or without updatedAt', async () => {
    await assertSucceeds(
      auditedUpdate(inquiry(editor()), { status: 'Resolved', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(auditedUpdate(inquiry(editor()), { status: 'New' }));
  });

  it('editors may change nothing but the status', async () => {
    await assertFails(auditedUpdate(inquiry(editor()), { status: 'Archived' }));
    await assertFails(auditedUpdate(inquiry(editor()), { status: 'Responded', message: 'Edited' }));
    await assertFails(auditedUpdate(inquiry(editor()), { status: 'Responded', note: 'Called back' }));
    await assertFails(
      auditedUpdate(inquiry(editor()), {
        status: 'Responded',
        updatedAt: Timestamp.fromDate(new Date('2020-01-01')),
      }),
    );
  });

  it('the user role reads but may not change or delete', async () => {
    await assertSucceeds(read(inquiry(as(UID.user))));
    await assertFails(auditedUpdate(inquiry(as(UID.user)), { status: 'Resolved' }));
    await assertFails(auditedDelete(inquiry(as(UID.user))));
  });
});

// ------------------------------------------------------------------------------ subscribers details

describe('subscribers', () => {
  // With its stamp, an interval after the last one (see contact_inquiries): only the payload decides.
  const subscribe = async (id: string, data: object) => {
    await expireThrottles(env);
    return sendSubscriber(anonymous(), id, data);
  };

  it('stores the lowercased e-mail under itself', async () => {
    await assertSucceeds(subscribe('reader@example.com', newSubscriber('reader@example.com')));
  });

  it('refuses a document id other than the e-mail', async () => {
    await assertFails(subscribe('someone-else@example.com', newSubscriber('reader@example.com')));
    await assertFails(subscribe('random-id', newSubscriber('reader@example.com')));
  });

  it('refuses upper case, non-addresses, long addresses and other types', async () => {
    await assertFails(subscribe('Reader@Example.com', newSubscriber('Reader@Example.com')));
    await assertFails(subscribe('not-an-email', newSubscriber('not-an-email')));
    const long = `${'x'.repeat(243)}@example.com`;
    await assertFails(subscribe(long, newSubscriber(long)));
    await assertFails(subscribe('42', { email: 42, createdAt: serverTimestamp() }));
  });

  it('refuses extra keys and a client clock', async () => {
    await assertFails(
      subscribe('reader@example.com', newSubscriber('reader@example.com', { name: 'Reader' })),
    );
    await assertFails(
      subscribe(
        'reader@example.com',
        newSubscriber('reader@example.com', { createdAt: Timestamp.fromDate(new Date('2020-01-01')) }),
      ),
    );
    await assertFails(subscribe('reader@example.com', { email: 'reader@example.com' }));
  });

  it('refuses a second subscription of the same address (that would be an update)', async () => {
    await assertFails(subscribe('old@example.com', newSubscriber('old@example.com')));
    await assertFails(deleteDoc(doc(anonymous(), 'subscribers/old@example.com')));
  });
});
