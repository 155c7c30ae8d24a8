#!/usr/bin/env node
// npm run lighthouse [-- options]: Lighthouse on every public route of the demo (or, with --admin, on the back
// office signed in), mobile and desktop, and a
// table of the medians (Performance, Accessibility, Best Practices, SEO, LCP, CLS, TBT), also written to
// lighthouse-results.json. A measurement, not a gate: exits 0 unless Lighthouse itself fails.
//
// Without --url it runs the demo stack the way `npm run demo` does (scripts/lib/emulators.mjs: Auth +
// Firestore emulators, seeded, and the Hosting emulator serving dist-demo at :4173), building dist-demo
// first when it is missing (or with --build), and stops it afterwards.
//
//   --runs N             runs per route and form factor (default 3)
//   --only /path         only this route (repeat it, or separate paths with commas)
//   --form mobile|desktop  one form factor (default both: mobile is Lighthouse's default, a throttled
//                        mid-range phone; desktop is its desktop preset)
//   --url URL            measure a site already running there (e.g. a running `npm run demo`)
//   --build              rebuild dist-demo even when it exists
//   --reports DIR        also write each run's full Lighthouse report (JSON) into DIR, to read its audits
//   --admin              the back office instead, signed in as the demo admin: /admin (dashboard),
//                        /admin/blog-posts, /admin/blog-posts/new (post editor) and /admin/inquiries, desktop
//                        only unless --form says otherwise. Each run signs in through the real login form
//                        (puppeteer-core, connected to the launched Chromium) and then runs Lighthouse on that
//                        page with disableStorageReset, so the Firebase Auth session in IndexedDB stays
//                        (Lighthouse's documented way to measure authenticated pages). The HTTP cache is
//                        cleared after sign-in, so the screen's code loads cold as in the public runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browser.mjs';
import { buildDemo, startSeededDemoStack } from './lib/demo-build.mjs';
import { DEMO_URL, ROOT } from './lib/emulator-config.mjs';
import { chooseBackend } from './lib/emulators.mjs';

const DEMO_DIR = join(ROOT, 'dist-demo');
const RESULTS_FILE = join(ROOT, 'lighthouse-results.json');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FORMS = { mobile: undefined, desktop: desktopConfig };
const USAGE =
  'Usage: npm run lighthouse -- [--admin] [--runs N] [--only /path]... [--form mobile|desktop] [--url URL] [--build]';
const ADMIN_ROUTES = ['/admin', '/admin/blog-posts', '/admin/blog-posts/new', '/admin/inquiries'];
// The demo admin of the seed (scripts/lib/seed.mjs prints the demo accounts).
const DEMO_ADMIN = { email: 'admin@chinardigital.test', password: 'demo-admin-2026' };
const SIGN_IN_TIMEOUT_MS = 30_000;

/** The command line as options, checked; throws with the usage on a mistake. */
function readOptions(args) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        runs: { type: 'string', default: '3' },
        only: { type: 'string', multiple: true, default: [] },
        form: { type: 'string' },
        url: { type: 'string' },
        build: { type: 'boolean', default: false },
        reports: { type: 'string' },
        admin: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    throw new Error(`${error.message}\n${USAGE}`);
  }
  if (parsed.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const runs = Number(parsed.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1.');
  if (parsed.form !== undefined && !(parsed.form in FORMS))
    throw new Error(`--form is mobile or desktop, not ${parsed.form}.`);
  const only = parsed.only.flatMap((value) => value.split(',')).filter(Boolean);
  for (const path of only)
    if (!path.startsWith('/')) throw new Error(`--only ${path}: a path starts with /.`);
  return {
    runs,
    only,
    forms: parsed.form ? [parsed.form] : parsed.admin ? ['desktop'] : Object.keys(FORMS),
    url: parsed.url?.replace(/\/$/, '') ?? null,
    build: parsed.build,
    admin: parsed.admin,
    reports: parsed.reports ?? null,
  };
}

/** The paths of the sitemap's <loc> entries (the sitemap lists routes in the site's own order). */
async function sitemapPaths(origin) {
  let xml = null;
  if (origin) {
    const response = await fetch(`${origin}/sitemap.xml`).catch(() => null);
    if (response?.ok) xml = await response.text();
  }
  if (xml === null && existsSync(join(DEMO_DIR, 'sitemap.xml'))) {
    xml = readFileSync(join(DEMO_DIR, 'sitemap.xml'), 'utf8');
  }
  return [...(xml ?? '').matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => {
    try {
      return new URL(match[1]).pathname;
    } catch {
      return match[1];
    }
  });
}

/** Every public route: the fixed pages, the first service, a project and a post (from the sitemap). */
async function publicRoutes(origin) {
  const paths = await sitemapPaths(origin);
  const service = paths.find((path) => /^\/services\/[^/]+$/.test(path)) ?? '/services/web-designing';
  const post = paths.find((path) => /^\/blog\/[^/]+$/.test(path)) ?? '/blog/1';
  return [
    '/',
    '/about',
    '/services',
    service,
    '/packages',
    '/projects',
    '/projects/1',
    '/blog',
    post,
    '/contact',
  ];
}

/**
 * Signs in as the demo admin through /admin/login's password form, in a page of the launched Chromium, and
 * returns that page once the dashboard shows; Lighthouse then runs in it (its storage kept).
 */
async function signedInPage(chrome, origin) {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const page = await browser.newPage();
  page.setDefaultTimeout(SIGN_IN_TIMEOUT_MS);
  await page.goto(`${origin}/admin/login`);
  const form = '::-p-aria([name="Sign in with password"][role="form"])';
  await page.locator(`${form} ::-p-aria([name="Email"][role="textbox"])`).fill(DEMO_ADMIN.email);
  await page.locator(`${form} input[type="password"]`).fill(DEMO_ADMIN.password);
  await page.locator(`${form} ::-p-aria([name="Sign in"][role="button"])`).click();
  await page.waitForSelector('::-p-aria([name="Dashboard"][role="heading"])');
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  return { browser, page };
}

/** One Lighthouse run in a fresh Chromium (signed in first for --admin): the figures of the table, or { error }. */
async function measure(url, form, admin, reportFile) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // chrome-launcher starts a headed browser unless told otherwise (Playwright adds the flag itself).
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  let session = null;
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    if (admin) session = await signedInPage(chrome, new URL(url).origin);
    const result = admin
      ? await lighthouse(url, { ...flags, disableStorageReset: true }, FORMS[form], session.page)
      : await lighthouse(url, flags, FORMS[form]);
    const lhr = result?.lhr;
    if (!lhr) return { error: 'Lighthouse returned no result' };
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
    const score = (id) =>
      lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
    const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await session?.browser.disconnect().catch(() => {});
    chrome.kill();
  }
}

function median(values) {
  const sorted = values.filter((value) => value !== null && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function summarize(route, form, runs) {
  const ok = runs.filter((run) => !run.error);
  const of = (key) => median(ok.map((run) => run[key]));
  const lcpMs = of('lcpMs');
  const cls = of('cls');
  const tbtMs = of('tbtMs');
  return {
    route,
    formFactor: form,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpSeconds: lcpMs === null ? null : Math.round(lcpMs / 100) / 10,
    cls: cls === null ? null : Math.round(cls * 1000) / 1000,
    tbtMs: tbtMs === null ? null : Math.round(tbtMs),
    runs: ok.length,
    errors: runs.filter((run) => run.error).map((run) => run.error),
  };
}

function printTable(rows) {
  const header = [
    'route',
    'form factor',
    'Performance',
    'Accessibility',
    'Best Practices',
    'SEO',
    'LCP (s)',
    'CLS',
    'TBT (ms)',
  ];
  const show = (value, digits) =>
    value === null ? '-' : digits === undefined ? String(value) : value.toFixed(digits);
  const lines = [
    header,
    ...rows.map((row) => [
      row.route,
      row.formFactor,
      show(row.performance),
      show(row.accessibility),
      show(row.bestPractices),
      show(row.seo),
      show(row.lcpSeconds, 1),
      show(row.cls, 3),
      show(row.tbtMs),
    ]),
  ];
  const widths = header.map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  const format = (line) =>
    line
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  console.log(`\n${format(lines[0])}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines.slice(1)) console.log(format(line));
}

/** Starts the demo stack (building dist-demo when needed); returns a function that stops it. */
async function startDemo(rebuild) {
  const backend = await chooseBackend();
  const build = rebuild || !existsSync(join(DEMO_DIR, 'index.html'));
  console.log(
    `Demo stack: ${backend.name === 'firestore' ? 'Firestore + Auth emulators' : `memory store + Auth emulator (${backend.reason})`}` +
      `, Hosting emulator serving dist-demo${build ? ' (building it first)' : ' (existing build; --build to rebuild)'}.`,
  );
  const { emulators } = await startSeededDemoStack(backend, {
    onUnexpectedExit: (message) => {
      console.error(`\nnpm run lighthouse: ${message}`);
      process.exit(1);
    },
  });
  if (build) await buildDemo(backend.name);
  return emulators.stop;
}

let stopDemo = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    await stopDemo?.();
    process.exit(130);
  });
}

let failed = false;
try {
  const options = readOptions(process.argv.slice(2));
  const origin = options.url ?? DEMO_URL;
  if (options.reports) mkdirSync(options.reports, { recursive: true });
  if (!options.url) stopDemo = await startDemo(options.build);
  const routes =
    options.only.length > 0 ? options.only : options.admin ? ADMIN_ROUTES : await publicRoutes(origin);
  const total = routes.length * options.forms.length * options.runs;
  console.log(
    `Lighthouse ${options.runs}× on ${routes.length} route(s) of ${origin}${options.admin ? ', signed in as the demo admin' : ''}, ${options.forms.join(' and ')}: ${total} runs.`,
  );

  const rows = [];
  let done = 0;
  for (const route of routes) {
    for (const form of options.forms) {
      const runs = [];
      for (let run = 1; run <= options.runs; run += 1) {
        const reportFile = options.reports
          ? join(options.reports, `${route.replace(/\W+/g, '_')}-${form}-${run}.json`)
          : null;
        const result = await measure(origin + route, form, options.admin, reportFile);
        done += 1;
        runs.push(result);
        console.log(
          `[${done}/${total}] ${route} ${form} #${run}: ` +
            (result.error
              ? `failed (${result.error})`
              : `perf ${result.performance}, a11y ${result.accessibility}, bp ${result.bestPractices}, seo ${result.seo}`),
        );
      }
      const row = summarize(route, form, runs);
      if (row.errors.length > 0) failed = true;
      rows.push(row);
    }
  }

  printTable(rows);
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ url: origin, admin: options.admin, runsPerRow: options.runs, measuredAt: new Date().toISOString(), rows }, null, 2)}\n`,
  );
  console.log(`\nMedians of ${options.runs} run(s) each; written to ${RESULTS_FILE}.`);
  if (failed) console.error('Some Lighthouse runs failed (see above); their rows use the runs that worked.');
} catch (error) {
  console.error(`\nnpm run lighthouse: ${error instanceof Error ? error.message : error}`);
  failed = true;
} finally {
  await stopDemo?.();
}
process.exit(failed ? 1 : 0);
