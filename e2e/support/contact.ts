/** The contact form's locators and messages, shared by contact.spec.ts and contact.mutations.spec.ts. */
import { expect, type Locator, type Page } from '@playwright/test';
import { gotoAndSettle } from '../fixtures';

export const SUCCESS = 'Your message has been sent! We will contact you shortly.';

export function contactForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Send us a message' });
}

export function fields(page: Page) {
  const form = contactForm(page);
  return {
    name: form.getByRole('textbox', { name: 'Your name' }),
    email: form.getByRole('textbox', { name: 'Email address' }),
    phone: form.getByRole('textbox', { name: /^Phone number/ }),
    subject: form.getByRole('textbox', { name: 'Subject' }),
    message: form.getByRole('textbox', { name: 'How can we help?' }),
    submit: form.getByRole('button', { name: 'Send message' }),
  };
}

/** What a visitor types into the contact form (phone optional). */
export interface ContactMessage {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

/** Sends the contact form as a visitor and waits for the success message. */
export async function sendContactMessage(page: Page, visitor: ContactMessage): Promise<void> {
  await gotoAndSettle(page, '/contact');
  const field = fields(page);
  await field.name.fill(visitor.name);
  await field.email.fill(visitor.email);
  if (visitor.phone) await field.phone.fill(visitor.phone);
  await field.subject.fill(visitor.subject);
  await field.message.fill(visitor.message);
  await field.submit.click();
  await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible();
}
