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
