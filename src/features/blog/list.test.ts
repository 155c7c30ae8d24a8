import { describe, expect, it } from 'vitest';
import { blogListTitle, filterPosts } from './list';

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

describe('blogListTitle', () => {
  it('uses the category, then the tag, else the default', () => {
    expect(blogListTitle({ category: 'SEO' })).toBe('SEO Articles');
    expect(blogListTitle({ tag: 'tourism' })).toBe('Articles Tagged "tourism"');
    expect(blogListTitle({ category: 'SEO', tag: 'tourism' })).toBe('SEO Articles');
    expect(blogListTitle({})).toBe('Recent Blog Posts');
    expect(blogListTitle({ category: '  ', tag: null })).toBe('Recent Blog Posts');
  });
});
