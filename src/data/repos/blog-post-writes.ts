import {
  fieldValue,
  getStore,
  StoreError,
  type DataStore,
  type DocData,
  type WriteOperation,
} from '../store';
import { BLOG_POST_DEFAULTS, formerSlugsAfterMove } from '../models/blog-post';
import { isPublicAt } from '../models/schedule';
import { derivedFieldsFor } from '../search-words';
import type { BlogPost, BlogPostFields, BlogPostInput, BlogPostStatus } from '../schemas/blog-post';
import { isSlugTaken, SLUGS, toBlogPost } from './blog-posts';
import { SlugTakenError } from './slug-taken-error';

import { BLOG_POSTS } from './collections';
import { countsWrite } from './collection-stats';
import { createWithNextNumericId } from './ids';
import { activePreviewRevocations } from './previews';
import { slugify, uniqueSlug } from '@/lib/slug';
import { siteIsoDate } from '@/lib/utils';
import { serverNow } from '@/lib/server-clock';

/**
 * Staff writes of posts: create, save, restore, delete. Apart from ./blog-posts.ts (the reads) so that
 * the public pages, which share that module's chunk, never download them.
 */

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

/**
 * The publishAt a save stores (undefined: leave it). A time asked for schedules a Published post. Else a
 * post that is public already keeps its time, and one that goes public now (a draft published, a scheduled
 * post published at once, or a post stored before scheduling) gets the server's time; a scheduled post
 * saved without a word about its time (null or absent) keeps it only when absent and its status too.
 */
function publishTimeFor(
  post: BlogPost | null,
  status: BlogPostStatus,
  requested: Date | null | undefined,
): Date | ReturnType<typeof fieldValue.serverTimestamp> | undefined {
  if (post === null) return status === 'Published' && requested ? requested : fieldValue.serverTimestamp();
  if (status !== 'Published') return undefined;
  if (requested) return requested;
  if (isPublicAt(post) && post.publishAt !== null) return undefined;
  if (requested === undefined && post.status === 'Published' && post.publishAt !== null) return undefined;
  return fieldValue.serverTimestamp();
}

/**
 * The publish time a save stores, with the date the post shows: the day it goes public, in India time. A
 * time the server stamps (now) is dated by the server's clock as this browser can tell it, not by the
 * device's clock or time zone.
 */
async function publishFields(publishAt: Date | ReturnType<typeof fieldValue.serverTimestamp>) {
  const goesPublic = publishAt instanceof Date ? publishAt : new Date(await serverNow());
  return { publishAt, date: siteIsoDate(goesPublic) };
}

/**
 * What an update asks of the publish time (see publishTimeFor): the time given; a restored revision's time
 * that has passed means "public now, or as it is" (null); a status change with no time given publishes now.
 */
function requestedTimeOf(
  given: unknown,
  { restoring, statusChanges }: { restoring: boolean; statusChanges: boolean },
): Date | null | undefined {
  if (given instanceof Date) return restoring && given.getTime() <= Date.now() ? null : given;
  if (given === null || statusChanges) return null;
  return undefined;
}

/**
 * The address a save stores: the one asked for (refused with SlugTakenError when another post has it),
 * or, when none was asked for, the title's slug made unique (my-post, my-post-2, …).
 */
export async function chooseSlug(
  requested: string | undefined,
  title: string,
  postId: string,
): Promise<string> {
  if (requested) {
    if (await isSlugTaken(requested, postId)) throw new SlugTakenError(requested);
    return requested;
  }
  return uniqueSlug(slugify(title), (candidate) => isSlugTaken(candidate, postId));
}

/** slugs/{slug} for this post, unless it is there already (left over from an earlier save of the post). */
export async function claimSlug(store: DataStore, slug: string, postId: string): Promise<WriteOperation[]> {
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

/** Deletes the records of every address in `slugs` that is this post's (read in parallel). */
async function releaseSlugs(store: DataStore, slugs: readonly string[], postId: string) {
  return (await Promise.all(slugs.map((slug) => releaseSlug(store, slug, postId)))).flat();
}

/**
 * A post's move to the address `slug`: its new former addresses (the one it leaves kept, so old links
 * still lead to it) and the writes: the new address's record (none when it is a former one of this post)
 * and the release of those that drop out of the list.
 */
async function moveSlug(
  store: DataStore,
  post: BlogPost,
  slug: string,
): Promise<{ formerSlugs: string[]; writes: WriteOperation[] }> {
  const { formerSlugs, dropped } = formerSlugsAfterMove(post.formerSlugs, post.slug, slug);
  const writes = [
    ...(await releaseSlugs(store, dropped, post.id)),
    ...(await claimSlug(store, slug, post.id)),
  ];
  return { formerSlugs, writes };
}

/** The history writes (audit entry, revision, trash) load with the first save, never on pages that read. */
const loadHistoryWrites = () => import('./history-writes');

/**
 * Adds a post under the next numeric id with the spec's defaults, and its address: the slug asked for, or
 * one made from the title (unique). The post, its slugs/{slug} record, its first revision and the audit
 * entry are one batch. Returns the new post's id. SlugTakenError when the slug asked for is another post's.
 */
export async function createPost(input: BlogPostInput): Promise<string> {
  const {
    slug: requested,
    publishAt,
    ...fields
  } = await storedFields((await loadInputSchema()).parse(input));
  const history = await loadHistoryWrites();
  const store = await getStore();
  // A draft is dated the day it is written; publishing it dates it again (writePostUpdate).
  const published = await publishFields(
    publishTimeFor(null, fields.status, publishAt) ?? fieldValue.serverTimestamp(),
  );
  const id = await createWithNextNumericId(BLOG_POSTS, async (postId) => {
    const slug = await chooseSlug(requested, fields.title, postId);
    const data = {
      ...fields,
      slug,
      author: fields.author || BLOG_POST_DEFAULTS.author,
      views: 0,
      ...published,
      ...derivedFieldsFor(BLOG_POSTS, fields),
      createdAt: fieldValue.serverTimestamp(),
      updatedAt: fieldValue.serverTimestamp(),
    };
    return {
      data,
      alsoWrite: [
        { type: 'create', collection: SLUGS, id: slug, data: { postId } },
        ...countsWrite(BLOG_POSTS, postId, null, data),
        ...(await history.versionedChangeWrites(store, {
          collection: BLOG_POSTS,
          docId: postId,
          kind: 'create',
          after: data,
          before: null,
        })),
      ],
    };
  });
  return id;
}

/**
 * Saves the given fields. With `slug` given ('' = made from the title, unique), a post whose address
 * changes gets the new one in one batch: the post updated with the old address added to its formerSlugs
 * (its record stays, so the old address stays this post's), the new one's record created. The same batch keeps the revision and the audit entry. SlugTakenError when the slug asked for
 * is another post's; 'not-found' when the post is gone.
 */
export async function updatePost(id: string, input: Partial<BlogPostInput>): Promise<void> {
  const parsed = (await loadInputSchema()).partial().parse(input);
  // zod fills defaults even for absent keys; an update writes only the fields it was given.
  const given: Partial<BlogPostFields> = Object.fromEntries(
    Object.entries(parsed).filter(([key]) => key in input),
  );
  const { slug: requested, ...fields } = await storedFields(given);
  await writePostUpdate(id, fields, requested);
}

/**
 * An update of a post's stored fields with its address, revision and audit entry (saves and restores).
 * Every update stores the searchWords of the resulting title: an older post gets them too.
 */
export async function writePostUpdate(
  id: string,
  fields: DocData,
  requested: string | undefined,
  restoredFrom?: string,
): Promise<void> {
  const history = await loadHistoryWrites();
  const store = await getStore();
  const current = await store.get(BLOG_POSTS, id);
  if (!current) throw new StoreError('not-found', `No document ${BLOG_POSTS}/${id} to update.`);
  const post = toBlogPost(current);
  const { publishAt: requestedTime, ...given } = fields;
  const status = given.status === 'Draft' || given.status === 'Published' ? given.status : post.status;
  const publishAt = publishTimeFor(
    post,
    status,
    requestedTimeOf(requestedTime, {
      restoring: restoredFrom !== undefined,
      statusChanges: status !== post.status,
    }),
  );
  const title = typeof fields.title === 'string' ? fields.title : post.title;
  const slug =
    requested === undefined || (requested && requested === post.slug)
      ? post.slug
      : await chooseSlug(requested || undefined, title, id);
  const move = slug === post.slug ? null : await moveSlug(store, post, slug);
  // Derived from the title the post has after the write (a restored revision has none: they are unversioned).
  const update = {
    ...given,
    ...(publishAt === undefined ? {} : await publishFields(publishAt)),
    ...derivedFieldsFor(BLOG_POSTS, { ...current.data, ...given }),
    ...(move ? { slug, formerSlugs: move.formerSlugs } : {}),
    updatedAt: fieldValue.serverTimestamp(),
  };
  await store.batch([
    { type: 'update', collection: BLOG_POSTS, id, data: update },
    ...countsWrite(BLOG_POSTS, id, current.data, { ...current.data, ...update }),
    ...(move?.writes ?? []),
    ...(await history.versionedChangeWrites(store, {
      collection: BLOG_POSTS,
      docId: id,
      kind: restoredFrom ? 'restore' : 'update',
      after: { ...current.data, ...update },
      before: current,
      restoredFrom,
    })),
  ]);
}

/**
 * Deletes a post and, in the same batch, the slugs records of its address and its former ones (all free
 * again), the revocation of its working preview links, the revision of what it was, the trash record an
 * admin can restore it from, and the audit entry. A post that is already gone is left alone (nothing to
 * record).
 */
export async function deletePost(id: string): Promise<void> {
  const history = await loadHistoryWrites();
  const store = await getStore();
  const current = await store.get(BLOG_POSTS, id);
  if (!current) return;
  const post = toBlogPost(current);
  await store.batch([
    { type: 'delete', collection: BLOG_POSTS, id },
    ...countsWrite(BLOG_POSTS, id, current.data, null),
    ...(await releaseSlugs(store, [post.slug, ...post.formerSlugs], id)),
    ...(await activePreviewRevocations(BLOG_POSTS, id)),
    ...(await history.versionedDeleteWrites(store, BLOG_POSTS, current)),
  ]);
}
