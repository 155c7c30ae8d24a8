import type { Page } from '@playwright/test';
import { expect, test } from './support/mutations';
import { DEMO, signIn, submitPasswordLogin } from './support/admin';
import { latestEmail, readDocument, sentEmails } from './support/data';

async function requestLoginLink(page: Page, email: string) {
  await page.goto('/admin/login-with-otp');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Login Link' }).click();
  await expect(page).toHaveURL(/\/admin\/verify-otp$/);
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
}

test('an invitee signs in by e-mail link in the same browser and their invite becomes a staff record', async ({
  page,
}) => {
  const before = (await sentEmails(DEMO.invited)).filter((code) => code.requestType === 'EMAIL_SIGNIN');
  await requestLoginLink(page, DEMO.invited);
  await expect(page.getByText('Email Sent')).toBeVisible();
  const link = await latestEmail(DEMO.invited, 'EMAIL_SIGNIN', { newerThan: before.at(-1) });
  expect(new URL(link.oobLink).searchParams.get('continueUrl') ?? link.oobLink).toContain(
    '/admin/verify-otp',
  );

  await page.goto(link.oobLink);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page.getByText('Mehvish Rather')).toBeVisible();
  // The stored e-mail is cleared after a successful sign-in.
  expect(await page.evaluate(() => localStorage.getItem('chinar-digital:email-link-login'))).toBeNull();

  await expect.poll(() => readDocument(page, 'invites', DEMO.invited)).toBeNull();
  const uid = await page.evaluate(async () => {
    // The signed-in account's uid, from Firebase Auth's own persistence.
    const key = Object.keys(localStorage).find((name) => name.startsWith('firebase:authUser:'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { uid?: string }).uid : undefined;
  });
  expect(uid).toBeTruthy();
  expect(await readDocument(page, 'admins', uid as string)).toMatchObject({
    email: DEMO.invited,
    role: 'editor',
    status: 'active',
  });
});

test('a link opened in another browser asks for the e-mail address, then signs in', async ({
  page,
  browser,
}) => {
  await requestLoginLink(page, DEMO.admin);
  const link = await latestEmail(DEMO.admin, 'EMAIL_SIGNIN');

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto(link.oobLink);
  await expect(other.getByRole('heading', { name: 'Enter Your Email' })).toBeVisible();
  await other.getByRole('button', { name: 'Continue Verification' }).click();
  await expect(
    other.getByText('Please enter the email address you used to request the login link.'),
  ).toBeVisible();
  await other.getByRole('form', { name: 'Confirm your email' }).getByLabel('Email').fill(DEMO.admin);
  await other.getByRole('button', { name: 'Continue Verification' }).click();
  await expect(other.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 15_000 });
  await otherContext.close();
});

test("an inquiry e-mail's link, opened signed out, leads to that inquiry through a sign-in link opened in another browser", async ({
  page,
  browser,
}) => {
  const inquiryLink = '/admin/inquiries?inquiry=1';
  await page.goto(inquiryLink);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole('link', { name: 'Login with Email Link (OTP)' }).click();
  await expect(page).toHaveURL(/\/admin\/login-with-otp$/);
  await page.getByLabel('Email').fill(DEMO.admin);
  await page.getByRole('button', { name: 'Send Login Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  const link = await latestEmail(DEMO.admin, 'EMAIL_SIGNIN');

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto(link.oobLink);
  await other.getByRole('form', { name: 'Confirm your email' }).getByLabel('Email').fill(DEMO.admin);
  await other.getByRole('button', { name: 'Continue Verification' }).click();
  await expect(other).toHaveURL(inquiryLink, { timeout: 15_000 });
  await expect(other.getByRole('dialog', { name: 'Inquiry from Rouf Ahmad Dar' })).toBeVisible();
  await otherContext.close();
});

test('an expired or used link says so', async ({ page }) => {
  await requestLoginLink(page, DEMO.editor);
  const link = await latestEmail(DEMO.editor, 'EMAIL_SIGNIN');
  await page.goto(link.oobLink);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // The same link a second time: the code is used up.
  await page.evaluate(
    (email) =>
      localStorage.setItem(
        'chinar-digital:email-link-login',
        JSON.stringify({ email, timestamp: Date.now() }),
      ),
    DEMO.editor,
  );
  await page.goto(link.oobLink);
  await expect(page.getByText('Verification Failed').first()).toBeVisible();
  await expect(page.getByText('The login link is invalid. Please request a new one.').first()).toBeVisible();
});

test('an admin adds a staff member with a password, and that person signs in', async ({ page, browser }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Add New User' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('Iqra Wani');
  await dialog.getByLabel('Username', { exact: true }).fill('iqra');
  await dialog.getByLabel('Email', { exact: true }).fill('iqra@chinardigital.test');
  await dialog.getByLabel('Role', { exact: true }).selectOption('editor');
  await dialog.getByLabel(/^Password/).fill('iqra-secret-2026');
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('User iqra@chinardigital.test created successfully in Firebase')).toBeVisible();
  // The admin is still signed in as themselves.
  await expect(page.getByText('Aamir Qadri').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: /staff/i }).getByText('iqra@chinardigital.test'),
  ).toBeVisible();

  const newcomerContext = await browser.newContext();
  const newcomer = await newcomerContext.newPage();
  await submitPasswordLogin(newcomer, 'iqra@chinardigital.test', 'iqra-secret-2026');
  await expect(newcomer.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(newcomer.getByText('Iqra Wani')).toBeVisible();
  await newcomerContext.close();
});

test('a changed site name, contact e-mail and social link show on the public site on the next page load', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/settings');
  await page.getByLabel('Site Name').fill('Jhelum Works');
  await page.getByLabel('Contact Email').fill('studio@chinardigital.test');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your general settings have been saved successfully.')).toBeVisible();

  await page.getByRole('tab', { name: 'Social Links' }).click();
  await page.getByLabel('Facebook').fill('javascript:alert(1)');
  await expect(page.getByText('Please enter a full URL starting with https://')).toBeVisible();
  await page.getByLabel('Facebook').fill('https://www.facebook.com/chinar.digital.studio');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('tabpanel', { name: 'Social Links' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your social links have been saved automatically.')).toBeVisible();

  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'studio@chinardigital.test' })).toBeVisible();
  // The prerendered page names the site as built, then by its saved name: header, footer, title, share tags.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Jhelum Works home' })).toBeVisible();
  await expect(footer.getByText('Works', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/ \| Jhelum Works$/);
  // Updated in place: the prerendered tags are not left behind beside new ones.
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Jhelum Works');
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  await expect(page.locator('head > title')).toHaveCount(1);
  await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
    'href',
    'https://www.facebook.com/chinar.digital.studio',
  );
});

test('a returning editor reads with their account at once, and is signed out on the first load after an admin deactivates them', async ({
  page,
  browser,
}) => {
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  const grant = () => editor.evaluate(() => localStorage.getItem('chinar-digital:staff-grant'));
  await signIn(editor, DEMO.editor);
  expect(await grant()).toContain('"role":"editor"');
  // A fresh load starts from the remembered check; the rows still need the restored account to be read.
  await editor.goto('/admin/inquiries');
  await expect(editor.getByText('Rouf Ahmad Dar')).toBeVisible();
  await expect(editor.getByText('Failed to load', { exact: false })).toHaveCount(0);

  await signIn(page, DEMO.admin);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Edit Saima Mir' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Status', { exact: true }).selectOption('inactive');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();

  await editor.reload();
  await expect(editor.getByText('Access Denied')).toBeVisible();
  await expect(editor).toHaveURL(/\/admin\/login$/);
  expect(await grant()).toBeNull();
  await editorContext.close();
});
