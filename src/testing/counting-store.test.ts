import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '@/data/store/memory-store';
import { createCountingStore } from './counting-store';

function seededStore(documents: number) {
  const docs = Object.fromEntries(
    Array.from({ length: documents }, (_, index) => [`d${index}`, { n: index, views: 2 }]),
  );
  return createCountingStore(createMemoryStore({ seed: { items: docs } }));
}

describe('counting store', () => {
  it('bills a get as one read, also when the document is missing', async () => {
    const counting = seededStore(1);
    await counting.store.get('items', 'd0');
    await counting.store.get('items', 'missing');
    expect(counting.reads()).toBe(2);
  });

  it('bills a list one read per document returned, one when empty', async () => {
    const counting = seededStore(30);
    await counting.store.list('items', { limit: 10 });
    await counting.store.list('empty');
    expect(counting.reads()).toBe(11);
    expect(counting.log()).toEqual([
      { operation: 'list', collection: 'items', reads: 10 },
      { operation: 'list', collection: 'empty', reads: 1 },
    ]);
  });

  it('bills an aggregation one read per 1,000 entries matched and returns only the asked figures', async () => {
    const counting = seededStore(2500);
    const figures = await counting.store.aggregate('items', {
      total: { kind: 'count' },
      views: { kind: 'sum', field: 'views' },
    });
    expect(figures).toEqual({ total: 2500, views: 5000 });
    expect(counting.reads()).toBe(3);
    await counting.store.aggregate('items', { total: { kind: 'count' } }, { limit: 1000 });
    await counting.store.aggregate('empty', { total: { kind: 'count' } });
    expect(counting.reads()).toBe(5);
  });

  it('does not count writes, and resetReads starts over', async () => {
    const counting = seededStore(3);
    await counting.store.list('items');
    counting.resetReads();
    await counting.store.add('items', { n: 99 });
    await counting.store.update('items', 'd0', { n: 100 });
    expect(counting.reads()).toBe(0);
    expect(counting.log()).toEqual([]);
  });
});
