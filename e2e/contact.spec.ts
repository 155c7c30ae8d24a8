import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedInquiries } from '../src/data/seed/inquiries';
import { collectPageErrors, expectNoPageErrors, gotoAndSettle } from './fixtures';

/** localStorage key of the demo build's persisted memory store (MEMORY_STORE_KEY in src/data/store/index.ts). */
const STORE_KEY = 'chinar-digital:store:v1';

const SUCCESS = 'Your message has been sent! We will contact you shortly.';

function contactForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Send us a message' });
}

function fields(page: Page) {
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

type StoredInquiry = Record<string, unknown>;

async function storedInquiries(page: Page): Promise<StoredInquiry[]> {
  return page.evaluate((key) => {
    const text = localStorage.getItem(key);
    if (!text) return [];
    const collections = JSON.parse(text) as Record<string, Record<string, Record<string, unknown>>>;
    return Object.values(collections.contact_inquiries ?? {});
  }, STORE_KEY);
}

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

  // Nothing was sent (the demo store is only written to localStorage on the first write).
  await expect(page.getByText(SUCCESS)).toHaveCount(0);
  expect(await storedInquiries(page)).toEqual([]);
});

test('an invalid e-mail address is refused with its own message', async ({ page }) => {
  await gotoAndSettle(page, '/contact');
  const form = contactForm(page);
  const field = fields(page);
  await field.name.fill('Aisha Mir');
  await field.email.fill('aisha.mir@');
  await field.subject.fill('New website');
  await field.message.fill('Hello');
  await field.submit.click();
  await expect(form.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expect(field.email).toHaveAttribute('aria-invalid', 'true');
  await expect(field.email).toHaveValue('aisha.mir@');
  await expect(field.name).toHaveValue('Aisha Mir');

  // Correcting it clears the message on the next submit, which then goes through.
  await field.email.fill('aisha.mir@example.in');
  await field.submit.click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(form.getByText('Please enter a valid email address')).toHaveCount(0);
});

test('a valid message is sent: toast, cleared form, and a New inquiry in the store', async ({ page }) => {
  await gotoAndSettle(page, '/contact');
  const field = fields(page);
  // Nothing is written before the first submission.
  expect(await storedInquiries(page)).toEqual([]);

  const subject = `Houseboat booking site ${Date.now()}`;
  await field.name.fill('  Aisha Mir ');
  await field.email.fill('Aisha.Mir@Example.IN');
  await field.phone.fill('+91 98765 43210');
  await field.subject.fill(subject);
  await field.message.fill('We would like a fast booking website for our three houseboats on Dal Lake.');
  await field.submit.click();

  await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible();
  for (const control of [field.name, field.email, field.phone, field.subject, field.message]) {
    await expect(control).toHaveValue('');
  }
  await expect(field.submit).toBeEnabled();

  const after = await storedInquiries(page);
  // The seed inquiries plus the new one.
  expect(after).toHaveLength(Object.keys(seedInquiries).length + 1);
  const stored = after.find((inquiry) => inquiry.subject === subject);
  expect(stored).toMatchObject({
    name: 'Aisha Mir',
    email: 'aisha.mir@example.in',
    phone: '+91 98765 43210',
    subject,
    message: 'We would like a fast booking website for our three houseboats on Dal Lake.',
    status: 'New',
  });
  expect(stored?.createdAt).toEqual({ __date__: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
  // The bot trap field is never stored.
  expect(stored).not.toHaveProperty('website');
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

test('a send that fails on the network keeps the message and explains; a retry then succeeds', async ({
  page,
}) => {
  // The demo's in-browser store has no switch to make it fail, so this uses the failure a visitor can really
  // hit: the data layer (the memory store and seed chunks, downloaded on first use) cannot be fetched because
  // the connection dropped. Only those chunks fail; the toaster still loads.
  await gotoAndSettle(page, '/contact');
  const form = contactForm(page);
  const field = fields(page);
  await field.name.fill('Aisha Mir');
  await field.email.fill('aisha@example.in');
  await field.subject.fill('Dropped connection');
  await field.message.fill('Sent while the connection was failing.');

  await page.route(/\/assets\/(memory-store|seed)-[^/]*\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await field.submit.click();
  await expect(form.getByRole('alert')).toHaveText(
    'An error occurred while sending your message. Please check your connection.',
  );
  await expect(
    page.getByText('Failed to send your message. Please try again later.', { exact: true }),
  ).toBeVisible();
  await expect(field.submit).toBeEnabled();
  await expect(field.name).toHaveValue('Aisha Mir');
  await expect(field.email).toHaveValue('aisha@example.in');
  await expect(field.subject).toHaveValue('Dropped connection');
  await expect(field.message).toHaveValue('Sent while the connection was failing.');
  await expect(page.getByText(SUCCESS)).toHaveCount(0);

  // The connection is back: sending again works, without reloading the page.
  await page.unrouteAll();
  await field.submit.click();
  await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible();
  await expect(field.message).toHaveValue('');
  await expect(form.getByRole('alert')).toHaveCount(0);
  expect(
    (await storedInquiries(page)).filter((inquiry) => inquiry.subject === 'Dropped connection'),
  ).toHaveLength(1);
});

test('a failed toaster download breaks nothing: the next toast retries and the waiting one shows too', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await gotoAndSettle(page, '/contact');
  const field = fields(page);
  const send = async (subject: string) => {
    await field.name.fill('Aisha Mir');
    await field.email.fill('aisha@example.in');
    await field.subject.fill(subject);
    await field.message.fill('Hello from Srinagar.');
    await field.submit.click();
    await expect(field.subject).toHaveValue('');
  };

  // The toaster's chunk (loaded on the first toast) fails to download once.
  await page.route(/\/assets\/Toaster-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  await send('First message');
  await page.unrouteAll();
  // The page is still there and usable.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await send('Second message');
  // The next toast downloads the toaster again; the first message, which waited for it, shows too.
  await expect(page.getByText(SUCCESS, { exact: true })).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Only the failed download itself may be reported.
  const downloadFailure = /Failed to load resource|Failed to fetch dynamically imported module/;
  await expectNoPageErrors(errors.filter((error) => !downloadFailure.test(error)));
});

test('offline, the send waits ("Sending…") and goes through once the browser is back online', async ({
  page,
  context,
}) => {
  await gotoAndSettle(page, '/contact');
  const field = fields(page);
  await field.name.fill('Aisha Mir');
  await field.email.fill('aisha@example.in');
  await field.subject.fill('Offline attempt');
  await field.message.fill('Sent while offline.');

  await context.setOffline(true);
  await field.submit.click();
  await expect(contactForm(page).getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await expect(field.message).toHaveValue('Sent while offline.');
  expect(await storedInquiries(page)).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible();
  await expect(field.message).toHaveValue('');
  expect(
    (await storedInquiries(page)).filter((inquiry) => inquiry.subject === 'Offline attempt'),
  ).toHaveLength(1);
});
