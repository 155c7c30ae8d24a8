import { beforeEach, describe, expect, it } from 'vitest';
import { setStore, type DataStore } from '../store';
import { createTestStore } from '@/testing/render';
import { createCountingStore, type CountingStore } from '@/testing/counting-store';
import { seedRevisions, type SeedRevision } from '@/testing/history-fixtures';
import { PRUNE_PAGE_SIZE, RETENTION, REVISION_COUNTERS, revisionsPath } from '../models/history';
import { readAuditEntry } from '../models/audit-log';
import { setAuditActor } from './audit-actor';
import { updatePost } from './blog-post-writes';
import { PRUNE_MAX_PAGES, pruneRevisions } from './history-prune';
import { listRevisionsPage } from './history';

const NOW = new Date('2026-11-25T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const KEPT = RETENTION.newest;

let store: DataStore;
let counting: CountingStore;
beforeEach(() => {
  setAuditActor({ uid: 'demo-admin', name: 'Aamir Qadri' });
  let tick = 0;
  store = createTestStore({ now: () => new Date(NOW.getTime() + 1000 * tick++) });
  counting = createCountingStore(store);
  setStore(counting.store);
});

const content = { title: 'Local SEO' };

/** Post 2's history: these versions and a counter at `newest`. */
async function history(newest: number | null, revisions: readonly Omit<SeedRevision, 'content'>[]) {
  if (newest !== null) await store.create(REVISION_COUNTERS, 'blog_posts~2', { seq: newest, revision: 'x' });
  await seedRevisions(
    store,
    'blog_posts',
    '2',
    revisions.map((revision) => ({ ...revision, content })),
  );
}

async function remaining(): Promise<string[]> {
  const docs = await store.list(revisionsPath('blog_posts', '2'), { limit: 1000 });
  return docs.map((doc) => doc.id).sort();
}

async function pruneEntries() {
  const docs = await store.list('audit_log', { limit: 100 });
  return docs.map((doc) => readAuditEntry(doc.data, doc.id)).filter((entry) => entry.action === 'post.prune');
}

describe('pruneRevisions', () => {
  it('deletes only what the policy lets go, with one post.prune entry, and keeps the rest', async () => {
    // Newest is KEPT + 10: numbers 1..10 are outside the newest KEPT.
    await history(KEPT + 10, [
      { id: 'baseline', kind: 'baseline', savedAt: daysAgo(400) },
      { id: 'created', kind: 'create', savedAt: daysAgo(400), seq: 1 },
      { id: 'old-2', kind: 'update', savedAt: daysAgo(300), seq: 2 },
      { id: 'old-10', kind: 'restore', savedAt: daysAgo(200), seq: 10 },
      { id: 'legacy', kind: 'update', savedAt: daysAgo(350) },
      { id: 'newest-kept', kind: 'update', savedAt: daysAgo(150), seq: 11 },
      { id: 'recent', kind: 'update', savedAt: daysAgo(89), seq: 3 },
      { id: 'current', kind: 'update', savedAt: daysAgo(1), seq: KEPT + 10 },
    ]);
    expect(await pruneRevisions('blog_posts', '2', NOW)).toEqual({ pruned: 3, more: false });
    expect(await remaining()).toEqual(['baseline', 'created', 'current', 'newest-kept', 'recent']);
    const entries = await pruneEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: 'demo-admin', collection: 'blog_posts', docId: '2' });
    expect(entries[0]?.summary).toContain('Local SEO');
  });

  it('keeps everything of a document with fewer numbered versions than it keeps, after reading its counter only', async () => {
    await history(KEPT - 1, [{ id: 'legacy', kind: 'update', savedAt: daysAgo(300) }]);
    counting.resetReads();
    expect(await pruneRevisions('blog_posts', '2', NOW)).toEqual({ pruned: 0, more: false });
    expect(counting.reads()).toBe(1);
    expect(await remaining()).toEqual(['legacy']);
  });

  it('leaves versions a day short of the rules’ 90 days alone (the browser’s clock may run ahead)', async () => {
    await history(100, [{ id: 'edge', kind: 'update', savedAt: daysAgo(90.5), seq: 2 }]);
    expect(await pruneRevisions('blog_posts', '2', NOW)).toEqual({ pruned: 0, more: false });
  });

  it('pages through a long history in bounded batches, and says when a run stopped with more to look at', async () => {
    const total = PRUNE_PAGE_SIZE * PRUNE_MAX_PAGES + 30;
    await history(
      total + KEPT,
      Array.from({ length: total }, (_, i) => ({
        id: `r${String(i + 1).padStart(4, '0')}`,
        kind: 'update' as const,
        savedAt: daysAgo(1000 - i / 10),
        seq: i + 1,
      })),
    );
    counting.resetReads();
    expect(await pruneRevisions('blog_posts', '2', NOW)).toEqual({
      pruned: PRUNE_PAGE_SIZE * PRUNE_MAX_PAGES,
      more: true,
    });
    // The counter, the post, and each page with one more than it shows.
    expect(counting.reads()).toBe(2 + PRUNE_MAX_PAGES * (PRUNE_PAGE_SIZE + 1));
    expect(Math.max(...counting.log().map((entry) => entry.reads))).toBe(PRUNE_PAGE_SIZE + 1);
    expect(await pruneEntries()).toHaveLength(PRUNE_MAX_PAGES);
    expect(await pruneRevisions('blog_posts', '2', NOW)).toEqual({ pruned: 30, more: false });
    expect(await remaining()).toEqual([]);
  });
});

describe('revision numbers', () => {
  it('numbers each save one past the last and sets the counter to it; the baseline has none', async () => {
    await updatePost('2', { title: 'First edit' });
    await updatePost('2', { title: 'Second edit' });
    const { items } = await listRevisionsPage('blog_posts', '2', { pageSize: 10, after: null });
    expect(items.map((revision) => [revision.kind, revision.seq])).toEqual([
      ['update', 2],
      ['update', 1],
      ['baseline', null],
    ]);
    const counter = await store.get(REVISION_COUNTERS, 'blog_posts~2');
    expect(counter?.data).toEqual({ seq: 2, revision: items[0]?.id });
  });
});
