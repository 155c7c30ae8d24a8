import { describe, expect, it } from 'vitest';
import { readBlogPost } from '@/data/models/blog-post';
import { blogTopics, categoriesWithCounts, popularTags, topicsWithChanges } from './taxonomy';

const post = (id: string, category: string, tags: string[], createdAt = '2026-01-01T00:00:00Z') =>
  readBlogPost(
    {
      title: `Post ${id}`,
      category,
      tags,
      status: 'Published',
      date: '2026-01-01',
      createdAt: new Date(createdAt),
    },
    id,
  );

const posts = [
  post('1', 'Web Development', ['performance', 'small business']),
  post('2', 'SEO', ['seo', 'small business']),
  post('3', 'Web Development', ['wordpress', 'small business', 'performance']),
];

describe('taxonomy', () => {
  it('lists categories alphabetically with counts and their address slugs', () => {
    expect(categoriesWithCounts(posts)).toEqual([
      { name: 'SEO', slug: 'seo', count: 1 },
      { name: 'Web Development', slug: 'web-development', count: 2 },
    ]);
  });

  it('orders tags by use, then alphabetically, up to the limit', () => {
    expect(popularTags(posts, 3)).toEqual([
      { name: 'small business', slug: 'small-business', count: 3 },
      { name: 'performance', slug: 'performance', count: 2 },
      { name: 'seo', slug: 'seo', count: 1 },
    ]);
  });

  it('counts posts published since the build (created after it), new terms included', () => {
    const builtAt = new Date('2026-02-01T00:00:00Z');
    const fresh = post('9', 'Cloud', ['seo'], '2026-03-01T00:00:00Z');
    // An older post edited since was counted by the build already; its new tag is offered.
    const edited = post('1', 'Web Development', ['performance', 'speed'], '2026-01-01T00:00:00Z');
    const changes = [fresh, edited].map((item) => ({ id: item.id, changedAt: new Date('2026-03-02'), item }));
    const topics = topicsWithChanges(blogTopics(posts), changes, builtAt);
    expect(topics.total).toBe(4);
    expect(topics.categories.map((term) => [term.name, term.count])).toEqual([
      ['Cloud', 1],
      ['SEO', 1],
      ['Web Development', 2],
    ]);
    expect(topics.tags.find((term) => term.slug === 'seo')?.count).toBe(2);
    expect(topics.tags.find((term) => term.slug === 'performance')?.count).toBe(2);
    expect(topics.tags.find((term) => term.slug === 'speed')?.count).toBe(1);
  });
});
