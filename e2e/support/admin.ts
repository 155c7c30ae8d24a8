/** Signing in to the back office in end-to-end tests, with the demo accounts of the seed. */
import { expect, type Page } from '@playwright/test';
import { DEMO_STAFF as DEMO, demoPasswordOf as passwordOf } from '../../src/data/seed';

export { DEMO, passwordOf };

export function loginForm(page: Page) {
  return page.getByRole('form', { name: 'Sign in with password' });
}

/** Fills the password form and submits it (no assertion on the outcome). */
export async function submitPasswordLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  const form = loginForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in with a demo account and waits for the dashboard. */
export async function signIn(page: Page, email: string = DEMO.admin): Promise<void> {
  await submitPasswordLogin(page, email, passwordOf(email));
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}
