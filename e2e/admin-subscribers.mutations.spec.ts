import { readFile } from 'node:fs/promises';
import { gotoAndSettle } from './fixtures';
import { DEMO, signIn } from './support/admin';
import { expect, test } from './support/mutations';

test('a visitor subscribes; the admin is notified, sees them, exports the list as CSV and removes them', async ({
  page,
}) => {
  await gotoAndSettle(page, '/about');
  await page.getByRole('textbox', { name: 'Email address' }).fill('reader@example.in');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(/Thanks for subscribing!/)).toBeVisible();

  await signIn(page, DEMO.admin);
  await page.getByRole('button', { name: /^Notifications, \d+( or more)? unread$/ }).click();
  await page.getByRole('menuitem', { name: /New subscriber.*reader@example\.in/ }).click();
  await expect(page).toHaveURL(/\/admin\/subscribers$/);
  const table = page.getByRole('region', { name: 'Subscribers' });
  await expect(table.getByRole('link', { name: 'reader@example.in' })).toBeVisible();

  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toMatch(/^\ufeff?Email,Subscribed at\r\nreader@example\.in,\d{4}-\d{2}-\d{2}T/);

  await page.getByRole('button', { name: 'Remove reader@example.in' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Subscriber removed')).toBeVisible();
  await expect(page.getByText('No one has subscribed yet.')).toBeVisible();
});

test('the read-only role sees subscribers without the remove action', async ({ page }) => {
  await signIn(page, DEMO.viewer);
  await page.goto('/admin/subscribers');
  await expect(page.getByRole('heading', { name: 'Subscribers', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
});
