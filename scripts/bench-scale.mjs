#!/usr/bin/env node
// npm run bench:scale: the site in five years, measured. Seeds the emulators with the seed plus 5,000
// published posts and 500 completed projects (src/data/seed/scale.ts), builds the demo from them, serves it
// and prints: build time and the documents the build read, the prerendered files, the largest HTML page and
// its embedded data (gzip), and the documents one view of /, /blog, a post and /projects reads (counted
// from the browser's Firestore responses, scripts/lib/billed-reads.mjs). A benchmark, not a test: it
// prints figures and exits 0 unless something fails to run. Needs Java 21+ (the Firestore emulator).
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { documentsReadByView } from './lib/billed-reads.mjs';
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
      ['/', /\/documents\/site\/live/],
      ['/blog', /\/documents\/site\/live/],
      [oldest, /:runQuery/],
      ['/projects', /\/documents\/site\/live/],
    ];
    const browser = await launchChromium();
    const reads = [];
    let search;
    try {
      for (const [path, expected] of views) {
        const { total } = await documentsReadByView(browser, DEMO_URL, path, expected, firestore);
        reads.push([path, total]);
      }
      search = await measureSearch(browser, seed.SCALE_OLDEST_WORD);
    } finally {
      await browser.close();
    }

    const lines = [
      `Scale: ${published.length} published posts, ${completed.length} completed projects (${written.documents} documents seeded in ${seconds(seededMs)})`,
      `Build: ${seconds(buildMs)}; documents read by the build: ${published.length + completed.length + 2} (every published post and completed project, settings/site, site/live)`,
      `Prerendered: ${htmlFiles.length} HTML files, ${files.length} files in all`,
      `Largest HTML: ${relative(dist, largest.file)}, ${kB(largest.html)} gzip, of which embedded data ${kB(largest.data)} gzip`,
      ...reads.map(([path, total]) => `Documents read by one view of ${path}: ${total}`),
      `Search for "${search.word}" (only in the oldest post's body): ${kB(search.bytes)} downloaded (compressed) in ${search.files} files, results shown ${search.ms} ms after the last key`,
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
