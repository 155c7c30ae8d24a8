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
