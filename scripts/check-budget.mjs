#!/usr/bin/env node
// Bundle budgets (DESIGN.md section 7), measured on a production build in real Chromium:
//   node scripts/check-budget.mjs [dir=dist-budget]
// For every public page: the JS it starts with (the start script and the modules it lists), all JS the page
// loads once idle, CSS, and whether Firebase (or Firebase Auth, or App Check) code is among it; then, on
// /contact, that App Check's code arrives once the visitor starts typing. Exits 1 on a breach.
//   node scripts/check-budget.mjs --admin http://127.0.0.1:4173
// The back office on a running demo (npm run test:e2e runs it on the emulators): all JS of /admin/login,
// then of every admin screen (editors with their rich-text editor open) after signing in with
// BUDGET_ADMIN_EMAIL / BUDGET_ADMIN_PASSWORD.
/* global document, window -- code passed to page.evaluate runs in the browser */
import { readFile, readdir } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/browser.mjs';
import { startEmulators } from './lib/emulators.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { admin: { type: 'string' } },
});
const dir = resolve(positionals[0] ?? 'dist-budget');
// Beside a running demo (:4173): the Hosting emulator serves the budget build on a port of its own.
const HOSTING_ADDRESS = '127.0.0.1:4190';
const origin = `http://${HOSTING_ADDRESS}`;
const KB = 1000;

export const budgets = {
  homeStartupJs: 110 * KB,
  homeTotalJs: 160 * KB,
  // A page's CSS: the stylesheet a prerendered page inlines (scripts/build.mjs) and any it fetches.
  css: 20 * KB,
  adminLoginJs: 200 * KB,
  // DESIGN.md section 7: any admin screen <= 350 kB (the back office has its own entry and build).
  adminScreenJs: 350 * KB,
};

const FIREBASE_MARKERS = ['FirebaseError', '@firebase/'];
// The Auth SDK's token refresh endpoint: in its chunk and nowhere else. (identitytoolkit.googleapis.com is
// also in the visit counter, src/features/visits, which signs up anonymously over REST without the SDK.)
const AUTH_MARKERS = ['securetoken.googleapis.com'];
// @firebase/app-check's token exchange endpoint: in its chunk and nowhere else (src/lib/app-check.ts loads it).
const APP_CHECK_MARKER = 'content-firebaseappcheck.googleapis.com';
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

async function htmlPages(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return (
    entries
      // The shells (public and admin) are not pages of their own.
      .filter(
        (entry) =>
          entry.isFile() &&
          entry.name.endsWith('.html') &&
          !['app-shell.html', 'admin.html'].includes(entry.name),
      )
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
      .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`))
  );
}

/** The built HTML of the page at `path`. */
const pageHtml = (path) => readFile(join(dir, path === '/' ? 'index.html' : `${path.slice(1)}.html`), 'utf8');

/**
 * The JS a prerendered page starts with: its inline start script and the modules that script's tag lists (the
 * entry and everything the entry and the page import statically).
 */
async function startupJs(html) {
  const start = html.match(/<script data-modules="([^"]+)"[^>]*>([\s\S]*?)<\/script>/);
  if (!start) throw new Error('A prerendered page has no start script tag.');
  let bytes = gz(start[2]);
  for (const url of new Set(start[1].split(' '))) bytes += gz(await readFile(join(dir, url)));
  return bytes;
}

/** The stylesheet a prerendered page inlines in its <head>, gzipped. */
const inlinedCss = (html) => gz(html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '');

const staticContentPage = (path) =>
  ['/about', '/services', '/packages'].includes(path) || path.startsWith('/services/');
// A post page counts a view (a write), which starts App Check; every other page writes nothing until used.
const countsAView = (path) => path.startsWith('/blog/');

/** Gzip sizes of the scripts a page downloads from now on (responses with a body). */
function recordScripts(page) {
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), gz(await response.body()));
    } catch {
      // Aborted or redirected responses have no body to measure.
    }
  });
  return () => {
    if (process.env.BUDGET_DETAIL)
      for (const [url, bytes] of scripts) console.log(`  ${kb(bytes).padStart(9)}  ${new URL(url).pathname}`);
    return [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  };
}

/**
 * What each screen shows once it is there, as a test in the page (the measurement runs there, see below):
 * seeded rows, or the editor's form and then its rich-text editor.
 */
const SCREEN_SHOWN = {
  Dashboard: 'inquiry',
  'Blog Posts': 'post-row',
  Projects: 'project',
  Inquiries: 'inquiry',
  'New Post': 'form',
};

/** Installs in the page: the click's time, then the frame in which `shown` first holds (both performance.now). */
function watchMove(shown) {
  const main = () => document.querySelector('main');
  const tests = {
    inquiry: () => /Rouf Ahmad Dar|Priya Raghavan|Dr\. Nazia Shah/.test(main()?.textContent ?? ''),
    'post-row': () => Boolean(main()?.querySelector('a[aria-label^="Edit "]')),
    project: () => /Shikara Stays|Kesar Pampore/.test(main()?.textContent ?? ''),
    form: () =>
      [...(main()?.querySelectorAll('label') ?? [])].some((label) =>
        label.textContent?.trim().startsWith('Title'),
      ),
    'rich-text': () => Boolean(main()?.querySelector('.ql-editor')),
  };
  const move = { clickAt: null, shownAt: {} };
  window.__move = move;
  document.addEventListener('click', () => (move.clickAt ??= performance.now()), {
    capture: true,
    once: true,
  });
  const pending = new Set(shown);
  const check = () => {
    if (move.clickAt === null) return;
    for (const name of pending) {
      if (!tests[name]()) continue;
      pending.delete(name);
      // The frame that paints it: requestAnimationFrame runs just before that paint.
      window.requestAnimationFrame(() => (move.shownAt[name] = performance.now()));
    }
    if (pending.size === 0) observer.disconnect();
  };
  const observer = new window.MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * In one signed-in tab, from the dashboard: a round of links (the sidebar's, and the post list's New Post), each
 * hovered for 300 ms (links prefetch their screen's code and data on intent) and clicked. Timed in the page,
 * from the click event to the frame that first shows the screen's seeded content (the editor: its form, then
 * its rich-text editor), so the driver's own round trips are not counted.
 */
async function measureScreenChanges(context, origin) {
  const page = await context.newPage();
  await page.goto(`${origin}/admin`);
  const main = page.getByRole('main');
  await main
    .getByText(/Rouf Ahmad Dar|Priya Raghavan|Dr\. Nazia Shah/)
    .first()
    .waitFor({ timeout: 20_000 });
  const moves = [];
  for (const name of ['Blog Posts', 'New Post', 'Inquiries', 'Projects', 'Dashboard']) {
    // The sidebar's links, and the post list's New Post.
    const link =
      name === 'New Post'
        ? main.getByRole('link', { name })
        : page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true });
    const shown = name === 'New Post' ? ['form', 'rich-text'] : [SCREEN_SHOWN[name]];
    await page.evaluate(watchMove, shown);
    await link.hover();
    await page.waitForTimeout(300);
    await link.click();
    const times = await page.waitForFunction(
      (names) => names.every((shownName) => window.__move.shownAt[shownName] !== undefined) && window.__move,
      shown,
      { timeout: 20_000 },
    );
    const { clickAt, shownAt } = await times.jsonValue();
    moves.push([`-> ${name}`, Math.round(shownAt[shown[0]] - clickAt)]);
    // The editor's form is up; its rich-text editor (Quill) starts after it.
    if (name === 'New Post')
      moves.push(['   (its rich-text editor ready)', Math.round(shownAt['rich-text'] - clickAt)]);
  }
  await page.close();
  return moves;
}

async function checkAdminBudget(origin) {
  const email = process.env.BUDGET_ADMIN_EMAIL;
  const password = process.env.BUDGET_ADMIN_PASSWORD;
  if (!email || !password)
    throw new Error('Set BUDGET_ADMIN_EMAIL and BUDGET_ADMIN_PASSWORD (a staff account of the demo).');
  const browser = await launchChromium();
  const failures = [];
  try {
    const context = await browser.newContext();
    const login = await context.newPage();
    const loginJs = recordScripts(login);
    await login.goto(`${origin}/admin/login`, { waitUntil: 'networkidle' });
    await login.getByRole('button', { name: 'Sign in' }).waitFor();
    const loginTotal = loginJs();

    const form = login.getByRole('form', { name: 'Sign in with password' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await login.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 20_000 });

    // Each screen as a fresh load in the signed-in browser: everything it downloads, with what a person
    // opens on it (the editors' rich-text editor) included.
    const screens = [
      ['/admin dashboard', '/admin', (page) => page.getByRole('heading', { name: 'Dashboard', level: 1 })],
      ['/admin/blog-posts', '/admin/blog-posts', (page) => page.getByRole('table')],
      [
        '/admin/blog-posts/new (editor)',
        '/admin/blog-posts/new',
        (page) => page.getByRole('textbox', { name: 'Content' }),
      ],
      ['/admin/projects', '/admin/projects', (page) => page.getByRole('table')],
      [
        '/admin/projects/new (editor open)',
        '/admin/projects/new',
        async (page) => {
          await page.getByRole('button', { name: 'Write About the Project' }).click();
          return page.locator('.ql-editor');
        },
      ],
      ['/admin/inquiries', '/admin/inquiries', (page) => page.getByRole('table')],
      ['/admin/subscribers', '/admin/subscribers', (page) => page.getByRole('table')],
      ['/admin/users', '/admin/users', (page) => page.getByRole('table')],
      ['/admin/settings', '/admin/settings', (page) => page.getByRole('tablist')],
    ];
    const rows = [['/admin/login', loginTotal, budgets.adminLoginJs]];
    for (const [name, path, ready] of screens) {
      const page = await context.newPage();
      const screenJs = recordScripts(page);
      await page.goto(`${origin}${path}`);
      await (await ready(page)).first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      rows.push([name, screenJs(), budgets.adminScreenJs]);
      await page.close();
    }
    const moves = await measureScreenChanges(context, origin);
    await context.close();

    console.log('\nAdmin bundle budget (all JS of a fresh load, gzip, kB = 1000 bytes)');
    for (const [name, bytes, budget] of rows) {
      console.log(`${name.padEnd(36)} ${kb(bytes).padStart(9)}   budget ${kb(budget)}`);
      if (bytes > budget) failures.push(`${name} JS ${kb(bytes)} > ${kb(budget)}`);
    }
    console.log(
      '\nMoving between screens by link (pointer over the link for 300 ms, as a person aims, then the click;' +
        ' ms in the page from the click to the frame that shows its content; a measurement, not a gate)',
    );
    for (const [name, ms] of moves) console.log(`${name.padEnd(36)} ${String(ms).padStart(6)} ms`);
  } finally {
    await browser.close();
  }
  if (failures.length > 0) {
    console.error(`\nAdmin budget exceeded:\n  - ${failures.join('\n  - ')}`);
    process.exit(1);
  }
  console.log('Admin budget check passed.');
  process.exit(0);
}

if (options.admin) await checkAdminBudget(options.admin.replace(/\/$/, ''));

/** Redirect pages (old post addresses) send the browser elsewhere: nothing of ours to measure. */
async function isRedirectPage(path) {
  const html = await pageHtml(path);
  return html.includes('http-equiv="refresh"');
}
const prerendered = [];
for (const path of await htmlPages(dir)) if (!(await isRedirectPage(path))) prerendered.push(path);
/**
 * One page of each kind: pages that start with the same modules (every post, every page of a list) load the
 * same code, so the shortest address of each stands for them all (the build has hundreds of list pages).
 */
async function onePagePerKind(paths) {
  const byModules = new Map();
  for (const path of [...paths].sort((a, b) => a.length - b.length || a.localeCompare(b))) {
    const html = await pageHtml(path);
    const modules = html.match(/data-modules="([^"]+)"/)?.[1] ?? path;
    if (!byModules.has(modules)) byModules.set(modules, path);
  }
  return [...byModules.values()];
}
// Plus an address with no page: the app shell's not-found route, as Hosting without 404.html would show it.
const allPages = [...(await onePagePerKind(prerendered)), '/no-such-page'];
const pages = process.env.BUDGET_DETAIL ? [process.env.BUDGET_DETAIL] : allPages;
// firebase.json's hosting config (rewrites, headers, clean URLs, 404 page) on the Hosting emulator, as deployed.
const hosting = await startEmulators(null, { hosting: dir, hostingAddress: HOSTING_ADDRESS });
const browser = await launchChromium();
const rows = [];
const failures = [];
let contactAppCheckOnInput = false;

/** Focuses the contact form's name field and types: App Check's chunk must be requested (no sleep: waits for it). */
async function appCheckLoadsOnFirstInput(page) {
  const appCheckChunk = page.waitForResponse(
    async (response) =>
      response.request().resourceType() === 'script' &&
      (await response.body().then(
        (body) => body.includes(APP_CHECK_MARKER),
        () => false,
      )),
    { timeout: 15_000 },
  );
  const name = page
    .getByRole('form', { name: 'Send us a message' })
    .getByRole('textbox', { name: 'Your name' });
  await name.focus();
  await name.pressSequentially('Aisha');
  return appCheckChunk.then(
    () => true,
    () => false,
  );
}

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
    await page.goto(origin + path);
    // The app's readiness signal (src/lib/before-start.ts): everything the start needs has loaded.
    await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached', timeout: 30_000 });
    // Scroll through the page so anything loaded on the way down (lazy sections, images) is counted too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const jsBodies = [...scripts.values()];
    if (path === '/contact') contactAppCheckOnInput = await appCheckLoadsOnFirstInput(page);
    await context.close();

    if (process.env.BUDGET_DETAIL === path) {
      for (const [url, body] of scripts)
        console.log(`  ${kb(gz(body)).padStart(9)}  ${url.replace(origin, '')}`);
    }
    // An unknown address gets the prerendered not-found page (404.html), inlined stylesheet and all.
    const html = prerendered.includes(path) ? await pageHtml(path) : null;
    const cssHtml = path === '/no-such-page' ? await pageHtml('/404') : html;
    const row = {
      path,
      startup: html === null ? null : await startupJs(html),
      totalJs: jsBodies.reduce((sum, body) => sum + gz(body), 0),
      css:
        [...styles.values()].reduce((sum, body) => sum + gz(body), 0) +
        (cssHtml === null ? 0 : inlinedCss(cssHtml)),
      firebase: jsBodies.some((body) => FIREBASE_MARKERS.some((marker) => body.includes(marker))),
      auth: jsBodies.some((body) => AUTH_MARKERS.some((marker) => body.includes(marker))),
      appCheck: jsBodies.some((body) => body.includes(APP_CHECK_MARKER)),
    };
    rows.push(row);

    if (path === '/') {
      if (row.startup > budgets.homeStartupJs)
        failures.push(`home startup JS ${kb(row.startup)} > ${kb(budgets.homeStartupJs)}`);
      if (row.totalJs > budgets.homeTotalJs)
        failures.push(`home total JS ${kb(row.totalJs)} > ${kb(budgets.homeTotalJs)}`);
    }
    if (row.css > budgets.css) failures.push(`${path}: CSS ${kb(row.css)} > ${kb(budgets.css)}`);
    if (staticContentPage(path) && row.firebase)
      failures.push(`${path}: loads Firebase code on a static page`);
    if (row.auth) failures.push(`${path}: loads Firebase Auth on a public page`);
    if (row.appCheck && !countsAView(path)) failures.push(`${path}: loads App Check before a form is used`);
  }
  if (pages.includes('/contact') && !contactAppCheckOnInput)
    failures.push('/contact: App Check did not load after the first input in the contact form');
} finally {
  await browser.close();
  await hosting.stop();
}

console.log('\nBundle budget (gzip, kB = 1000 bytes)');
console.log(
  'page'.padEnd(34),
  'startup JS'.padStart(13),
  'all JS'.padStart(9),
  'CSS'.padStart(8),
  ' Firebase',
  ' Auth',
  ' App Check',
);
for (const row of rows) {
  console.log(
    row.path.padEnd(34),
    (row.startup === null ? '(shell)' : kb(row.startup)).padStart(13),
    kb(row.totalJs).padStart(9),
    kb(row.css).padStart(8),
    (row.firebase ? ' yes' : ' no').padEnd(9),
    (row.auth ? ' yes' : ' no').padEnd(5),
    row.appCheck ? (countsAView(row.path) ? ' view' : ' yes') : ' no',
  );
}
if (pages.includes('/contact'))
  console.log(`/contact: App Check loaded after first input: ${contactAppCheckOnInput ? 'yes' : 'no'}`);
console.log(
  `Budgets: home startup JS <= ${kb(budgets.homeStartupJs)}, home all JS <= ${kb(budgets.homeTotalJs)}, CSS <= ${kb(budgets.css)} (inlined and fetched); no Firebase on static pages; no Auth on public pages; App Check only once a form is used (or a view counted).`,
);
if (failures.length > 0) {
  console.error(`\nBudget exceeded:\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
console.log('Budget check passed.');
