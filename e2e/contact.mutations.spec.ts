import { type Page } from '@playwright/test';
import { seedInquiries } from '../src/data/seed/inquiries';
import {
  collectPageErrors,
  dataBackend,
  expectNoPageErrors,
  expireThrottle,
  fillThrottle,
  firestoreRequests,
  gotoAndSettle,
  readCollection,
} from './fixtures';
import { contactForm, fields, SUCCESS } from './support/contact';
import { expect, test } from './support/mutations';

// Sending messages; each test starts from a fresh seed (support/mutations.ts).

async function storedInquiries(page: Page): Promise<Record<string, unknown>[]> {
  return Object.values(await readCollection(page, 'contact_inquiries'));
}

async function storedWithSubject(page: Page, subject: string): Promise<Record<string, unknown>[]> {
  return (await storedInquiries(page)).filter((inquiry) => inquiry.subject === subject);
}

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
  // Before the submission, the store holds the seed inquiries.
  expect(await storedInquiries(page)).toHaveLength(Object.keys(seedInquiries).length);

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
  // A (server) timestamp.
  expect(stored?.createdAt).toBeInstanceOf(Date);
  // The bot trap field is never stored.
  expect(stored).not.toHaveProperty('website');
});

test('a send that fails on the network keeps the message and explains; a retry then succeeds', async ({
  page,
}) => {
  // The connection to the data layer drops: on Firestore its requests fail; the in-browser store has no
  // switch to make it fail, so there the download of its chunks (memory store and seed, fetched on first
  // use) fails. Only those requests fail; the toaster still loads.
  await gotoAndSettle(page, '/contact');
  const form = contactForm(page);
  const field = fields(page);
  await field.name.fill('Aisha Mir');
  await field.email.fill('aisha@example.in');
  await field.subject.fill('Dropped connection');
  await field.message.fill('Sent while the connection was failing.');

  const dataLayer =
    dataBackend() === 'firestore' ? firestoreRequests : /\/assets\/(memory-store|seed)-[^/]*\.js$/;
  await page.route(dataLayer, (route) => route.abort('internetdisconnected'));
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
  expect(await storedWithSubject(page, 'Dropped connection')).toHaveLength(1);
});

test('while every slot of the write throttle is taken, a message is refused with the busy message and kept; it goes after', async ({
  page,
}) => {
  test.skip(
    dataBackend() !== 'firestore',
    'The throttle is in the security rules: the memory store has none.',
  );
  const BUSY =
    'We are receiving many messages right now. Your message is still here: please try again in a few minutes.';
  await gotoAndSettle(page, '/contact');
  const form = contactForm(page);
  const field = fields(page);
  const fill = async (subject: string, message: string) => {
    await field.name.fill('Aisha Mir');
    await field.email.fill('aisha@example.in');
    await field.subject.fill(subject);
    await field.message.fill(message);
  };

  // One visitor, one message: no busy message.
  await fill('First message', 'A booking website, please.');
  await field.submit.click();
  await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible();
  await expect(field.subject).toHaveValue('');
  await expect(page.getByText(BUSY)).toHaveCount(0);

  // Five more messages reach the site this minute (every slot is stamped): the next is refused by the
  // rules, explained, and nothing typed is lost.
  await fillThrottle('contact_inquiries');
  await fill('Second message', 'And a mobile app too.');
  await field.submit.click();
  await expect(form.getByRole('alert')).toHaveText(BUSY);
  await expect(page.getByText(BUSY, { exact: true })).toHaveCount(2); // inline and the toast
  await expect(field.subject).toHaveValue('Second message');
  await expect(field.message).toHaveValue('And a mobile app too.');
  await expect(field.submit).toBeEnabled();
  expect(await storedWithSubject(page, 'Second message')).toEqual([]);

  // The same message can go by e-mail instead: a mailto: link to the site's contact address carrying the
  // subject, the message and the sender, percent-encoded (spaces %20, line breaks %0D%0A).
  const byEmail = form.getByRole('link', { name: 'E-mail this message to hello@chinardigital.in' });
  await expect(byEmail).toHaveAttribute(
    'href',
    'mailto:hello@chinardigital.in?subject=Second%20message&body=' +
      'And%20a%20mobile%20app%20too.%0D%0A%0D%0A--%0D%0AName%3A%20Aisha%20Mir%0D%0AEmail%3A%20aisha%40example.in',
  );
  await expect(field.name).toHaveValue('Aisha Mir');
  await expect(field.email).toHaveValue('aisha@example.in');

  // Once the interval has passed, the same click sends it.
  await expireThrottle('contact_inquiries');
  await field.submit.click();
  await expect(field.subject).toHaveValue('');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(byEmail).toHaveCount(0);
  expect(await storedWithSubject(page, 'Second message')).toHaveLength(1);
  expect(await storedWithSubject(page, 'First message')).toHaveLength(1);
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
  expect(await storedWithSubject(page, 'Offline attempt')).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible();
  await expect(field.message).toHaveValue('');
  expect(await storedWithSubject(page, 'Offline attempt')).toHaveLength(1);
});
