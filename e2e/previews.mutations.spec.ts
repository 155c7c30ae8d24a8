import type { Page } from '@playwright/test';
import { expectInteractive } from './fixtures';
import { DEMO, signIn } from './support/admin';
import { dataBackend, firestoreRequests } from './support/data';
import { expect, test } from './support/mutations';
import { documentsReadByView } from '../scripts/lib/billed-reads.mjs';
import { DEMO_URL } from '../scripts/lib/emulator-config.mjs';

// A client reads a draft through a preview link, without an account, until staff revoke it.

const DRAFT_TITLE = 'Designing for the phone first: UX lessons from Indian users';

async function openSharing(page: Page) {
  await page.getByRole('button', { name: 'Share preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a preview' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an editor shares a draft post by link, a visitor reads it unsigned, and a revoked link says so', async ({
  page,
  browser,
}) => {
  test.skip(dataBackend() !== 'firestore', 'a fresh browser has a fresh memory store');
  test.setTimeout(90_000);
  await signIn(page, DEMO.editor);
  await page.goto('/admin/blog-posts/5/edit');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(DRAFT_TITLE);
  const dialog = await openSharing(page);
  await dialog.getByRole('combobox', { name: 'Link lasts' }).selectOption('3');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Preview link 1' });
  await expect(link).toHaveValue(/\/preview\/[A-Za-z0-9_-]{22}$/);
  const address = new URL(await link.inputValue());

  // A fresh browser, nobody signed in: the draft as the public page would show it, marked, not indexed.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(address.pathname);
  await expectInteractive(visitor);
  await expect(visitor.getByRole('heading', { level: 1, name: DRAFT_TITLE })).toBeVisible();
  await expect(visitor.getByText(/not published/i).first()).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // One document read: the link (counted as billed, in a fresh browser).
  const { total, urls } = await documentsReadByView(
    browser,
    DEMO_URL,
    address.pathname,
    /:batchGet|\/documents\/previews\//,
    firestoreRequests,
  );
  expect(total, `the preview read ${total} documents:\n${urls.join('\n')}`).toBe(1);
  // The draft itself stays private at its would-be address.
  await visitor.goto('/blog/designing-for-the-phone-first-ux-lessons-from-indian-users');
  await expectInteractive(visitor);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();

  // Revoked: the same link now says so.
  await dialog.getByRole('button', { name: 'Revoke preview link 1' }).click();
  await page
    .getByRole('alertdialog', { name: 'Revoke this link?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(dialog.getByText(/No active links/)).toBeVisible();
  await visitor.goto(address.pathname);
  await expectInteractive(visitor);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'This preview is no longer available' }),
  ).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1, name: DRAFT_TITLE })).toHaveCount(0);
});
