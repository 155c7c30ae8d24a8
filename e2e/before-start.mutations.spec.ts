import { type Page } from '@playwright/test';
import { gotoFirstPaint, openBeforeStart, readCollection } from './fixtures';
import { contactForm, fields, SUCCESS } from './support/contact';
import { expect, test } from './support/mutations';

// The contact path before the app has started, where sending stores an inquiry (see before-start.spec.ts).

async function storedWithSubject(page: Page, subject: string): Promise<Record<string, unknown>[]> {
  const inquiries = Object.values(await readCollection(page, 'contact_inquiries'));
  return inquiries.filter((inquiry) => inquiry.subject === subject);
}

async function fillInquiry(page: Page, subject: string): Promise<void> {
  const field = fields(page);
  await field.name.fill('Aisha Mir');
  await field.email.fill('aisha.mir@example.in');
  await field.subject.fill(subject);
  await field.message.fill('We would like a booking website for our houseboats on Dal Lake.');
}

test('a message filled in and sent before the start is sent once, as the app starts', async ({ page }) => {
  const start = await openBeforeStart(page, '/contact');
  const subject = `Sent before the start ${Date.now()}`;
  await fillInquiry(page, subject);
  await fields(page).submit.click();
  await expect(page).toHaveURL('/contact');

  await start();
  await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible();
  await expect(fields(page).subject).toHaveValue('');
  expect(await storedWithSubject(page, subject)).toHaveLength(1);
});

test('on a phone-speed CPU (6x slower): submit at once, see the messages; fill in, send, see the success', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await gotoFirstPaint(page, '/contact');
  const form = contactForm(page);
  const field = fields(page);
  // As soon as the page shows, whether or not the app has started.
  await field.submit.click();
  await expect(form.getByText('Please enter your name', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(form.getByText('Please enter your email address', { exact: true })).toBeVisible();
  await expect(field.name).toHaveAttribute('aria-invalid', 'true');

  const subject = `Sent on a slow phone ${Date.now()}`;
  await fillInquiry(page, subject);
  await field.submit.click();
  await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible({ timeout: 20_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(await storedWithSubject(page, subject)).toHaveLength(1);
});
