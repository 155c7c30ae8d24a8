import { expect, type Page } from '@playwright/test';
import { posts } from './support/blog';

/**
 * App Check's token exchange (src/lib/app-check.ts). The demo does not start App Check against the emulators
 * unless the page is handed a debug token: e2e/app-check.mutations.spec.ts does, and answers the exchange to
 * see the token reach Firestore.
 */
export const APP_CHECK_EXCHANGE = 'https://content-firebaseappcheck.googleapis.com/';

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

/**
 * Waits for the app's one readiness signal: `<html data-interactive="true">`, set once React has hydrated
 * every part of the page and replayed what the visitor did before it started (src/lib/before-start.ts).
 */
export async function expectInteractive(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', { timeout: 20_000 });
}

/** Opens a page and returns as soon as it has painted content: what a visitor sees first, app or no app. */
export async function gotoFirstPaint(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
  );
}

/** Opens a page and waits until the app has taken it over. */
export async function gotoAndSettle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectInteractive(page);
}

/** The site's entry module, as built: every public page's JavaScript is reached through it. */
export const SITE_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** One prerendered page of each kind. */
export const onePageOfEachKind = [
  '/',
  '/about',
  '/services',
  '/services/seo',
  '/packages',
  '/projects',
  '/projects/1',
  '/blog',
  posts.fast.path,
  '/contact',
] as const;

/**
 * Opens a prerendered page with the app's entry module held back: the page shows (first paint), but the app
 * has not started, as on a slow phone before scripts/browser/start-after-load.js has run it. Nothing can have
 * started: every page's JavaScript is reached through the entry. Returns `start`, which checks that the app
 * is still held, lets it load and waits until it has taken the page over.
 */
export async function openBeforeStart(page: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SITE_ENTRY, async (route) => {
    await held;
    // A link followed before the start leaves the first page: its held request is gone by now.
    await route.continue().catch(() => {});
  });
  await gotoFirstPaint(page, path);
  return async () => {
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
    release();
    await expectInteractive(page);
  };
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
  expireThrottle,
  fillThrottle,
  firestoreRequests,
  latestEmail,
  readCollection,
  readDocument,
  sentEmails,
  useTestData,
  type DataBackend,
  type OobCode,
} from './support/data';
