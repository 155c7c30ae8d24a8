import { afterEach, describe, expect, it } from 'vitest';
import { createCountingStore } from '@/testing/counting-store';
import { setStore, type DocData, type ListCursor } from '../store';
import { createMemoryStore } from '../store/memory-store';
import { listPage, readAllPages, type Page } from './paging';

// Nine rows; r2…r6 share one millisecond (a batch's server time), so every page size below puts a page
// boundary inside that group.
const SAME = new Date('2026-06-01T12:00:00.500Z');
const ROWS: Record<string, DocData> = {
  r0: { status: 'on', createdAt: new Date('2026-06-01T10:00:00Z') },
  r1: { status: 'on', createdAt: new Date('2026-06-01T11:00:00Z') },
  r2: { status: 'on', createdAt: SAME },
  r3: { status: 'on', createdAt: SAME },
  r4: { status: 'on', createdAt: SAME },
  r5: { status: 'on', createdAt: SAME },
  r6: { status: 'on', createdAt: SAME },
  r7: { status: 'on', createdAt: new Date('2026-06-01T13:00:00Z') },
  r8: { status: 'off', createdAt: SAME },
};
const NEWEST_FIRST = { field: 'createdAt', direction: 'desc' } as const;
const ON = [{ field: 'status', value: 'on' }];
const EXPECTED = ['r7', 'r6', 'r5', 'r4', 'r3', 'r2', 'r1', 'r0'];

afterEach(() => setStore(null));

describe('listPage', () => {
  it.each([1, 2, 3, 4])(
    'pages of %i split rows sharing a timestamp without skipping or repeating one',
    async (pageSize) => {
      const counting = createCountingStore(createMemoryStore({ seed: { items: ROWS } }));
      setStore(counting.store);
      const seen: string[] = [];
      let after: ListCursor | null = null;
      for (;;) {
        const page: Page<string> = await listPage(
          'items',
          { where: ON, orderBy: NEWEST_FIRST, pageSize, after },
          (doc) => doc.id,
        );
        seen.push(...page.items);
        if (page.nextCursor === null) break;
        after = page.nextCursor;
      }
      expect(seen).toEqual(EXPECTED);
      // Each page but the last reads one row more (the next page's first).
      expect(counting.reads()).toBe(EXPECTED.length + Math.ceil(EXPECTED.length / pageSize) - 1);
    },
  );
});

describe('readAllPages', () => {
  it('reads every row once, newest first, across page boundaries inside a group', async () => {
    const counting = createCountingStore(createMemoryStore({ seed: { items: ROWS } }));
    const docs = await readAllPages(counting.store, 'items', { where: ON, orderBy: NEWEST_FIRST }, 3);
    expect(docs.map((doc) => doc.id)).toEqual(EXPECTED);
    expect(counting.reads()).toBe(EXPECTED.length);
  });
});
