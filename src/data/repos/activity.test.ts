import { beforeEach, describe, expect, it } from 'vitest';
import { createCountingStore } from '@/testing/counting-store';
import { setStore, type DataStore, type ListCursor } from '../store';
import { createMemoryStore } from '../store/memory-store';
import type { AuditAction } from '../models/audit-log';
import { AUDIT_LOG } from './collections';
import type { AuditEntry } from '../schemas/history';
import { listActivityForExport, listActivityPage, listRecentActivity } from './activity';

const START = Date.UTC(2026, 10, 1, 9);
const HOUR = 3_600_000;

interface SeedEntry {
  actor: string;
  action: AuditAction;
  /** Hours after START. */
  hour: number;
}

/** Audit entries as the rules let them be stored; entry i is e{i}. */
function storeWith(entries: readonly SeedEntry[]): DataStore {
  const docs = Object.fromEntries(
    entries.map(({ actor, action, hour }, index) => [
      `e${index}`,
      {
        actor,
        actorName: actor === 'u-admin' ? 'Aamir Qadri' : 'Saima Mir',
        action,
        collection: 'blog_posts',
        docId: String(index),
        summary: `Post ${index}`,
        at: new Date(START + hour * HOUR),
        before: null,
        after: null,
      },
    ]),
  );
  return createMemoryStore({ seed: { [AUDIT_LOG]: docs } });
}

const ids = (entries: readonly AuditEntry[]) => entries.map((entry) => entry.id);

/** Every page of a filter, following the cursors. */
async function allPages(filter: Parameters<typeof listActivityPage>[0], pageSize: number) {
  const pages: string[][] = [];
  let after: ListCursor | null = null;
  for (;;) {
    const page = await listActivityPage(filter, { pageSize, after });
    pages.push(ids(page.items));
    if (page.nextCursor === null) return pages;
    after = page.nextCursor;
  }
}

// e0 … e5, an hour apart: the admin edits, the editor creates and deletes.
const SIX: SeedEntry[] = [
  { actor: 'u-admin', action: 'post.update', hour: 0 },
  { actor: 'u-editor', action: 'post.create', hour: 1 },
  { actor: 'u-admin', action: 'post.update', hour: 2 },
  { actor: 'u-editor', action: 'post.delete', hour: 3 },
  { actor: 'u-editor', action: 'post.update', hour: 4 },
  { actor: 'u-admin', action: 'settings.update', hour: 5 },
];

describe('listActivityPage', () => {
  beforeEach(() => setStore(storeWith(SIX)));

  it('reads newest first, with the stored fields', async () => {
    const page = await listActivityPage({}, { pageSize: 10, after: null });
    expect(ids(page.items)).toEqual(['e5', 'e4', 'e3', 'e2', 'e1', 'e0']);
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]).toMatchObject({
      actor: 'u-admin',
      actorName: 'Aamir Qadri',
      action: 'settings.update',
      summary: 'Post 5',
      at: new Date(START + 5 * HOUR),
    });
  });

  it('narrows by person, by action, by both, and by time (from inclusive, to exclusive)', async () => {
    const page = (filter: Parameters<typeof listActivityPage>[0]) =>
      listActivityPage(filter, { pageSize: 10, after: null }).then((result) => ids(result.items));
    expect(await page({ actor: 'u-editor' })).toEqual(['e4', 'e3', 'e1']);
    expect(await page({ action: 'post.update' })).toEqual(['e4', 'e2', 'e0']);
    expect(await page({ actor: 'u-admin', action: 'post.update' })).toEqual(['e2', 'e0']);
    expect(await page({ from: new Date(START + HOUR), to: new Date(START + 4 * HOUR) })).toEqual([
      'e3',
      'e2',
      'e1',
    ]);
    expect(await page({ actor: 'u-editor', from: new Date(START + 2 * HOUR) })).toEqual(['e4', 'e3']);
  });

  it('pages with the cursor: each entry once, in order', async () => {
    expect(await allPages({}, 4)).toEqual([
      ['e5', 'e4', 'e3', 'e2'],
      ['e1', 'e0'],
    ]);
    expect(await allPages({ action: 'post.update' }, 2)).toEqual([['e4', 'e2'], ['e0']]);
    expect(await allPages({}, 3)).toEqual([
      ['e5', 'e4', 'e3'],
      ['e2', 'e1', 'e0'],
    ]);
  });

  it('splits a group of entries of one batch (same server time) by id, skipping none', async () => {
    // e1 and e2 share their time (a staff removal and its invite's withdrawal, one batch).
    setStore(
      storeWith([
        { actor: 'u-admin', action: 'post.update', hour: 0 },
        { actor: 'u-admin', action: 'staff.delete', hour: 1 },
        { actor: 'u-admin', action: 'invite.delete', hour: 1 },
        { actor: 'u-admin', action: 'post.update', hour: 2 },
      ]),
    );
    // Newest first, and within one time the id descending too.
    expect(await allPages({}, 2)).toEqual([
      ['e3', 'e2'],
      ['e1', 'e0'],
    ]);
  });

  it('reads page size + 1 documents', async () => {
    const counting = createCountingStore(storeWith(SIX));
    setStore(counting.store);
    await listActivityPage({}, { pageSize: 4, after: null });
    expect(counting.reads()).toBe(5);
  });
});

describe('listRecentActivity', () => {
  it('reads the newest entries, as many as asked', async () => {
    const counting = createCountingStore(storeWith(SIX));
    setStore(counting.store);
    expect(ids(await listRecentActivity(5))).toEqual(['e5', 'e4', 'e3', 'e2', 'e1']);
    expect(counting.reads()).toBe(5);
  });
});

describe('listActivityForExport', () => {
  it('reads every entry of the filter when under the cap', async () => {
    setStore(storeWith(SIX));
    const result = await listActivityForExport({ actor: 'u-admin' });
    expect(ids(result.entries)).toEqual(['e5', 'e2', 'e0']);
    expect(result.capped).toBe(false);
  });

  it('stops at the cap and says so, reading about one document per row', async () => {
    const many = Array.from({ length: 2_500 }, (_, hour) => ({
      actor: 'u-admin',
      action: 'post.update' as const,
      hour,
    }));
    const counting = createCountingStore(storeWith(many));
    setStore(counting.store);
    const capped = await listActivityForExport({}, 2_200);
    expect(capped.entries).toHaveLength(2_200);
    expect(capped.capped).toBe(true);
    expect(capped.entries[0]!.id).toBe('e2499');
    expect(new Set(ids(capped.entries)).size).toBe(2_200);
    // Chunks of 1,000, 1,000 and 200, each with one more to see whether more follow.
    expect(counting.reads()).toBe(2_203);

    const exact = await listActivityForExport({}, 2_500);
    expect(exact.entries).toHaveLength(2_500);
    expect(exact.capped).toBe(false);
  });
});
