import { type Page } from '@playwright/test';
import {
  dataBackend,
  expectInteractive,
  expireThrottle,
  fillThrottle,
  firestoreRequests,
  gotoAndSettle,
  readDocument,
  useTestData,
} from './fixtures';
import { listedTitles, posts, readMoreLinks, search } from './support/blog';
import { expect, test } from './support/mutations';

// Tests that change blog data or need other posts; each starts from a fresh seed (support/mutations.ts).

async function storedViews(page: Page, id: string): Promise<unknown> {
  return (await readDocument(page, 'blog_posts', id))?.views;
}

test.describe('blog pagination', () => {
  const TOTAL = 14;
  const title = (n: number) => `Kashmir field notes ${String(n).padStart(2, '0')}`;

  test.beforeEach(async ({ page }) => {
    // 14 published posts (and one draft) instead of the seed posts. Post n is newer than post n-1, so the
    // list shows 14, 13, … 1.
    const documents: Record<string, Record<string, unknown>> = {};
    for (let n = 1; n <= TOTAL; n += 1) {
      const day = String(n).padStart(2, '0');
      documents[`p${n}`] = {
        title: title(n),
        excerpt: `Notes from our Srinagar studio, part ${n}.`,
        content: `<p>Field note number ${n} from the valley.</p>`,
        image: '/images/placeholder.svg',
        status: 'Published',
        category: n % 2 === 0 ? 'Even Notes' : 'Odd Notes',
        author: 'Sana Mir',
        date: `2026-03-${day}`,
        views: n,
        tags: ['notes'],
        createdAt: new Date(`2026-03-${day}T09:00:00.000Z`),
        updatedAt: new Date(`2026-03-${day}T09:00:00.000Z`),
      };
    }
    documents.draft = {
      ...documents.p14,
      title: 'Unpublished field notes',
      status: 'Draft',
      createdAt: new Date('2026-04-01T09:00:00.000Z'),
    };
    await useTestData(page, { blog_posts: documents });
  });

  test('six posts a page; numbered pages, Previous and Next', async ({ page }) => {
    await gotoAndSettle(page, '/blog');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(readMoreLinks(page)).toHaveCount(6);
    await expect.poll(() => listedTitles(page)).toEqual([14, 13, 12, 11, 10, 9].map(title));
    await expect(page.getByText(`Showing 1–6 of ${TOTAL} articles`)).toBeVisible();
    await expect(pagination.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3']);
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByText('Unpublished field notes')).toHaveCount(0);

    await pagination.getByRole('button', { name: 'Page 3' }).click();
    await expect(page).toHaveURL('/blog?page=3');
    await expect(readMoreLinks(page)).toHaveCount(2);
    await expect.poll(() => listedTitles(page)).toEqual([2, 1].map(title));
    await expect(page.getByText(`Showing 13–14 of ${TOTAL} articles`)).toBeVisible();
    await expect(pagination.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();

    await pagination.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL('/blog?page=2');
    await expect.poll(() => listedTitles(page)).toEqual([8, 7, 6, 5, 4, 3].map(title));

    // History: Back returns to page 3.
    await page.goBack();
    await expect(page).toHaveURL('/blog?page=3');
    await expect(readMoreLinks(page)).toHaveCount(2);

    await pagination.getByRole('button', { name: 'Page 1' }).click();
    await expect(page).toHaveURL('/blog');
    await pagination.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/blog?page=2');
    await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('typing a search resets the list to page 1', async ({ page }) => {
    await gotoAndSettle(page, '/blog?page=3');
    await expect(readMoreLinks(page)).toHaveCount(2);
    // Matches every post, so the result still has three pages: only the reset moves us.
    await search(page).fill('FIELD NOTES');
    await expect(page).toHaveURL('/blog');
    await expect(readMoreLinks(page)).toHaveCount(6);
    await expect.poll(() => listedTitles(page)).toEqual([14, 13, 12, 11, 10, 9].map(title));
    await expect(
      page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 1' }),
    ).toHaveAttribute('aria-current', 'page');

    // A narrower search fits on one page and hides the pagination.
    await search(page).fill('part 1');
    // "part 1", "part 10" … "part 14"
    await expect(readMoreLinks(page)).toHaveCount(6);
    await search(page).fill('part 12');
    await expect(readMoreLinks(page)).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });

  test('a category filter paginates its own results', async ({ page }) => {
    await gotoAndSettle(page, '/blog?category=Even%20Notes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Even Notes Articles');
    await expect.poll(() => listedTitles(page)).toEqual([14, 12, 10, 8, 6, 4].map(title));
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/blog?category=Even+Notes&page=2');
    await expect.poll(() => listedTitles(page)).toEqual([title(2)]);
  });
});

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
  // the current minute's, which the first view took: as if the interval had passed.
  await expireThrottle('views');
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expectInteractive(page);
  await expect(hero.getByText(`${post.views + 2} views`, { exact: true })).toBeVisible();
  await expect.poll(() => storedViews(page, post.id)).toBe(post.views + 2);
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
