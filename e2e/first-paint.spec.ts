import { expect, test, type Page } from '@playwright/test';
import { expectInteractive, onePageOfEachKind, SITE_ENTRY } from './fixtures';

/*
 * What a prerendered page paints first (scripts/build.mjs): its whole stylesheet, inlined, so nothing is
 * fetched or restyled after the first paint. The brand's web fonts (scripts/browser/brand-fonts.js) never swap
 * in over painted text: a visitor's first page is set in their metric-matched local fallbacks while the font
 * files download once the page has loaded; every page after that starts in the fonts themselves.
 */

const WEB_FONT = /\.woff2$/;

/** The font stack that sets the body text and the first heading. */
const textFonts = (page: Page) =>
  page.evaluate(() => ({
    body: getComputedStyle(document.body).fontFamily,
    heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
  }));

/** Whether the page has loaded the web font `family` (a face its CSS declares, downloaded). */
const fontLoaded = (page: Page, family: string) =>
  page.waitForFunction(
    (name) =>
      [...document.fonts].some((face) => face.family.replace(/"/g, '') === name && face.status === 'loaded'),
    family,
  );

const FALLBACKS = { body: /^"Inter Fallback"/, heading: /^"Plus Jakarta Sans Fallback"/ };
const WEB_FONTS = { body: /^"Inter Variable"/, heading: /^"Plus Jakarta Sans Variable"/ };

for (const path of [...onePageOfEachKind, '/no-such-page']) {
  test(`${path}: paints in its inlined stylesheet and the fonts' fallbacks, fetching neither`, async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (['stylesheet', 'font'].includes(request.resourceType())) fetched.push(request.url());
    });
    // The app held back: the page as painted from its HTML alone.
    await page.route(SITE_ENTRY, (route) => route.abort());
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { body, heading } = await textFonts(page);
    expect(body).toMatch(FALLBACKS.body);
    expect(heading).toMatch(FALLBACKS.heading);
    // Styled by the inlined rules: the site header stays at the top.
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((header) => getComputedStyle(header).position),
    ).toBe('sticky');
    expect(fetched, 'no stylesheet or font before the page has loaded').toEqual([]);
  });
}

test("a visitor's first page keeps the fallbacks while the fonts download; the next page starts in them", async ({
  page,
}) => {
  const fonts: { url: string; afterLoad: boolean }[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (request) => {
    if (WEB_FONT.test(request.url())) fonts.push({ url: request.url(), afterLoad: loaded });
  });
  await page.goto('/');
  await expectInteractive(page);
  // Fetched into the cache once the page has loaded, not applied: nothing swaps in over painted text.
  await expect(page.locator('html')).toHaveAttribute('data-brand-fonts', 'cached');
  expect(fonts.map(({ url }) => new URL(url).pathname.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual([
    '/assets/inter-latin-wght-normal',
    '/assets/plus-jakarta-sans-latin-wght-normal',
  ]);
  expect(
    fonts.every(({ afterLoad }) => afterLoad),
    'fetched after the page has loaded',
  ).toBe(true);
  await expect(page.locator('html')).not.toHaveClass(/brand-fonts/);
  expect(await textFonts(page)).toEqual({
    body: expect.stringMatching(FALLBACKS.body),
    heading: expect.stringMatching(FALLBACKS.heading),
  });

  // The next page load: the fonts first in the stacks from the first paint, read from the cache.
  await page.goto('/about');
  await expect(page.locator('html')).toHaveClass(/brand-fonts/);
  expect(await textFonts(page)).toEqual({
    body: expect.stringMatching(WEB_FONTS.body),
    heading: expect.stringMatching(WEB_FONTS.heading),
  });
  await fontLoaded(page, 'Inter Variable');
  await fontLoaded(page, 'Plus Jakarta Sans Variable');
  const fontTransfers = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  );
  expect(fontTransfers, 'both fonts, from the cache').toEqual([0, 0]);
});

test('an in-app navigation switches to the fonts once they are cached', async ({ page }) => {
  await page.goto('/');
  await expectInteractive(page);
  await expect(page.locator('html')).toHaveAttribute('data-brand-fonts', 'cached');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About Us', exact: true })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveClass(/brand-fonts/);
  await fontLoaded(page, 'Inter Variable');
  expect((await textFonts(page)).body).toMatch(WEB_FONTS.body);
});

test('the back office always starts in the web fonts', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.locator('html')).toHaveClass(/brand-fonts/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await textFonts(page)).body).toMatch(WEB_FONTS.body);
  await fontLoaded(page, 'Inter Variable');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page is styled by its inlined stylesheet, in the fonts’ fallbacks', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (['stylesheet', 'font'].includes(request.resourceType())) fetched.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await textFonts(page)).body).toMatch(FALLBACKS.body);
    expect(fetched).toEqual([]);
  });
});
