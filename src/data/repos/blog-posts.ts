import { getStore, isStoreError, type ListCursor, type StoredDoc } from '../store';
import { readBlogPost } from '../models/blog-post';
import { isPublicAt, publicReadBound } from '../models/schedule';
import { fromStored } from '../models/read';
import type { BlogPost, BlogPostStatus } from '../schemas/blog-post';
import type { SearchQuery } from '../search-words';
import {
  equalities,
  listPage,
  searchListPage,
  publicLimit,
  readAllPages,
  type Page,
  type PageRequest,
} from './paging';
import { isValidSlug } from '@/lib/slug';
import {
  CLOCK_MARGIN_MS,
  knownServerClockOffset,
  knownServerNow,
  serverClockOffset,
  serverNow,
} from '@/lib/server-clock';

import { BLOG_POSTS } from './collections';
import { getCollectionCounts } from './collection-stats';
import { usedCategories } from '../models/collection-stats';

/*
 * Reads of posts. The staff writes are in ./blog-post-writes.ts: this module shares a chunk with the
 * public pages, which must not download them.
 */

/**
 * slugs/{slug} → { postId }: one record per post address, so that two posts never share one. The post's
 * own `slug` field and this record are always written in the same batch (firestore.rules checks both).
 */
export const SLUGS = 'slugs';

export const toBlogPost: (doc: StoredDoc) => BlogPost = fromStored(readBlogPost);

/** The staff list's filters: status and category (undefined: any), and a search of the titles. */
export interface PostListFilter {
  status?: BlogPostStatus;
  category?: string;
  /** Only posts whose title holds every word (search-words.ts). */
  search?: SearchQuery;
}

/**
 * The columns the staff list sorts by: the Date column by creation (every post has createdAt; the date
 * shown is the one staff may set).
 */
export const POST_ORDER_FIELDS = ['createdAt', 'views', 'title', 'status'] as const;
export type PostOrderField = (typeof POST_ORDER_FIELDS)[number];

/**
 * The stored field each column sorts by. Titles by titleKey (search-words.ts: A-Z lower-cased), as
 * Firestore orders text by code point ("Zebra" before "apple"). A post stored before titleKey existed
 * gets it on its next save or from `npm run search:backfill`; until then it is left out of that order.
 */
const STORED_ORDER_FIELD: Readonly<Record<PostOrderField, string>> = {
  createdAt: 'createdAt',
  views: 'views',
  title: 'titleKey',
  status: 'status',
};

export interface PostListOrder {
  field: PostOrderField;
  direction: 'asc' | 'desc';
}

export const NEWEST_POSTS_FIRST: PostListOrder = { field: 'createdAt', direction: 'desc' };

/**
 * One page of posts, drafts included, in the order asked for across every post (the document id breaks
 * ties), newest first by default (staff). Status and category are equality filters of the query, each
 * combination with its index (firestore.indexes.json); sorting by status within one status is newest first.
 *
 * A search reads the posts whose searchWords hold its lookup word, in the same order (one array-contains
 * query, pageSize + 1 documents, index searchWords CONTAINS + the sort field), and shows those with its
 * other words, the status and the category: the filters are checked here rather than in the query, as
 * each index on the list field holds an entry per word of every post.
 */
export async function listPostsPage(
  { status, category, search }: PostListFilter,
  request: PageRequest,
  order: PostListOrder = NEWEST_POSTS_FIRST,
): Promise<Page<BlogPost>> {
  const sorted = { field: STORED_ORDER_FIELD[order.field], direction: order.direction };
  if (search) {
    return searchListPage(
      BLOG_POSTS,
      search,
      { ...request, orderBy: sorted },
      toBlogPost,
      (post) =>
        (status === undefined || post.status === status) &&
        (category === undefined || post.category === category),
    );
  }
  const orderBy = status !== undefined && order.field === 'status' ? NEWEST_POSTS_FIRST : sorted;
  return listPage(BLOG_POSTS, { ...request, where: equalities({ status, category }), orderBy }, toBlogPost);
}

/**
 * Every category a post has now, drafts included, sorted (staff): from stats/blog_posts, one read whatever
 * the posts; none before `npm run stats:backfill` made it.
 */
export async function getPostCategories(): Promise<string[]> {
  const counts = await getCollectionCounts(BLOG_POSTS);
  return counts ? usedCategories(counts) : [];
}

/**
 * What the public may list: Published posts whose time has come (models/schedule.ts). The rules require
 * both filters of public queries; posts stored before scheduling get their publishAt from
 * `npm run search:backfill`.
 */
const published = (bound = publicReadBound(knownServerNow())) =>
  ({
    where: [
      { field: 'status', value: 'Published' },
      { field: 'publishAt', op: '<', value: bound },
    ],
  }) as const;
/**
 * The public reads posts in the order they went public: a post written on Friday and scheduled for
 * Monday is Monday's newest. (Ordered by the field the query bounds: Firestore needs no other order.)
 */
const NEWEST_PUBLISHED_FIRST = { field: 'publishAt', direction: 'desc' } as const;

export interface PublishedPostsPage {
  /** At most PUBLIC_LIST_LIMIT (50), which is also the default. */
  limit?: number;
  /** The last post of the previous page: { value: its publishAt, id: its id }. */
  startAfter?: ListCursor;
}

/**
 * Published posts, newest published first: the newest 50, or the page asked for. The filters and the
 * limit are what the security rules require of public queries.
 */
export async function listPublishedPosts(page: PublishedPostsPage = {}): Promise<BlogPost[]> {
  const store = await getStore();
  const docs = await store.list(BLOG_POSTS, {
    ...published(),
    orderBy: NEWEST_PUBLISHED_FIRST,
    limit: publicLimit(page.limit),
    startAfter: page.startAfter,
  });
  return docs.map(toBlogPost);
}

/** Every published post, newest published first, read 50 at a time (the build's snapshot). */
export async function listAllPublishedPosts(): Promise<BlogPost[]> {
  const store = await getStore();
  const docs = await readAllPages(store, BLOG_POSTS, { ...published(), orderBy: NEWEST_PUBLISHED_FIRST });
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
    if (!post || isPublicAt(post, knownServerNow())) return post;
    // Published but not yet by this clock: judged again by the server's (this clock may be behind).
    return isPublicAt(post, await serverNow()) ? post : null;
  } catch (error) {
    if (isStoreError(error, 'permission-denied')) return null;
    throw error;
  }
}

/**
 * A public query of posts bounded by the server's time as this browser knows it (the rules judge the bound
 * by theirs), whatever this clock says: one read when it is right or already measured, two when not (three
 * only if the database's clock were behind Hosting's). A refusal means the bound was ahead of the server
 * (this clock is fast), and nothing found may mean it was behind (a post published since the bound): either
 * is asked again at the measured server time when that differs from the one used by more than the margin.
 * The SDK shows no server time, so it is measured (server-clock.ts).
 */
async function atServerTime(
  lookUp: (bound: Date) => Promise<StoredDoc[]>,
  bound: (serverNow: number) => Date,
): Promise<StoredDoc[]> {
  const usedOffset = knownServerClockOffset();
  let found: StoredDoc[];
  try {
    found = await lookUp(bound(Date.now() + usedOffset));
  } catch (error) {
    if (!isStoreError(error, 'permission-denied')) throw error;
    const offset = await serverClockOffset({ refresh: true });
    // The measured offset never puts a bound ahead of Hosting's clock, so a post published a second ago
    // is found (a margin behind would miss it). Were the database's clock behind Hosting's, a margin behind.
    return lookUp(bound(Date.now() + offset)).catch((again: unknown) => {
      if (!isStoreError(again, 'permission-denied')) throw again;
      return lookUp(publicReadBound(Date.now() + offset));
    });
  }
  if (found.length > 0) return found;
  const offset = await serverClockOffset();
  return offset - usedOffset > CLOCK_MARGIN_MS ? lookUp(bound(Date.now() + offset)) : found;
}

/**
 * The published post with this address, or null: the public filters (status, publish time) and the slug,
 * limit 1 (a composite index, firestore.indexes.json). It asks up to this very moment, so a post published
 * a second ago is found (staff open it from the editor); a refusal asks again a margin behind the server.
 */
export async function getPublishedPostBySlug(slug: string): Promise<BlogPost | null> {
  if (!isValidSlug(slug)) return null;
  const store = await getStore();
  const [doc] = await atServerTime(
    (bound) =>
      store.list(BLOG_POSTS, {
        where: [...published(bound).where, { field: 'slug', value: slug }],
        limit: 1,
      }),
    (now) => new Date(now),
  );
  return doc ? toBlogPost(doc) : null;
}

/**
 * The published post that had this address before it was renamed (its `formerSlugs`, which keep the old
 * address reserved for it), or null: one query, limit 1 (a composite index, firestore.indexes.json). For an
 * address the build does not know; a renamed post's built addresses are redirected by Hosting.
 */
export async function getPublishedPostByFormerSlug(slug: string): Promise<BlogPost | null> {
  if (!isValidSlug(slug)) return null;
  const store = await getStore();
  const [doc] = await atServerTime(
    (bound) =>
      store.list(BLOG_POSTS, {
        where: [...published(bound).where, { field: 'formerSlugs', op: 'array-contains', value: slug }],
        limit: 1,
      }),
    publicReadBound,
  );
  return doc ? toBlogPost(doc) : null;
}

/** Whether a post other than `exceptPostId` has this address (staff only: the rules let staff get slugs/{slug}). */
export async function isSlugTaken(slug: string, exceptPostId?: string): Promise<boolean> {
  const store = await getStore();
  const record = await store.get(SLUGS, slug);
  return record !== null && record.data.postId !== exceptPostId;
}

/** The newest `count` posts, drafts included (staff: the dashboard; `count` reads, no look past them). */
export async function listRecentPosts(count: number): Promise<BlogPost[]> {
  const store = await getStore();
  const docs = await store.list(BLOG_POSTS, {
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: count,
  });
  return docs.map(toBlogPost);
}

/** The next posts to go public on their own, soonest first (staff: the dashboard). */
export async function listScheduledPosts(limit: number, now = new Date()): Promise<BlogPost[]> {
  const store = await getStore();
  const docs = await store.list(BLOG_POSTS, {
    where: [
      { field: 'status', value: 'Published' },
      { field: 'publishAt', op: '>=', value: now },
    ],
    orderBy: { field: 'publishAt', direction: 'asc' },
    limit,
  });
  return docs.map(toBlogPost);
}
