import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@/data/schemas/blog-post';
import { readBlogPost } from '@/data/models/blog-post';
import {
  categoryChoices,
  DEFAULT_SORT,
  filterPosts,
  formatSort,
  nextSort,
  parseSort,
  sortPosts,
} from './post-list';

function post(id: string, fields: Partial<BlogPost>): BlogPost {
  return { ...readBlogPost({ title: `Post ${id}`, date: '2026-01-01' }, id), ...fields };
}

const posts = [
  post('3', { title: 'beta', status: 'Published', category: 'SEO', date: '2026-03-01', views: 5 }),
  post('2', { title: 'Alpha', status: 'Draft', category: 'Web', date: '2026-03-01', views: 50 }),
  post('1', { title: 'gamma 10', status: 'Published', category: 'Web', date: '2026-01-15', views: 7 }),
  post('4', { title: 'gamma 9', status: 'Published', category: 'Web', date: '2026-05-20', views: 0 }),
];
const ids = (list: readonly BlogPost[]) => list.map((entry) => entry.id);

describe('filterPosts', () => {
  it('matches status, category and a case-insensitive title search together', () => {
    expect(ids(filterPosts(posts, { status: 'All', category: 'All', search: '' }))).toEqual([
      '3',
      '2',
      '1',
      '4',
    ]);
    expect(ids(filterPosts(posts, { status: 'Draft', category: 'All', search: '' }))).toEqual(['2']);
    expect(ids(filterPosts(posts, { status: 'Published', category: 'Web', search: '' }))).toEqual(['1', '4']);
    expect(ids(filterPosts(posts, { status: 'All', category: 'All', search: '  GAMMA ' }))).toEqual([
      '1',
      '4',
    ]);
    expect(filterPosts(posts, { status: 'Draft', category: 'SEO', search: '' })).toEqual([]);
  });
});

describe('sortPosts', () => {
  it('sorts newest first by default, keeping the given order for equal dates', () => {
    expect(ids(sortPosts(posts, DEFAULT_SORT))).toEqual(['4', '3', '2', '1']);
  });

  it('sorts text A–Z ignoring case, with numbers in natural order', () => {
    expect(ids(sortPosts(posts, { column: 'title', direction: 'asc' }))).toEqual(['2', '3', '4', '1']);
    expect(ids(sortPosts(posts, { column: 'title', direction: 'desc' }))).toEqual(['1', '4', '3', '2']);
  });

  it('sorts views as numbers and leaves the input alone', () => {
    const copy = [...posts];
    expect(ids(sortPosts(posts, { column: 'views', direction: 'desc' }))).toEqual(['2', '1', '3', '4']);
    expect(posts).toEqual(copy);
  });
});

describe('nextSort', () => {
  it('flips the same column and starts new ones in their natural direction', () => {
    expect(nextSort(DEFAULT_SORT, 'date')).toEqual({ column: 'date', direction: 'asc' });
    expect(nextSort(DEFAULT_SORT, 'title')).toEqual({ column: 'title', direction: 'asc' });
    expect(nextSort({ column: 'title', direction: 'asc' }, 'views')).toEqual({
      column: 'views',
      direction: 'desc',
    });
  });
});

describe('categoryChoices', () => {
  it('joins the page’s categories and the known ones, once each, sorted, without blanks', () => {
    const posts = [{ category: 'IoT' }, { category: '' }, { category: 'Cloud' }] as BlogPost[];
    expect(categoryChoices(posts, ['Web', 'IoT'])).toEqual(['Cloud', 'IoT', 'Web']);
    expect(categoryChoices([], [])).toEqual([]);
  });
});

describe('a sort in the address', () => {
  it('names the column, with the direction only when it is not the one the column starts with', () => {
    expect(formatSort(DEFAULT_SORT)).toBe('date');
    expect(formatSort({ column: 'date', direction: 'asc' })).toBe('date-asc');
    expect(formatSort({ column: 'title', direction: 'asc' })).toBe('title');
    expect(formatSort({ column: 'title', direction: 'desc' })).toBe('title-desc');
  });

  it('reads back what it writes, and nothing else', () => {
    for (const text of ['date', 'date-asc', 'title', 'title-desc', 'views', 'views-asc']) {
      expect(formatSort(parseSort(text)!)).toBe(text);
    }
    for (const text of ['', 'colour', 'title-up', 'title-asc-desc', '-title']) {
      expect(parseSort(text)).toBeUndefined();
    }
  });
});
