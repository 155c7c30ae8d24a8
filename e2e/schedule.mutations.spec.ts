import { expectInteractive } from './fixtures';
import { DEMO, signIn } from './support/admin';
import { search } from './support/blog';
import { dataBackend, readCollection, useTestData } from './support/data';
import { liveVersionId } from '../src/data/models/live-site';
import { seedCollections } from '../src/data/seed';
import { expect, test } from './support/mutations';

// An editor schedules a post; visitors cannot find it until its time, then find it everywhere, with nobody
// signed in or saving anything (src/data/models/schedule.ts).

/**
 * How far ahead the post is scheduled. Two minutes is what an editor would pick at the least; the test
 * defaults to 45 s (the editor accepts 30 s ahead) to keep CI short: long enough to check every "before"
 * on a busy machine, which the test verifies. E2E_SCHEDULE_DELAY_SECONDS=120 runs it as described.
 */
const DELAY_SECONDS = Number(process.env.E2E_SCHEDULE_DELAY_SECONDS ?? 45);

const TITLE = 'Tulip garden season: our Monday launch notes';
const SLUG = 'tulip-garden-season-our-monday-launch-notes';

/** A datetime-local value in India time, to the second. */
const indiaWallTime = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19);

test('a scheduled post is absent from /blog, its address and search until its time, then present without anyone acting', async ({
  page,
  browser,
}) => {
  test.skip(dataBackend() !== 'firestore', 'a fresh browser has a fresh memory store');
  test.setTimeout(DELAY_SECONDS * 1000 + 120_000);
  await signIn(page, DEMO.editor);
  await page.goto('/admin/blog-posts/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page.getByRole('combobox', { name: /Status/ }).selectOption('Published');
  await page.getByRole('combobox', { name: 'Publish' }).selectOption('schedule');
  const publishAt = new Date(Date.now() + DELAY_SECONDS * 1000);
  await page.getByLabel('Publish on (India time, IST)').fill(indiaWallTime(publishAt));
  await expect(page.getByRole('status').filter({ hasText: /^Goes live/ })).toContainText('IST');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Post created', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText(/in (under a minute|\d+ min)/);

  // A visitor before its time: not in the list (after the page has read what changed since the build),
  // not at its address, not found by search.
  const visitor = await (await browser.newContext()).newPage();
  const liveRead = visitor.waitForResponse((response) => response.url().includes(':runQuery'));
  await visitor.goto('/blog');
  await expectInteractive(visitor);
  await liveRead;
  await expect(visitor.getByRole('link', { name: `Read More about ${TITLE}` })).toHaveCount(0);
  await search(visitor).fill('tulip garden');
  await expect(visitor.getByRole('heading', { name: 'No Posts Found' })).toBeVisible();
  await visitor.goto(`/blog/${SLUG}`);
  await expectInteractive(visitor);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
  expect(
    Date.now(),
    `the checks before the time ran past it: raise E2E_SCHEDULE_DELAY_SECONDS (now ${DELAY_SECONDS})`,
  ).toBeLessThan(publishAt.getTime());

  // After its time, nobody having touched the admin: in the list, at its address, found by search.
  await expect(async () => {
    await visitor.goto('/blog');
    await expectInteractive(visitor);
    await expect(visitor.getByRole('link', { name: `Read More about ${TITLE}` })).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: DELAY_SECONDS * 1000 + 60_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime());
  await search(visitor).fill('tulip garden');
  await expect(visitor.getByRole('link', { name: `Read More about ${TITLE}` })).toBeVisible();
  await visitor.goto(`/blog/${SLUG}`);
  await expectInteractive(visitor);
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

  // The back office says it is public now, without a reload of its own data.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: TITLE })).toContainText('Published');
});

test('a draft written months ago and published today is dated today (India) and listed first', async ({
  page,
}) => {
  const title = 'Designing for the phone first: UX lessons from Indian users';
  // The seed's draft was written on 2026-06-02; the day it goes public is India's today.
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  await signIn(page, DEMO.editor);
  await page.goto('/admin/blog-posts/5/edit');
  await page.getByRole('combobox', { name: /Status/ }).selectOption('Published');
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByText('Post updated', { exact: true })).toBeVisible();

  // /blog was built without it: the page adds it from what changed since the build, first, with its new day.
  await page.goto('/blog');
  await expectInteractive(page);
  const first = page.getByRole('article').first();
  await expect(first.getByRole('link', { name: `Read More about ${title}` })).toBeVisible();
  await expect(first.locator('time')).toHaveAttribute('datetime', today);
  await first.getByRole('link', { name: `Read More about ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('article time').first()).toHaveAttribute('datetime', today);
});

test('an 11th publish time is refused on its field, naming the limit, and keeps what was typed', async ({
  page,
}) => {
  test.skip(dataBackend() !== 'firestore', 'the limit is read from the site documents in Firestore');
  // Ten publish times already wait: site/live lists them (pending) and each has its version, holding the
  // post scheduled then, as the staff saves that scheduled them leave them (src/data/repos/live-site-writes.ts).
  const hour = 60 * 60_000;
  const times = Array.from({ length: 10 }, (_, index) => Date.now() + (index + 2) * 24 * hour);
  const live = (seedCollections.site?.live ?? {}) as Record<string, unknown>;
  const versions = Object.fromEntries(
    times.map((at, index) => [
      liveVersionId(at),
      {
        ...live,
        posts: {
          [String(900 + index)]: {
            changedAt: new Date(),
            post: { title: `Waiting post ${index + 1}`, status: 'Published', publishAt: new Date(at) },
          },
        },
        projects: {},
        from: new Date(at),
        changedAt: new Date(),
      },
    ]),
  );
  await useTestData(page, { site: { live: { ...live, pending: times }, ...versions } });

  await signIn(page, DEMO.editor);
  await page.goto('/admin/blog-posts/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page.getByRole('combobox', { name: /Status/ }).selectOption('Published');
  await page.getByRole('combobox', { name: 'Publish' }).selectOption('schedule');
  // A day after the tenth.
  const eleventh = indiaWallTime(new Date(Date.now() + 12 * 24 * hour));
  const when = page.getByLabel('Publish on (India time, IST)');
  await when.fill(eleventh);
  await page.getByRole('button', { name: 'Create Post' }).click();

  const message = page.getByText(/^At most 10 different publish times can wait at once\./);
  await expect(message).toBeVisible();
  await expect(when).toHaveAttribute('aria-invalid', 'true');
  await expect(when).toHaveAccessibleDescription(/At most 10 different publish times/);
  await expect(when).toHaveValue(eleventh);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(TITLE);
  await expect(page.getByText(/There was an error/)).toHaveCount(0);
  // Nothing was written: the post does not exist.
  const stored = await readCollection(page, 'blog_posts');
  expect(Object.values(stored).map((post) => post.title)).not.toContain(TITLE);
});
