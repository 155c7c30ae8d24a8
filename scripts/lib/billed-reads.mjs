// Documents a Firestore response is billed for, as the e2e read count and `npm run bench:scale` count them
// from the browser's responses: a get of one document (found or not) is one, a query one per document it
// returns (one when it returns none), a commit none, an aggregation one per 1,000 index entries it matched
// (at least one; Firestore's pricing). A count() says how many it matched; a sum() alone does not, so it is
// counted as one, which can be less than it is billed. Reads the security rules make are not in responses.

const ENTRIES_PER_AGGREGATION_READ = 1000;

/** The largest count() of an aggregation response, from the aliases its request gave its counts. */
function matchedByCount(request, parts) {
  const aggregations = request.postDataJSON()?.structuredAggregationQuery?.aggregations ?? [];
  const countAliases = aggregations.filter((aggregation) => aggregation.count).map(({ alias }) => alias);
  let matched = 0;
  for (const part of parts) {
    for (const alias of countAliases) {
      matched = Math.max(matched, Number(part?.result?.aggregateFields?.[alias]?.integerValue ?? 0));
    }
  }
  return matched;
}

/** @param {import('@playwright/test').Response} response */
export async function documentsBilled(response) {
  const url = response.url();
  if (url.includes(':commit') || response.request().method() === 'OPTIONS') return 0;
  const aggregation = url.includes(':runAggregationQuery');
  if (!aggregation && !url.includes(':runQuery') && !url.includes(':batchGet')) return 1;
  const body = await response.json().catch(() => []);
  const parts = Array.isArray(body) ? body : [];
  if (aggregation) {
    return Math.max(1, Math.ceil(matchedByCount(response.request(), parts) / ENTRIES_PER_AGGREGATION_READ));
  }
  const documents = parts.filter((part) => part && (part.document || part.found || part.missing)).length;
  return Math.max(1, documents);
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
