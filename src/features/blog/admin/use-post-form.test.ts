import { describe, expect, it } from 'vitest';
import { EMPTY_POST_FORM } from './post-form';
import { validatePostForm } from './use-post-form';

describe('validatePostForm', () => {
  it('gives the schema’s first message per field', () => {
    expect(validatePostForm({ ...EMPTY_POST_FORM, image: 'ftp://example.com/a.png' })).toEqual({
      title: 'Title is required',
      image: 'Please enter a full URL starting with http:// or https://',
    });
  });

  it('accepts an empty slug (made from the title) or a valid one, and explains a bad one', () => {
    const valid = { ...EMPTY_POST_FORM, title: 'Post' };
    expect(validatePostForm({ ...valid, slug: '' })).toEqual({});
    expect(validatePostForm({ ...valid, slug: 'my-first-post' })).toEqual({});
    for (const slug of ['My Post', 'my--post', '2026', 'x'.repeat(81)]) {
      expect(validatePostForm({ ...valid, slug })).toEqual({
        slug: 'Use lowercase letters, digits and dashes (e.g. my-first-post)',
      });
    }
  });

  it('is empty for valid values, including the site’s own image paths and bounded tags', () => {
    expect(
      validatePostForm({ ...EMPTY_POST_FORM, title: 'Post', image: '/images/blog/a.svg', tags: 'a, b' }),
    ).toEqual({});
    const tooMany = Array.from({ length: 21 }, (_, index) => `tag${index}`).join(',');
    expect(validatePostForm({ ...EMPTY_POST_FORM, title: 'Post', tags: tooMany })).toEqual({
      tags: 'Use at most 20 tags',
    });
  });
});
