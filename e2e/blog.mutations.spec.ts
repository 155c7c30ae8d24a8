import { expectInteractive, gotoAndSettle, readCollection } from './fixtures';
import { posts } from './support/blog';
import { expect, test } from './support/mutations';
import { personContext } from './support/person';

// Tests that change blog data or need other posts; each starts from a fresh seed (support/mutations.ts).

// Paging through many posts: src/pages/site/BlogPage.test.tsx (clicks, addresses) and
// tests/build/content-pages.test.mjs (every prerendered page of every list, followed as a crawler would).

test('a post shows its views as staff last added them up, and each visit counts once more', async ({
  browser,
}) => {
  const page = await (await personContext(browser)).newPage();
  const post = posts.fast;
  const counted = async () =>
    Object.values(await readCollection(page, 'visit_stats')).reduce(
      (sum, shard) => sum + Number((shard.posts as Record<string, unknown> | undefined)?.[post.id] ?? 0),
      0,
    );
  const before = await counted();
  await gotoAndSettle(page, `/blog/${post.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page.getByRole('article').getByText(`${post.views} views`, { exact: true })).toBeVisible();
  await expect.poll(counted).toBe(before + 1);
  // A reload is a new page view: every view counts.
  await page.reload();
  await expectInteractive(page);
  await expect.poll(counted).toBe(before + 2);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
