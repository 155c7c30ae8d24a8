import { getStore, fieldValue, isStoreError, type StoredDoc } from '../store';
import { BLOG_POST_DEFAULTS, readBlogPost, type BlogPost } from '../models/blog-post';
import type { BlogPostFields, BlogPostInput } from '../schemas/blog-post';
import { createWithNextNumericId } from './ids';
import { todayIsoDate } from '@/lib/utils';

export const BLOG_POSTS = 'blog_posts';

export function toBlogPost(doc: StoredDoc): BlogPost {
  return readBlogPost({ ...doc.data, id: doc.id });
}

/** The input schema is zod: loaded only by the writes that need it, never by pages that just read. */
const loadInputSchema = () => import('../schemas/blog-post').then((module) => module.blogPostInputSchema);

/**
 * The body is stored as the public page renders it: the same sanitizer (DOMPurify), loaded only by writes
 * so pages that merely list posts don't download it.
 */
const loadSanitizer = () => import('@/components/ui/rich-text').then((module) => module.sanitizeHtml);

/** Blank image and category fall back to the spec's defaults (author and date are filled on create). */
async function storedFields<T extends Partial<BlogPostFields>>(fields: T): Promise<T> {
  const stored = { ...fields };
  if (stored.content !== undefined) stored.content = (await loadSanitizer())(stored.content);
  if (stored.image === '') stored.image = BLOG_POST_DEFAULTS.image;
  if (stored.category === '') stored.category = BLOG_POST_DEFAULTS.category;
  return stored;
}

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

/** Adds a post under the next numeric id with the spec's defaults; returns it as stored. */
export async function createPost(input: BlogPostInput): Promise<BlogPost | null> {
  const fields = await storedFields((await loadInputSchema()).parse(input));
  const id = await createWithNextNumericId(BLOG_POSTS, {
    ...fields,
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
  const given: Partial<BlogPostFields> = Object.fromEntries(
    Object.entries(parsed).filter(([key]) => key in input),
  );
  const fields = await storedFields(given);
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
