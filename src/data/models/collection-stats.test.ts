import { describe, expect, it } from 'vitest';
import { countedStats, countsChange, inquiryCountKey, readCounts, usedCategories } from './collection-stats';

describe('countsChange', () => {
  it("an inquiry's create, status change, delete; nothing when its count stays", () => {
    const fresh = { status: 'New' };
    expect(countsChange('contact_inquiries', null, fresh)).toEqual({ total: 1, New: 1 });
    expect(countsChange('contact_inquiries', fresh, { status: 'Responded' })).toEqual({
      New: -1,
      Responded: 1,
    });
    expect(countsChange('contact_inquiries', { status: 'Resolved' }, null)).toEqual({
      total: -1,
      Resolved: -1,
    });
    expect(countsChange('contact_inquiries', fresh, { status: 'New', updatedAt: 1 })).toEqual({});
    // No status, or one the form no longer uses, counts as New.
    expect(countsChange('contact_inquiries', {}, { status: 'New' })).toEqual({});
    expect(countsChange('contact_inquiries', { status: 'pending' }, { status: 'Resolved' })).toEqual({
      New: -1,
      Resolved: 1,
    });
    expect(countsChange('contact_inquiries', null, null)).toEqual({});
  });

  it("a subscriber's sign-up and removal", () => {
    expect(countsChange('subscribers', null, { email: 'a@b.in' })).toEqual({ total: 1 });
    expect(countsChange('subscribers', { email: 'a@b.in' }, null)).toEqual({ total: -1 });
    expect(countsChange('subscribers', { email: 'a@b.in' }, { email: 'a@b.in' })).toEqual({});
  });
});

describe('countsChange of a post', () => {
  const draft = { status: 'Draft', category: 'News' };
  it('moves its total, status and category', () => {
    expect(countsChange('blog_posts', null, draft)).toEqual({ total: 1, Draft: 1, categories: { News: 1 } });
    expect(countsChange('blog_posts', draft, { status: 'Published', category: 'News' })).toEqual({
      Draft: -1,
      Published: 1,
    });
    expect(countsChange('blog_posts', draft, { status: 'Draft', category: 'Cloud' })).toEqual({
      categories: { News: -1, Cloud: 1 },
    });
    expect(countsChange('blog_posts', { status: 'Published', category: 'A.b c' }, null)).toEqual({
      total: -1,
      Published: -1,
      categories: { 'A.b c': -1 },
    });
    expect(countsChange('blog_posts', draft, { ...draft, title: 'New title' })).toEqual({});
  });

  it('moves the summed views by the views of a post that comes or goes (a restore, a delete)', () => {
    const published = { status: 'Published', views: 12 };
    expect(countsChange('blog_posts', null, published)).toEqual({ total: 1, Published: 1, views: 12 });
    expect(countsChange('blog_posts', published, null)).toEqual({ total: -1, Published: -1, views: -12 });
    // A save keeps the views (a fold adds to the sum on its own: repos/visit-stats.ts).
    expect(countsChange('blog_posts', published, { ...published, title: 'Renamed' })).toEqual({});
  });

  it('counts any status but Published as a Draft, and a post without a category in none', () => {
    expect(countsChange('blog_posts', { status: 'Archived' }, { status: 'Draft' })).toEqual({});
    expect(countsChange('blog_posts', { status: 'Draft' }, { status: 'Draft', category: 'Web' })).toEqual({
      categories: { Web: 1 },
    });
  });
});

describe('countedStats and readCounts', () => {
  it('count the documents as the writes would have', () => {
    const inquiries = [
      { status: 'New' },
      { status: 'Resolved' },
      {},
      { status: 'Responded' },
      { status: 'x' },
    ];
    expect(countedStats('contact_inquiries', inquiries)).toEqual({
      total: 5,
      New: 3,
      Responded: 1,
      Resolved: 1,
    });
    expect(countedStats('subscribers', [{}, {}])).toEqual({ total: 2 });
    const posts = [
      { status: 'Published', category: 'Web', views: 40 },
      { status: 'Draft', category: 'Web', views: 0 },
      // Views as the sum counts them: a whole number of 0 or more (as the rules do).
      { views: 'x' },
      { views: -3 },
      { views: 2.5 },
    ];
    expect(countedStats('blog_posts', posts)).toEqual({
      total: 5,
      Published: 1,
      Draft: 4,
      categories: { Web: 2 },
      views: 40,
    });
    expect(inquiryCountKey({ status: 'Resolved' })).toBe('Resolved');
  });

  it('read a stored document, a missing or odd count as 0', () => {
    expect(readCounts('contact_inquiries', { total: 4, New: 'x', Responded: -2, lastChange: 'a' })).toEqual({
      total: 4,
      New: 0,
      Responded: 0,
      Resolved: 0,
    });
    expect(readCounts('subscribers', { total: 20_000, lastChange: 'a@b.in' })).toEqual({ total: 20_000 });
    const posts = readCounts('blog_posts', {
      total: 3,
      Published: 2,
      categories: { Web: 2, Old: 0, ' ': 1 },
      views: 1_984,
      lastFold: '2026-11-0',
    });
    expect(posts).toEqual({
      total: 3,
      Published: 2,
      Draft: 0,
      categories: { Web: 2, Old: 0, ' ': 1 },
      views: 1_984,
    });
    // The filter's choices: the categories that hold a post, by name.
    expect(usedCategories({ total: 0, categories: { Web: 2, Old: 0, ' ': 1, Cloud: 1 } })).toEqual([
      'Cloud',
      'Web',
    ]);
  });
});

describe('the counts of projects', () => {
  it('count a project as Completed or Planning when stored so, else as In Progress', () => {
    expect(countsChange('projects', null, { status: 'Planning' })).toEqual({ total: 1, Planning: 1 });
    expect(countsChange('projects', { status: 'Planning' }, { status: 'Completed' })).toEqual({
      Planning: -1,
      Completed: 1,
    });
    // An older spelling the model reads counts as in progress: saving it as In Progress moves nothing.
    expect(countsChange('projects', { status: 'Planned' }, { status: 'In Progress' })).toEqual({});
    expect(countedStats('projects', [{ status: 'Completed' }, { status: 'completed' }, {}])).toEqual({
      total: 3,
      Completed: 1,
      'In Progress': 2,
      Planning: 0,
    });
    expect(readCounts('projects', { total: 4, Completed: 3, Planning: 'x' })).toEqual({
      total: 4,
      Completed: 3,
      'In Progress': 0,
      Planning: 0,
    });
  });
});
