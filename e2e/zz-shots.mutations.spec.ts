import { DEMO, signIn } from './support/admin';
import { expect, test } from './support/mutations';

test('screenshots of scheduling', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.editor);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/blog-posts/5/edit');
    await page.getByRole('combobox', { name: /Status/ }).selectOption('Published');
    await page.getByRole('combobox', { name: 'Publish' }).selectOption('schedule');
    await expect(page.getByRole('status').filter({ hasText: /^Goes live/ })).toBeVisible();
    const card = page.getByRole('heading', { name: 'Publishing' }).locator('xpath=ancestor::*[contains(@class,"rounded")][1]');
    await card.screenshot({ path: `/tmp/shots/publishing-${width}.png` });
    await page.getByLabel('Publish on (India time, IST)').fill('2026-01-01T09:00');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await page.screenshot({ path: `/tmp/shots/editor-error-${width}.png`, fullPage: false });
    await page.getByRole('combobox', { name: 'Publish' }).selectOption('schedule');
    await page.getByLabel('Publish on (India time, IST)').fill(new Date(Date.now() + 3 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 16));
    if (width === 1280) {
      await page.getByRole('button', { name: 'Update Post' }).click();
      await page.waitForTimeout(3000);
      await page.screenshot({ path: '/tmp/shots/after-update.png' });
      await expect(page.getByText('Post updated', { exact: true })).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/list-${width}.png`, fullPage: false });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  const scheduled = page.getByRole('region', { name: 'Scheduled posts' });
  await expect(scheduled.getByText(/in \d/)).toBeVisible();
  await scheduled.locator('xpath=ancestor::*[contains(@class,"rounded")][1]').screenshot({ path: '/tmp/shots/dashboard-card-light.png' });
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await scheduled.locator('xpath=ancestor::*[contains(@class,"rounded")][1]').screenshot({ path: '/tmp/shots/dashboard-card-dark.png' });
  await page.goto('/admin/blog-posts');
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/list-dark.png' });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/admin/blog-posts/5/edit');
  await expect(page.getByRole('combobox', { name: 'Publish' })).toHaveValue('schedule');
  await page.getByRole('heading', { name: 'Publishing' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/editor-dark-390.png' });
});
