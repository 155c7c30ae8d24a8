// Documents a Firestore response is billed for, as the e2e read count and `npm run bench:scale` count them
// from the browser's responses: a get of one document (found or not) is one, a query one per document it
// returns (one when it returns none), a commit none. Reads the security rules make are not in responses.

/** @param {{ url(): string, request(): { method(): string }, json(): Promise<unknown> }} response */
export async function documentsBilled(response) {
  const url = response.url();
  if (url.includes(':commit') || response.request().method() === 'OPTIONS') return 0;
  if (url.includes(':runQuery') || url.includes(':batchGet') || url.includes(':runAggregationQuery')) {
    const body = await response.json().catch(() => []);
    const parts = Array.isArray(body) ? body : [];
    const documents = parts.filter((part) => part && (part.document || part.found || part.missing)).length;
    return Math.max(1, documents);
  }
  return 1;
}

/**
 * Opens `path` in a fresh browser context and returns the documents its view read: once the page is
 * interactive, its expected read (`expectedRead`, a URL pattern) has answered, and the browser has been
 * idle twice over (the app starts its reads when interactive or idle after load).
 */
export async function documentsReadByView(browser, baseUrl, path, expectedRead, firestorePattern) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const reads = [];
  const urls = [];
  page.on('response', (response) => {
    if (!firestorePattern.test(response.url())) return;
    urls.push(response.url());
    reads.push(documentsBilled(response));
  });
  const read = page.waitForResponse((response) => expectedRead.test(response.url()), { timeout: 30_000 });
  await page.goto(new URL(path, baseUrl).href);
  await page.waitForSelector('html[data-interactive="true"]', { timeout: 30_000 });
  await read;
  await page.evaluate(
    // Runs in the page.
    /* global requestIdleCallback */
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(undefined), { timeout: 5000 }), {
          timeout: 5000,
        }),
      ),
  );
  const total = (await Promise.all(reads)).reduce((sum, count) => sum + count, 0);
  await context.close();
  return { total, urls };
}
