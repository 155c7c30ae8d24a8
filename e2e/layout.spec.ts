import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoPageErrors, gotoAndSettle, onePageOfEachKind } from './fixtures';

test('every header link leads to a real page', async ({ page }) => {
  const errors = collectPageErrors(page);
  await gotoAndSettle(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(['/', '/about', '/services', '/projects', '/blog', '/contact']);
  for (const name of ['About Us', 'Services', 'Projects', 'Blog', 'Contact', 'Home']) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  }
  await expect(page).toHaveURL('/');
  await expectNoPageErrors(errors);
});

test('the header shows a phone number as a tel link and the logo links home', async ({ page }) => {
  await gotoAndSettle(page, '/about');
  await expect(page.getByRole('banner').locator('a[href^="tel:"]').first()).toBeVisible();
  await page.getByRole('link', { name: /home$/i }).first().click();
  await expect(page).toHaveURL('/');
});

test('every footer link leads to a real page; social links open in a new tab', async ({ page }) => {
  // A dozen round trips from the home page: more than one flow's 30 s on a loaded machine.
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await gotoAndSettle(page, '/');
  const footer = page.getByRole('contentinfo');
  const internal = await footer
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
  expect(internal).toEqual(
    expect.arrayContaining([
      '/services/data-strategy',
      '/services/machine-learning',
      '/services/software-solutions',
      '/services/business-mind',
      '/services/financial-services',
      '/about',
      '/projects',
      '/packages',
      '/blog',
      '/contact',
    ]),
  );
  for (const href of internal) {
    await gotoAndSettle(page, '/');
    await page.getByRole('contentinfo').locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  }

  const social = page.getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(social).toHaveCount(3);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expectNoPageErrors(errors);
});

test('unknown addresses show the 404 page; /home redirects to /', async ({ page }) => {
  await gotoAndSettle(page, '/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');

  await gotoAndSettle(page, '/home');
  await expect(page).toHaveURL('/');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the mobile menu opens, navigates and closes', async ({ page }) => {
    await gotoAndSettle(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('no page scrolls sideways', async ({ page }) => {
    for (const path of onePageOfEachKind) {
      await gotoAndSettle(page, path);
      // Against the device width, not innerWidth: mobile emulation widens the layout viewport to fit overflow.
      const overflow = (await page.evaluate(() => document.documentElement.scrollWidth)) - 390;
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });
});

test('prices set the rupee sign in the site fonts from one-glyph files, without the latin-ext fonts', async ({
  page,
}) => {
  // A page after the first starts in the web fonts (e2e/first-paint.spec.ts): the first one caches them.
  await gotoAndSettle(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-brand-fonts', 'cached');
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
  });
  await gotoAndSettle(page, '/packages');
  await expect(page.locator('html')).toHaveClass(/brand-fonts/);
  await expect(page.getByText('₹24,999').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((path) => path.includes('rupee'))).toHaveLength(2);
  expect(fonts.filter((path) => path.includes('latin-ext'))).toEqual([]);
  const rupeeFaces = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.unicodeRange === 'U+20B9' && face.status === 'loaded')
      .map((face) => face.family.replace(/"/g, '')),
  );
  expect(rupeeFaces.sort()).toEqual(['Inter Variable', 'Plus Jakarta Sans Variable']);
});
