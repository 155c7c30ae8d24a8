import { expect, test, type Page, type Route } from '@playwright/test';
import { onePageOfEachKind, SITE_ENTRY } from './fixtures';

/*
 * What a prerendered page paints first (scripts/build.mjs, scripts/browser/start-after-load.js): its own
 * critical CSS, inlined, with the text in the web fonts' metric-matched local fallbacks. The full stylesheet
 * (which declares the web fonts) comes after the first paint, and must change nothing the page shows but the
 * typeface; without JavaScript, <noscript> brings it.
 */

const STYLESHEET = /\/assets\/index-[\w-]+\.css$/;
const WEB_FONT = /\.woff2$/;

const pages = [...onePageOfEachKind, '/no-such-page'];

/**
 * Opens `path` with the full stylesheet held back (and the app not started, so the markup stays the
 * prerendered one); resolves once the start script has asked for the stylesheet, with what lets it through.
 */
async function openWithStylesheetHeld(page: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SITE_ENTRY, (route) => route.abort());
  await page.route(STYLESHEET, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto(path);
  await expect(page.locator('head > link[rel="stylesheet"]')).toBeAttached();
  return async () => {
    release();
    await page.waitForFunction(() =>
      [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/index-')),
    );
  };
}

/** Every element's computed style, kept in the page under `name`, at each width. */
function styleSnapshot(page: Page, name: string) {
  return page.evaluate((key) => {
    const styles = [...document.querySelectorAll('body *')].map((element) => {
      const style = getComputedStyle(element);
      return [...style].map((property) => `${property}: ${style.getPropertyValue(property)}`).join('; ');
    });
    (window as unknown as Record<string, string[]>)[key] = styles;
  }, name);
}

/** The elements whose computed style differs between two snapshots: their markup and what changed. */
function differences(page: Page, before: string, after: string) {
  return page.evaluate(
    ([a, b]: [string, string]) => {
      const snapshots = window as unknown as Record<string, string[]>;
      const elements = [...document.querySelectorAll('body *')];
      const found: string[] = [];
      snapshots[a]!.forEach((style, index) => {
        const other = snapshots[b]![index]!;
        if (style === other || found.length >= 5) return;
        const theirs = new Set(other.split('; '));
        const changed = style.split('; ').filter((declaration) => !theirs.has(declaration));
        found.push(`${elements[index]!.outerHTML.slice(0, 120)} → ${changed.slice(0, 4).join('; ')}`);
      });
      return found;
    },
    [before, after] as [string, string],
  );
}

for (const path of pages) {
  test(`${path}: the inlined CSS draws the page as the full stylesheet does, at 390 and 1280 px`, async ({
    page,
  }) => {
    // The typeface aside: the web fonts' glyphs take other widths than their fallbacks' (by design, the same
    // on average), so the comparison is made in the fallbacks.
    await page.route(WEB_FONT, (route) => route.abort());
    await page.setViewportSize({ width: 390, height: 800 });
    const letStylesheetIn = await openWithStylesheetHeld(page, path);
    await styleSnapshot(page, 'critical390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await styleSnapshot(page, 'critical1280');
    await letStylesheetIn();
    await styleSnapshot(page, 'full1280');
    await page.setViewportSize({ width: 390, height: 800 });
    await styleSnapshot(page, 'full390');
    expect(await differences(page, 'critical390', 'full390'), 'at 390 px').toEqual([]);
    expect(await differences(page, 'critical1280', 'full1280'), 'at 1280 px').toEqual([]);
  });
}

/** Whether the page has loaded the web font `family` (a face its CSS declares, downloaded). */
const fontLoaded = (page: Page, family: string) =>
  page.waitForFunction(
    (name) =>
      [...document.fonts].some((face) => face.family.replace(/"/g, '') === name && face.status === 'loaded'),
    family,
  );

test('no web font is fetched for the first paint; the fonts come with the stylesheet and swap in', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (WEB_FONT.test(request.url())) fonts.push(request.url());
  });
  const letStylesheetIn = await openWithStylesheetHeld(page, '/');
  await page.waitForFunction(() =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
  );
  expect(fonts, 'web fonts fetched before the stylesheet').toEqual([]);
  await letStylesheetIn();
  await fontLoaded(page, 'Inter Variable');
  await fontLoaded(page, 'Plus Jakarta Sans Variable');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the stylesheet and the web fonts still apply, from <noscript>', async ({ page }) => {
    const stylesheet = page.waitForResponse(STYLESHEET);
    const font = page.waitForResponse(WEB_FONT);
    await page.goto('/');
    await expect(page.locator('head noscript > link[rel="stylesheet"]')).toBeAttached();
    expect((await stylesheet).ok()).toBe(true);
    expect((await font).ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
