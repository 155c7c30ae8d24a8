import { describe, expect, it } from 'vitest';
import { readBlogPost } from '@/data/models/blog-post';
import { todayIsoDate } from '@/lib/utils';
import { EMPTY_POST_FORM, previewPost, toFormValues } from './post-form';

const saved = readBlogPost({
  id: '7',
  title: 'Saved',
  image: '/images/placeholder.svg',
  tags: ['a', 'b c'],
  author: 'Sana Mir',
  date: '2026-02-03',
  views: 12,
  status: 'Published',
});

describe('toFormValues', () => {
  it('shows the placeholder image as an empty field and tags comma separated', () => {
    expect(toFormValues(saved)).toMatchObject({ image: '', tags: 'a, b c', status: 'Published' });
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
