/**
 * `test` for *.mutations.spec.ts files (see playwright.config.ts): before each test the emulators go back
 * to the seed (Firestore documents and Auth accounts), so a test starts from known data whatever the
 * previous one wrote. On the memory store every test has a fresh browser context, hence a fresh store.
 */
import { expect, test as base } from '@playwright/test';
import { resetTestData } from './data';

export const test = base.extend<{ seededData: void }>({
  seededData: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      await resetTestData();
      await use();
    },
    { auto: true },
  ],
});

export { expect };
