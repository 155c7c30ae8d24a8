import type { Browser } from '@playwright/test';
import { expectInteractive } from './fixtures';
import { DEMO, signIn } from './support/admin';
import { draftTitle, editPost, listedTitles, posts } from './support/blog';
import { dataBackend, firestoreRequests, useTestData } from './support/data';
import { expect, test } from './support/mutations';
import { seedCollections } from '../src/data/seed';
import { documentsReadByView as countViewReads } from '../scripts/lib/billed-reads.mjs';
import { DEMO_URL } from '../scripts/lib/emulator-config.mjs';

/*
 * What a public page reads from Firestore at run time (issue 23): at most one document per view, whatever
 * the site holds, and that one read shows what staff changed since the build (src/data/models/live-site.ts).
 * Documents are counted from the Firestore responses as they are billed: a get (found or not) is one, a
 * query one per document returned (one when it returns none), a commit none.
 */

/** The documents one view of `path` reads, in a fresh browser (scripts/lib/billed-reads.mjs). */
function documentsReadByView(browser: Browser, path: string, expectedRead: RegExp) {
  return countViewReads(browser, DEMO_URL, path, expectedRead, firestoreRequests);
}

// site/live's current version: one query (src/features/site-settings/fetch-live-site.ts). A post's or
// project's page reads it too, and its own document only when that changed since the build.
const LIVE = /:runQuery/;

/** 56 more published posts, so the site holds over 50 (the old per-view list read). */
function manyPosts() {
  const extra = Object.fromEntries(
    Array.from({ length: 56 }, (_, index) => {
      const id = String(100 + index);
      return [
        id,
        {
          title: `Archive note ${id}`,
          slug: `archive-note-${id}`,
          content: `<p>Archive note ${id}.</p>`,
          excerpt: `Archive note ${id}.`,
          image: '/images/placeholder.svg',
          status: 'Published',
          category: 'Archive',
          author: 'Admin',
          date: '2025-01-01',
          views: 0,
          tags: ['archive'],
          createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)),
          updatedAt: new Date(Date.UTC(2025, 0, 1, 0, index)),
        },
      ];
    }),
  );
  return { blog_posts: { ...seedCollections.blog_posts, ...extra } };
}

test('a public page view reads at most one document, with more than 50 posts stored', async ({
  page,
  browser,
}) => {
  test.skip(dataBackend() !== 'firestore', 'counts Firestore reads');
  test.setTimeout(120_000);
  await useTestData(page, manyPosts());
  const views: Array<[string, RegExp]> = [
    ['/', LIVE],
    ['/about', LIVE],
    ['/services', LIVE],
    ['/contact', LIVE],
    ['/blog', LIVE],
    ['/blog/category/web-development', LIVE],
    ['/blog/tag/small-business', LIVE],
    ['/projects', LIVE],
    ['/projects/category/e-commerce', LIVE],
    [posts.fast.path, LIVE],
    ['/projects/1', LIVE],
  ];
  for (const [path, expectedRead] of views) {
    const { total, urls } = await documentsReadByView(browser, path, expectedRead);
    expect(total, `${path} read ${total} documents:\n${urls.join('\n')}`).toBeLessThanOrEqual(1);
  }
});

test('a post published after the build shows on /blog and at its address; one unpublished is gone', async ({
  page,
  browser,
}) => {
  test.skip(dataBackend() !== 'firestore', 'a fresh browser has a fresh memory store');
  test.setTimeout(90_000);
  await signIn(page, DEMO.editor);
  // The seed's draft (id 5) is published and the CMS post (id 3) withdrawn, after the build.
  await editPost(page, '5', { status: 'Published' });
  await editPost(page, posts.cms.id, { status: 'Draft' });

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/blog');
  await expectInteractive(visitor);
  await expect.poll(() => listedTitles(visitor)).toContain(draftTitle);
  expect(await listedTitles(visitor)).not.toContain(posts.cms.title);

  await visitor.getByRole('link', { name: `Read More about ${draftTitle}` }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible();
  // Its address, opened directly: not prerendered, the app renders it from one read.
  await visitor.goto(visitor.url());
  await expectInteractive(visitor);
  await expect(visitor.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible();

  await visitor.goto(posts.cms.path);
  await expectInteractive(visitor);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();

  // Its category's and tags' pages (prerendered from the build) take it in first: lists are newest first by
  // the time a post went public, as the next build will list it. They drop the withdrawn one.
  await visitor.goto('/blog/category/web-development');
  await expectInteractive(visitor);
  await expect.poll(() => listedTitles(visitor)).toEqual([draftTitle, posts.fast.title]);
  await visitor.goto('/blog/tag/performance');
  await expectInteractive(visitor);
  await expect.poll(() => listedTitles(visitor)).toEqual([draftTitle, posts.fast.title]);
  // A tag nothing published had at the build: no page was made for it, the app fills it from the changes.
  await visitor.goto('/blog/tag/ux');
  await expectInteractive(visitor);
  await expect.poll(() => listedTitles(visitor)).toEqual([draftTitle]);
  await expect(
    visitor.getByRole('navigation', { name: 'Popular tags' }).getByRole('link', { name: 'ux' }),
  ).toHaveAttribute('href', '/blog/tag/ux');
  await visitor.context().close();
});
