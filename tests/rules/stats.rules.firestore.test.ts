/**
 * Security rules for stats/contact_inquiries, stats/subscribers, stats/blog_posts and stats/projects (firestore.rules,
 * "stats"): the counts move with the writes that change them, by exactly their change, and by nothing
 * else. Every write here is sent as the app sends it (helpers: sendInquiry, sendSubscriber, the audited* helpers add the counts'
 * change); `without: ['counts']` and hand-made changes are what the rules must refuse.
 *
 * This file uses its own project id, so it runs in parallel with the other rules files.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  auditedDelete,
  auditedUpdate,
  clientFor,
  createRulesTestEnvironment,
  endRulesTestEnvironment,
  newInquiry,
  newPost,
  newProject,
  newSubscriber,
  read,
  readPastRules,
  resetData,
  sendInquiry,
  sendSubscriber,
  stampId,
  throttleStamp,
  UID,
  writeNewPost,
  writeNewProject,
  writePastRules,
} from './helpers';

const PROJECT_ID = 'demo-chinar-rules-stats';

let env: RulesTestEnvironment;

function as(uid: string | null): Firestore {
  return clientFor(env, uid);
}

const anonymous = () => as(null);
const editor = () => as(UID.editor);
const admin = () => as(UID.admin);

beforeAll(async () => {
  env = await createRulesTestEnvironment(PROJECT_ID);
});

beforeEach(async () => {
  await resetData(env);
});

afterAll(async () => {
  await endRulesTestEnvironment(env);
});

/** The counts as stored, read past the rules, without lastChange. */
async function counts(collection: string): Promise<DocumentData> {
  const { lastChange: _lastChange, ...rest } = (await readPastRules(env, `stats/${collection}`)) ?? {};
  return rest;
}

/** A visitor's inquiry `id` with its stamp and a hand-made change of the counts (`stats`), in one batch. */
function inquiryWithCounts(id: string, stats: DocumentData): Promise<void> {
  const db = anonymous();
  const batch = writeBatch(db);
  batch.set(doc(db, 'contact_inquiries', id), newInquiry());
  batch.set(doc(db, 'throttles', stampId('contact_inquiries')), throttleStamp(id));
  batch.set(doc(db, 'stats/contact_inquiries'), stats, { merge: true });
  return batch.commit();
}

describe('stats: who reads and writes them', () => {
  it('staff read them; visitors and signed-in non-staff do not', async () => {
    for (const path of ['stats/contact_inquiries', 'stats/subscribers']) {
      await assertSucceeds(read(doc(as(UID.user), path)));
      await assertSucceeds(read(doc(editor(), path)));
      await assertFails(read(doc(anonymous(), path)));
      await assertFails(read(doc(as(UID.stranger), path)));
      await assertFails(read(doc(as(UID.inactiveAdmin), path)));
    }
  });

  it('nobody sets, creates or deletes them alone, admins included', async () => {
    for (const db of [anonymous(), editor(), admin()]) {
      await assertFails(updateDoc(doc(db, 'stats/contact_inquiries'), { total: increment(1) }));
      await assertFails(updateDoc(doc(db, 'stats/contact_inquiries'), { total: 0, New: 0 }));
      // Naming a document no write of the batch creates, deletes or re-counts.
      await assertFails(
        updateDoc(doc(db, 'stats/contact_inquiries'), { total: increment(1), lastChange: 'inquiry' }),
      );
      await assertFails(
        updateDoc(doc(db, 'stats/subscribers'), { total: increment(-1), lastChange: 'old@example.com' }),
      );
      await assertFails(setDoc(doc(db, 'stats/projects'), { total: 1, lastChange: 'x' }));
      await assertFails(setDoc(doc(db, 'stats/other'), { total: 1, lastChange: 'x' }));
      await assertFails(deleteDoc(doc(db, 'stats/subscribers')));
    }
    expect(await counts('contact_inquiries')).toEqual({ total: 1, New: 1, Responded: 0, Resolved: 0 });
    expect(await counts('subscribers')).toEqual({ total: 1 });
  });
});

describe("stats/contact_inquiries: a visitor's inquiry", () => {
  it('adds exactly 1 to the total and to New, naming the inquiry', async () => {
    await assertSucceeds(sendInquiry(anonymous(), 'new'));
    expect(await readPastRules(env, 'stats/contact_inquiries')).toEqual({
      total: 2,
      New: 2,
      Responded: 0,
      Resolved: 0,
      lastChange: 'new',
    });
  });

  it('is refused without its count, or with any other change', async () => {
    await assertFails(inquiryWithCounts('a', {}));
    await assertFails(inquiryWithCounts('b', { total: increment(1), New: increment(1) }));
    await assertFails(inquiryWithCounts('c', { total: increment(1), lastChange: 'c' }));
    await assertFails(inquiryWithCounts('d', { total: increment(2), New: increment(2), lastChange: 'd' }));
    await assertFails(
      inquiryWithCounts('e', { total: increment(1), Responded: increment(1), lastChange: 'e' }),
    );
    await assertFails(
      inquiryWithCounts('f', { total: increment(1), New: increment(1), Resolved: 7, lastChange: 'f' }),
    );
    await assertFails(
      inquiryWithCounts('g', { total: increment(1), New: increment(1), lastChange: 'other' }),
    );
    expect(await counts('contact_inquiries')).toEqual({ total: 1, New: 1, Responded: 0, Resolved: 0 });
    // The right counts pass, as increments or as the values they make.
    await assertSucceeds(inquiryWithCounts('h', { total: 2, New: 2, lastChange: 'h' }));
  });

  it('is refused while the counts document does not exist (the backfill makes it)', async () => {
    await env.withSecurityRulesDisabled((context) =>
      deleteDoc(doc(context.firestore(), 'stats/contact_inquiries')),
    );
    await assertFails(sendInquiry(anonymous(), 'new'));
  });
});

describe('stats/contact_inquiries: staff changes', () => {
  const inquiry = (db: Firestore, id = 'inquiry') => doc(db, 'contact_inquiries', id);
  const statusChange = (status: string) => ({ status, updatedAt: serverTimestamp() });

  it('a status change moves one from the old status to the new, and only with its change', async () => {
    await assertFails(auditedUpdate(inquiry(editor()), statusChange('Responded'), { without: ['counts'] }));
    await assertSucceeds(auditedUpdate(inquiry(editor()), statusChange('Responded')));
    expect(await counts('contact_inquiries')).toEqual({ total: 1, New: 0, Responded: 1, Resolved: 0 });
    await assertSucceeds(auditedUpdate(inquiry(editor()), statusChange('Resolved')));
    expect(await counts('contact_inquiries')).toEqual({ total: 1, New: 0, Responded: 0, Resolved: 1 });
  });

  it('a change sent from a stale status (another editor changed it first) is refused', async () => {
    await assertSucceeds(auditedUpdate(inquiry(editor()), statusChange('Responded')));
    // Counted as if it were still New: the stored Responded stays counted.
    const db = editor();
    const batch = writeBatch(db);
    batch.update(inquiry(db), statusChange('Resolved'));
    batch.set(
      doc(db, 'stats/contact_inquiries'),
      { New: increment(-1), Resolved: increment(1), lastChange: 'inquiry' },
      { merge: true },
    );
    await assertFails(batch.commit());
    expect(await counts('contact_inquiries')).toEqual({ total: 1, New: 0, Responded: 1, Resolved: 0 });
  });

  it('keeping the status moves nothing, and may not move anything', async () => {
    await assertSucceeds(auditedUpdate(inquiry(editor()), statusChange('New')));
    const db = editor();
    const batch = writeBatch(db);
    batch.update(inquiry(db), statusChange('New'));
    batch.set(
      doc(db, 'stats/contact_inquiries'),
      { New: increment(-1), Responded: increment(1), lastChange: 'inquiry' },
      { merge: true },
    );
    await assertFails(batch.commit());
    expect(await counts('contact_inquiries')).toEqual({ total: 1, New: 1, Responded: 0, Resolved: 0 });
  });

  it('an inquiry stored without a status, or with an old one, counts as New', async () => {
    await writePastRules(env, {
      'contact_inquiries/legacy': { ...newInquiry(), status: 'pending', createdAt: new Date() },
      'contact_inquiries/bare': { name: 'Bare', email: 'bare@example.com', createdAt: new Date() },
      'stats/contact_inquiries': { total: 3, New: 3, Responded: 0, Resolved: 0 },
    });
    await assertSucceeds(auditedUpdate(inquiry(editor(), 'legacy'), statusChange('Resolved')));
    await assertSucceeds(auditedDelete(inquiry(editor(), 'bare')));
    expect(await counts('contact_inquiries')).toEqual({ total: 2, New: 1, Responded: 0, Resolved: 1 });
  });

  it('a delete takes one from the total and from its status, and only with its change', async () => {
    await assertSucceeds(auditedUpdate(inquiry(editor()), statusChange('Resolved')));
    await assertFails(auditedDelete(inquiry(editor()), { without: ['counts'] }));
    const db = editor();
    const wrongStatus = writeBatch(db);
    wrongStatus.delete(inquiry(db));
    wrongStatus.set(
      doc(db, 'stats/contact_inquiries'),
      { total: increment(-1), New: increment(-1), lastChange: 'inquiry' },
      { merge: true },
    );
    await assertFails(wrongStatus.commit());
    await assertSucceeds(auditedDelete(inquiry(editor())));
    expect(await counts('contact_inquiries')).toEqual({ total: 0, New: 0, Responded: 0, Resolved: 0 });
  });
});

describe('stats/subscribers', () => {
  it("a visitor's sign-up adds exactly 1, and only with it", async () => {
    const db = anonymous();
    const alone = writeBatch(db);
    alone.set(doc(db, 'subscribers/a@example.com'), newSubscriber('a@example.com'));
    alone.set(doc(db, 'throttles', stampId('subscribers')), throttleStamp('a@example.com'));
    await assertFails(alone.commit());
    await assertSucceeds(sendSubscriber(anonymous(), 'b@example.com'));
    expect(await readPastRules(env, 'stats/subscribers')).toEqual({ total: 2, lastChange: 'b@example.com' });
  });

  it("an admin's delete takes exactly 1, and only with it", async () => {
    const subscriber = (db: Firestore) => doc(db, 'subscribers/old@example.com');
    await assertFails(auditedDelete(subscriber(admin()), { without: ['counts'] }));
    await assertSucceeds(auditedDelete(subscriber(admin())));
    expect(await counts('subscribers')).toEqual({ total: 0 });
    // Gone already: a second delete would count it twice, and is refused.
    await assertFails(auditedDelete(subscriber(admin())));
    expect(await counts('subscribers')).toEqual({ total: 0 });
  });
});

describe('stats/blog_posts', () => {
  const post = (db: Firestore, id: string) => doc(db, 'blog_posts', id);
  const edit = (fields: DocumentData) => ({ ...fields, updatedAt: serverTimestamp() });
  const SEEDED = { total: 3, Published: 2, Draft: 1, categories: { News: 2 }, views: 3 };

  it('a new post adds 1 to the total, its status and its category, and only with its change', async () => {
    expect(await counts('blog_posts')).toEqual(SEEDED);
    await assertFails(writeNewPost(editor(), '10', newPost({ category: 'Cloud' }), { without: ['counts'] }));
    await assertSucceeds(writeNewPost(editor(), '11', newPost({ category: 'Cloud' })));
    expect(await counts('blog_posts')).toEqual({
      total: 4,
      Published: 2,
      Draft: 2,
      categories: { News: 2, Cloud: 1 },
      views: 3,
    });
  });

  it('an edit moves the post between statuses and categories, and may not move anything else', async () => {
    await assertFails(
      auditedUpdate(post(editor(), 'draft'), edit({ category: 'Cloud' }), { without: ['counts'] }),
    );
    await assertSucceeds(auditedUpdate(post(editor(), 'draft'), edit({ category: 'Cloud' })));
    expect(await counts('blog_posts')).toEqual({ ...SEEDED, categories: { News: 1, Cloud: 1 } });
    await assertSucceeds(
      auditedUpdate(post(editor(), 'draft'), edit({ status: 'Published', publishAt: serverTimestamp() })),
    );
    expect(await counts('blog_posts')).toEqual({
      total: 3,
      Published: 3,
      Draft: 0,
      categories: { News: 1, Cloud: 1 },
      views: 3,
    });
    // A title edit moves nothing; a change of the counts with it is refused.
    await assertSucceeds(auditedUpdate(post(editor(), 'draft'), edit({ title: 'Renamed' })));
    const db = editor();
    const withCounts = writeBatch(db);
    withCounts.set(
      doc(db, 'stats/blog_posts'),
      { categories: { Cloud: increment(5) }, lastChange: 'draft' },
      { merge: true },
    );
    await assertFails(withCounts.commit());
  });

  it('a delete takes the post from every count it was in, and only with its change', async () => {
    await assertFails(auditedDelete(post(editor(), 'published'), { without: ['counts'] }));
    // Every count but the views it takes with it: refused.
    await assertFails(
      auditedDelete(post(editor(), 'published'), {
        without: ['counts'],
        also: (batch, db) =>
          batch.set(
            doc(db, 'stats/blog_posts'),
            {
              total: increment(-1),
              Published: increment(-1),
              categories: { News: increment(-1) },
              lastChange: 'published',
            },
            { merge: true },
          ),
      }),
    );
    await assertSucceeds(auditedDelete(post(editor(), 'published')));
    // Its 3 views leave the sum with it.
    expect(await counts('blog_posts')).toEqual({
      total: 2,
      Published: 1,
      Draft: 1,
      categories: { News: 1 },
      views: 0,
    });
  });

  it('a post stored without a category is in no category', async () => {
    await assertSucceeds(auditedDelete(post(editor(), 'published-without-views')));
    expect(await counts('blog_posts')).toEqual({
      total: 2,
      Published: 1,
      Draft: 1,
      categories: { News: 2 },
      views: 3,
    });
  });
});

describe('stats/projects', () => {
  const project = (db: Firestore, id: string) => doc(db, 'projects', id);
  const edit = (fields: DocumentData) => ({ ...fields, updatedAt: serverTimestamp() });
  const SEEDED = { total: 2, Completed: 1, 'In Progress': 1, Planning: 0 };

  it('a new project adds 1 to the total and to its status, and only with its change', async () => {
    expect(await counts('projects')).toEqual(SEEDED);
    await assertFails(
      writeNewProject(editor(), '10', newProject({ status: 'Planning' }), { without: ['counts'] }),
    );
    await assertSucceeds(writeNewProject(editor(), '11', newProject({ status: 'Planning' })));
    expect(await counts('projects')).toEqual({ ...SEEDED, total: 3, Planning: 1 });
  });

  it('a change of status moves the project between counts, and a change of nothing else moves any', async () => {
    await assertFails(
      auditedUpdate(project(editor(), 'in-progress'), edit({ status: 'Completed' }), { without: ['counts'] }),
    );
    await assertSucceeds(auditedUpdate(project(editor(), 'in-progress'), edit({ status: 'Completed' })));
    expect(await counts('projects')).toEqual({ total: 2, Completed: 2, 'In Progress': 0, Planning: 0 });
    await assertSucceeds(auditedUpdate(project(editor(), 'in-progress'), edit({ title: 'Renamed' })));
    const db = editor();
    const withCounts = writeBatch(db);
    withCounts.update(project(db, 'in-progress'), edit({ title: 'Renamed again' }));
    withCounts.set(
      doc(db, 'stats/projects'),
      { Planning: increment(1), lastChange: 'in-progress' },
      { merge: true },
    );
    await assertFails(withCounts.commit());
    expect(await counts('projects')).toEqual({ total: 2, Completed: 2, 'In Progress': 0, Planning: 0 });
  });

  it('a delete takes the project from the total and its status, and only with its change', async () => {
    await assertFails(auditedDelete(project(editor(), 'completed'), { without: ['counts'] }));
    await assertSucceeds(auditedDelete(project(editor(), 'completed')));
    expect(await counts('projects')).toEqual({ total: 1, Completed: 0, 'In Progress': 1, Planning: 0 });
  });
});
