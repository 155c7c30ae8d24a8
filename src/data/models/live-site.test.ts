import { describe, expect, it } from 'vitest';
import { applyChanges, changesSince, pruneBuiltEntries, type LiveChange } from './live-site';
import { readLiveSite } from './live-site-reader';

interface Item {
  id: string;
  title: string;
  createdAt: Date | null;
}

const at = (day: number) => new Date(Date.UTC(2026, 10, day));
const item = (id: string, day: number, title = `Item ${id}`): Item => ({ id, title, createdAt: at(day) });
const change = (id: string, day: number, value: Item | null): LiveChange<Item> => ({
  id,
  changedAt: at(day),
  item: value,
});

describe('site/live changes', () => {
  const built = [item('3', 3), item('2', 2), item('1', 1)];

  it('replaces a changed item, removes a withdrawn one and places a new one by its creation time', () => {
    const merged = applyChanges(built, [
      change('2', 10, item('2', 2, 'Edited')),
      change('1', 11, null),
      change('4', 12, item('4', 4)),
    ]);
    expect(merged.map((entry) => `${entry.id}:${entry.title}`)).toEqual(['4:Item 4', '3:Item 3', '2:Edited']);
  });

  it('keeps a list cut at its cap cut there: an old item edited later is not pulled in', () => {
    const merged = applyChanges(built, [change('0', 10, item('0', 0)), change('5', 11, item('5', 5))], {
      cap: 3,
    });
    expect(merged.map((entry) => entry.id)).toEqual(['5', '3', '2']);
  });

  it('applies only the changes made after the build read the document', () => {
    const changes = [change('1', 4, null), change('2', 6, null)];
    expect(changesSince(changes, at(5)).map((entry) => entry.id)).toEqual(['2']);
    expect(changesSince(changes, null)).toHaveLength(2);
  });

  it('keeps a post scheduled before the build whose time came after it: the build could not have it', () => {
    const scheduled = { ...item('7', 2), publishAt: at(9) };
    const changes = [change('7', 2, scheduled), change('2', 3, item('2', 2))];
    expect(changesSince(changes, at(5)).map((entry) => entry.id)).toEqual(['7']);
    // A build after its time has it: nothing to apply.
    expect(changesSince(changes, at(10))).toEqual([]);
  });

  it('reads the stored document, oldest change first, skipping malformed entries', () => {
    const live = readLiveSite({
      settings: { siteName: 'Jhelum Works' },
      posts: {
        '9': { changedAt: at(9), post: { title: 'Nine', status: 'Published' } },
        '8': { changedAt: at(8), post: null },
        broken: { post: { title: 'No time' } },
      },
      projects: 'not a map',
      changedAt: at(9),
    });
    expect(live.settings?.siteName).toBe('Jhelum Works');
    expect(live.posts.map((entry) => [entry.id, entry.item?.title ?? null])).toEqual([
      ['8', null],
      ['9', 'Nine'],
    ]);
    expect(live.projects).toEqual([]);
    expect(readLiveSite(null).settings).toBeNull();
  });
});

describe('the prune after a deploy', () => {
  const built = at(10);
  /** firebase-admin's Timestamp, as the prune script reads the document. */
  const adminTimestamp = (date: Date) => ({ toMillis: () => date.getTime() });
  const entry = (changed: number, post: object | null, stamp: (date: Date) => unknown = (date) => date) => ({
    changedAt: stamp(at(changed)),
    post,
  });

  it.each([
    { name: 'an edit before the build', value: entry(9, { title: 'A', createdAt: at(1) }), kept: false },
    { name: 'a withdrawal before the build', value: entry(9, null), kept: false },
    { name: 'a change after the build', value: entry(11, null), kept: true },
    {
      name: 'a post scheduled before the build, public after it',
      value: entry(9, { title: 'B', createdAt: at(1), publishAt: at(12) }),
      kept: true,
    },
    { name: 'a stored Timestamp (firebase-admin)', value: entry(9, null, adminTimestamp), kept: false },
    { name: 'a Timestamp after the build', value: entry(11, null, adminTimestamp), kept: true },
  ])('$name: kept $kept', ({ value, kept }) => {
    const raw = { settings: { siteName: 'S' }, posts: { p: value }, projects: {}, pending: [1] };
    const pruned = pruneBuiltEntries(raw, built);
    expect(pruned.posts).toEqual(kept ? { p: value } : {});
    expect(pruned).toMatchObject({ settings: { siteName: 'S' }, projects: {}, pending: [1] });
  });
});
