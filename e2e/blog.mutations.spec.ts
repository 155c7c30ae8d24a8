import { type Page } from '@playwright/test';
import {
  dataBackend,
  expectInteractive,
  expireThrottle,
  fillThrottle,
  firestoreRequests,
  gotoAndSettle,
  readDocument,
} from './fixtures';
import { posts } from './support/blog';
import { expect, test } from './support/mutations';

// Tests that change blog data or need other posts; each starts from a fresh seed (support/mutations.ts).

async function storedViews(page: Page, id: string): Promise<unknown> {
  return (await readDocument(page, 'blog_posts', id))?.views;
}

// Paging through many posts: src/pages/site/BlogPage.test.tsx (clicks, addresses) and
// tests/build/content-pages.test.mjs (every prerendered page of every list, followed as a crawler would).

test('the view count goes up by exactly one per session, not again on reload', async ({ page }) => {
  const post = posts.fast;
  await gotoAndSettle(page, `/blog/${post.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  const hero = page.getByRole('article');
  await expect(hero.getByText(`${post.views + 1} views`, { exact: true })).toBeVisible();
  await expect.poll(() => storedViews(page, post.id)).toBe(post.views + 1);

  await page.reload();
  await expectInteractive(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(hero.getByText(`${post.views + 1} views`, { exact: true })).toBeVisible();
  expect(await storedViews(page, post.id)).toBe(post.views + 1);

  // Other posts are untouched.
  expect(await storedViews(page, '2')).toBe(862);

  // A new session (the per-session marker is gone) counts one more view. A view tries one throttle slot,
  // the current minute's, which the first view took: as if the interval had passed. The prerendered page
  // shows the count it was built with plus this view (its one read, site/live, carries no counts).
  await expireThrottle('views');
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expectInteractive(page);
  await expect.poll(() => storedViews(page, post.id)).toBe(post.views + 2);
  await expect(hero.getByText(`${post.views + 1} views`, { exact: true })).toBeVisible();
  // Moving to another post in the same session counts that one once.
  await expireThrottle('views');
  await page
    .getByRole('complementary', { name: 'Recent articles' })
    .getByRole('link', { name: posts.seo.title })
    .click();
  await expect(page.getByText('863 views', { exact: true })).toBeVisible();
  await expect(hero.getByText(`${post.views + 2} views`)).toHaveCount(0);
  expect(await storedViews(page, post.id)).toBe(post.views + 2);
  await expect.poll(() => storedViews(page, posts.seo.id)).toBe(863);
  // The post names the slot and time of its last counted view (how the rules tie the view to its stamp).
  expect(await readDocument(page, 'blog_posts', posts.seo.id)).toEqual(
    expect.objectContaining({ viewSlot: expect.stringMatching(/^[0-4]$/), viewedAt: expect.any(Date) }),
  );
});

test('a view meets a taken throttle slot: not counted, nothing shown, the page as usual', async ({
  page,
}) => {
  test.skip(
    dataBackend() !== 'firestore',
    'The throttle is in the security rules: the memory store has none.',
  );
  const post = posts.fast;
  await fillThrottle('views'); // every slot stamped just now
  const commit = page.waitForResponse(
    (response) =>
      firestoreRequests.test(response.url()) && new URL(response.url()).pathname.endsWith(':commit'),
  );
  await gotoAndSettle(page, `/blog/${post.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  // One request (one slot), refused by the rules; no other slot is tried.
  expect((await commit).status()).toBe(403);
  await expect(page.getByRole('article').getByText(`${post.views} views`, { exact: true })).toBeVisible();
  expect(await storedViews(page, post.id)).toBe(post.views);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
