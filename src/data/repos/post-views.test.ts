import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStore, type WriteOperation } from '../store';
import { createTestStore } from '@/testing/render';
import { withThrottleRules, type ThrottledStore } from '@/testing/throttle-rules';
import { incrementPostViews } from './post-views';
import { currentSlot, slotsToTry, THROTTLE_SLOTS } from './throttle';

let store: ThrottledStore;
let batches: WriteOperation[][];

beforeEach(async () => {
  store = withThrottleRules(createTestStore());
  const batch = store.batch.bind(store);
  batches = [];
  store.batch = (operations) => {
    batches.push([...operations]);
    return batch(operations);
  };
  setStore(store);
  await store.set('blog_posts', 'p', { title: 'A post', status: 'Published', views: 7 });
});

afterEach(() => {
  vi.useRealTimers();
  setStore(null);
});

describe('incrementPostViews', () => {
  it("counts one view in the current minute's slot: views + 1, the slot and the time on the post, its stamp", async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 1, 10, 7, 30), toFake: ['Date'] });
    expect(currentSlot()).toBe(7 % THROTTLE_SLOTS);
    expect(currentSlot()).toBe(slotsToTry()[0]);

    expect(await incrementPostViews('p')).toBe(true);
    const stored = (await store.get('blog_posts', 'p'))?.data;
    expect(stored).toEqual(
      expect.objectContaining({ views: 8, viewSlot: String(currentSlot()), viewedAt: expect.any(Date) }),
    );
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((operation) => `${operation.collection}/${operation.id}`)).toEqual([
      'blog_posts/p',
      `throttles/views-${currentSlot()}`,
    ]);
  });

  it('tries that one slot only, and gives up quietly when it is taken', async () => {
    store.fillSlots('views');
    expect(await incrementPostViews('p')).toBe(false);
    expect(batches).toHaveLength(1);
    expect((await store.get('blog_posts', 'p'))?.data.views).toBe(7);
  });

  it('gives up quietly on a post that does not exist', async () => {
    expect(await incrementPostViews('missing')).toBe(false);
    expect(await store.get('blog_posts', 'missing')).toBeNull();
  });
});
