#!/usr/bin/env node
// Bundle budgets (DESIGN.md section 7), measured on a production build in real Chromium:
//   node scripts/check-budget.mjs [dir=dist-budget]
// For every public page: JS its HTML loads before first paint (entry + modulepreloads), all JS the page
// loads once idle, CSS, and whether Firebase (or Firebase Auth) code is among it. Exits 1 on a breach.
/* global document, window -- code passed to page.evaluate runs in the browser */
import { readFile, readdir } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join, relative, resolve } from 'node:path';
import { launchChromium, serveBuild } from './lib/browser.mjs';

const dir = resolve(process.argv[2] ?? 'dist-budget');
const PORT = 4190;
const origin = `http://127.0.0.1:${PORT}`;
const KB = 1000;

export const budgets = {
  homePrePaintJs: 110 * KB,
  homeTotalJs: 160 * KB,
  css: 20 * KB,
};

const FIREBASE_MARKERS = ['FirebaseError', '@firebase/'];
const AUTH_MARKERS = ['identitytoolkit.googleapis.com'];
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

async function htmlPages(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && entry.name !== 'app-shell.html')
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`));
}

async function prePaintJs(path) {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
  const html = await readFile(join(dir, file), 'utf8');
  const urls = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]);
  let bytes = 0;
  for (const url of new Set(urls)) bytes += gz(await readFile(join(dir, url)));
  return bytes;
}

const staticContentPage = (path) =>
  ['/about', '/services', '/packages'].includes(path) || path.startsWith('/services/');

const prerendered = await htmlPages(dir);
const allPages = [...prerendered, '/blog', '/blog/1', '/projects/1', '/no-such-page'];
const pages = process.env.BUDGET_DETAIL ? [process.env.BUDGET_DETAIL] : allPages;
const stop = await serveBuild(dir, PORT);
const browser = await launchChromium();
const rows = [];
const failures = [];
try {
  for (const path of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The placeholder Firebase config reaches no real project: answer Google APIs at once with an error.
    await page.route(
      (url) => !url.href.startsWith(origin),
      (route) => route.abort(),
    );
    const scripts = new Map();
    const styles = new Map();
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      try {
        const body = await response.body();
        (type === 'script' ? scripts : styles).set(response.url(), body);
      } catch {
        // Aborted or redirected responses have no body to measure.
      }
    });
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    // Scroll through the page so anything loaded on the way down (lazy sections, images) is counted too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await context.close();

    const jsBodies = [...scripts.values()];
    if (process.env.BUDGET_DETAIL === path) {
      for (const [url, body] of scripts)
        console.log(`  ${kb(gz(body)).padStart(9)}  ${url.replace(origin, '')}`);
    }
    const row = {
      path,
      prePaint: prerendered.includes(path) ? await prePaintJs(path) : null,
      totalJs: jsBodies.reduce((sum, body) => sum + gz(body), 0),
      css: [...styles.values()].reduce((sum, body) => sum + gz(body), 0),
      firebase: jsBodies.some((body) => FIREBASE_MARKERS.some((marker) => body.includes(marker))),
      auth: jsBodies.some((body) => AUTH_MARKERS.some((marker) => body.includes(marker))),
    };
    rows.push(row);

    if (path === '/') {
      if (row.prePaint > budgets.homePrePaintJs)
        failures.push(`home pre-paint JS ${kb(row.prePaint)} > ${kb(budgets.homePrePaintJs)}`);
      if (row.totalJs > budgets.homeTotalJs)
        failures.push(`home total JS ${kb(row.totalJs)} > ${kb(budgets.homeTotalJs)}`);
    }
    if (row.css > budgets.css) failures.push(`${path}: CSS ${kb(row.css)} > ${kb(budgets.css)}`);
    if (staticContentPage(path) && row.firebase)
      failures.push(`${path}: loads Firebase code on a static page`);
    if (row.auth) failures.push(`${path}: loads Firebase Auth on a public page`);
  }
} finally {
  await browser.close();
  stop();
}

console.log('\nBundle budget (gzip, kB = 1000 bytes)');
console.log(
  'page'.padEnd(34),
  'pre-paint JS'.padStart(13),
  'all JS'.padStart(9),
  'CSS'.padStart(8),
  ' Firebase',
  ' Auth',
);
for (const row of rows) {
  console.log(
    row.path.padEnd(34),
    (row.prePaint === null ? '(shell)' : kb(row.prePaint)).padStart(13),
    kb(row.totalJs).padStart(9),
    kb(row.css).padStart(8),
    (row.firebase ? ' yes' : ' no').padEnd(9),
    row.auth ? ' yes' : ' no',
  );
}
console.log(
  `Budgets: home pre-paint <= ${kb(budgets.homePrePaintJs)}, home all JS <= ${kb(budgets.homeTotalJs)}, CSS <= ${kb(budgets.css)}; no Firebase on static pages; no Auth on public pages.`,
);
if (failures.length > 0) {
  console.error(`\nBudget exceeded:\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
console.log('Budget check passed.');
