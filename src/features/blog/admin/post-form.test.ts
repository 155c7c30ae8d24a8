import { describe, expect, it } from 'vitest';
import { readBlogPost } from '@/data/models/blog-post';
import { todayIsoDate } from '@/lib/utils';
import { EMPTY_POST_FORM, previewPost, previewSlug, slugFromTitle, toFormValues } from './post-form';

const saved = readBlogPost(
  {
    title: 'Saved',
    image: '/images/placeholder.svg',
    tags: ['a', 'b c'],
    author: 'Sana Mir',
    date: '2026-02-03',
    views: 12,
    status: 'Published',
  },
  '7',
);

describe('toFormValues', () => {
  it('shows the placeholder image as an empty field and tags comma separated', () => {
    expect(toFormValues(saved)).toMatchObject({ image: '', tags: 'a, b c', status: 'Published' });
  });

  it('shows the stored slug, or an empty field for a post stored before slugs existed', () => {
    expect(toFormValues({ ...saved, slug: 'saved-post' }).slug).toBe('saved-post');
    expect(toFormValues(saved).slug).toBe('');
  });
});

describe('the slug field', () => {
  it('follows the title with its slug, empty while there is no title', () => {
    expect(slugFromTitle('  ')).toBe('');
    expect(slugFromTitle('Hello, Kashmir!')).toBe('hello-kashmir');
  });

  it('previews the slug typed, or the title’s when it is empty or not valid yet', () => {
    expect(previewSlug({ title: 'Hello', slug: ' my-post ' })).toBe('my-post');
    expect(previewSlug({ title: 'Hello', slug: '' })).toBe('hello');
    expect(previewSlug({ title: 'Hello', slug: 'Not Valid' })).toBe('hello');
    expect(previewSlug({ title: '', slug: '' })).toBe('post');
  });
});

describe('previewPost', () => {
  it('gives a new post the defaults saving would give it', () => {
    expect(
      previewPost({ ...EMPTY_POST_FORM, title: ' New ', tags: 'x, ,y' }, null, 'Saima Mir'),
    ).toMatchObject({
      id: 'new',
      title: 'New',
      category: 'Uncategorized',
      image: '/images/placeholder.svg',
      author: 'Saima Mir',
      date: todayIsoDate(),
      views: 0,
      tags: ['x', 'y'],
      status: 'Draft',
    });
  });

  it('keeps what the form does not edit from the saved post', () => {
    expect(previewPost(toFormValues(saved), saved, 'Saima Mir')).toMatchObject({
      id: '7',
      author: 'Sana Mir',
      date: '2026-02-03',
      views: 12,
    });
  });
});
