/**
 * Security rules for the history's retention (issue 24), on the Firestore emulator: every new revision
 * is numbered by its document's counter (revision_counters), and an admin may delete ("prune") a revision
 * only when the policy lets it go (RETENTION in src/data/models/history.ts: older than 90 days, outside the
 * newest RETENTION.newest, not the first version) and only with a 'post.prune' / 'project.prune' audit entry in the same
 * batch. Set-up goes past the rules (putPastRules); each test spoils one condition.
 *
 * This file uses its own project id, so it runs in parallel with the other rules files.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import type { AuditAction } from '@/data/models/audit-log';
import { PRUNE_PAGE_SIZE, RETENTION } from '@/data/models/history';
import {
  auditedSet,
  auditedUpdate,
  clientFor,
  createRulesTestEnvironment,
  endRulesTestEnvironment,
  newEntryId,
  newPost,
  newProject,
  putPastRules,
  read,
  readPastRules,
  resetData,
  UID,
  writePastRules,
} from './helpers';

const PROJECT_ID = 'demo-chinar-rules-retention';

let env: RulesTestEnvironment;
const as = (uid: string | null): Firestore => clientFor(env, uid);
const user = () => as(UID.user);
const editor = () => as(UID.editor);
const admin = () => as(UID.admin);

const stored = (path: string) => readPastRules(env, path);
const put = (path: string, data: DocumentData | null) => putPastRules(env, path, data);

const DAY = 24 * 60 * 60 * 1000;
/** The newest versions kept, whatever their age. */
const KEPT = RETENTION.newest;
const daysAgo = (days: number) => Timestamp.fromDate(new Date(Date.now() - days * DAY));

/** A revision of post 9 as the app stores it (seq: its number; none for one written before numbering). */
function revision(kind: string, savedAt: Timestamp, seq?: number): DocumentData {
  return {
    kind,
    content: { title: `A version (${kind})` },
    savedBy: kind === 'baseline' ? null : UID.editor,
    savedByName: kind === 'baseline' ? '' : 'Eddie Editor',
    savedAt,
    restoredFrom: null,
    ...(seq === undefined ? {} : { seq }),
  };
}

const REVISIONS = 'blog_posts/9/revisions';

/** Post 9 with a counter at `newest` and these revisions, past the rules. */
async function history(newest: number | null, revisions: Record<string, DocumentData>): Promise<void> {
  await writePastRules(env, {
    ...(newest === null ? {} : { 'revision_counters/blog_posts~9': { seq: newest, revision: 'r-newest' } }),
    ...Object.fromEntries(Object.entries(revisions).map(([id, data]) => [`${REVISIONS}/${id}`, data])),
  });
}

interface PruneOptions {
  action?: AuditAction;
  /** Leave out the entry, or the head, or both. */
  without?: ReadonlyArray<'entry' | 'head'>;
  entry?: DocumentData;
  collection?: 'blog_posts' | 'projects';
  docId?: string;
}

/**
 * What pruneRevisions (src/data/repos/history-prune.ts) commits: the entry naming the deletes, its head,
 * the deletes.
 */
async function prune(uid: string, ids: readonly string[], options: PruneOptions = {}): Promise<void> {
  const db = as(uid);
  const record = await stored(`admins/${uid}`);
  const { collection = 'blog_posts', docId = '9' } = options;
  const entryId = newEntryId();
  const batch = writeBatch(db);
  if (!options.without?.includes('entry')) {
    batch.set(doc(db, 'audit_log', entryId), {
      actor: uid,
      actorName: record?.name,
      action: options.action ?? (collection === 'blog_posts' ? 'post.prune' : 'project.prune'),
      collection,
      docId,
      summary: 'A post',
      at: serverTimestamp(),
      before: null,
      after: ids.length === 0 ? null : { pruned: [...ids] },
      ...options.entry,
    });
  }
  if (!options.without?.includes('head')) {
    batch.set(doc(db, 'audit_heads', `${collection}~${docId}`), { entry: entryId });
  }
  for (const id of ids) batch.delete(doc(db, `${collection}/${docId}/revisions/${id}`));
  return batch.commit();
}

beforeAll(async () => {
  env = await createRulesTestEnvironment(PROJECT_ID);
});

beforeEach(async () => {
  await resetData(env);
  await put('blog_posts/9', { ...newPost({ slug: 'ninth-post' }), views: 4 });
  await put('slugs/ninth-post', { postId: '9' });
});

afterAll(async () => {
  await endRulesTestEnvironment(env);
});

describe('retention: an admin prunes what the policy lets go, with its audit entry', () => {
  it(`deletes versions older than 90 days outside the newest ${KEPT}, in one batch with a prune entry`, async () => {
    // Newest is KEPT + 10: numbers 1..10 are outside the newest KEPT.
    const old = Object.fromEntries(
      Array.from({ length: 9 }, (_, i) => [`r${i + 2}`, revision('update', daysAgo(200), i + 2)]),
    );
    await history(KEPT + 10, { ...old, r10: revision('restore', daysAgo(91), 10) });
    await assertSucceeds(prune(UID.admin, [...Object.keys(old), 'r10']));
    expect(await stored(`${REVISIONS}/r2`)).toBeNull();
    expect(await stored(`${REVISIONS}/r10`)).toBeNull();
    const head = await stored('audit_heads/blog_posts~9');
    const entry = await stored(`audit_log/${String(head?.entry)}`);
    expect(entry).toMatchObject({ action: 'post.prune', actor: UID.admin, docId: '9' });
  });

  it('the app’s largest batch (a page of deletes, its entry and head) fits the access-call limits', async () => {
    const page = Object.fromEntries(
      Array.from({ length: PRUNE_PAGE_SIZE }, (_, i) => [
        `p${i + 1}`,
        revision('update', daysAgo(300), i + 1),
      ]),
    );
    await history(PRUNE_PAGE_SIZE + KEPT, page);
    await assertSucceeds(prune(UID.admin, Object.keys(page)));
    expect(await stored(`${REVISIONS}/p${PRUNE_PAGE_SIZE}`)).toBeNull();
  });

  it(`a version written before numbering goes once ${KEPT} numbered versions follow it`, async () => {
    await history(KEPT, { legacy: revision('update', daysAgo(200)) });
    await assertSucceeds(prune(UID.admin, ['legacy']));
  });

  it('a project’s versions too, with a project.prune entry', async () => {
    await put('projects/4', { ...newProject() });
    await writePastRules(env, {
      'revision_counters/projects~4': { seq: KEPT + 1, revision: 'r-newest' },
      'projects/4/revisions/r1': revision('update', daysAgo(100), 1),
    });
    await assertFails(prune(UID.admin, ['r1'], { collection: 'projects', docId: '4', action: 'post.prune' }));
    await assertSucceeds(prune(UID.admin, ['r1'], { collection: 'projects', docId: '4' }));
  });
});

describe('retention: the versions a prune looks at', () => {
  it('an admin reads them a bounded page at a time (oldest first, older than the cutoff); unbounded is refused', async () => {
    await history(KEPT + 10, { r2: revision('update', daysAgo(200), 2) });
    const older = (db: Firestore, ...bound: ReturnType<typeof limit>[]) =>
      query(collection(db, REVISIONS), where('savedAt', '<', daysAgo(91)), orderBy('savedAt'), ...bound);
    const page = await assertSucceeds(read(older(admin(), limit(PRUNE_PAGE_SIZE + 1))));
    expect(page.docs.map((snapshot) => snapshot.id)).toEqual(['r2']);
    await assertFails(read(older(admin())));
  });
});

describe('retention: what the policy keeps cannot be deleted', () => {
  it('refuses a version of the last 90 days', async () => {
    await history(100, { recent: revision('update', daysAgo(89), 2) });
    await assertFails(prune(UID.admin, ['recent']));
    expect(await stored(`${REVISIONS}/recent`)).not.toBeNull();
  });

  it(`refuses one among the newest ${KEPT}`, async () => {
    await history(KEPT + 10, {
      r11: revision('update', daysAgo(200), 11),
      r10: revision('update', daysAgo(200), 10),
    });
    await assertFails(prune(UID.admin, ['r11']));
    // A batch is refused whole: one kept version among the deletes stops them all.
    await assertFails(prune(UID.admin, ['r10', 'r11']));
    expect(await stored(`${REVISIONS}/r10`)).not.toBeNull();
  });

  it('refuses the first version: the creation and the baseline, however old', async () => {
    await history(200, {
      created: revision('create', daysAgo(400), 1),
      baseline: revision('baseline', daysAgo(400)),
    });
    await assertFails(prune(UID.admin, ['created']));
    await assertFails(prune(UID.admin, ['baseline']));
  });

  it(`refuses one written before numbering while fewer than ${KEPT} numbered versions follow it, or no counter`, async () => {
    await history(KEPT - 1, { legacy: revision('update', daysAgo(200)) });
    await assertFails(prune(UID.admin, ['legacy']));
    await put('revision_counters/blog_posts~9', null);
    await assertFails(prune(UID.admin, ['legacy']));
  });
});

describe('retention: only with its audit entry, only by an admin', () => {
  beforeEach(async () => {
    await history(KEPT + 10, { r1: revision('update', daysAgo(200), 1) });
  });

  it('refuses a delete without the entry, without the head, or with another action', async () => {
    await assertFails(prune(UID.admin, ['r1'], { without: ['entry', 'head'] }));
    await assertFails(prune(UID.admin, ['r1'], { without: ['entry'] }));
    await assertFails(prune(UID.admin, ['r1'], { without: ['head'] }));
    await assertFails(prune(UID.admin, ['r1'], { action: 'post.update' }));
    await assertFails(prune(UID.admin, ['r1'], { action: 'post.delete' }));
    await assertFails(deleteDoc(doc(admin(), `${REVISIONS}/r1`)));
  });

  it('refuses an entry that lies: another actor, another document, an old time', async () => {
    await assertFails(prune(UID.admin, ['r1'], { entry: { actor: UID.otherAdmin } }));
    await assertFails(prune(UID.admin, ['r1'], { entry: { docId: '8' } }));
    await assertFails(prune(UID.admin, ['r1'], { entry: { at: daysAgo(1) } }));
    await assertSucceeds(prune(UID.admin, ['r1']));
  });

  it('refuses editors and users, even with the entry; an editor cannot record a prune at all', async () => {
    await assertFails(prune(UID.editor, ['r1']));
    await assertFails(prune(UID.user, ['r1']));
    await assertFails(prune(UID.editor, []));
    expect(await stored(`${REVISIONS}/r1`)).not.toBeNull();
  });

  it('refuses a prune entry that deletes nothing, or not what it names', async () => {
    await history(KEPT + 10, {
      r1: revision('update', daysAgo(200), 1),
      r2: revision('update', daysAgo(190), 2),
      r3: revision('update', daysAgo(180), 3),
    });
    const naming = (pruned: unknown) => ({ entry: { after: { pruned } } });
    await assertFails(prune(UID.admin, []));
    await assertFails(prune(UID.admin, [], naming(['r1'])));
    await assertFails(prune(UID.admin, [], naming([])));
    await assertFails(prune(UID.admin, ['r1'], { entry: { after: null } }));
    // Naming one it leaves, first or last; deleting one it does not name.
    await assertFails(prune(UID.admin, ['r2'], naming(['r1', 'r2'])));
    await assertFails(prune(UID.admin, ['r1'], naming(['r1', 'r2'])));
    await assertFails(prune(UID.admin, ['r1', 'r2'], naming(['r1'])));
    await assertFails(prune(UID.admin, ['r1'], naming(['r1', 'missing'])));
    await assertFails(prune(UID.admin, ['r1'], { entry: { after: { pruned: ['r1'], note: 'x' } } }));
    expect(await stored(`${REVISIONS}/r1`)).not.toBeNull();
    await assertSucceeds(prune(UID.admin, ['r1', 'r2', 'r3']));
    expect(await stored('audit_heads/blog_posts~9')).not.toBeNull();
    expect(await stored(`${REVISIONS}/r2`)).toBeNull();
  });
});

describe('revision numbers: every save numbers its revision and moves the counter', () => {
  // An edit that leaves the title (and what is derived from it) alone.
  const edit = { tags: ['edited'], updatedAt: serverTimestamp() };

  it('numbers the first save 1 and the next 2, the counter naming the newest', async () => {
    await assertSucceeds(auditedUpdate(doc(editor(), 'blog_posts/9'), edit, { baseline: true }));
    await assertSucceeds(auditedUpdate(doc(editor(), 'blog_posts/9'), edit));
    const counter = await stored('revision_counters/blog_posts~9');
    const head = await stored('audit_heads/blog_posts~9');
    expect(counter).toEqual({ seq: 2, revision: head?.entry });
    expect(await stored(`${REVISIONS}/${String(head?.entry)}`)).toMatchObject({ seq: 2 });
    expect(await stored(`${REVISIONS}/baseline`)).not.toHaveProperty('seq');
  });

  it('refuses a save without the counter, a revision without a number, or a number that skips', async () => {
    const ref = doc(editor(), 'blog_posts/9');
    await assertFails(auditedUpdate(ref, edit, { without: ['counter'] }));
    await assertFails(auditedUpdate(ref, edit, { revision: { seq: null } }));
    await assertFails(auditedUpdate(ref, edit, { revision: { seq: 2 } }));
    await put('revision_counters/blog_posts~9', { seq: 7, revision: 'older' });
    await assertFails(auditedUpdate(ref, edit, { revision: { seq: 9 } }));
    const entryId = newEntryId();
    await assertFails(
      auditedUpdate(ref, edit, {
        entryId,
        without: ['counter'],
        revision: { seq: 9 },
        also: (batch, db) =>
          batch.set(doc(db, 'revision_counters/blog_posts~9'), { seq: 9, revision: entryId }),
      }),
    );
    await assertSucceeds(auditedUpdate(ref, edit));
    expect(await stored('revision_counters/blog_posts~9')).toMatchObject({ seq: 8 });
  });

  it('takes a number a concurrent save took first (kept twice, never skipped)', async () => {
    // The counter reads 7 when this save read 6: it numbers its revision 7 and leaves the counter at 7.
    await put('revision_counters/blog_posts~9', { seq: 7, revision: 'older' });
    const entryId = newEntryId();
    await assertSucceeds(
      auditedUpdate(doc(editor(), 'blog_posts/9'), edit, {
        entryId,
        without: ['counter'],
        revision: { seq: 7 },
        also: (batch, db) =>
          batch.set(doc(db, 'revision_counters/blog_posts~9'), { seq: 7, revision: entryId }),
      }),
    );
  });

  it('a create starts at 1; the counter moves only with a revision of this batch', async () => {
    await assertSucceeds(auditedSet(doc(editor(), 'projects/40'), newProject()));
    expect(await stored('revision_counters/projects~40')).toMatchObject({ seq: 1 });
    await assertFails(
      setDoc(doc(editor(), 'revision_counters/projects~40'), { seq: 2, revision: 'made-up' }),
    );
    await assertFails(deleteDoc(doc(admin(), 'revision_counters/projects~40')));
  });

  it('editors and admins read a counter, users do not', async () => {
    await put('revision_counters/blog_posts~9', { seq: 3, revision: 'r3' });
    await assertSucceeds(read(doc(editor(), 'revision_counters/blog_posts~9')));
    await assertSucceeds(read(doc(admin(), 'revision_counters/blog_posts~9')));
    await assertFails(read(doc(user(), 'revision_counters/blog_posts~9')));
  });
});
