/** The contact form's locators and messages, shared by contact.spec.ts and contact.mutations.spec.ts. */
import type { Locator, Page } from '@playwright/test';

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
