import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/lib/browser.mjs';
import { DEMO_URL } from './scripts/lib/emulator-config.mjs';

/**
 * End-to-end tests against the demo build in Debian's Chromium (its headless shell where installed:
 * scripts/lib/browser.mjs). Run them with `npm run test:e2e` (scripts/e2e.mjs): it starts the Auth and
 * Firestore emulators (security rules loaded) and the Hosting emulator, which serves dist-demo at :4173
 * with firebase.json's hosting config, builds the demo and runs Playwright; global setup seeds the
 * emulators. Playwright starts no server of its own: run on its own
 * (`npx playwright test`), it needs a running `npm run demo`. Without Java 21+ the demo runs on the
 * in-browser memory store instead (never on CI).
 *
 * Test data convention: every test shares one seeded database, so
 *  - `*.spec.ts` files (project `chromium`, in parallel) must not change data another test reads, nor
 *    assert on data that others may change (view counts, inquiries, subscribers...). Reading is fine:
 *    `readCollection(page, name)` from e2e/fixtures.ts works on either backend.
 *  - A test that writes data (submits a form, counts a view, signs up...) or needs data other than the seed
 *    goes into a `*.mutations.spec.ts` file and imports `test` from './support/mutations'. Those run in
 *    project `mutations`, after all the others, one at a time, each starting from a fresh seed (Firestore
 *    documents and Auth accounts). `useTestData(page, { collection: docs })` replaces collections for one
 *    test. Run one such file alone with `npm run test:e2e -- --project mutations --no-deps <file>`.
 *  - `dataBackend()` says whether the build under test uses 'firestore' or 'memory'; `latestEmail(email,
 *    'EMAIL_SIGNIN')` returns the sign-in link the Auth emulator "sent" (`page.goto(code.oobLink)`).
 * If a `chromium` test fails, Playwright skips the `mutations` project (it depends on it).
 */
const browser = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // None: a test that passes only on a retry is a failing test.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: DEMO_URL,
    trace: 'off',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', testIgnore: /\.mutations\.spec\.ts$/, use: browser },
    {
      name: 'mutations',
      testMatch: /\.mutations\.spec\.ts$/,
      dependencies: ['chromium'],
      fullyParallel: false,
      workers: 1,
      use: browser,
    },
  ],
});
