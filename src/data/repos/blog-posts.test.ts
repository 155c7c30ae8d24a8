import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_LIST_LIMIT, setStore, type DataStore, type DocData, type WriteOperation } from '../store';
import { setAuditActor } from './audit-actor';
import { createTestStore } from '@/testing/render';
import { createPost, deletePost, updatePost } from './blog-post-writes';
import { isSlugTakenError, SlugTakenError } from './slug-taken-error';
import {
  getPost,
  getPublishedPostById,
  getPublishedPostBySlug,
  isSlugTaken,
  listAllPublishedPosts,
  listPublishedPosts,
  listScheduledPosts,
} from './blog-posts';
import { listAllCompletedProjects, listCompletedProjects } from './projects';
import { listRevisionsPage, listTrashPage, restoreFromTrash, restoreRevision } from './history';
import { FORMER_SLUGS_LIMIT } from '../models/blog-post';
import { previewState } from '../models/preview';
import { createPreview, getPreview } from './previews';

const FAST_SITE_SLUG = 'why-a-fast-website-wins-more-customers-than-a-pretty-one';

/** createPost returns the new post's id; these tests look at the post as stored. */
async function createAndRead(input: Parameters<typeof createPost>[0]) {
  return getPost(await createPost(input));
}

async function slugRecord(slug: string): Promise<DocData | null> {
  return (await store.get('slugs', slug))?.data ?? null;
}

/** Rejections as values, so a test can look at them. */
async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

let store: DataStore;
beforeEach(() => {
  setAuditActor({ uid: 'editor-uid', name: 'Test Editor' });
  store = createTestStore();
  setStore(store);
});

describe('blog post writes', () => {
  it('creates posts under the next numeric id with the spec defaults and a sanitized body', async () => {
    const first = await createAndRead({
      title: 'One',
      content: '<p onclick="x()">Hi<script>bad()</script></p>',
    });
    const second = await createAndRead({
      title: 'Two',
      tags: 'a, b',
      author: 'Saima Mir',
      status: 'Published',
    });
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

  it('returns the new post’s id, as every repository’s create does', async () => {
    expect(await createPost({ title: 'One' })).toBe('6');
  });

  it('refuses an image address that is not http(s)', async () => {
    await expect(createPost({ title: 'Bad', image: 'javascript:alert(1)' })).rejects.toThrow();
  });
});

/** A batch's writes as 'type collection/id', the audit entry's random id as <entry>. */
function writesOf(operations: readonly WriteOperation[] | undefined): string[] {
  const entry = operations?.find((write) => write.collection === 'audit_log')?.id ?? '<none>';
  return (operations ?? []).map((write) =>
    `${write.type} ${write.collection}/${write.id}`.replaceAll(entry, '<entry>'),
  );
}

describe('post addresses (slugs)', () => {
  it('makes the slug of a new post from its title, and records it in slugs/{slug}', async () => {
    const batch = vi.spyOn(store, 'batch');
    const post = await createAndRead({ title: 'Winter Travel: Guides that Convert!' });
    expect(post).toMatchObject({ id: '6', slug: 'winter-travel-guides-that-convert' });
    expect(await slugRecord('winter-travel-guides-that-convert')).toEqual({ postId: '6' });
    // The post and its slug record are one batch.
    expect(batch).toHaveBeenCalledTimes(1);
    // ...with its first revision and the audit entry (models/history.ts).
    expect(writesOf(batch.mock.calls[0]?.[0])).toEqual([
      'create blog_posts/6',
      'create slugs/winter-travel-guides-that-convert',
      // The posts' counts: one more post, Draft, in its category (models/collection-stats.ts).
      'set stats/blog_posts',
      'create audit_log/<entry>',
      'set audit_heads/blog_posts~6',
      // The revision's number (models/history.ts, revision_counters).
      'set revision_counters/blog_posts~6',
      'create blog_posts/6/revisions/<entry>',
      // ...and what public pages apply until the next build (models/live-site.ts).
      'derived site/live',
    ]);
  });

  it('makes a title’s slug unique with -2, -3 …', async () => {
    const title = 'Why a fast website wins more customers than a pretty one';
    expect((await createAndRead({ title }))?.slug).toBe(`${FAST_SITE_SLUG}-2`);
    expect((await createAndRead({ title }))?.slug).toBe(`${FAST_SITE_SLUG}-3`);
    expect(await slugRecord(`${FAST_SITE_SLUG}-3`)).toEqual({ postId: '7' });
    expect(await slugRecord(FAST_SITE_SLUG)).toEqual({ postId: '1' });
  });

  it('keeps a slug given with the post, and refuses one another post has, writing nothing', async () => {
    expect((await createAndRead({ title: 'Anything', slug: 'my-first-post' }))?.slug).toBe('my-first-post');
    const error = await caught(createPost({ title: 'Another', slug: FAST_SITE_SLUG }));
    expect(error).toBeInstanceOf(SlugTakenError);
    expect(isSlugTakenError(error) && error.slug).toBe(FAST_SITE_SLUG);
    expect(await getPost('7')).toBeNull();
    expect(await slugRecord(FAST_SITE_SLUG)).toEqual({ postId: '1' });
  });

  it('refuses a slug that is not lowercase words and dashes', async () => {
    await expect(createPost({ title: 'Bad', slug: 'Not A Slug' })).rejects.toThrow(
      'Use lowercase letters, digits and dashes (e.g. my-first-post)',
    );
    await expect(createPost({ title: 'Digits', slug: '2026' })).rejects.toThrow();
    expect(await getPost('6')).toBeNull();
  });

  it('writes neither the post nor the slug record when the batch fails', async () => {
    const failing = createTestStore({ failWhen: (operation) => operation === 'create' });
    setStore(failing);
    await expect(createPost({ title: 'Will not save' })).rejects.toThrow();
    expect(await failing.get('blog_posts', '6')).toBeNull();
    expect(await failing.get('slugs', 'will-not-save')).toBeNull();
  });

  it('retries under the next id when another editor took the id meanwhile', async () => {
    const original = store.batch.bind(store);
    let first = true;
    vi.spyOn(store, 'batch').mockImplementation(async (operations) => {
      if (first) {
        first = false;
        // Someone else saves post 6 (with its own address) just before this save.
        await original([
          { type: 'create', collection: 'blog_posts', id: '6', data: { title: 'Theirs', slug: 'theirs' } },
          { type: 'create', collection: 'slugs', id: 'theirs', data: { postId: '6' } },
        ]);
      }
      return original(operations);
    });
    const post = await createAndRead({ title: 'Mine' });
    expect(post).toMatchObject({ id: '7', slug: 'mine' });
    expect(await slugRecord('mine')).toEqual({ postId: '7' });
    expect(await slugRecord('theirs')).toEqual({ postId: '6' });
  });

  it('moves a post to a new slug in one batch: the post, the new record; the old one stays the post’s', async () => {
    const batch = vi.spyOn(store, 'batch');
    await updatePost('1', { slug: 'fast-websites' });
    expect(await getPost('1')).toMatchObject({ slug: 'fast-websites', formerSlugs: [FAST_SITE_SLUG] });
    expect(await slugRecord('fast-websites')).toEqual({ postId: '1' });
    expect(await slugRecord(FAST_SITE_SLUG)).toEqual({ postId: '1' });
    expect(batch).toHaveBeenCalledTimes(1);
    expect(writesOf(batch.mock.calls[0]?.[0])).toEqual([
      'update blog_posts/1',
      'create slugs/fast-websites',
      'create audit_log/<entry>',
      'set audit_heads/blog_posts~1',
      // The revision's number (models/history.ts, revision_counters).
      'set revision_counters/blog_posts~1',
      'create blog_posts/1/revisions/<entry>',
      // The seeded post had no history: its version before this save is kept too.
      'create blog_posts/1/revisions/baseline',
      'derived site/live',
    ]);
  });

  it('leaves the slug records alone when the slug does not change', async () => {
    const batch = vi.spyOn(store, 'batch');
    await updatePost('1', { title: 'A new title, the same address', slug: FAST_SITE_SLUG });
    await updatePost('1', { status: 'Draft' });
    const writes = batch.mock.calls.flatMap(([operations]) => writesOf(operations));
    expect(writes.filter((write) => write.includes('slugs/'))).toEqual([]);
    expect(await getPost('1')).toMatchObject({
      title: 'A new title, the same address',
      slug: FAST_SITE_SLUG,
    });
    expect(await slugRecord(FAST_SITE_SLUG)).toEqual({ postId: '1' });
  });

  it('makes an emptied slug from the title again', async () => {
    await updatePost('1', { title: 'Speed sells', slug: '' });
    expect((await getPost('1'))?.slug).toBe('speed-sells');
    expect(await slugRecord('speed-sells')).toEqual({ postId: '1' });
    expect(await slugRecord(FAST_SITE_SLUG)).toEqual({ postId: '1' });
  });

  it('refuses to move a post to another post’s slug, changing nothing', async () => {
    const taken = 'local-seo-for-kashmir-tourism-businesses-a-practical-checklist';
    const error = await caught(updatePost('1', { title: 'Changed', slug: taken }));
    expect(error).toBeInstanceOf(SlugTakenError);
    expect(await getPost('1')).toMatchObject({
      slug: FAST_SITE_SLUG,
      title: expect.stringContaining('fast'),
    });
    expect(await slugRecord(taken)).toEqual({ postId: '2' });
  });

  it('gives a post stored before slugs existed its first slug', async () => {
    await store.set('blog_posts', '9', {
      title: 'An old post',
      status: 'Published',
      createdAt: new Date('2020-01-01T00:00:00Z'),
    });
    expect((await getPost('9'))?.slug).toBe('');
    await updatePost('9', { title: 'An old post', slug: '' });
    expect((await getPost('9'))?.slug).toBe('an-old-post');
    expect(await slugRecord('an-old-post')).toEqual({ postId: '9' });
  });

  it("says 'not-found' when the post is gone", async () => {
    await expect(updatePost('999', { slug: 'ghost' })).rejects.toMatchObject({ code: 'not-found' });
    expect(await slugRecord('ghost')).toBeNull();
  });

  it('deletes the post and its slug record in one batch, freeing the address', async () => {
    await deletePost('3');
    expect(await getPost('3')).toBeNull();
    expect(await slugRecord('wordpress-or-a-custom-cms-how-we-help-clients-decide')).toBeNull();
    expect(await isSlugTaken('wordpress-or-a-custom-cms-how-we-help-clients-decide')).toBe(false);
    // A post without a slug, and one already gone, delete fine too.
    await store.set('blog_posts', '9', { title: 'Old', status: 'Draft' });
    await deletePost('9');
    await deletePost('9');
    expect(await getPost('9')).toBeNull();
  });

  it('says whether a slug is taken by another post', async () => {
    expect(await isSlugTaken(FAST_SITE_SLUG)).toBe(true);
    expect(await isSlugTaken(FAST_SITE_SLUG, '1')).toBe(false);
    expect(await isSlugTaken(FAST_SITE_SLUG, '2')).toBe(true);
    expect(await isSlugTaken('free-address')).toBe(false);
  });

  it('finds a published post by slug, and nothing for a draft, an unknown or an invalid slug', async () => {
    expect((await getPublishedPostBySlug(FAST_SITE_SLUG))?.id).toBe('1');
    expect(
      await getPublishedPostBySlug('designing-for-the-phone-first-ux-lessons-from-indian-users'),
    ).toBeNull();
    expect(await getPublishedPostBySlug('no-such-post')).toBeNull();
    const list = vi.spyOn(store, 'list');
    expect(await getPublishedPostBySlug('Not Valid')).toBeNull();
    expect(await getPublishedPostBySlug('1')).toBeNull();
    expect(list).not.toHaveBeenCalled();
  });
});

describe('a renamed post keeps its old addresses', () => {
  /** Renames post 1 through `slugs` in turn. */
  async function renameThrough(slugs: readonly string[]) {
    for (const slug of slugs) await updatePost('1', { slug });
  }

  it.each([
    { case: 'a rename', renames: ['fast-sites'], slug: 'fast-sites', former: [FAST_SITE_SLUG] },
    {
      case: 'two renames (oldest first)',
      renames: ['fast-sites', 'speed-sells'],
      slug: 'speed-sells',
      former: [FAST_SITE_SLUG, 'fast-sites'],
    },
    {
      case: 'a rename back to a former address',
      renames: ['fast-sites', 'speed-sells', FAST_SITE_SLUG],
      slug: FAST_SITE_SLUG,
      former: ['fast-sites', 'speed-sells'],
    },
    {
      case: 'a former address taken again moves to the end',
      renames: ['fast-sites', 'speed-sells', 'fast-sites', 'last-one'],
      slug: 'last-one',
      former: [FAST_SITE_SLUG, 'speed-sells', 'fast-sites'],
    },
  ])('after $case: the post lists its earlier addresses, each record still its own', async (row) => {
    await renameThrough(row.renames);
    expect(await getPost('1')).toMatchObject({ slug: row.slug, formerSlugs: row.former });
    for (const slug of [row.slug, ...row.former]) expect(await slugRecord(slug)).toEqual({ postId: '1' });
  });

  it('keeps the most recent 20, releasing the record of the oldest that drops out', async () => {
    const renames = Array.from({ length: FORMER_SLUGS_LIMIT + 1 }, (_, n) => `address-${n + 1}`);
    await renameThrough(renames);
    const post = await getPost('1');
    expect(post?.formerSlugs).toHaveLength(FORMER_SLUGS_LIMIT);
    expect(post?.formerSlugs[0]).toBe('address-1');
    expect(post?.formerSlugs.at(-1)).toBe(`address-${FORMER_SLUGS_LIMIT}`);
    expect(await slugRecord(FAST_SITE_SLUG)).toBeNull();
    expect(await slugRecord('address-1')).toEqual({ postId: '1' });
  });

  it('refuses a former address to another post, asked for or made from a title', async () => {
    await renameThrough(['fast-sites']);
    expect(await caught(updatePost('2', { slug: FAST_SITE_SLUG }))).toBeInstanceOf(SlugTakenError);
    expect(await caught(createPost({ title: 'x', slug: FAST_SITE_SLUG }))).toBeInstanceOf(SlugTakenError);
    const sameTitle = await createAndRead({
      title: 'Why a fast website wins more customers than a pretty one',
    });
    expect(sameTitle?.slug).toBe(`${FAST_SITE_SLUG}-2`);
    expect(await slugRecord(FAST_SITE_SLUG)).toEqual({ postId: '1' });
  });

  it('frees every address of a deleted post in its batch', async () => {
    await renameThrough(['fast-sites', 'speed-sells']);
    const batch = vi.spyOn(store, 'batch');
    await deletePost('1');
    expect(batch).toHaveBeenCalledTimes(1);
    for (const slug of [FAST_SITE_SLUG, 'fast-sites', 'speed-sells']) {
      expect(await slugRecord(slug)).toBeNull();
      expect(await isSlugTaken(slug)).toBe(false);
    }
  });

  it('takes back, restored from the trash, the former addresses nobody has taken meanwhile', async () => {
    await renameThrough(['fast-sites', 'speed-sells']);
    await deletePost('1');
    await createPost({ title: 'Someone else', slug: 'fast-sites' });
    const [item] = (await listTrashPage({ pageSize: 10, after: null })).items;
    await restoreFromTrash(item!);
    expect(await getPost('1')).toMatchObject({ slug: 'speed-sells', formerSlugs: [FAST_SITE_SLUG] });
    expect(await slugRecord(FAST_SITE_SLUG)).toEqual({ postId: '1' });
    expect(await slugRecord('fast-sites')).toEqual({ postId: '6' });
  });

  it('keeps its own former addresses when an older revision is restored', async () => {
    await renameThrough(['fast-sites', 'speed-sells', 'fast-sites']);
    // The first rename's version, when the post knew one former address (found by content: saves within
    // one millisecond share a savedAt, so the order of the list does not tell them apart).
    const revisions = (await listRevisionsPage('blog_posts', '1', { pageSize: 10, after: null })).items;
    const firstRename = revisions.find(
      (revision) => JSON.stringify(revision.content.formerSlugs) === JSON.stringify([FAST_SITE_SLUG]),
    );
    expect(firstRename?.content).toMatchObject({ slug: 'fast-sites' });
    await restoreRevision('blog_posts', '1', firstRename!.id);
    expect(await getPost('1')).toMatchObject({
      slug: 'fast-sites',
      formerSlugs: [FAST_SITE_SLUG, 'speed-sells'],
    });
    expect(await slugRecord('speed-sells')).toEqual({ postId: '1' });
  });
});

describe('deleting a draft', () => {
  it('revokes the working preview links of a deleted draft in the same batch', async () => {
    const token = await createPreview('blog_posts', '5', 7);
    const batch = vi.spyOn(store, 'batch');
    await deletePost('5');
    expect(batch).toHaveBeenCalledTimes(1);
    expect(writesOf(batch.mock.calls[0]?.[0])).toContain(`update previews/${token}`);
    const link = await getPreview(token);
    expect(link && previewState(link)).toBe('revoked');
  });
});

describe('a post scheduled ahead', () => {
  afterEach(() => vi.useRealTimers());

  it('published a moment ago, it is found at its address at once (staff open it from the editor)', async () => {
    await store.set('blog_posts', '901', {
      title: 'Just out',
      slug: 'just-out',
      status: 'Published',
      createdAt: new Date(Date.UTC(2026, 0, 1)),
      publishAt: new Date(Date.now() - 300),
    });
    expect((await getPublishedPostBySlug('just-out'))?.id).toBe('901');
  });

  it('stays out of every public read until its time, then is in all of them', async () => {
    const publishAt = new Date(Date.now() + 3_600_000);
    await store.set('blog_posts', '900', {
      title: 'Monday launch notes',
      slug: 'monday-launch-notes',
      status: 'Published',
      createdAt: new Date(Date.UTC(2030, 0, 1)),
      publishAt,
    });
    expect(await getPublishedPostById('900')).toBeNull();
    expect(await getPublishedPostBySlug('monday-launch-notes')).toBeNull();
    expect((await listPublishedPosts()).map((post) => post.id)).not.toContain('900');
    // The build's snapshot (prerendered pages, sitemap, RSS, search index) leaves it out too.
    expect((await listAllPublishedPosts()).map((post) => post.id)).not.toContain('900');
    expect((await listScheduledPosts(3)).map((post) => post.id)).toEqual(['900']);

    vi.useFakeTimers({ toFake: ['Date'], now: publishAt.getTime() + 5_000 });
    expect((await getPublishedPostById('900'))?.title).toBe('Monday launch notes');
    expect((await getPublishedPostBySlug('monday-launch-notes'))?.id).toBe('900');
    expect((await listPublishedPosts())[0]?.id).toBe('900');
    expect((await listAllPublishedPosts())[0]?.id).toBe('900');
    expect(await listScheduledPosts(3)).toEqual([]);
  });
});

describe('public lists', () => {
  /** n published posts (or Completed projects), one minute apart, newest with the highest number. */
  async function seedMany(collection: 'blog_posts' | 'projects', n: number): Promise<void> {
    const status = collection === 'blog_posts' ? 'Published' : 'Completed';
    await store.batch(
      Array.from({ length: n }, (_, index) => ({
        type: 'set' as const,
        collection,
        id: String(100 + index),
        data: {
          title: `Item ${index}`,
          status,
          createdAt: new Date(Date.UTC(2030, 0, 1, 0, index)),
          ...(collection === 'blog_posts' ? { publishAt: new Date(Date.UTC(2026, 10, 20, 0, index)) } : {}),
        },
      })),
    );
  }

  it('asks for at most 50 published posts, and pages on with startAfter', async () => {
    await seedMany('blog_posts', 60);
    const list = vi.spyOn(store, 'list');
    const first = await listPublishedPosts();
    expect(first).toHaveLength(PUBLIC_LIST_LIMIT);
    expect(list.mock.calls[0]?.[1]).toMatchObject({ limit: 50 });
    expect((await listPublishedPosts({ limit: 500 })).length).toBe(50);
    expect((await listPublishedPosts({ limit: 3 })).map((post) => post.id)).toEqual(['159', '158', '157']);
    const last = first.at(-1)!;
    const next = await listPublishedPosts({ startAfter: { value: last.publishAt, id: last.id } });
    // 10 more of the 60, then the seed's 4.
    expect(next).toHaveLength(14);
    expect(next[0]?.id).toBe('109');
    for (const [, options] of list.mock.calls) expect(options?.limit).toBeLessThanOrEqual(50);
  });

  it('reads every published post 50 at a time', async () => {
    await seedMany('blog_posts', 120);
    const list = vi.spyOn(store, 'list');
    const all = await listAllPublishedPosts();
    expect(all).toHaveLength(124);
    expect(new Set(all.map((post) => post.id)).size).toBe(124);
    expect(all.slice(0, 2).map((post) => post.id)).toEqual(['219', '218']);
    expect(all.every((post) => post.status === 'Published')).toBe(true);
    expect(list).toHaveBeenCalledTimes(3);
    for (const [, options] of list.mock.calls) expect(options?.limit).toBe(50);
  });

  it('asks for at most 50 Completed projects, and reads them all 50 at a time', async () => {
    await seedMany('projects', 100);
    const list = vi.spyOn(store, 'list');
    expect(await listCompletedProjects()).toHaveLength(50);
    expect(await listCompletedProjects(80)).toHaveLength(50);
    expect(await listCompletedProjects(3)).toHaveLength(3);
    for (const [, options] of list.mock.calls) expect(options?.limit).toBeLessThanOrEqual(50);
    list.mockClear();
    const all = await listAllCompletedProjects();
    // The 100 added and the seed's 6.
    expect(all).toHaveLength(106);
    expect(new Set(all.map((project) => project.id)).size).toBe(106);
    expect(list).toHaveBeenCalledTimes(3);
  });
});
