import {
  dataBackend,
  expireThrottle,
  fillThrottle,
  gotoAndSettle,
  openBeforeStart,
  readDocument,
} from './fixtures';
import { expect, test } from './support/mutations';

// Subscribing stores subscribers/{e-mail}; each test starts from a fresh seed (support/mutations.ts).

test('footer subscribe: new address, then the same address again', async ({ page }) => {
  await gotoAndSettle(page, '/about');
  const email = page.getByRole('textbox', { name: 'Email address' });
  await expect(email).toHaveAttribute('placeholder', 'Your Email Address');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();

  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await email.fill('Reader@Example.in');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByText(/Thanks for subscribing! We'll send our next update to reader@example\.in/),
  ).toBeVisible();
  await expect(email).toHaveValue('');

  await email.fill('reader@example.in');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByText('reader@example.in is already subscribed. Thank you for following us.'),
  ).toBeVisible();
  // Stored once, under the lowercased address.
  expect(await readDocument(page, 'subscribers', 'reader@example.in')).toMatchObject({
    email: 'reader@example.in',
  });
});

test('while every slot of the write throttle is taken, a sign-up is refused as busy and kept; it goes after', async ({
  page,
}) => {
  test.skip(
    dataBackend() !== 'firestore',
    'The throttle is in the security rules: the memory store has none.',
  );
  await gotoAndSettle(page, '/about');
  const email = page.getByRole('textbox', { name: 'Email address' });
  await fillThrottle('subscribers'); // five sign-ups this very minute
  await email.fill('busy@example.in');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  // Every slot is tried twice (the sign-up, then the "already subscribed" probe) before it says so.
  await expect(
    page.getByText('We are receiving many sign-ups right now. Please try again in a few minutes.'),
  ).toBeVisible({ timeout: 20_000 });
  await expect(email).toHaveValue('busy@example.in');
  expect(await readDocument(page, 'subscribers', 'busy@example.in')).toBeNull();

  await expireThrottle('subscribers');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByText(/Thanks for subscribing! We'll send our next update to busy@example\.in/),
  ).toBeVisible();
});

test('an address typed and submitted before the app has started is kept, then subscribed as it starts', async ({
  page,
}) => {
  const start = await openBeforeStart(page, '/about');
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill('early@example.in');
  await email.press('Enter');
  // No native submit: the address is not sent to the address bar, and the field keeps it.
  await expect(page).toHaveURL('/about');
  await expect(email).toHaveValue('early@example.in');

  // The app starts and acts on the submit it was given: nothing to press again.
  await start();
  await expect(
    page.getByText(/Thanks for subscribing! We'll send our next update to early@example\.in/),
  ).toBeVisible();
  expect(await readDocument(page, 'subscribers', 'early@example.in')).toMatchObject({
    email: 'early@example.in',
  });
});
