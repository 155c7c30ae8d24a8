import { beforeEach, describe, expect, it } from 'vitest';
import { setStoreForTesting, type DataStore } from '../store';
import { createTestStore } from '@/testing/render';
import { createPost, getPost, updatePost } from './blog-posts';

let store: DataStore;
beforeEach(() => {
  store = createTestStore();
  setStoreForTesting(store);
});

describe('blog post writes', () => {
  it('creates posts under the next numeric id with the spec defaults and a sanitized body', async () => {
    const first = await createPost({
      title: 'One',
      content: '<p onclick="x()">Hi<script>bad()</script></p>',
    });
    const second = await createPost({ title: 'Two', tags: 'a, b', author: 'Saima Mir', status: 'Published' });
    expect(first).toMatchObject({
      id: '6',
      status: 'Draft',
      category: 'Uncategorized',
      author: 'Admin',
      image: '/images/placeholder.svg',
      views: 0,
      tags: [],
      content: '<p>Hi</p>',
    });
    expect(second).toMatchObject({ id: '7', author: 'Saima Mir', status: 'Published', tags: ['a', 'b'] });
  });

  it('updates only the given fields, sanitizing the body and defaulting a cleared image and category', async () => {
    await updatePost('1', { content: '<img src=x onerror=alert(1)>', image: '', category: ' ' });
    const post = await getPost('1');
    expect(post).toMatchObject({
      title: 'Why a fast website wins more customers than a pretty one',
      content: '<img src="x">',
      image: '/images/placeholder.svg',
      category: 'Uncategorized',
      views: 184,
    });
    const stored = await store.get('blog_posts', '1');
    expect(stored?.data.image).toBe('/images/placeholder.svg');
  });

  it('refuses an image address that is not http(s)', async () => {
    await expect(createPost({ title: 'Bad', image: 'javascript:alert(1)' })).rejects.toThrow();
  });
});
