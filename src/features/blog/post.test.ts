import { describe, expect, it } from 'vitest';
import { countWords, formatViews, readingTimeMinutes, recentOtherPosts, shareLinks } from './post';

describe('reading time', () => {
  it('counts words in HTML without tags, entities or scripts', () => {
    expect(
      countWords('<p>Fast <strong>sites</strong> win&nbsp;customers.</p><script>var a = 1;</script>'),
    ).toBe(4);
    expect(countWords('')).toBe(0);
  });

  it('rounds up at 200 words a minute, at least one minute', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes(`<p>${'word '.repeat(200)}</p>`)).toBe(1);
    expect(readingTimeMinutes(`<p>${'word '.repeat(201)}</p>`)).toBe(2);
    expect(readingTimeMinutes(`<p>${'word '.repeat(1000)}</p>`)).toBe(5);
  });
});

describe('recentOtherPosts', () => {
  const posts = [
    { id: '1', date: '2026-10-14' },
    { id: '2', date: '2026-09-22' },
    { id: '3', date: '2026-08-18' },
    { id: '4', date: '2026-07-09' },
  ];

  it('leaves out the current post and keeps the newest', () => {
    expect(recentOtherPosts(posts, '1', 3).map((post) => post.id)).toEqual(['2', '3', '4']);
    expect(recentOtherPosts(posts, '3', 3).map((post) => post.id)).toEqual(['1', '2', '4']);
  });

  it('sorts by date, keeping list order for equal dates', () => {
    const mixed = [
      { id: 'a', date: '2026-01-01' },
      { id: 'b', date: '2026-05-01' },
      { id: 'c', date: '2026-05-01' },
    ];
    expect(recentOtherPosts(mixed, 'x', 3).map((post) => post.id)).toEqual(['b', 'c', 'a']);
  });

  it('returns fewer when there are not enough', () => {
    expect(recentOtherPosts(posts.slice(0, 2), '1', 3).map((post) => post.id)).toEqual(['2']);
  });
});

describe('shareLinks', () => {
  it('builds the three networks share addresses with the encoded URL', () => {
    const links = shareLinks('https://chinardigital.in/blog/1', 'Fast & pretty?');
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fchinardigital.in%2Fblog%2F1',
    );
    expect(links.twitter).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fchinardigital.in%2Fblog%2F1&text=Fast%20%26%20pretty%3F',
    );
    expect(links.linkedin).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fchinardigital.in%2Fblog%2F1',
    );
  });
});

describe('formatViews', () => {
  it('pluralises and groups digits the Indian way', () => {
    expect(formatViews(0)).toBe('0 views');
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(1234)).toBe('1,234 views');
    expect(formatViews(150000)).toBe('1,50,000 views');
  });
});
