import { describe, expect, it } from 'vitest';
import type { LiveChange } from '@/data/models/live-site';
import {
  applyListingChanges,
  groupByTerm,
  listingPage,
  listingPages,
  pageItems,
  type Listing,
} from './listing';
import { blogListPath, parseBlogListPath, parseProjectsListPath, projectsListPath } from './list-paths';

interface Item {
  id: string;
  createdAt: Date | null;
  tags: string[];
}

/** Item n was created on day n of March: a higher number is newer. */
const item = (n: number, tags: string[] = []): Item => ({
  id: String(n),
  createdAt: new Date(Date.UTC(2026, 2, n)),
  tags,
});
const ids = (listing: Listing<Item>) => listing.items.map((entry) => entry.id);
const change = (entry: Item | null, id = entry?.id ?? ''): LiveChange<Item> => ({
  id,
  changedAt: new Date('2026-04-01T00:00:00Z'),
  item: entry,
});

describe('listingPage and listingPages', () => {
  const items = Array.from({ length: 14 }, (_, index) => index + 1);

  it('splits a list into pages of the given size, with the whole list counted', () => {
    expect(listingPage(items, 1, 6)).toEqual({
      items: [1, 2, 3, 4, 5, 6],
      page: 1,
      pageCount: 3,
      total: 14,
      name: null,
    });
    expect(listingPage(items, 3, 6, 'SEO')).toMatchObject({ items: [13, 14], name: 'SEO' });
    expect(listingPages(items, 6).map((page) => page.items.length)).toEqual([6, 6, 2]);
  });

  it('makes an empty list one empty page, and an exact multiple no extra page', () => {
    expect(listingPages([], 6)).toEqual([{ items: [], page: 1, pageCount: 1, total: 0, name: null }]);
    expect(listingPages(items.slice(0, 12), 6)).toHaveLength(2);
  });
});

describe('groupByTerm', () => {
  it('groups by slug (spellings that share one are one term, named as most items spell it), sorted by name', () => {
    const items = [
      item(1, ['SEO', 'tourism']),
      item(2, ['seo']),
      item(3, ['seo', ' Small business ']),
      item(4, []),
    ];
    const groups = groupByTerm(items, (entry) => entry.tags);
    expect(
      groups.map(({ slug, name, items: members }) => [slug, name, members.map((entry) => entry.id)]),
    ).toEqual([
      ['seo', 'seo', ['1', '2', '3']],
      ['small-business', 'Small business', ['3']],
      ['tourism', 'tourism', ['1']],
    ]);
  });
});

describe('applyListingChanges', () => {
  // 14 items, newest first, in pages of 6: [14..9], [8..3], [2, 1].
  const all = Array.from({ length: 14 }, (_, index) => item(14 - index));
  const page = (n: number) => listingPage(all, n, 6);
  const everything = () => true;

  it('puts a post newer than the build on page 1 only, and counts it', () => {
    const added = item(20);
    const first = applyListingChanges(page(1), [change(added)], everything);
    expect(ids(first)).toEqual(['20', '14', '13', '12', '11', '10', '9']);
    expect(first.total).toBe(15);
    expect(ids(applyListingChanges(page(2), [change(added)], everything))).toEqual(ids(page(2)));
  });

  it('edits an item where it is, and removes a withdrawn one', () => {
    const edited = { ...item(7), tags: ['edited'] };
    const second = applyListingChanges(page(2), [change(edited), change(null, '4')], everything);
    expect(ids(second)).toEqual(['8', '7', '6', '5', '3']);
    expect(second.items[1]!.tags).toEqual(['edited']);
    expect(second.total).toBe(13);
  });

  it('puts an older item republished since on the page whose creation times hold it', () => {
    // Item 5.5 (created between 5 and 6) was a draft at the build.
    const republished = { ...item(5), id: 'r', createdAt: new Date(Date.UTC(2026, 2, 5, 12)) };
    expect(ids(applyListingChanges(page(1), [change(republished)], everything))).toEqual(ids(page(1)));
    expect(ids(applyListingChanges(page(2), [change(republished)], everything))).toEqual([
      '8',
      '7',
      '6',
      'r',
      '5',
      '4',
      '3',
    ]);
    // The last page takes anything older than its newest item.
    const ancient = { ...item(1), id: 'old', createdAt: new Date(Date.UTC(2020, 0, 1)) };
    expect(ids(applyListingChanges(page(3), [change(ancient)], everything))).toEqual(['2', '1', 'old']);
  });

  it('leaves out what no longer belongs to the list (a tag removed), and what never did', () => {
    const tagged = (entry: Item) => entry.tags.includes('kashmir');
    const built = listingPage([item(9, ['kashmir']), item(3, ['kashmir'])], 1, 6);
    const next = applyListingChanges(
      built,
      [change(item(9, [])), change(item(20, ['other'])), change(item(21, ['kashmir']))],
      tagged,
    );
    expect(ids(next)).toEqual(['21', '3']);
  });

  it('fills an address the build did not make (a new tag) from the changes alone', () => {
    const empty = listingPage<Item>([], 1, 6);
    expect(ids(applyListingChanges(empty, [change(item(20))], everything))).toEqual(['20']);
  });
});

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shortens long ranges around the current page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap-end', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 19, 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 'gap-end', 20]);
  });
});

describe('list addresses', () => {
  it.each([
    ['/blog', { filter: null, term: null, page: 1 }],
    ['/blog/page/3', { filter: null, term: null, page: 3 }],
    ['/blog/category/web-development', { filter: 'category', term: 'web-development', page: 1 }],
    ['/blog/tag/small-business/page/2', { filter: 'tag', term: 'small-business', page: 2 }],
  ] as const)('%s is a blog list, and the address it is made from', (path, address) => {
    expect(parseBlogListPath(path)).toEqual(address);
    expect(blogListPath(address)).toBe(path);
  });

  it('is not a list when the page is not a number from 1', () => {
    expect(parseBlogListPath('/blog/page/0')).toBeNull();
    expect(parseBlogListPath('/blog/page/two')).toBeNull();
    expect(parseBlogListPath('/blog/a-post')).toBeNull();
    expect(parseProjectsListPath('/projects/7')).toBeNull();
  });

  it.each([
    ['/projects', { term: null, page: 1 }],
    ['/projects/page/2', { term: null, page: 2 }],
    ['/projects/category/e-commerce/page/3', { term: 'e-commerce', page: 3 }],
  ] as const)('%s is a portfolio page', (path, address) => {
    expect(parseProjectsListPath(path)).toEqual(address);
    expect(projectsListPath(address)).toBe(path);
  });
});
