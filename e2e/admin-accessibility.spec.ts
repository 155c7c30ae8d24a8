import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/admin';

const PREFERENCES_KEY = 'chinar-digital:admin-preferences';

const signedOutScreens = [
  { path: '/admin/login', heading: 'Admin' },
  { path: '/admin/login-with-otp', heading: 'Login with Email Link' },
  { path: '/admin/verify-otp', heading: 'Check Your Email' },
] as const;

const signedInScreens = [
  { path: '/admin', heading: 'Dashboard' },
  { path: '/admin/users', heading: 'Users' },
  { path: '/admin/settings', heading: 'Settings' },
  { path: '/admin/inquiries', heading: 'Customer Inquiries' },
  { path: '/admin/subscribers', heading: 'Subscribers' },
  { path: '/admin/projects', heading: 'Projects' },
  { path: '/admin/projects/new', heading: 'Create New Project' },
  { path: '/admin/projects/1', heading: 'Project Details' },
  { path: '/admin/blog-posts', heading: 'Blog Posts' },
  { path: '/admin/blog-posts/new', heading: 'New Post' },
  { path: '/admin/no-such-screen', heading: 'Page Not Found' },
] as const;

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(blocking).toEqual([]);
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

for (const width of [1280, 390]) {
  for (const dark of [false, true]) {
    test.describe(`axe at ${width} px, ${dark ? 'dark' : 'light'}`, () => {
      test.use({ viewport: { width, height: width > 800 ? 800 : 844 } });

      test('sign-in screens have no serious or critical violations', async ({ page }) => {
        await useTheme(page, dark);
        for (const screen of signedOutScreens) {
          await page.goto(screen.path);
          await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
          await expectNoSeriousViolations(page);
        }
      });

      test('signed-in screens have no serious or critical violations', async ({ page }) => {
        test.setTimeout(120_000);
        await useTheme(page, dark);
        await signIn(page, DEMO.admin);
        await expect(page.locator('html')).toHaveClass(dark ? /dark/ : /^(?!.*dark)/);
        for (const screen of signedInScreens) {
          await page.goto(screen.path);
          await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
          // Wait for the data: no loading skeletons or spinners left.
          await expect(page.getByRole('status').filter({ hasText: /Loading|Checking/ })).toHaveCount(0, {
            timeout: 20_000,
          });
          await expectNoSeriousViolations(page);
        }
        // The settings tabs and the open notification menu too.
        await page.goto('/admin/settings');
        for (const tab of ['Social Links', 'Appearance', 'Notifications']) {
          await page.getByRole('tab', { name: tab }).click();
          await expectNoSeriousViolations(page);
        }
        await page.getByRole('button', { name: /^Notifications/ }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        // Its open animation fades it in: measured mid-fade, its muted text fails contrast. Wait for it to end.
        await page
          .getByRole('menu')
          .evaluate((menu) =>
            Promise.all(menu.getAnimations({ subtree: true }).map((animation) => animation.finished)),
          );
        await expectNoSeriousViolations(page);
      });
    });
  }
}
