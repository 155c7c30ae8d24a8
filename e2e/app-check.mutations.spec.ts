import type { Page, Request } from '@playwright/test';
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

// App Check (src/lib/app-check.ts) in the demo build. Against the emulators it starts only when the page is
// handed a debug token (the SDK's FIREBASE_APPCHECK_DEBUG_TOKEN global): the first test does, and answers
// the token exchange here (the demo project has none). Sends a message; each test starts from a fresh seed.

const DEBUG_TOKEN = 'e2e-app-check-debug-token';
const EXCHANGED_TOKEN = 'e2e-app-check-token';

function isCommit(request: Request): boolean {
  return firestoreRequests.test(request.url()) && new URL(request.url()).pathname.endsWith(':commit');
}

async function sendMessage(page: Page): Promise<Request> {
  const field = fields(page);
  await field.email.fill('aisha@example.in');
  await field.subject.fill('App Check');
  await field.message.fill('A message about App Check.');
  const commit = page.waitForRequest(isCommit);
  await field.submit.click();
  return commit;
}

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
  await page.addInitScript((token) => {
    (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN = token;
  }, DEBUG_TOKEN);

  await gotoAndSettle(page, '/contact');
  expect(exchanges, 'no App Check before the form is used').toHaveLength(0);

  const field = fields(page);
  const firstExchange = page.waitForRequest(`${APP_CHECK_EXCHANGE}**`);
  await field.name.fill('Aisha Mir');
  // The debug provider trades the build's debug token for an App Check token.
  expect((await firstExchange).postDataJSON()).toHaveProperty('debug_token', DEBUG_TOKEN);

  const commit = await sendMessage(page);
  expect(commit.headers()['x-firebase-appcheck']).toBe(EXCHANGED_TOKEN);
  await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible();
  await expectNoPageErrors(errors);
});

test('the demo does not start App Check against the emulators: no exchange, no token, no error', async ({
  page,
}) => {
  test.skip(dataBackend() !== 'firestore', 'App Check guards Firestore; the memory store has none.');
  const errors = collectPageErrors(page);
  const exchanges: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(APP_CHECK_EXCHANGE)) exchanges.push(request);
  });

  await gotoAndSettle(page, '/contact');
  await fields(page).name.fill('Aisha Mir');
  const commit = await sendMessage(page);
  expect(commit.headers()).not.toHaveProperty('x-firebase-appcheck');
  await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible();
  expect(exchanges).toHaveLength(0);
  await expectNoPageErrors(errors);
});
