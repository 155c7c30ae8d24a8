import type { Browser, BrowserContext } from '@playwright/test';

/**
 * A browser context that is a person's browser, not one under automation: the site does not count visits
 * from automated browsers (navigator.webdriver, src/features/visits/count-shown.ts), and every browser
 * Playwright drives says it is one. Tests of counting visit as people.
 */
export async function personContext(
  browser: Browser,
  options?: Parameters<Browser['newContext']>[0],
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true }),
  );
  return context;
}
