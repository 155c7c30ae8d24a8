import { describe, expect, it } from 'vitest';
import { blogListTitle, filterPosts, pageItems, paginate, parsePageParam } from './list';

const posts = [
  {
    title: 'Why a fast website wins',
    excerpt: 'Load in under two seconds.',
    category: 'Web Development',
    tags: ['performance', 'small business'],
  },
  {
    title: 'Local SEO for Kashmir tourism',
    excerpt: 'Show up on Google Maps.',
    category: 'SEO',
    tags: ['seo', 'tourism'],
  },
  {
    title: 'WordPress or a custom CMS?',
    excerpt: 'How we help clients decide.',
    category: 'Web Development',
    tags: ['wordpress', 'cms'],
  },
  {
    title: 'Practical machine learning',
    excerpt: 'Start with your SPREADSHEET.',
    category: 'Machine Learning',
    tags: ['data'],
  },
];

describe('filterPosts', () => {
  it('returns everything, in order, when no filter is set', () => {
    expect(filterPosts(posts, {})).toEqual(posts);
    expect(filterPosts(posts, { search: '   ', category: '', tag: null })).toEqual(posts);
  });

  it('searches titles case-insensitively', () => {
    expect(filterPosts(posts, { search: 'KASHMIR' }).map((post) => post.category)).toEqual(['SEO']);
  });

  it('searches excerpts too, and trims the query', () => {
    expect(filterPosts(posts, { search: '  spreadsheet ' })).toEqual([posts[3]]);
    expect(filterPosts(posts, { search: 'google maps' })).toEqual([posts[1]]);
  });

  it('matches the whole category, case-insensitively', () => {
    expect(filterPosts(posts, { category: 'web development' })).toEqual([posts[0], posts[2]]);
    expect(filterPosts(posts, { category: 'Web' })).toEqual([]);
  });

  it('matches any tag, case-insensitively', () => {
    expect(filterPosts(posts, { tag: 'SEO' })).toEqual([posts[1]]);
    expect(filterPosts(posts, { tag: 'Small Business' })).toEqual([posts[0]]);
  });

  it('combines filters', () => {
    expect(filterPosts(posts, { category: 'Web Development', search: 'cms' })).toEqual([posts[2]]);
    expect(filterPosts(posts, { category: 'SEO', tag: 'performance' })).toEqual([]);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 14 }, (_, index) => index + 1);

  it('splits into pages of the given size', () => {
    expect(paginate(items, 1, 6)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, pageCount: 3 });
    expect(paginate(items, 2, 6).items).toEqual([7, 8, 9, 10, 11, 12]);
    expect(paginate(items, 3, 6).items).toEqual([13, 14]);
  });

  it('clamps the page to the ones that exist', () => {
    expect(paginate(items, 9, 6)).toMatchObject({ page: 3, items: [13, 14] });
    expect(paginate(items, 0, 6).page).toBe(1);
    expect(paginate(items, -4, 6).page).toBe(1);
    expect(paginate(items, Number.NaN, 6).page).toBe(1);
  });

  it('treats an empty list as one empty page', () => {
    expect(paginate([], 3, 6)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('counts an exact multiple without an extra page', () => {
    expect(paginate(items.slice(0, 12), 2, 6)).toMatchObject({ pageCount: 2, page: 2 });
  });
});

describe('parsePageParam', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['2', 2],
    [' 3 ', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
  ])('%s -> %s', (value, expected) => {
    expect(parsePageParam(value)).toBe(expected);
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

describe('blogListTitle', () => {
  it('uses the category, then the tag, else the default', () => {
    expect(blogListTitle({ category: 'SEO' })).toBe('SEO Articles');
    expect(blogListTitle({ tag: 'tourism' })).toBe('Articles Tagged "tourism"');
    expect(blogListTitle({ category: 'SEO', tag: 'tourism' })).toBe('SEO Articles');
    expect(blogListTitle({})).toBe('Recent Blog Posts');
    expect(blogListTitle({ category: '  ', tag: null })).toBe('Recent Blog Posts');
  });
});
