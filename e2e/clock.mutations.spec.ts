import type { Browser, Page } from '@playwright/test';
import { expectInteractive } from './fixtures';
import { DEMO, signIn } from './support/admin';
import { draft, editPost, listedTitles, posts } from './support/blog';
import { dataBackend } from './support/data';
import { expect, test } from './support/mutations';

/*
 * What a visitor sees does not depend on their clock (issue 35): public reads are bounded by the server's
 * time (src/lib/server-clock.ts), so a clock minutes, hours or a day off either way sees what staff
 * published and withdrew since the build, and post and project pages show what changed since, settings
 * included (src/features/site-settings/live-site.ts). Each visitor is a fresh browser whose clock
 * Playwright sets, and which then runs on from there.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const CLOCKS: Array<[string, number]> = [
  ['5 minutes ahead', 5 * MINUTE],
  ['2 hours ahead', 2 * HOUR],
  ['a day ahead', 24 * HOUR],
  ['5 minutes behind', -5 * MINUTE],
  ['a day behind', -24 * HOUR],
];

/** A visitor in a fresh browser whose clock is `skew` ms off the real time. */
async function visitorWithClock(browser: Browser, skew: number): Promise<Page> {
  const context = await browser.newContext();
  await context.clock.install({ time: Date.now() + skew });
  return context.newPage();
}

const siteLiveQueries = (page: Page) => {
  const queries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(':runQuery')) queries.push(request.url());
  });
  return queries;
};

test.beforeEach(() => {
  test.skip(dataBackend() !== 'firestore', 'a fresh browser has a fresh memory store');
});

test('a visitor whose clock is off either way sees the posts published and withdrawn since the build', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.editor);
  await editPost(page, draft.id, { status: 'Published' });
  await editPost(page, posts.cms.id, { status: 'Draft' });

  for (const [name, skew] of CLOCKS) {
    await test.step(`a clock ${name}`, async () => {
      const visitor = await visitorWithClock(browser, skew);
      // Not in the build: the app reads it at this clock, and learns the server's time for the visit.
      await visitor.goto(draft.path);
      await expectInteractive(visitor);
      await expect(visitor.getByRole('heading', { level: 1, name: draft.title })).toBeVisible();

      // The next page knows the server's time: the list comes current with site/live's one read.
      const queries = siteLiveQueries(visitor);
      await visitor.goto('/blog');
      await expectInteractive(visitor);
      await expect.poll(() => listedTitles(visitor)).toContain(draft.title);
      expect(await listedTitles(visitor)).not.toContain(posts.cms.title);
      expect(queries).toHaveLength(1);

      // Withdrawn since the build: its prerendered page says so.
      await visitor.goto(posts.cms.path);
      await expectInteractive(visitor);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
      await visitor.context().close();
    });
  }
});

test('post and project pages show the settings and the post saved since the build', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin);
  await page.goto('/admin/settings');
  await page.getByLabel('Contact Email').fill('studio@chinardigital.test');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your general settings have been saved successfully.')).toBeVisible();
  await page.goto(`/admin/blog-posts/${posts.fast.id}/edit`);
  await page.getByLabel('Title').fill('Fast websites win customers');
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByText('Post updated', { exact: true })).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  for (const path of [posts.fast.path, '/projects/1']) {
    await visitor.goto(path);
    await expectInteractive(visitor);
    await expect(
      visitor.getByRole('contentinfo').getByRole('link', { name: 'studio@chinardigital.test' }),
    ).toBeVisible();
  }
  // The post changed since the build: its page reads it again and shows it as saved.
  await visitor.goto(posts.fast.path);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Fast websites win customers' })).toBeVisible();
  await visitor.context().close();
});

test('a renamed post’s old address leads to its new one before any rebuild', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.editor);
  // One the build has (its old page is prerendered), one published since (its old address is unknown to it).
  await editPost(page, posts.fast.id, { slug: 'fast-websites-win' });
  await editPost(page, draft.id, { status: 'Published' });
  await editPost(page, draft.id, { slug: 'phone-first-ux' });

  const visitor = await (await browser.newContext()).newPage();
  const renamed: Array<[string, string, string]> = [
    [posts.fast.path, '/blog/fast-websites-win', posts.fast.title],
    [draft.path, '/blog/phone-first-ux', draft.title],
  ];
  for (const [oldPath, newPath, title] of renamed) {
    const entries = await visitor.evaluate(() => history.length);
    await visitor.goto(oldPath);
    await expect(visitor).toHaveURL(new RegExp(`${newPath}$`));
    // The address was replaced, not added to: the visit's history has one more entry, not two.
    expect(await visitor.evaluate(() => history.length)).toBe(entries + 1);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${newPath}$`));
  }
  await visitor.context().close();
});
