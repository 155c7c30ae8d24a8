import { afterEach, describe, expect, it } from 'vitest';
import { createCountingStore } from '@/testing/counting-store';
import { setStore, type DocData, type ListCursor } from '../store';
import { createMemoryStore } from '../store/memory-store';
import { parseSearch, SEARCH_WORDS_FIELD } from '../search-words';
import { listPage, readAllPages, SEARCH_READ_BOUND, searchListPage, type Page } from './paging';

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

describe('searchListPage', () => {
  /**
   * `count` rows, newest first r0, r1, …, each holding the word "harbour"; those listed in `alsoLake` hold
   * "lake" too.
   */
  function storeOfRows(count: number, alsoLake: number[]) {
    const start = Date.parse('2026-06-01T00:00:00Z');
    const items = Object.fromEntries(
      Array.from({ length: count }, (_, index) => [
        `r${index}`,
        {
          createdAt: new Date(start - index * 60_000),
          [SEARCH_WORDS_FIELD]: alsoLake.includes(index) ? ['harbour', 'lake'] : ['harbour'],
        },
      ]),
    );
    const counting = createCountingStore(createMemoryStore({ seed: { items } }));
    setStore(counting.store);
    return counting;
  }
  const search = parseSearch('lake harbour')!;
  const pageOf = (after: ListCursor | null = null) =>
    searchListPage('items', search, { orderBy: NEWEST_FIRST, pageSize: 10, after }, (doc) => doc.id);

  it('reads on past a first query that matched too few, until the page is full', async () => {
    const counting = storeOfRows(300, [3, 40, 41, 90, 120, 150, 151, 152, 200, 210, 220, 299]);
    const first = await pageOf();
    expect(first.items).toEqual(['r3', 'r40', 'r41', 'r90', 'r120', 'r150', 'r151', 'r152', 'r200', 'r210']);
    expect(first.lookedThrough).toBeUndefined();
    // 11, then 100 at a time: r210 is in the third query.
    expect(counting.reads()).toBe(11 + 100 + 100);
    const second = await pageOf(first.nextCursor);
    expect(second.items).toEqual(['r220', 'r299']);
    expect(second.nextCursor).toBeNull();
  });

  it('stops at the read bound with the rows found so far, and Next goes on from there', async () => {
    const counting = storeOfRows(1_200, [700, 1_100]);
    const first = await pageOf();
    expect(first.items).toEqual([]);
    expect(first.lookedThrough).toBe(SEARCH_READ_BOUND);
    expect(counting.reads()).toBe(SEARCH_READ_BOUND);
    counting.resetReads();
    const second = await pageOf(first.nextCursor);
    expect(second.items).toEqual(['r700']);
    expect(second.lookedThrough).toBe(SEARCH_READ_BOUND);
    const third = await pageOf(second.nextCursor);
    expect(third.items).toEqual(['r1100']);
    expect(third.nextCursor).toBeNull();
    expect(third.lookedThrough).toBeUndefined();
  });
});
