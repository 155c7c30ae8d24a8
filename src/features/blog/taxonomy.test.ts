import { describe, expect, it } from 'vitest';
import { readBlogPost } from '@/data/models/blog-post';
import { categoriesWithCounts, popularTags } from './taxonomy';

const post = (id: string, category: string, tags: string[]) =>
  readBlogPost({ title: `Post ${id}`, category, tags, status: 'Published', date: '2026-01-01' }, id);

const posts = [
  post('1', 'Web Development', ['performance', 'small business']),
  post('2', 'SEO', ['seo', 'small business']),
  post('3', 'Web Development', ['wordpress', 'small business', 'performance']),
];

describe('taxonomy', () => {
  it('lists categories alphabetically with counts', () => {
    expect(categoriesWithCounts(posts)).toEqual([
      { name: 'SEO', count: 1 },
      { name: 'Web Development', count: 2 },
    ]);
  });

  it('orders tags by use, then alphabetically, up to the limit', () => {
    expect(popularTags(posts, 3)).toEqual([
      { name: 'small business', count: 3 },
      { name: 'performance', count: 2 },
      { name: 'seo', count: 1 },
    ]);
  });
});
