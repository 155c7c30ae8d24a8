#!/usr/bin/env node
// npm run bench:scale: the site in five years, measured. Seeds the emulators with the seed plus 5,000
// published posts and 500 completed projects (src/data/seed/scale.ts), builds the demo from them, serves it
// and prints: build time and the documents the build read, the prerendered files, the largest HTML page and
// its embedded data (gzip), and the documents one view of /, /blog, a post and /projects reads (counted
// from the browser's Firestore responses, scripts/lib/billed-reads.mjs); with 20,000 inquiries and 20,000
// subscribers too, the documents each back-office screen and each search reads, signed in as the demo admin.
// A benchmark, not a test: it prints figures and exits 0 unless something fails to run. Needs Java 21+.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { documentsBilled, documentsReadByView } from './lib/billed-reads.mjs';
import { launchChromium } from './lib/browser.mjs';
import { buildDemo, startSeededDemoStack } from './lib/demo-build.mjs';
import { DEMO_EMULATORS, DEMO_URL, ROOT } from './lib/emulator-config.mjs';
import { chooseBackend } from './lib/emulators.mjs';
import { seedContent } from './lib/seed.mjs';

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The page-data block's JSON of a prerendered page. */
function embeddedData(html) {
  return /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
}

/**
 * Types `word` into /blog's search box in a fresh browser and measures what the search downloads (the search
 * code and index files, as sent) and the time from the last key to the oldest post in "Across the site".
 */
async function measureSearch(browser, word) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL('/blog', DEMO_URL).href);
  await page.waitForSelector('html[data-interactive="true"]');
  const downloads = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === new URL(DEMO_URL).origin && /^\/(_search\/|assets\/.*\.js$)/.test(url.pathname))
      downloads.push(
        response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize),
      );
  });
  const started = Date.now();
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(word);
  await page
    .getByRole('region', { name: 'Across the site' })
    .locator('a[href="/blog/scale-note-1"]')
    .waitFor({ timeout: 30_000 });
  const ms = Date.now() - started;
  const sizes = await Promise.all(downloads);
  await context.close();
  return { word, ms, files: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

/**
 * A signed-in admin's browser that counts the documents its Firestore responses bill, and tells when they
 * have gone quiet (a benchmark's settle: no request open for a second).
 */
async function adminSession(browser, seed, firestore) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let billed = [];
  let open = 0;
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (!firestore.test(request.url())) return;
    open += 1;
    lastChange = Date.now();
  });
  const settle = (request) => {
    if (!firestore.test(request.url())) return;
    open = Math.max(0, open - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    if (firestore.test(response.url())) billed.push(documentsBilled(response));
  });
  const email = seed.DEMO_STAFF.admin;
  await page.goto(new URL('/admin/login', DEMO_URL).href);
  const form = page.getByRole('form', { name: 'Sign in with password' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(seed.demoPasswordOf(email));
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 60_000 });
  const quiet = async () => {
    // The notification bell polls; a screen's own reads are done when nothing has been open for a second.
    while (open > 0 || Date.now() - lastChange < 1000) await page.waitForTimeout(200);
  };
  /**
   * Runs `step` and waits until its reads are done. A screen's heading can show before its first read has
   * started (the sign-in is restored first), when nothing is open: so the first read is waited for, and a
   * screen is never measured as reading nothing, nor its reads counted in the next step.
   */
  const settled = async (step) => {
    billed = [];
    await step(page);
    for (const deadline = Date.now() + 60_000; billed.length === 0; await page.waitForTimeout(100))
      if (Date.now() > deadline) throw new Error('no document read within 60 s');
    await quiet();
  };
  /** The documents read while `action` runs and until the reads go quiet (after `setup`, not counted). */
  const reads = async (action, setup) => {
    await quiet();
    if (setup) await settled(setup);
    await settled(action);
    return (await Promise.all(billed)).reduce((sum, count) => sum + count, 0);
  };
  return { reads, close: () => context.close() };
}

/** The documents each back-office screen reads on a fresh load, and each search, at the scale seed's size. */
async function measureAdmin(browser, seed, firestore) {
  const session = await adminSession(browser, seed, firestore);
  const results = [];
  const screen = (path, heading) => async (page) => {
    await page.goto(new URL(path, DEMO_URL).href);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor({ timeout: 60_000 });
  };
  /** A search typed on its loaded screen: only the search's reads count. */
  const search = (path, heading, box, text, found) => ({
    setup: screen(path, heading),
    action: async (page) => {
      await page.getByRole('searchbox', { name: box }).fill(text);
      // Past the search box's debounce (250 ms), so the search's query has started before the wait below.
      await page.waitForTimeout(500);
      await page.getByText(found).first().waitFor({ timeout: 60_000 });
    },
  });
  const oldest = seed.SCALE_OLDEST_INQUIRY;
  const lastReader = `reader${seed.SCALE_SUBSCRIBERS}@example.com`;
  const steps = [
    ['screen /admin (dashboard)', screen('/admin', 'Dashboard')],
    ['screen /admin/blog-posts', screen('/admin/blog-posts', 'Blog Posts')],
    ['screen /admin/projects', screen('/admin/projects', 'Projects')],
    ['screen /admin/inquiries', screen('/admin/inquiries', 'Customer Inquiries')],
    ['screen /admin/subscribers', screen('/admin/subscribers', 'Subscribers')],
    ['screen /admin/activity', screen('/admin/activity', 'Activity')],
    ['screen /admin/users', screen('/admin/users', 'Users')],
    ['screen /admin/settings', screen('/admin/settings', 'Settings')],
    [
      `search inquiries for "${oldest.email}" (the oldest of ${seed.SCALE_INQUIRIES.toLocaleString('en')})`,
      search('/admin/inquiries', 'Customer Inquiries', 'Search inquiries', oldest.email, 'First Client'),
    ],
    [
      `search inquiries for "${oldest.word}" (a word of its message only)`,
      search('/admin/inquiries', 'Customer Inquiries', 'Search inquiries', oldest.word, 'First Client'),
    ],
    [
      'search posts for "4711" (a word of one title of 5,004)',
      search('/admin/blog-posts', 'Blog Posts', 'Search posts', '4711', '(note 4711)'),
    ],
    [
      'search posts for "note" (a word every scale post title has: its first page)',
      search('/admin/blog-posts', 'Blog Posts', 'Search posts', 'note', '(note 5000)'),
    ],
    [
      'search projects for "client 321"',
      search('/admin/projects', 'Projects', 'Search projects', 'client 321', 'Client 321'),
    ],
    [
      `search subscribers for "${lastReader}"`,
      search('/admin/subscribers', 'Subscribers', 'Search subscribers', lastReader, lastReader),
    ],
    [
      'search subscribers for "reader1999" (its first page of the 11 that start so)',
      search(
        '/admin/subscribers',
        'Subscribers',
        'Search subscribers',
        'reader1999',
        'reader1999@example.com',
      ),
    ],
  ];
  try {
    for (const [label, step] of steps) {
      const { action, setup } = typeof step === 'function' ? { action: step } : step;
      try {
        results.push([label, await session.reads(action, setup)]);
      } catch (error) {
        results.push([
          label,
          `not measured (${error instanceof Error ? error.message.split('\n')[0] : error})`,
        ]);
      }
    }
  } finally {
    await session.close();
  }
  return results;
}

async function main() {
  const backend = await chooseBackend({ ci: true });
  if (backend.name !== 'firestore') throw new Error('bench:scale needs the Firestore emulator (Java 21+).');
  const started = Date.now();
  const { emulators, seed, written } = await startSeededDemoStack(backend, { scale: true });
  const seededMs = Date.now() - started;
  try {
    const content = seedContent(seed, { scale: true });
    const published = Object.values(content.blog_posts).filter((post) => post.status === 'Published');
    const completed = Object.values(content.projects).filter((project) => project.status === 'Completed');

    const buildStarted = Date.now();
    await buildDemo(backend.name);
    const buildMs = Date.now() - buildStarted;

    const dist = join(ROOT, 'dist-demo');
    const files = await filesUnder(dist);
    const htmlFiles = files.filter((file) => file.endsWith('.html'));
    let largest = { file: '', html: 0, data: 0 };
    for (const file of htmlFiles) {
      const size = (await stat(file)).size;
      if (size < largest.html / 4) continue; // gzip below the largest's: skip reading most pages
      const html = await readFile(file);
      const gzipped = gzipSync(html).length;
      if (gzipped > largest.html)
        largest = { file, html: gzipped, data: gzipSync(embeddedData(html.toString('utf8'))).length };
    }

    const firestore = new RegExp(`^http://${DEMO_EMULATORS.firestore.replace(/\./g, '\\.')}/`);
    const oldest = '/blog/scale-note-1';
    const views = [
      ['/', /:runQuery/],
      ['/blog', /:runQuery/],
      [oldest, /:runQuery/],
      ['/projects', /:runQuery/],
    ];
    const browser = await launchChromium();
    const reads = [];
    let search;
    let admin;
    try {
      for (const [path, expected] of views) {
        const { total } = await documentsReadByView(browser, DEMO_URL, path, expected, firestore);
        reads.push([path, total]);
      }
      search = await measureSearch(browser, seed.SCALE_OLDEST_WORD);
      admin = await measureAdmin(browser, seed, firestore);
    } finally {
      await browser.close();
    }

    const inquiries = Object.keys(content.contact_inquiries).length;
    const subscribers = Object.keys(content.subscribers).length;
    const lines = [
      `Scale: ${published.length} published posts, ${completed.length} completed projects, ${inquiries} inquiries, ${subscribers} subscribers (${written.documents} documents seeded in ${seconds(seededMs)})`,
      `Build: ${seconds(buildMs)}; documents read by the build: ${published.length + completed.length + 2} (every published post and completed project, settings/site, site/live)`,
      `Prerendered: ${htmlFiles.length} HTML files, ${files.length} files in all`,
      `Largest HTML: ${relative(dist, largest.file)}, ${kB(largest.html)} gzip, of which embedded data ${kB(largest.data)} gzip`,
      ...reads.map(([path, total]) => `Documents read by one view of ${path}: ${total}`),
      `Search for "${search.word}" (only in the oldest post's body): ${kB(search.bytes)} downloaded (compressed) in ${search.files} files, results shown ${search.ms} ms after the last key`,
      'Back office, signed in as the demo admin: documents read by a fresh load of each screen (its staff record, the notification bell and counts included), and by each search typed on its loaded screen',
      ...admin.map(([label, total]) => `  ${label}: ${total}`),
    ];
    console.log(`\nbench:scale\n${lines.map((line) => `  ${line}`).join('\n')}\n`);
  } finally {
    await emulators.stop();
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(`\nbench:scale: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
