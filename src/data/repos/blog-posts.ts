import { getStore, fieldValue, isStoreError, type StoredDoc } from '../store';
import { BLOG_POST_DEFAULTS, readBlogPost, type BlogPost } from '../models/blog-post';
import type { BlogPostInput } from '../schemas/blog-post';
import { todayIsoDate } from '@/lib/utils';

export const BLOG_POSTS = 'blog_posts';

export function toBlogPost(doc: StoredDoc): BlogPost {
  return readBlogPost({ ...doc.data, id: doc.id });
}

/** The input schema is zod: loaded only by the writes that need it, never by pages that just read. */
const loadInputSchema = () => import('../schemas/blog-post').then((module) => module.blogPostInputSchema);

/** Every post, newest first (staff). */
export async function listAllPosts(): Promise<BlogPost[]> {
  const store = await getStore();
  const docs = await store.list(BLOG_POSTS, { orderBy: { field: 'createdAt', direction: 'desc' } });
  return docs.map(toBlogPost);
}

/** Published posts, newest first. The status filter is also what the security rules require of public queries. */
export async function listPublishedPosts(): Promise<BlogPost[]> {
  const store = await getStore();
  const docs = await store.list(BLOG_POSTS, {
    where: [{ field: 'status', value: 'Published' }],
    orderBy: { field: 'createdAt', direction: 'desc' },
  });
  return docs.map(toBlogPost);
}

export async function getPost(id: string): Promise<BlogPost | null> {
  const store = await getStore();
  const doc = await store.get(BLOG_POSTS, id);
  return doc ? toBlogPost(doc) : null;
}

/** A post as the public may see it: null when missing, not published, or hidden by the rules. */
export async function getPublishedPost(id: string): Promise<BlogPost | null> {
  try {
    const post = await getPost(id);
    return post?.status === 'Published' ? post : null;
  } catch (error) {
    if (isStoreError(error, 'permission-denied')) return null;
    throw error;
  }
}

/** Counts one view. Returns false when the post does not exist. */
export async function incrementPostViews(id: string): Promise<boolean> {
  const store = await getStore();
  try {
    await store.update(BLOG_POSTS, id, { views: fieldValue.increment(1) });
    return true;
  } catch (error) {
    // Firestore's rules refuse the increment on a missing or unpublished post instead of saying not-found.
    if (isStoreError(error, 'not-found') || isStoreError(error, 'permission-denied')) return false;
    throw error;
  }
}

export async function createPost(input: BlogPostInput): Promise<BlogPost | null> {
  const fields = (await loadInputSchema()).parse(input);
  const store = await getStore();
  const id = await store.add(BLOG_POSTS, {
    ...fields,
    image: fields.image || BLOG_POST_DEFAULTS.image,
    category: fields.category || BLOG_POST_DEFAULTS.category,
    author: fields.author || BLOG_POST_DEFAULTS.author,
    date: fields.date ?? todayIsoDate(),
    views: 0,
    createdAt: fieldValue.serverTimestamp(),
    updatedAt: fieldValue.serverTimestamp(),
  });
  return getPost(id);
}

export async function updatePost(id: string, input: Partial<BlogPostInput>): Promise<void> {
  const parsed = (await loadInputSchema()).partial().parse(input);
  // zod fills defaults even for absent keys; an update writes only the fields it was given.
  const fields = Object.fromEntries(Object.entries(parsed).filter(([key]) => key in input));
  const store = await getStore();
  await store.update(BLOG_POSTS, id, { ...fields, updatedAt: fieldValue.serverTimestamp() });
}

export async function deletePost(id: string): Promise<void> {
  const store = await getStore();
  await store.remove(BLOG_POSTS, id);
}

/** Distinct non-empty categories and tags across the given posts, sorted. */
export function distinctCategories(posts: readonly BlogPost[]): string[] {
  return [...new Set(posts.map((post) => post.category).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}

export function distinctTags(posts: readonly BlogPost[]): string[] {
  return [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b));
}
