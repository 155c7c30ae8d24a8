import { expect, test } from '@playwright/test';
import { seedInquiries } from '../src/data/seed/inquiries';
import { gotoAndSettle, readCollection } from './fixtures';
import { contactForm, fields, SUCCESS } from './support/contact';

// Tests that send a message are in contact.mutations.spec.ts.

test('submitting empty shows every required-field message; typed values survive a failed validation', async ({
  page,
}) => {
  await gotoAndSettle(page, '/contact');
  const form = contactForm(page);
  const field = fields(page);
  await field.submit.click();

  const required = {
    name: 'Please enter your name',
    email: 'Please enter your email address',
    subject: 'Please enter a subject',
    message: 'Please enter your message',
  } as const;
  for (const [key, message] of Object.entries(required)) {
    const control = field[key as keyof typeof required];
    await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(new RegExp(message));
  }
  // Phone is optional.
  await expect(field.phone).not.toHaveAttribute('aria-invalid', 'true');
  // Focus goes to the first invalid field.
  await expect(field.name).toBeFocused();

  // Fill two of the fields and submit again: their errors go, the others stay, and nothing typed is lost.
  await field.name.fill('Aisha Mir');
  await field.message.fill('We need a booking website for our houseboat.');
  await field.submit.click();
  await expect(form.getByText(required.email)).toBeVisible();
  await expect(form.getByText(required.subject)).toBeVisible();
  await expect(form.getByText(required.name)).toHaveCount(0);
  await expect(form.getByText(required.message)).toHaveCount(0);
  await expect(field.name).toHaveValue('Aisha Mir');
  await expect(field.message).toHaveValue('We need a booking website for our houseboat.');
  await expect(field.email).toBeFocused();

  // Nothing was sent: the stored inquiries are still the seed ones (no test in this file sends one).
  await expect(page.getByText(SUCCESS)).toHaveCount(0);
  expect(Object.keys(await readCollection(page, 'contact_inquiries')).sort()).toEqual(
    Object.keys(seedInquiries).sort(),
  );
});

test('business hours and contact details are shown as the spec gives them', async ({ page }) => {
  await gotoAndSettle(page, '/contact');
  const hours = page.getByRole('region', { name: 'Business hours' });
  const days = hours.getByRole('term');
  const times = hours.getByRole('definition');
  await expect(days).toHaveText(['Mon-Fri', 'Sat', 'Sun']);
  await expect(times).toHaveText(['9:00 AM - 6:00 PM', '10:00 AM - 4:00 PM', 'Closed']);
  const lines: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    lines.push(`${await days.nth(index).innerText()} ${await times.nth(index).innerText()}`);
  }
  expect(lines).toEqual(['Mon-Fri 9:00 AM - 6:00 PM', 'Sat 10:00 AM - 4:00 PM', 'Sun Closed']);

  const info = page.getByRole('region', { name: 'Contact information' });
  await expect(info.locator('address')).toContainText('Srinagar');
  await expect(info.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(info.getByRole('link').filter({ hasText: /\+91/ }).first()).toHaveAttribute('href', /^tel:/);
});
