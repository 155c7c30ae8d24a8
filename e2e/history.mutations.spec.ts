import type { Page } from '@playwright/test';
import { gotoAndSettle } from './fixtures';
import { DEMO, signIn } from './support/admin';
import { readDocument } from './support/data';
import { expect, test } from './support/mutations';

// Revisions, restore and the audit log end to end, on the emulators' real rules: every save below is
// accepted only because its batch carries its revision and its audit entry (firestore.rules).

const POST_ID = '2';
const POST_PATH = '/blog/local-seo-for-kashmir-tourism-businesses-a-practical-checklist';
const FIRST_TITLE = 'Local SEO for Kashmir: the checklist, first revision';
const SECOND_TITLE = 'Local SEO for Kashmir: the checklist, second revision';

async function editTitle(page: Page, title: string): Promise<void> {
  await page.goto(`/admin/blog-posts/${POST_ID}/edit`);
  const field = page.getByRole('textbox', { name: 'Title' });
  await expect(field).not.toHaveValue('');
  await field.fill(title);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByText('Post updated', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog-posts$/);
}

function activityRows(page: Page) {
  return page.getByRole('region', { name: 'Activity' }).getByRole('row');
}

test('an editor changes a published post twice; an admin restores the first change and the public page shows it; Activity names all three', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.editor);
  await editTitle(page, FIRST_TITLE);
  await editTitle(page, SECOND_TITLE);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto(`/admin/blog-posts/${POST_ID}/edit`);
  await expect(admin.getByRole('textbox', { name: 'Title' })).toHaveValue(SECOND_TITLE);
  await admin.getByRole('button', { name: 'History' }).click();
  const history = admin.getByRole('dialog', { name: 'History' });
  const versions = history.getByRole('list', { name: 'Versions' }).getByRole('listitem');
  // Newest first: the second edit (current), the first edit, the version before any recorded change.
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText('by Saima Mir');
  await expect(versions.nth(1)).toContainText('by Saima Mir');
  await expect(versions.nth(1)).toContainText('Changed title');
  await expect(versions.nth(2)).toContainText('Before history was kept');

  // Compare the first edit with the current version, then restore it.
  await versions
    .nth(1)
    .getByRole('button', { name: /^Compare/ })
    .click();
  const compare = admin.getByRole('dialog', { name: 'Compare with the current version' });
  // The title side by side: the words only in this version, then the words only in the current one.
  await expect(compare).toContainText('removed: first revision');
  await expect(compare).toContainText('added: second revision');
  await compare.getByRole('button', { name: 'Close' }).first().click();
  await versions
    .nth(1)
    .getByRole('button', { name: /^Restore/ })
    .click();
  const confirm = admin.getByRole('alertdialog', { name: 'Restore this version?' });
  await confirm.getByRole('button', { name: /Restore/ }).click();
  await expect(admin.getByText('Version restored', { exact: true })).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'Title' })).toHaveValue(FIRST_TITLE);
  expect((await readDocument(admin, 'blog_posts', POST_ID))?.title).toBe(FIRST_TITLE);

  // The public page (prerendered from the seed) refreshes to the restored version.
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await gotoAndSettle(reader, POST_PATH);
  await expect(reader.getByRole('heading', { level: 1, name: FIRST_TITLE })).toBeVisible({ timeout: 15_000 });
  await visitor.close();

  // Activity: the two edits by the editor and the restore by the admin, newest first.
  await admin.goto('/admin/activity');
  await expect(admin.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  const rows = activityRows(admin).filter({ hasText: /Edited post|Restored post/ });
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Aamir Qadri');
  await expect(rows.nth(0)).toContainText('Restored post');
  await expect(rows.nth(0)).toContainText(FIRST_TITLE);
  for (const index of [1, 2]) {
    await expect(rows.nth(index)).toContainText('Saima Mir');
    await expect(rows.nth(index)).toContainText('Edited post');
  }
  await adminContext.close();
});

test('three saves of a post within a minute are three versions told apart by their time to the second and their titles', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.editor);
  const titles = ['Local SEO, take one', 'Local SEO, take two', 'Local SEO, take three'];
  const started = Date.now();
  for (const title of titles) await editTitle(page, title);
  const elapsed = Date.now() - started;

  await page.goto(`/admin/blog-posts/${POST_ID}/edit`);
  await page.getByRole('button', { name: 'History' }).click();
  const versions = page
    .getByRole('dialog', { name: 'History' })
    .getByRole('list', { name: 'Versions' })
    .getByRole('listitem');
  // Newest first, then the version before any recorded change.
  await expect(versions).toHaveCount(4);
  for (const [index, title] of [...titles].reverse().entries()) {
    await expect(versions.nth(index)).toContainText(title);
  }
  const times = await versions.locator('time').evaluateAll((elements) =>
    elements.map((element) => ({
      text: element.textContent ?? '',
      at: element.getAttribute('datetime') ?? '',
    })),
  );
  const saves = times.slice(0, 3);
  // Each save's time is shown to the second, as its own.
  for (const { text, at } of saves) {
    const seconds = String(new Date(at).getSeconds()).padStart(2, '0');
    expect(text, `${text} (${at})`).toMatch(new RegExp(`:\\d\\d:${seconds}\\b`));
  }
  expect(new Set(saves.map(({ at }) => at)).size).toBe(3);
  // Within a minute of each other, as the test means (the three saves took well under one).
  expect(elapsed).toBeLessThan(60_000);
  expect(Date.parse(saves[0]!.at) - Date.parse(saves[2]!.at)).toBeLessThan(60_000);
});

test('a settings change shows on the Activity screen with its value before and after', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/settings');
  const email = page.getByRole('textbox', { name: 'Contact Email' });
  await expect(email).not.toHaveValue('');
  const before = await email.inputValue();
  await email.fill('studio@chinardigital.test');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings Saved', { exact: true })).toBeVisible();

  await page.goto('/admin/activity');
  const row = activityRows(page).filter({ hasText: 'Changed site settings' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Aamir Qadri');
  const change = row.getByRole('list', { name: 'Changes' }).getByRole('listitem');
  await expect(change).toContainText('Contact e-mail:');
  await expect(change.getByRole('deletion')).toHaveText(before);
  await expect(change.getByRole('insertion')).toHaveText('studio@chinardigital.test');
});
