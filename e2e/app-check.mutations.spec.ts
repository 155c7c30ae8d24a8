import type { Request } from '@playwright/test';
import {
  APP_CHECK_EXCHANGE,
  collectPageErrors,
  dataBackend,
  expectNoPageErrors,
  firestoreRequests,
  gotoAndSettle,
} from './fixtures';
import { fields, SUCCESS } from './support/contact';
import { expect, test } from './support/mutations';

// App Check (src/lib/app-check.ts) in the demo build: its debug provider, whose token exchange is answered
// here (the demo project has none). Sends a message; each test starts from a fresh seed.

const EXCHANGED_TOKEN = 'e2e-app-check-token';

test('App Check starts with the first input, and the message carries its token to Firestore', async ({
  page,
}) => {
  test.skip(dataBackend() !== 'firestore', 'App Check guards Firestore; the memory store has none.');
  const errors = collectPageErrors(page);
  const exchanges: Request[] = [];
  await page.route(`${APP_CHECK_EXCHANGE}**`, async (route) => {
    exchanges.push(route.request());
    await route.fulfill({ json: { token: EXCHANGED_TOKEN, ttl: '3600s' } });
  });

  await gotoAndSettle(page, '/contact');
  expect(exchanges, 'no App Check before the form is used').toHaveLength(0);

  const field = fields(page);
  const firstExchange = page.waitForRequest(`${APP_CHECK_EXCHANGE}**`);
  await field.name.fill('Aisha Mir');
  // The debug provider trades the build's debug token for an App Check token.
  expect((await firstExchange).postDataJSON()).toHaveProperty('debug_token', expect.any(String));

  await field.email.fill('aisha@example.in');
  await field.subject.fill('App Check');
  await field.message.fill('Sent with an App Check token.');
  const commit = page.waitForRequest(
    (request) => firestoreRequests.test(request.url()) && new URL(request.url()).pathname.endsWith(':commit'),
  );
  await field.submit.click();
  expect((await commit).headers()['x-firebase-appcheck']).toBe(EXCHANGED_TOKEN);
  await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible();
  await expectNoPageErrors(errors);
});
