import { describe, expect, it } from 'vitest';
import { describeStoreContract } from './contract';
import { createMemoryStore } from './memory-store';
import { fieldValue, isStoreError } from './port';

describeStoreContract('memory', () => createMemoryStore());

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

describe('memory store', () => {
  it("create on an existing id fails with 'already-exists' and keeps the document", async () => {
    const store = createMemoryStore();
    await store.create('subscribers', 'a@example.com', { email: 'a@example.com' });
    const error = await caught(
      store.create('subscribers', 'a@example.com', { email: 'changed@example.com' }),
    );
    expect(isStoreError(error, 'already-exists')).toBe(true);
    expect((await store.get('subscribers', 'a@example.com'))?.data).toEqual({ email: 'a@example.com' });
  });

  it("batch with a create of an existing id fails with 'already-exists' and writes nothing", async () => {
    const store = createMemoryStore({ seed: { slugs: { taken: { postId: '1' } } } });
    const error = await caught(
      store.batch([
        { type: 'create', collection: 'posts', id: '2', data: { slug: 'taken' } },
        { type: 'create', collection: 'slugs', id: 'taken', data: { postId: '2' } },
      ]),
    );
    expect(isStoreError(error, 'already-exists')).toBe(true);
    expect(await store.get('posts', '2')).toBeNull();
    expect((await store.get('slugs', 'taken'))?.data).toEqual({ postId: '1' });
  });

  it('starts from the seed and does not share it with the caller', async () => {
    const seed = { posts: { one: { title: 'Seeded', tags: ['x'] } } };
    const store = createMemoryStore({ seed });
    expect(await store.get('posts', 'one')).toEqual({ id: 'one', data: { title: 'Seeded', tags: ['x'] } });
    await store.update('posts', 'one', { title: 'Changed' });
    expect(seed.posts.one.title).toBe('Seeded');
  });

  it('uses the given clock for server timestamps', async () => {
    const fixed = new Date('2026-01-02T03:04:05.000Z');
    const store = createMemoryStore({ now: () => fixed });
    const id = await store.add('things', { createdAt: fieldValue.serverTimestamp() });
    expect((await store.get('things', id))?.data.createdAt).toEqual(fixed);
  });

  describe('persistKey', () => {
    const persistKey = 'test:memory-store';

    it('keeps data, Dates included, for a new store instance through localStorage', async () => {
      const at = new Date('2026-10-14T09:30:00.123Z');
      const first = createMemoryStore({ persistKey, seed: { posts: { seeded: { title: 'Seed' } } } });
      await first.set('posts', 'p1', { title: 'Saved', at, nested: { at }, list: [at] });
      await first.remove('posts', 'seeded');
      await first.update('posts', 'p1', { views: fieldValue.increment(2) });
      expect(localStorage.getItem(persistKey)).not.toBeNull();

      // The persisted state wins over the seed.
      const second = createMemoryStore({ persistKey, seed: { posts: { seeded: { title: 'Seed' } } } });
      const doc = await second.get('posts', 'p1');
      expect(doc?.data.title).toBe('Saved');
      expect(doc?.data.views).toBe(2);
      expect(doc?.data.at).toBeInstanceOf(Date);
      expect((doc?.data.at as Date).toISOString()).toBe(at.toISOString());
      expect(doc?.data.nested).toEqual({ at });
      expect(doc?.data.list).toEqual([at]);
      expect(await second.get('posts', 'seeded')).toBeNull();
    });

    it('starts from the seed when nothing is stored, and from the seed again after corrupt data', async () => {
      const fresh = createMemoryStore({ persistKey, seed: { posts: { seeded: { title: 'Seed' } } } });
      expect((await fresh.get('posts', 'seeded'))?.data.title).toBe('Seed');

      localStorage.setItem(persistKey, '{not json');
      const recovered = createMemoryStore({ persistKey, seed: { posts: { seeded: { title: 'Seed' } } } });
      expect((await recovered.get('posts', 'seeded'))?.data.title).toBe('Seed');
    });

    it('without a persistKey nothing is written to localStorage', async () => {
      const store = createMemoryStore();
      await store.set('posts', 'p1', { title: 'Only in memory' });
      expect(localStorage.length).toBe(0);
    });
  });

  describe('failWhen', () => {
    it("fails the matching operations with 'unavailable' and lets the others through", async () => {
      let failing = true;
      const store = createMemoryStore({
        seed: { posts: { one: { title: 'One' } } },
        failWhen: (operation, collection) => failing && collection === 'posts' && operation !== 'get',
      });

      expect(isStoreError(await caught(store.list('posts')), 'unavailable')).toBe(true);
      expect(isStoreError(await caught(store.add('posts', { title: 'New' })), 'unavailable')).toBe(true);
      expect(isStoreError(await caught(store.update('posts', 'one', { title: 'X' })), 'unavailable')).toBe(
        true,
      );
      expect(
        isStoreError(
          await caught(store.batch([{ type: 'delete', collection: 'posts', id: 'one' }])),
          'unavailable',
        ),
      ).toBe(true);
      expect((await store.get('posts', 'one'))?.data.title).toBe('One');
      expect(await store.list('projects')).toEqual([]);

      failing = false;
      expect((await store.list('posts')).map((doc) => doc.id)).toEqual(['one']);
    });

    it('names the operation and collection it was asked for', async () => {
      const calls: string[] = [];
      const store = createMemoryStore({
        failWhen: (operation, collection) => {
          calls.push(`${operation} ${collection}`);
          return false;
        },
      });
      await store.get('a', 'x');
      await store.list('b');
      await store.set('c', 'x', {});
      await store.remove('d', 'x');
      expect(calls).toEqual(['get a', 'list b', 'set c', 'remove d']);
    });
  });
});
