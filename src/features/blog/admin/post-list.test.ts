import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@/data/schemas/blog-post';
import { categoryChoices, DEFAULT_SORT, formatSort, nextSort, orderOf, parseSort } from './post-list';

describe('orderOf', () => {
  it('sorts in the store by creation, views, title or status', () => {
    expect(orderOf(DEFAULT_SORT)).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(orderOf({ column: 'views', direction: 'desc' })).toEqual({ field: 'views', direction: 'desc' });
    expect(orderOf({ column: 'title', direction: 'asc' })).toEqual({ field: 'title', direction: 'asc' });
    expect(orderOf({ column: 'status', direction: 'desc' })).toEqual({ field: 'status', direction: 'desc' });
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
    for (const text of ['', 'colour', 'title-up', 'title-asc-desc', '-title', 'author', 'category']) {
      expect(parseSort(text)).toBeUndefined();
    }
  });
});
