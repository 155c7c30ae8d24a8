// Debian's Chromium, launched through Playwright (end-to-end tests, budget check, scale benchmark) or by
// Lighthouse.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';

/** The full browser (apt-get install chromium): what Lighthouse measures in, as a visitor's Chrome. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/**
 * Where Playwright drives pages: Debian's chromium-headless-shell (apt-get install chromium-headless-shell)
 * when it is there, else the full browser. It is the same Chromium release as a browser without its window
 * and profile machinery (Chromium's former headless mode, which Playwright runs headless tests in by
 * default), and it draws the same pages with less CPU, which on a 2-core CI machine is time.
 * CHROMIUM_PATH, when set, is used for everything.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium() {
  if (!existsSync(TEST_CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${TEST_CHROMIUM_PATH}. Install it with: apt-get install -y chromium chromium-headless-shell`,
    );
  }
  return chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
