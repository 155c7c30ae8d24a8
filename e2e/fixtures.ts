import { expect, type Page } from '@playwright/test';

/** Fails the test on any console error or uncaught exception (hydration mismatches, CSP violations…). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

export async function expectNoPageErrors(errors: string[]): Promise<void> {
  expect(errors, `console errors:\n${errors.join('\n')}`).toEqual([]);
}

/** Waits for hydration: prerendered pages are interactive once React has attached. */
export async function gotoAndSettle(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
}

/**
 * Holds back the app's entry module on the next page load: the prerendered page shows, but the app has not
 * started (as on a slow phone before scripts/browser/start-after-load.js has run it). Returns the release.
 */
export async function holdAppStart(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until React has taken over this element (hydrated it). */
export async function expectHydrated(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (target) =>
          Object.keys(document.querySelector(target) ?? {}).some((key) => key.startsWith('__reactFiber')),
        selector,
      ),
    )
    .toBe(true);
}

export const publicRoutes = [
  '/',
  '/about',
  '/services',
  '/services/web-designing',
  '/services/ux-ui-design',
  '/services/seo',
  '/services/digital-marketing',
  '/services/wordpress-development',
  '/services/software-solutions',
  '/services/web-development',
  '/services/cms-development',
  '/services/data-strategy',
  '/services/machine-learning',
  '/services/business-mind',
  '/services/financial-services',
  '/packages',
  '/projects',
  '/projects/1',
  '/blog',
  '/blog/1',
  '/contact',
  '/no-such-page',
] as const;

// Test data on the emulators (or the memory store): see the convention in playwright.config.ts.
export {
  dataBackend,
  firestoreRequests,
  latestEmail,
  readCollection,
  readDocument,
  sentEmails,
  useTestData,
  type DataBackend,
  type OobCode,
} from './support/data';
