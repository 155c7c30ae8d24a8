// Types of browser.mjs, for playwright.config.ts.
import type { Browser } from '@playwright/test';

export const CHROMIUM_PATH: string;
export const TEST_CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export function launchChromium(): Promise<Browser>;
