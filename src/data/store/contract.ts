import { describe, expect, it } from 'vitest';
import {
  cursorAfter,
  DOCUMENT_ID,
  fieldValue,
  StoreError,
  type DataStore,
  type DocData,
  type ListCursor,
  type ListOptions,
  type StoreErrorCode,
} from './port';

/**
 * The storage port's contract: what every adapter must do the same way (port.ts). Registered once per
 * adapter: memory-store.test.ts (always) and firestore-store.firestore.test.ts (against the Firestore
 * emulator). Each test writes to a collection of its own, so the suite can share an emulator with
 * other runs and never sees their documents.
 */
export function describeStoreContract(name: string, makeStore: () => Promise<DataStore> | DataStore): void {
  let counter = 0;
  const uniqueCollection = () => `contract_${Date.now().toString(36)}_${(counter += 1)}`;

  async function setup(): Promise<{ store: DataStore; collection: string }> {
    return { store: await makeStore(), collection: uniqueCollection() };
  }

  /** Shows the error it got (name, code, message) when it is not the expected one. */
  function expectStoreError(error: unknown, code: StoreErrorCode): void {
    expect(error).toBeInstanceOf(StoreError);
    expect(error).toMatchObject({ code });
  }

  /** Close to now, with room for the emulator's clock and a slow machine. */
  function expectCloseToNow(value: unknown): void {
    expect(value).toBeInstanceOf(Date);
    expect(Math.abs((value as Date).getTime() - Date.now())).toBeLessThan(60_000);
  }

  describe(`storage port contract: ${name}`, () => {
    it('get of a missing document is null', async () => {
      const { store, collection } = await setup();
      expect(await store.get(collection, 'missing')).toBeNull();
    });

    it('add returns a new id under which get finds the data', async () => {
      const { store, collection } = await setup();
      const id = await store.add(collection, {
        title: 'Hello',
        count: 3,
        tags: ['a', 'b'],
        nested: { ok: true },
      });
      expect(id).toEqual(expect.any(String));
      expect(id.length).toBeGreaterThan(0);
      const doc = await store.get(collection, id);
      expect(doc).toEqual({ id, data: { title: 'Hello', count: 3, tags: ['a', 'b'], nested: { ok: true } } });
      const other = await store.add(collection, { title: 'Another' });
      expect(other).not.toBe(id);
    });

    it('create writes a document under the chosen id', async () => {
      const { store, collection } = await setup();
      await store.create(collection, 'chosen-id', { email: 'a@example.com' });
      expect(await store.get(collection, 'chosen-id')).toEqual({
        id: 'chosen-id',
        data: { email: 'a@example.com' },
      });
    });

    it('list filters by equality, orders descending and limits', async () => {
      const { store, collection } = await setup();
      await store.batch([
        { type: 'set', collection, id: 'a', data: { status: 'Published', rank: 1 } },
        { type: 'set', collection, id: 'b', data: { status: 'Draft', rank: 2 } },
        { type: 'set', collection, id: 'c', data: { status: 'Published', rank: 3 } },
        { type: 'set', collection, id: 'd', data: { status: 'Published', rank: 4 } },
      ]);
      const all = await store.list(collection, {
        where: [{ field: 'status', value: 'Published' }],
        orderBy: { field: 'rank', direction: 'desc' },
      });
      expect(all.map((doc) => doc.id)).toEqual(['d', 'c', 'a']);
      expect(all[0]).toEqual({ id: 'd', data: { status: 'Published', rank: 4 } });

      const firstTwo = await store.list(collection, {
        where: [{ field: 'status', value: 'Published' }],
        orderBy: { field: 'rank', direction: 'desc' },
        limit: 2,
      });
      expect(firstTwo.map((doc) => doc.id)).toEqual(['d', 'c']);
    });

    it('list pages through with startAfter, after the last document (its value and id)', async () => {
      const { store, collection } = await setup();
      const at = (day: number) => new Date(`2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`);
      await store.batch(
        [1, 2, 3, 4, 5].map((day) => ({
          type: 'set' as const,
          collection,
          id: `d${day}`,
          data: { status: day === 3 ? 'Draft' : 'Published', at: at(day) },
        })),
      );
      const page = (startAfter?: ListCursor) =>
        store.list(collection, {
          where: [{ field: 'status', value: 'Published' }],
          orderBy: { field: 'at', direction: 'desc' },
          limit: 2,
          startAfter,
        });
      const first = await page();
      expect(first.map((doc) => doc.id)).toEqual(['d5', 'd4']);
      const second = await page(cursorAfter(first[1]!, 'at'));
      expect(second.map((doc) => doc.id)).toEqual(['d2', 'd1']);
      expect(await page(cursorAfter(second[1]!, 'at'))).toEqual([]);

      const ascending = await store.list(collection, {
        orderBy: { field: 'at' },
        startAfter: { value: at(3), id: 'd3' },
      });
      expect(ascending.map((doc) => doc.id)).toEqual(['d4', 'd5']);
    });

    it('list pages by numbers and strings too', async () => {
      const { store, collection } = await setup();
      await store.batch([
        { type: 'set', collection, id: 'a', data: { rank: 1, name: 'alpha' } },
        { type: 'set', collection, id: 'b', data: { rank: 2, name: 'bravo' } },
        { type: 'set', collection, id: 'c', data: { rank: 3, name: 'charlie' } },
      ]);
      const byRank = await store.list(collection, {
        orderBy: { field: 'rank' },
        startAfter: { value: 1, id: 'a' },
      });
      expect(byRank.map((doc) => doc.id)).toEqual(['b', 'c']);
      const byName = await store.list(collection, {
        orderBy: { field: 'name', direction: 'desc' },
        startAfter: { value: 'charlie', id: 'c' },
        limit: 1,
      });
      expect(byName.map((doc) => doc.id)).toEqual(['b']);
    });

    it('list orders documents sharing a value by id, so pages split them without a skip or a repeat', async () => {
      const { store, collection } = await setup();
      // Five documents in one millisecond (a batch's server time), around two others.
      const same = new Date('2026-05-01T10:00:00.123Z');
      await store.batch([
        {
          type: 'set',
          collection,
          id: 'early',
          data: { status: 'on', at: new Date('2026-05-01T09:00:00Z') },
        },
        ...['s4', 's1', 's5', 's3', 's2'].map((id) => ({
          type: 'set' as const,
          collection,
          id,
          data: { status: 'on', at: same },
        })),
        { type: 'set', collection, id: 'late', data: { status: 'on', at: new Date('2026-05-01T11:00:00Z') } },
        { type: 'set', collection, id: 'off', data: { status: 'off', at: same } },
      ]);
      const readAll = async (direction: 'asc' | 'desc') => {
        const ids: string[] = [];
        const options: ListOptions = {
          where: [{ field: 'status', value: 'on' }],
          orderBy: { field: 'at', direction },
          limit: 2,
        };
        let startAfter: ListCursor | undefined;
        for (;;) {
          const page = await store.list(collection, { ...options, startAfter });
          ids.push(...page.map((doc) => doc.id));
          if (page.length < 2) return ids;
          startAfter = cursorAfter(page.at(-1)!, 'at');
        }
      };
      expect(await readAll('asc')).toEqual(['early', 's1', 's2', 's3', 's4', 's5', 'late']);
      expect(await readAll('desc')).toEqual(['late', 's5', 's4', 's3', 's2', 's1', 'early']);
    });

    it('list orders by document id (DOCUMENT_ID, ascending only), every document, and pages after an id', async () => {
      const { store, collection } = await setup();
      await store.batch(
        ['c', 'a', 'e', 'b', 'd'].map((id) => ({ type: 'set' as const, collection, id, data: { n: id } })),
      );
      await store.set(collection, 'bare', {});
      const order = { field: DOCUMENT_ID };
      const first = await store.list(collection, { orderBy: order, limit: 3 });
      expect(first.map((doc) => doc.id)).toEqual(['a', 'b', 'bare']);
      const rest = await store.list(collection, {
        orderBy: order,
        limit: 3,
        startAfter: cursorAfter(first.at(-1)!, DOCUMENT_ID),
      });
      expect(rest.map((doc) => doc.id)).toEqual(['c', 'd', 'e']);
      // Firestore scans ids ascending only.
      const descending = await store.list(collection, { orderBy: { ...order, direction: 'desc' } }).then(
        () => null,
        (caught: unknown) => caught,
      );
      expectStoreError(descending, 'invalid-argument');
    });

    it('listGroup reads the collections of one name under every parent, in path order, paged by path', async () => {
      const { store, collection } = await setup();
      const group = `${collection}_rev`;
      await store.batch([
        { type: 'set', collection: `${collection}/p2/${group}`, id: 'a', data: { n: 3 } },
        { type: 'set', collection: `${collection}/p1/${group}`, id: 'b', data: { n: 2 } },
        { type: 'set', collection: `${collection}/p1/${group}`, id: 'a', data: { n: 1 } },
        { type: 'set', collection: `${collection}_other/p1/${group}`, id: 'z', data: { n: 4 } },
        // Another collection name under the same parent: not in the group.
        { type: 'set', collection: `${collection}/p1/${group}_not`, id: 'x', data: { n: 0 } },
      ]);
      const first = await store.listGroup(group, { limit: 2 });
      expect(first).toEqual([
        { parent: `${collection}/p1/${group}`, id: 'a', data: { n: 1 } },
        { parent: `${collection}/p1/${group}`, id: 'b', data: { n: 2 } },
      ]);
      const last = first.at(-1)!;
      const rest = await store.listGroup(group, { limit: 2, startAfter: `${last.parent}/${last.id}` });
      expect(rest.map((doc) => `${doc.parent}/${doc.id}`)).toEqual([
        `${collection}/p2/${group}/a`,
        `${collection}_other/p1/${group}/z`,
      ]);
      expect(await store.listGroup(`${group}_none`, { limit: 2 })).toEqual([]);
    });

    it('list filters by a range of Dates (>= and <), leaving out other types and missing fields', async () => {
      const { store, collection } = await setup();
      const at = (day: number) => new Date(`2026-11-${String(day).padStart(2, '0')}T00:00:00.000Z`);
      await store.batch([
        { type: 'set', collection, id: 'before', data: { at: at(1) } },
        { type: 'set', collection, id: 'first', data: { at: at(2) } },
        { type: 'set', collection, id: 'inside', data: { at: at(3) } },
        { type: 'set', collection, id: 'end', data: { at: at(4) } },
        { type: 'set', collection, id: 'text', data: { at: '2026-11-03' } },
        { type: 'set', collection, id: 'missing', data: { other: 1 } },
      ]);
      const inRange = await store.list(collection, {
        where: [
          { field: 'at', op: '>=', value: at(2) },
          { field: 'at', op: '<', value: at(4) },
        ],
        orderBy: { field: 'at' },
      });
      expect(inRange.map((doc) => doc.id)).toEqual(['first', 'inside']);
      const equal = await store.list(collection, { where: [{ field: 'at', op: '==', value: at(3) }] });
      expect(equal.map((doc) => doc.id)).toEqual(['inside']);
    });

    it('list filters by a range of document ids: the ids that start with a text, in id order', async () => {
      const { store, collection } = await setup();
      await store.batch(
        [
          'aisha@example.com',
          'aisha.mir@example.in',
          'aishwarya@example.com',
          'bilal@example.com',
          'ais',
        ].map((id) => ({ type: 'set' as const, collection, id, data: { email: id } })),
      );
      const startingWith = (prefix: string, limit?: number) =>
        store.list(collection, {
          where: [
            { field: DOCUMENT_ID, op: '>=', value: prefix },
            { field: DOCUMENT_ID, op: '<', value: `${prefix}\uf8ff` },
          ],
          orderBy: { field: DOCUMENT_ID },
          limit,
        });
      expect((await startingWith('aisha')).map((doc) => doc.id)).toEqual([
        'aisha.mir@example.in',
        'aisha@example.com',
      ]);
      expect((await startingWith('ais', 2)).map((doc) => doc.id)).toEqual(['ais', 'aisha.mir@example.in']);
      expect(await startingWith('zz')).toEqual([]);
    });

    it('list filters by a value a list field holds (array-contains), with other filters and an order', async () => {
      const { store, collection } = await setup();
      await store.batch([
        { type: 'set', collection, id: 'a', data: { words: ['dal', 'lake'], status: 'New', rank: 1 } },
        { type: 'set', collection, id: 'b', data: { words: ['lake'], status: 'Resolved', rank: 2 } },
        { type: 'set', collection, id: 'c', data: { words: ['lake', 'wular'], status: 'New', rank: 3 } },
        { type: 'set', collection, id: 'd', data: { words: 'lake', status: 'New', rank: 4 } },
        { type: 'set', collection, id: 'e', data: { status: 'New', rank: 5 } },
      ]);
      const lake = await store.list(collection, {
        where: [{ field: 'words', op: 'array-contains', value: 'lake' }],
        orderBy: { field: 'rank', direction: 'desc' },
      });
      expect(lake.map((doc) => doc.id)).toEqual(['c', 'b', 'a']);
      const newLake = await store.list(collection, {
        where: [
          { field: 'status', value: 'New' },
          { field: 'words', op: 'array-contains', value: 'lake' },
        ],
        orderBy: { field: 'rank', direction: 'desc' },
        limit: 1,
      });
      expect(newLake.map((doc) => doc.id)).toEqual(['c']);
      const none = await store.list(collection, {
        where: [{ field: 'words', op: 'array-contains', value: 'lak' }],
      });
      expect(none).toEqual([]);
    });

    it('aggregate counts and sums the matching documents in one request', async () => {
      const { store, collection } = await setup();
      await store.batch([
        { type: 'set', collection, id: 'a', data: { status: 'Published', views: 3, rank: 1 } },
        { type: 'set', collection, id: 'b', data: { status: 'Published', views: 4.5, rank: 2 } },
        { type: 'set', collection, id: 'c', data: { status: 'Draft', views: 10, rank: 3 } },
        { type: 'set', collection, id: 'd', data: { status: 'Published', views: 'many', rank: 4 } },
        { type: 'set', collection, id: 'e', data: { status: 'Published', rank: 5 } },
      ]);
      const spec = { total: { kind: 'count' }, views: { kind: 'sum', field: 'views' } } as const;
      // A request with a sum leaves out the document without the field ('e'), also from its count;
      // the sum skips values that are not numbers ('many').
      expect(await store.aggregate(collection, spec)).toEqual({ total: 4, views: 17.5 });
      expect(await store.aggregate(collection, { total: { kind: 'count' } })).toEqual({ total: 5 });
      expect(
        await store.aggregate(collection, spec, { where: [{ field: 'status', value: 'Published' }] }),
      ).toEqual({ total: 3, views: 7.5 });
      expect(
        await store.aggregate(
          collection,
          { count: { kind: 'count' } },
          { where: [{ field: 'rank', op: '<', value: 3 }] },
        ),
      ).toEqual({ count: 2 });
    });

    it('aggregate stops at the limit, and gives 0 over no documents', async () => {
      const { store, collection } = await setup();
      await store.batch(
        [1, 2, 3, 4].map((rank) => ({ type: 'set' as const, collection, id: `d${rank}`, data: { rank } })),
      );
      expect(await store.aggregate(collection, { count: { kind: 'count' } }, { limit: 3 })).toEqual({
        count: 3,
      });
      expect(
        await store.aggregate(`${collection}_empty`, {
          count: { kind: 'count' },
          total: { kind: 'sum', field: 'rank' },
        }),
      ).toEqual({ count: 0, total: 0 });
    });

    it("startAfter without orderBy fails with 'invalid-argument'", async () => {
      const { store, collection } = await setup();
      await store.set(collection, 'doc', { rank: 1 });
      const error = await store.list(collection, { startAfter: { value: 0, id: 'doc' } }).then(
        () => null,
        (caught: unknown) => caught,
      );
      expectStoreError(error, 'invalid-argument');
    });

    it('list orders ascending by default and by Date values', async () => {
      const { store, collection } = await setup();
      await store.batch([
        { type: 'set', collection, id: 'late', data: { at: new Date('2026-03-01T00:00:00.000Z') } },
        { type: 'set', collection, id: 'early', data: { at: new Date('2026-01-01T00:00:00.000Z') } },
        { type: 'set', collection, id: 'middle', data: { at: new Date('2026-02-01T00:00:00.000Z') } },
      ]);
      const ascending = await store.list(collection, { orderBy: { field: 'at' } });
      expect(ascending.map((doc) => doc.id)).toEqual(['early', 'middle', 'late']);
      const descending = await store.list(collection, { orderBy: { field: 'at', direction: 'desc' } });
      expect(descending.map((doc) => doc.id)).toEqual(['late', 'middle', 'early']);
    });

    it('list with several equality filters requires all of them', async () => {
      const { store, collection } = await setup();
      await store.batch([
        { type: 'set', collection, id: 'both', data: { kind: 'post', status: 'Published' } },
        { type: 'set', collection, id: 'kind-only', data: { kind: 'post', status: 'Draft' } },
        { type: 'set', collection, id: 'status-only', data: { kind: 'page', status: 'Published' } },
      ]);
      const docs = await store.list(collection, {
        where: [
          { field: 'kind', value: 'post' },
          { field: 'status', value: 'Published' },
        ],
      });
      expect(docs.map((doc) => doc.id)).toEqual(['both']);
    });

    it('list leaves out documents without the ordered field', async () => {
      const { store, collection } = await setup();
      await store.batch([
        {
          type: 'set',
          collection,
          id: 'with',
          data: { title: 'has it', createdAt: new Date('2026-01-01T00:00:00Z') },
        },
        { type: 'set', collection, id: 'without', data: { title: 'lacks it' } },
      ]);
      const ordered = await store.list(collection, { orderBy: { field: 'createdAt', direction: 'desc' } });
      expect(ordered.map((doc) => doc.id)).toEqual(['with']);
      const unordered = await store.list(collection);
      expect(unordered.map((doc) => doc.id).sort()).toEqual(['with', 'without']);
    });

    it('list of an empty collection is empty', async () => {
      const { store, collection } = await setup();
      expect(await store.list(collection, { where: [{ field: 'status', value: 'Published' }] })).toEqual([]);
    });

    it('set replaces the whole document; set with merge keeps the other fields', async () => {
      const { store, collection } = await setup();
      await store.set(collection, 'doc', { a: 1, b: 2 });
      await store.set(collection, 'doc', { c: 3 });
      expect((await store.get(collection, 'doc'))?.data).toEqual({ c: 3 });

      await store.set(collection, 'doc', { d: 4 }, { merge: true });
      expect((await store.get(collection, 'doc'))?.data).toEqual({ c: 3, d: 4 });

      await store.set(collection, 'new-doc', { e: 5 }, { merge: true });
      expect((await store.get(collection, 'new-doc'))?.data).toEqual({ e: 5 });
    });

    it('set with merge merges maps key by key, as Firestore does', async () => {
      const { store, collection } = await setup();
      await store.set(collection, 'doc', { links: { a: 'x', b: 'y' }, list: [1, 2] });
      await store.set(collection, 'doc', { links: { b: 'z' }, list: [3] }, { merge: true });
      expect((await store.get(collection, 'doc'))?.data).toEqual({ links: { a: 'x', b: 'z' }, list: [3] });
    });

    it('update merges fields into an existing document', async () => {
      const { store, collection } = await setup();
      await store.set(collection, 'doc', { title: 'Old', status: 'Draft' });
      await store.update(collection, 'doc', { status: 'Published' });
      expect((await store.get(collection, 'doc'))?.data).toEqual({ title: 'Old', status: 'Published' });
    });

    it('update with a dotted key sets one field of a map, leaving its others; a plain key replaces the map', async () => {
      const { store, collection } = await setup();
      await store.set(collection, 'doc', {
        title: 'Inquiry',
        notification: { state: 'failed', attempts: 2 },
      });
      await store.update(collection, 'doc', {
        'notification.resendRequestedAt': fieldValue.serverTimestamp(),
      });
      const { notification } = (await store.get(collection, 'doc'))!.data as { notification: DocData };
      expect(notification).toMatchObject({ state: 'failed', attempts: 2 });
      expectCloseToNow(notification.resendRequestedAt);
      await store.batch([{ type: 'update', collection, id: 'doc', data: { 'settings.mode.kind': 'a' } }]);
      expect((await store.get(collection, 'doc'))?.data.settings).toEqual({ mode: { kind: 'a' } });
      await store.update(collection, 'doc', { notification: { state: 'sent' } });
      expect((await store.get(collection, 'doc'))?.data.notification).toEqual({ state: 'sent' });
    });

    it("update of a missing document fails with 'not-found'", async () => {
      const { store, collection } = await setup();
      const error = await store.update(collection, 'missing', { status: 'Published' }).then(
        () => null,
        (caught: unknown) => caught,
      );
      expectStoreError(error, 'not-found');
      expect(await store.get(collection, 'missing')).toBeNull();
    });

    it('increment adds to a number, and sets a missing field to the increment', async () => {
      const { store, collection } = await setup();
      await store.set(collection, 'post', { views: 5 });
      await store.update(collection, 'post', { views: fieldValue.increment(1) });
      await store.update(collection, 'post', { views: fieldValue.increment(1) });
      expect((await store.get(collection, 'post'))?.data).toEqual({ views: 7 });

      await store.set(collection, 'fresh', { title: 'No views yet' });
      await store.update(collection, 'fresh', { views: fieldValue.increment(3) });
      expect((await store.get(collection, 'fresh'))?.data).toEqual({ title: 'No views yet', views: 3 });
    });

    it('increment works in set with merge and in add', async () => {
      const { store, collection } = await setup();
      await store.set(collection, 'counter', { total: 10 });
      await store.set(collection, 'counter', { total: fieldValue.increment(-4) }, { merge: true });
      expect((await store.get(collection, 'counter'))?.data).toEqual({ total: 6 });

      const id = await store.add(collection, { total: fieldValue.increment(2) });
      expect((await store.get(collection, id))?.data).toEqual({ total: 2 });
    });

    it('increment in a nested map of a set with merge takes each key as it is, dots and slashes included', async () => {
      // A post's category counts (models/collection-stats.ts): a category's name is any text.
      const { store, collection } = await setup();
      await store.set(collection, 'stats', { total: 1, categories: { 'Web. Mobile': 1 } });
      await store.set(
        collection,
        'stats',
        { categories: { 'Web. Mobile': fieldValue.increment(-1), 'AI / ML': fieldValue.increment(1) } },
        { merge: true },
      );
      expect((await store.get(collection, 'stats'))?.data).toEqual({
        total: 1,
        categories: { 'Web. Mobile': 0, 'AI / ML': 1 },
      });
    });

    it('serverTimestamp comes back as a Date close to now', async () => {
      const { store, collection } = await setup();
      const id = await store.add(collection, { createdAt: fieldValue.serverTimestamp() });
      expectCloseToNow((await store.get(collection, id))?.data.createdAt);

      await store.update(collection, id, { updatedAt: fieldValue.serverTimestamp() });
      const doc = await store.get(collection, id);
      expectCloseToNow(doc?.data.updatedAt);
      expectCloseToNow(doc?.data.createdAt);

      const listed = await store.list(collection, { orderBy: { field: 'createdAt', direction: 'desc' } });
      expect(listed.map((item) => item.id)).toEqual([id]);
      expectCloseToNow(listed[0]?.data.createdAt);
    });

    it('serverTimestamp inside a map (in a set and in a batch) comes back as a Date too', async () => {
      const { store, collection } = await setup();
      await store.set(collection, 'nested', { entries: { a: { changedAt: fieldValue.serverTimestamp() } } });
      const entries = (await store.get(collection, 'nested'))?.data.entries as Record<string, DocData>;
      expectCloseToNow(entries.a?.changedAt);
      await store.batch([
        {
          type: 'set',
          collection,
          id: 'nested',
          data: { entries: { b: { at: fieldValue.serverTimestamp() } } },
        },
      ]);
      const after = (await store.get(collection, 'nested'))?.data.entries as Record<string, DocData>;
      expectCloseToNow(after.b?.at);
      expect(after.a).toBeUndefined();
    });

    it('delete removes a key of a nested map in a set with merge, leaving the others as stored', async () => {
      const { store, collection } = await setup();
      await store.set(collection, 'map', {
        entries: { a: 1, b: 2, c: { at: fieldValue.serverTimestamp() } },
      });
      const stored = (await store.get(collection, 'map'))?.data.entries as Record<string, unknown>;
      await store.batch([
        {
          type: 'set',
          collection,
          id: 'map',
          data: { entries: { a: fieldValue.delete(), d: 4 } },
          merge: true,
        },
      ]);
      expect((await store.get(collection, 'map'))?.data.entries).toEqual({ b: 2, c: stored.c, d: 4 });
      await store.update(collection, 'map', { entries: fieldValue.delete() });
      expect((await store.get(collection, 'map'))?.data).toEqual({});
    });

    it('remove deletes a document, and removing a missing one is fine', async () => {
      const { store, collection } = await setup();
      await store.set(collection, 'doc', { a: 1 });
      await store.remove(collection, 'doc');
      expect(await store.get(collection, 'doc')).toBeNull();
      await expect(store.remove(collection, 'doc')).resolves.toBeUndefined();
    });

    it('batch applies every write', async () => {
      const { store, collection } = await setup();
      await store.set(collection, 'to-update', { title: 'Before', views: 1 });
      await store.set(collection, 'to-delete', { title: 'Doomed' });
      await store.set(collection, 'to-merge', { a: 1 });

      await store.batch([
        {
          type: 'set',
          collection,
          id: 'to-create',
          data: { title: 'Created', at: fieldValue.serverTimestamp() },
        },
        {
          type: 'update',
          collection,
          id: 'to-update',
          data: { title: 'After', views: fieldValue.increment(1) },
        },
        { type: 'set', collection, id: 'to-merge', data: { b: 2 }, merge: true },
        { type: 'delete', collection, id: 'to-delete' },
      ]);

      const created = await store.get(collection, 'to-create');
      expect(created?.data.title).toBe('Created');
      expectCloseToNow(created?.data.at);
      expect((await store.get(collection, 'to-update'))?.data).toEqual({ title: 'After', views: 2 });
      expect((await store.get(collection, 'to-merge'))?.data).toEqual({ a: 1, b: 2 });
      expect(await store.get(collection, 'to-delete')).toBeNull();
    });

    it('batch creates new documents beside other writes', async () => {
      const { store, collection } = await setup();
      await store.set(collection, 'old-name', { postId: '1' });
      await store.batch([
        {
          type: 'create',
          collection,
          id: 'post',
          data: { slug: 'new-name', at: fieldValue.serverTimestamp() },
        },
        { type: 'create', collection, id: 'new-name', data: { postId: 'post' } },
        { type: 'delete', collection, id: 'old-name' },
      ]);
      expect((await store.get(collection, 'new-name'))?.data).toEqual({ postId: 'post' });
      expect((await store.get(collection, 'post'))?.data.slug).toBe('new-name');
      expectCloseToNow((await store.get(collection, 'post'))?.data.at);
      expect(await store.get(collection, 'old-name')).toBeNull();
    });

    it("batch with an update of a missing document fails with 'not-found' and writes nothing", async () => {
      const { store, collection } = await setup();
      const error = await store
        .batch([
          { type: 'set', collection, id: 'would-be-created', data: { a: 1 } },
          { type: 'update', collection, id: 'missing', data: { a: 2 } },
        ])
        .then(
          () => null,
          (caught: unknown) => caught,
        );
      expectStoreError(error, 'not-found');
      expect(await store.get(collection, 'would-be-created')).toBeNull();
    });

    it('transaction commits what its work returns, from what it read', async () => {
      const { store, collection } = await setup();
      await store.set(collection, 'source', { n: 41 });
      await store.transaction(async (reader) => {
        const source = await reader.get(collection, 'source');
        expect(await reader.get(collection, 'missing')).toBeNull();
        return [
          { type: 'set', collection, id: 'target', data: { n: Number(source?.data.n) + 1 } },
          { type: 'delete', collection, id: 'source' },
        ];
      });
      expect((await store.get(collection, 'target'))?.data).toEqual({ n: 42 });
      expect(await store.get(collection, 'source')).toBeNull();
    });

    it('transactions that read the same documents at once both commit: the later runs again', async () => {
      const { store, collection } = await setup();
      let runs = 0;
      let release = () => {};
      const bothRead = new Promise<void>((resolve) => (release = resolve));
      // Each reads the counter, waits until the other has read it too (first runs only), then adds one.
      const addOne = () =>
        store.transaction(async (reader) => {
          const counter = await reader.get(collection, 'counter');
          runs += 1;
          if (runs === 2) release();
          if (runs <= 2) await bothRead;
          const n = typeof counter?.data.n === 'number' ? counter.data.n : 0;
          return [{ type: 'set', collection, id: 'counter', data: { n: n + 1 } }];
        });
      await Promise.all([addOne(), addOne()]);
      expect((await store.get(collection, 'counter'))?.data).toEqual({ n: 2 });
      expect(runs).toBeGreaterThanOrEqual(3);
    });

    it('Dates round-trip as Date, also inside maps and lists', async () => {
      const { store, collection } = await setup();
      const at = new Date('2026-10-14T09:30:00.123Z');
      const id = await store.add(collection, { at, nested: { at }, list: [at] });
      const data = (await store.get(collection, id))?.data;
      expect(data?.at).toBeInstanceOf(Date);
      expect((data?.at as Date).toISOString()).toBe(at.toISOString());
      expect(data?.nested).toEqual({ at });
      expect((data?.nested as { at: unknown }).at).toBeInstanceOf(Date);
      expect(data?.list).toEqual([at]);
      const listed = await store.list(collection);
      expect(listed[0]?.data.at).toBeInstanceOf(Date);
    });

    it('returned data is a copy: changing it does not change the store', async () => {
      const { store, collection } = await setup();
      await store.set(collection, 'doc', { tags: ['a'], nested: { n: 1 } });
      const first = await store.get(collection, 'doc');
      (first?.data.tags as string[]).push('b');
      (first?.data.nested as { n: number }).n = 2;
      expect((await store.get(collection, 'doc'))?.data).toEqual({ tags: ['a'], nested: { n: 1 } });
    });

    it('undefined fields are left out of writes', async () => {
      const { store, collection } = await setup();
      await store.set(collection, 'doc', { kept: 'yes', dropped: undefined });
      expect((await store.get(collection, 'doc'))?.data).toEqual({ kept: 'yes' });
    });
  });
}
