import { expect, test, type Page } from '@playwright/test';
import { axeBlocking } from './support/a11y';
import { DEMO, signIn } from './support/admin';

/**
 * axe on every back-office screen, light and dark, at a desktop and a phone width. Each width is a fresh load
 * of the screen at that viewport. The signed-in screens are split into groups, a test (and a sign-in) for each
 * group and width, so that the two workers share them evenly.
 */
const PREFERENCES_KEY = 'chinar-digital:admin-preferences';

const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

interface Screen {
  path: string;
  heading: string;
}

const signedOutScreens: readonly Screen[] = [
  { path: '/admin/login', heading: 'Admin' },
  { path: '/admin/login-with-otp', heading: 'Login with Email Link' },
  { path: '/admin/verify-otp', heading: 'Check Your Email' },
];

/** Every signed-in screen, in groups of about equal cost. /admin/settings also gets its tabs and the open notification menu. */
const signedInGroups: ReadonlyArray<readonly Screen[]> = [
  [
    { path: '/admin', heading: 'Dashboard' },
    { path: '/admin/users', heading: 'Users' },
    { path: '/admin/settings', heading: 'Settings' },
  ],
  [
    { path: '/admin/inquiries', heading: 'Customer Inquiries' },
    { path: '/admin/subscribers', heading: 'Subscribers' },
    { path: '/admin/projects', heading: 'Projects' },
    { path: '/admin/projects/new', heading: 'Create New Project' },
  ],
  [
    { path: '/admin/projects/1', heading: 'Project Details' },
    { path: '/admin/blog-posts', heading: 'Blog Posts' },
    { path: '/admin/blog-posts/new', heading: 'New Post' },
    { path: '/admin/no-such-screen', heading: 'Page Not Found' },
  ],
];

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  expect.soft(await axeBlocking(page), `axe: ${where}`).toEqual([]);
}

/** Sets the per-browser dark-mode preference before the app starts. */
async function useTheme(page: Page, dark: boolean): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{"state":{},"version":1}') as {
        state: Record<string, unknown>;
      };
      stored.state.darkMode = value;
      localStorage.setItem(key, JSON.stringify(stored));
    },
    [PREFERENCES_KEY, dark] as const,
  );
}

/** Waits until the CSS transitions and animations that will end have ended (not spinners that never do). */
async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        // A cancelled animation (its element re-rendered) is over too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The settings tabs after General, and the open notification menu, on /admin/settings. */
async function checkSettingsTabsAndMenu(page: Page, width: number): Promise<void> {
  for (const name of ['Social Links', 'Appearance', 'Notifications']) {
    const tab = page.getByRole('tab', { name });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    // The tabs' colours fade to their new state: measure the end of the fade.
    await animationsFinished(page);
    await expectNoSeriousViolations(page, `/admin/settings, ${name} tab, at ${width} px`);
  }
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  // Its open animation fades it in: measured mid-fade, its muted text fails contrast. Wait for it to end.
  await page
    .getByRole('menu')
    .evaluate((menu) =>
      Promise.all(menu.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
  await expectNoSeriousViolations(page, `/admin/settings, notification menu open, at ${width} px`);
}

for (const dark of [false, true]) {
  test.describe(`axe at 1280 and 390 px, ${dark ? 'dark' : 'light'}`, () => {
    test('sign-in screens have no serious or critical violations', async ({ page }) => {
      await useTheme(page, dark);
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        for (const screen of signedOutScreens) {
          await page.goto(screen.path);
          await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
          await expectNoSeriousViolations(page, `${screen.path} at ${viewport.width} px`);
        }
      }
    });

    // One test per group and width: each is a sign-in and three or four loads with axe, well inside the
    // test timeout on a loaded machine (both widths in one test came close to it).
    for (const screens of signedInGroups) {
      for (const viewport of viewports) {
        test(`signed-in screens ${screens.map((screen) => screen.path).join(', ')} at ${viewport.width} px have no serious or critical violations`, async ({
          page,
        }) => {
          await useTheme(page, dark);
          await page.setViewportSize(viewport);
          await signIn(page, DEMO.admin);
          await expect(page.locator('html')).toHaveClass(dark ? /dark/ : /^(?!.*dark)/);
          for (const screen of screens) {
            await page.goto(screen.path);
            await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
            // Wait for the data: no loading skeletons or spinners left.
            await expect(page.getByRole('status').filter({ hasText: /Loading|Checking/ })).toHaveCount(0, {
              timeout: 20_000,
            });
            await expectNoSeriousViolations(page, `${screen.path} at ${viewport.width} px`);
            if (screen.path === '/admin/settings') await checkSettingsTabsAndMenu(page, viewport.width);
          }
        });
      }
    }
  });
}
