import { expect, test } from '@playwright/test';
import { gotoAndSettle, publicRoutes } from './fixtures';
import { axeBlocking, htmlcsErrors } from './support/a11y';

/**
 * Two engines on every public page at a desktop and a phone width: axe-core and HTML_CodeSniffer (WCAG2AA),
 * which an outside checker runs (both in e2e/support/a11y.ts). One test per page: each width is a fresh
 * load of the page at that viewport, in the same browser (its cache warm from the first load).
 *
 * The service pages are one template (src/pages/site/ServicePage.tsx) with different copy: the first is
 * checked at both widths, each of the others at one (alternately desktop and phone), so every page's own
 * content is checked once and the template at both widths, for half the loads.
 */
const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const servicePages = publicRoutes.filter((path) => path.startsWith('/services/'));

function viewportsOf(path: string) {
  const index = servicePages.indexOf(path as (typeof servicePages)[number]);
  return index <= 0 ? viewports : [viewports[index % 2] as (typeof viewports)[number]];
}

test.describe('axe and HTML_CodeSniffer at 1280 and 390 px', () => {
  for (const path of publicRoutes) {
    const widths = viewportsOf(path);
    test(`${path} has no serious or critical axe violations and no HTML_CodeSniffer errors at ${widths
      .map((viewport) => viewport.width)
      .join(' and ')} px`, async ({ page }) => {
      for (const viewport of widths) {
        await page.setViewportSize(viewport);
        await gotoAndSettle(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect.soft(await axeBlocking(page), `axe at ${viewport.width} px`).toEqual([]);
        expect
          .soft(await htmlcsErrors(page), `HTML_CodeSniffer WCAG2AA errors at ${viewport.width} px`)
          .toEqual([]);
      }
    });
  }
});

test('HTML_CodeSniffer really runs: it reports a form without a submit button and an input without a type', async ({
  page,
}) => {
  await gotoAndSettle(page, '/no-such-page');
  // What the outside checker found before the fixes (H32.2 on /blog's search, H98 on the contact form).
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.innerHTML = '<label for="canary-name">Name</label><input id="canary-name" autocomplete="name">';
    document.querySelector('main')?.append(form);
  });
  const errors = await htmlcsErrors(page);
  expect(errors).toEqual([
    expect.stringMatching(/^WCAG2AA\.Principle3\.Guideline3_2\.3_2_2\.H32\.2 \(.*form\)/),
    expect.stringMatching(/^WCAG2AA\.Principle1\.Guideline1_3\.1_3_5\.H98 \(#canary-name\)/),
  ]);
});

test('axe really runs: it reports an image without a text alternative and an unnamed button', async ({
  page,
}) => {
  await gotoAndSettle(page, '/no-such-page');
  await page.evaluate(() => {
    const canary = document.createElement('div');
    canary.innerHTML = '<img src="/favicon.svg" id="canary-image"><button id="canary-button"></button>';
    document.querySelector('main')?.append(canary);
  });
  expect(await axeBlocking(page)).toEqual([
    expect.stringMatching(/^button-name: .*\(#canary-button\)$/),
    expect.stringMatching(/^image-alt: .*\(#canary-image\)$/),
  ]);
});
