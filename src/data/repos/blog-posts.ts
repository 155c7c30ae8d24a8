import {
  getStore,
  fieldValue,
  isStoreError,
  StoreError,
  type DataStore,
  type StoredDoc,
  type WriteOperation,
} from '../store';
import { BLOG_POST_DEFAULTS, readBlogPost } from '../models/blog-post';
import { fromStored } from '../models/read';
import type { BlogPost, BlogPostFields, BlogPostInput, BlogPostStatus } from '../schemas/blog-post';
import { createWithNextNumericId } from './ids';
import { equalities, listPage, publicLimit, readAllPages, type Page, type PageRequest } from './paging';
import { isValidSlug, slugify, uniqueSlug } from '@/lib/slug';
import { todayIsoDate } from '@/lib/utils';

import { BLOG_POSTS } from './collections';

/**
 * slugs/{slug} → { postId }: one record per post address, so that two posts never share one. The post's
 * own `slug` field and this record are always written in the same batch (firestore.rules checks both).
 */
export const SLUGS = 'slugs';

/** A save asked for an address that another post already has. Nothing was written. */
export class SlugTakenError extends Error {
  readonly slug: string;

  constructor(slug: string) {
    super(`The address "${slug}" is already used by another post.`);
    this.name = 'SlugTakenError';
    this.slug = slug;
  }
}

export function isSlugTakenError(error: unknown): error is SlugTakenError {
  return error instanceof SlugTakenError;
}

export const toBlogPost: (doc: StoredDoc) => BlogPost = fromStored(readBlogPost);

/** The input schema is zod: loaded only by the writes that need it, never by pages that just read. */
const loadInputSchema = () => import('../schemas/blog-post').then((module) => module.blogPostInputSchema);

/**
 * The body is stored as the public page renders it: the same sanitizer (DOMPurify), loaded only by writes
 * so pages that merely list posts don't download it.
 */
const loadSanitizer = () => import('@/lib/sanitize-html').then((module) => module.sanitizeHtml);

/** Blank image and category fall back to the spec's defaults (author and date are filled on create). */
async function storedFields<T extends Partial<BlogPostFields>>(fields: T): Promise<T> {
  const stored = { ...fields };
  if (stored.content !== undefined) stored.content = (await loadSanitizer())(stored.content);
  if (stored.image === '') stored.image = BLOG_POST_DEFAULTS.image;
  if (stored.category === '') stored.category = BLOG_POST_DEFAULTS.category;
  return stored;
}

/** The staff list's filters, each an equality where-clause (undefined: any). */
export interface PostListFilter {
  status?: BlogPostStatus;
  category?: string;
}

/** One page of posts, drafts included, newest first (staff). */
export async function listPostsPage(filter: PostListFilter, request: PageRequest): Promise<Page<BlogPost>> {
  return listPage(
    BLOG_POSTS,
    { ...request, where: equalities({ ...filter }), orderBy: { field: 'createdAt', direction: 'desc' } },
    toBlogPost,
  );
}

/** How many of the newest posts the category choices (filter, editor suggestions) are taken from. */
export const CATEGORY_SOURCE_POSTS = 100;

/** The categories of the newest CATEGORY_SOURCE_POSTS posts, drafts included, sorted (staff). */
export async function listRecentCategories(): Promise<string[]> {
  const store = await getStore();
  const docs = await store.list(BLOG_POSTS, {
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: CATEGORY_SOURCE_POSTS,
  });
  return distinctCategories(docs.map(toBlogPost));
}

const PUBLISHED = { where: [{ field: 'status', value: 'Published' }] } as const;
const NEWEST_FIRST = { field: 'createdAt', direction: 'desc' } as const;

export interface PublishedPostsPage {
  /** At most PUBLIC_LIST_LIMIT (50), which is also the default. */
  limit?: number;
  /** The createdAt of the last post of the previous page. */
  startAfter?: Date;
}

/**
 * Published posts, newest first: the newest 50, or the page asked for. The status filter and the limit
 * are what the security rules require of public queries.
 */
export async function listPublishedPosts(page: PublishedPostsPage = {}): Promise<BlogPost[]> {
  const store = await getStore();
  const docs = await store.list(BLOG_POSTS, {
    ...PUBLISHED,
    orderBy: NEWEST_FIRST,
    limit: publicLimit(page.limit),
    startAfter: page.startAfter,
  });
  return docs.map(toBlogPost);
}

/** Every published post, newest first, read 50 at a time (the build's snapshot). */
export async function listAllPublishedPosts(): Promise<BlogPost[]> {
  const store = await getStore();
  const docs = await readAllPages(store, BLOG_POSTS, { ...PUBLISHED, orderBy: NEWEST_FIRST });
  return docs.map(toBlogPost);
}

export async function getPost(id: string): Promise<BlogPost | null> {
  const store = await getStore();
  const doc = await store.get(BLOG_POSTS, id);
  return doc ? toBlogPost(doc) : null;
}

/** A post as the public may see it: null when missing, not published, or hidden by the rules. */
export async function getPublishedPostById(id: string): Promise<BlogPost | null> {
  try {
    const post = await getPost(id);
    return post?.status === 'Published' ? post : null;
  } catch (error) {
    if (isStoreError(error, 'permission-denied')) return null;
    throw error;
  }
}

/**
 * The published post with this address, or null. Two equality filters and a limit: Firestore serves it
 * from its single-field indexes (no composite index), and the rules see the status filter they require.
 */
export async function getPublishedPostBySlug(slug: string): Promise<BlogPost | null> {
  if (!isValidSlug(slug)) return null;
  const store = await getStore();
  const [doc] = await store.list(BLOG_POSTS, {
    where: [...PUBLISHED.where, { field: 'slug', value: slug }],
    limit: 1,
  });
  return doc ? toBlogPost(doc) : null;
}

/** Whether a post other than `exceptPostId` has this address (staff only: the rules let staff get slugs/{slug}). */
export async function isSlugTaken(slug: string, exceptPostId?: string): Promise<boolean> {
  const store = await getStore();
  const record = await store.get(SLUGS, slug);
  return record !== null && record.data.postId !== exceptPostId;
}

/**
 * The address a save stores: the one asked for (refused with SlugTakenError when another post has it),
 * or, when none was asked for, the title's slug made unique (my-post, my-post-2, …).
 */
async function chooseSlug(requested: string | undefined, title: string, postId: string): Promise<string> {
  if (requested) {
    if (await isSlugTaken(requested, postId)) throw new SlugTakenError(requested);
    return requested;
  }
  return uniqueSlug(slugify(title), (candidate) => isSlugTaken(candidate, postId));
}

/** slugs/{slug} for this post, unless it is there already (left over from an earlier save of the post). */
async function claimSlug(store: DataStore, slug: string, postId: string): Promise<WriteOperation[]> {
  const record = await store.get(SLUGS, slug);
  if (record?.data.postId === postId) return [];
  return [{ type: 'create', collection: SLUGS, id: slug, data: { postId } }];
}

/** Deletes slugs/{slug} when it is this post's record (older posts may have none). */
async function releaseSlug(store: DataStore, slug: string, postId: string): Promise<WriteOperation[]> {
  if (!slug) return [];
  const record = await store.get(SLUGS, slug);
  return record?.data.postId === postId ? [{ type: 'delete', collection: SLUGS, id: slug }] : [];
}

/**
 * Adds a post under the next numeric id with the spec's defaults, and its address: the slug asked for, or
 * one made from the title (unique). The post and its slugs/{slug} record are one batch. Returns the new
 * post's id. SlugTakenError when the slug asked for is another post's.
 */
export async function createPost(input: BlogPostInput): Promise<string> {
  const { slug: requested, ...fields } = await storedFields((await loadInputSchema()).parse(input));
  const id = await createWithNextNumericId(BLOG_POSTS, async (postId) => {
    const slug = await chooseSlug(requested, fields.title, postId);
    return {
      data: {
        ...fields,
        slug,
        author: fields.author || BLOG_POST_DEFAULTS.author,
        date: fields.date ?? todayIsoDate(),
        views: 0,
        createdAt: fieldValue.serverTimestamp(),
        updatedAt: fieldValue.serverTimestamp(),
      },
      alsoWrite: [{ type: 'create', collection: SLUGS, id: slug, data: { postId } }],
    };
  });
  return id;
}

/**
 * Saves the given fields. With `slug` given ('' = made from the title, unique), a post whose address
 * changes gets the new one in one batch: the post updated, its old slugs record deleted, the new one
 * created. SlugTakenError when the slug asked for is another post's; 'not-found' when the post is gone.
 */
export async function updatePost(id: string, input: Partial<BlogPostInput>): Promise<void> {
  const parsed = (await loadInputSchema()).partial().parse(input);
  // zod fills defaults even for absent keys; an update writes only the fields it was given.
  const given: Partial<BlogPostFields> = Object.fromEntries(
    Object.entries(parsed).filter(([key]) => key in input),
  );
  const { slug: requested, ...fields } = await storedFields(given);
  const store = await getStore();
  const update = { ...fields, updatedAt: fieldValue.serverTimestamp() };
  if (requested === undefined) {
    await store.update(BLOG_POSTS, id, update);
    return;
  }

  const current = await store.get(BLOG_POSTS, id);
  if (!current) throw new StoreError('not-found', `No document ${BLOG_POSTS}/${id} to update.`);
  const post = toBlogPost(current);
  const slug =
    requested && requested === post.slug
      ? requested
      : await chooseSlug(requested || undefined, fields.title ?? post.title, id);
  if (slug === post.slug) {
    await store.update(BLOG_POSTS, id, update);
    return;
  }
  await store.batch([
    { type: 'update', collection: BLOG_POSTS, id, data: { ...update, slug } },
    ...(await releaseSlug(store, post.slug, id)),
    ...(await claimSlug(store, slug, id)),
  ]);
}

/** Deletes a post and, in the same batch, its slugs record (its address is free again). */
export async function deletePost(id: string): Promise<void> {
  const store = await getStore();
  const current = await store.get(BLOG_POSTS, id);
  const slug = current ? toBlogPost(current).slug : '';
  await store.batch([
    { type: 'delete', collection: BLOG_POSTS, id },
    ...(await releaseSlug(store, slug, id)),
  ]);
}

/** Distinct non-empty categories and tags across the given posts, sorted. */
export function distinctCategories(posts: readonly BlogPost[]): string[] {
  return [...new Set(posts.map((post) => post.category).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}

export function distinctTags(posts: readonly BlogPost[]): string[] {
  return [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b));
}
