import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectNoPageErrors } from './fixtures';
import { DEMO, loginForm, passwordOf, signIn, submitPasswordLogin } from './support/admin';
import { latestEmail, sentEmails } from './support/data';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

test.describe('password sign-in', () => {
  test('an admin gets in and sees every screen, Users included', async ({ page }) => {
    const errors = collectPageErrors(page);
    await signIn(page, DEMO.admin);
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Users' })).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New User' })).toBeVisible();
    await expectNoPageErrors(errors);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`the sign-in toast opens below the top bar at ${viewport.width} px, leaving its controls usable`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signIn(page, DEMO.admin);
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Login successful' });
      await expect(toast).toBeVisible();
      const topBar = await page.getByRole('banner').boundingBox();
      // Where it rests once it has slid in.
      await expect
        .poll(async () => (await toast.boundingBox())?.y)
        .toBeGreaterThanOrEqual((topBar?.y ?? 0) + (topBar?.height ?? Infinity));
      // The bell answers at once, with the toast still up.
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expect(toast).toBeVisible();
    });
  }

  test('an editor gets in without the staff screen', async ({ page }) => {
    await signIn(page, DEMO.editor);
    await expect(sidebar(page).getByRole('link', { name: 'Blog Posts' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Users' })).toHaveCount(0);
    await page.goto('/admin/users');
    await expect(page.getByText('Only administrators can manage staff.')).toBeVisible();
  });

  test('the read-only role gets in and cannot change site settings', async ({ page }) => {
    await signIn(page, DEMO.viewer);
    await expect(page.getByText('User (read-only)')).toBeVisible();
    await page.goto('/admin/settings');
    await expect(page.getByText('Only administrators can change site settings.').first()).toBeVisible();
    await expect(page.getByLabel('Site Name')).not.toBeEditable();
  });

  for (const email of [DEMO.inactive, DEMO.outsider]) {
    test(`${email} is refused with 'Access Denied'`, async ({ page }) => {
      await submitPasswordLogin(page, email, passwordOf(email));
      await expect(loginForm(page).getByText("You don't have admin privileges")).toBeVisible();
      await expect(page.getByText('Access Denied')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/login$/);
      // Signed out again: the protected area sends them back to the login screen.
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/admin\/login$/);
    });
  }

  test('a wrong password and an unknown e-mail get their messages and keep what was typed', async ({
    page,
  }) => {
    await submitPasswordLogin(page, DEMO.editor, 'not-the-password');
    await expect(loginForm(page).getByText('Invalid password')).toBeVisible();
    await expect(loginForm(page).getByLabel('Email')).toHaveValue(DEMO.editor);
    await expect(loginForm(page).getByLabel('Password')).toHaveValue('not-the-password');

    await loginForm(page).getByLabel('Email').fill('nobody@chinardigital.test');
    await loginForm(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(loginForm(page).getByText('No user found with this email address')).toBeVisible();
  });

  test('Forgot Password? sends a reset e-mail to the typed address', async ({ page }) => {
    const before = (await sentEmails(DEMO.viewer)).filter((code) => code.requestType === 'PASSWORD_RESET');
    await page.goto('/admin/login');
    await loginForm(page).getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByText('Email Required')).toBeVisible();
    await loginForm(page).getByLabel('Email').fill(DEMO.viewer);
    await loginForm(page).getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(
      page.getByText(`Password reset email sent to ${DEMO.viewer}. Check your inbox.`),
    ).toBeVisible();
    const reset = await latestEmail(DEMO.viewer, 'PASSWORD_RESET', { newerThan: before.at(-1) });
    expect(reset.oobCode).toBeTruthy();
  });
});

test.describe('e-mail link request', () => {
  test('an address outside the allow-list gets Access Restricted and nothing is sent', async ({ page }) => {
    await page.goto('/admin/login-with-otp');
    await expect(page.getByText('127.0.0.1', { exact: true })).toBeVisible();
    await expect(page.getByText('Likely authorized')).toBeVisible();
    await page.getByLabel('Email').fill(DEMO.outsider);
    await page.getByRole('button', { name: 'Send Login Link' }).click();
    await expect(page.getByText('Access Restricted')).toBeVisible();
    await expect(
      page.getByText('OTP login is only available for authorized administrators.').first(),
    ).toBeVisible();
    expect((await sentEmails(DEMO.outsider)).filter((code) => code.requestType === 'EMAIL_SIGNIN')).toEqual(
      [],
    );
  });

  test('the help dialog explains how to authorize the domain', async ({ page }) => {
    await page.goto('/admin/login-with-otp');
    await page.getByRole('button', { name: 'How to authorize a domain' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Authorized domains')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('e-mail link verification', () => {
  test('a link of another kind is an invalid authentication link; with no address known, restart', async ({
    page,
  }) => {
    // A password-reset link's parameters at the verify address: Firebase Auth says it is no sign-in link.
    await page.goto('/admin/verify-otp?mode=resetPassword&oobCode=e2e-code&apiKey=demo-api-key&lang=en');
    const alert = page.getByRole('alert').filter({ hasText: 'Verification Failed' });
    await expect(alert).toContainText('Invalid authentication link');
    await expect(page.getByText('Invalid authentication link')).toHaveCount(2); // the alert and the toast
    await expect(page.getByText('Email address not found. Please restart the login process.')).toBeVisible();
    await page.getByRole('link', { name: 'Request a New Link' }).click();
    await expect(page).toHaveURL(/\/admin\/login-with-otp$/);
  });
});

test.describe('guard', () => {
  test('a signed-out visitor is sent to the login screen, with history replaced', async ({ page }) => {
    await page.goto('/');
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/127\.0\.0\.1:4173\/$/);
  });

  test('a signed-in staff member on a login screen is sent to the admin', async ({ page }) => {
    await signIn(page, DEMO.editor);
    for (const path of ['/admin/login', '/admin/login-with-otp', '/admin/verify-otp']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin$/);
    }
  });

  test('logging out ends the session', async ({ page }) => {
    await signIn(page, DEMO.editor);
    await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('per-browser preferences', () => {
  test('a collapsed sidebar and dark mode survive a reload, dark applied before first paint', async ({
    page,
  }) => {
    await signIn(page, DEMO.editor);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);

    await page.goto('/admin', { waitUntil: 'commit' });
    // admin-start.js runs in <head>, before the app's script: the class is there at DOMContentLoaded.
    await page.waitForLoadState('domcontentloaded');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    // The public site stays light.
    await page.getByRole('complementary').getByRole('link', { name: 'Back to Website' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:4173\/$/);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });
});
