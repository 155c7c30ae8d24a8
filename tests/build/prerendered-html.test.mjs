// Reads the built HTML of every prerendered route as a crawler would (no JavaScript) and checks that the
// page's text and metadata are there. Runs after `node scripts/build.mjs --mode budget` (BUILD_DIR to change).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve(process.env.BUILD_DIR ?? 'dist-budget');
const siteUrl = 'https://www.example.com'; // VITE_SITE_URL in .env.budget

const serviceSlugs = [
  'web-designing',
  'ux-ui-design',
  'seo',
  'digital-marketing',
  'wordpress-development',
  'software-solutions',
  'web-development',
  'cms-development',
  'data-strategy',
  'machine-learning',
  'business-mind',
  'financial-services',
];
const routes = [
  '/',
  '/about',
  '/services',
  ...serviceSlugs.map((slug) => `/services/${slug}`),
  '/packages',
  '/projects',
  '/contact',
];

const decode = (text) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const stripTags = (html) =>
  decode(
    html
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );

function readPage(route) {
  const file = join(dir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
  assert.ok(existsSync(file), `${file} exists`);
  return readFileSync(file, 'utf8');
}

function attr(html, pattern) {
  const match = html.match(pattern);
  return match ? decode(match[1]) : null;
}

for (const route of routes) {
  test(`prerendered ${route} carries its content and metadata`, () => {
    const html = readPage(route);
    const [head, body] = html.split('</head>');

    const titles = head.match(/<title>([^<]*)<\/title>/g) ?? [];
    assert.equal(titles.length, 1, 'exactly one <title> in <head>');
    const title = attr(head, /<title>([^<]*)<\/title>/);
    assert.match(title, /Chinar Digital/, 'title has the brand');

    const description = attr(head, /<meta name="description" content="([^"]*)"/);
    assert.ok(description && description.length >= 50, `meaningful description (${description})`);
    const canonical = attr(head, /<link rel="canonical" href="([^"]*)"/);
    assert.equal(canonical, route === '/' ? `${siteUrl}/` : `${siteUrl}${route}`);
    const ogImage = attr(head, /<meta property="og:image" content="([^"]*)"/);
    assert.match(ogImage, /^https:\/\/www\.example\.com\/.+\.(png|svg|jpg|webp)$/);
    assert.ok(head.includes('<meta name="geo.region" content="IN-JK"/>'), 'region IN-JK');
    assert.ok(head.includes('<meta name="geo.placename"'), 'place name');
    assert.ok(head.includes('<meta property="og:type"'), 'og:type');
    assert.ok(head.includes('<meta name="keywords"'), 'keywords');

    const h1 = body.match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
    assert.ok(h1, 'has an <h1>');
    assert.ok(stripTags(h1[1]).length > 3, 'the <h1> has text');
    assert.equal((body.match(/<h1[\s>]/g) ?? []).length, 1, 'exactly one <h1>');
    assert.ok(head.includes('"@type":"ProfessionalService"'), 'business JSON-LD in <head>');
    assert.ok(stripTags(body).length > 500, 'the page text is in the HTML');
  });
}

test('home page names the location and links every main section', () => {
  const html = readPage('/');
  for (const href of ['/about', '/services', '/projects', '/blog', '/contact']) {
    assert.ok(html.includes(`href="${href}"`), `links ${href}`);
  }
  assert.match(stripTags(html), /Srinagar/);
});

/** The settings a page was built with (its page-data block). */
function builtSettings(html) {
  const block = html.match(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/);
  assert.ok(block, 'the page embeds its data');
  return JSON.parse(block[1]).settings;
}

test('the SPA shell, sitemap and robots.txt exist', () => {
  const shell = readFileSync(join(dir, 'app-shell.html'), 'utf8');
  assert.ok(shell.includes('<div id="root"></div>'), 'shell has an empty root');
  // The shells name the site from the snapshot's settings (the budget build's is the seed's) from the start.
  const snapshotSettings = builtSettings(readPage('/'));
  assert.equal(snapshotSettings.siteName, 'Chinar Digital');
  assert.deepEqual(builtSettings(shell), snapshotSettings);
  const admin = readFileSync(join(dir, 'admin.html'), 'utf8');
  assert.deepEqual(builtSettings(admin), snapshotSettings);
  assert.ok(admin.includes(`<title>Admin | ${snapshotSettings.siteName}</title>`), 'admin shell title');
  const business = JSON.parse(
    readPage('/about').match(
      /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"ProfessionalService"[\s\S]*?)<\/script>/,
    )[1],
  );
  assert.equal(business.name, snapshotSettings.siteName);
  assert.equal(business.email, snapshotSettings.contactEmail);
  const sitemap = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
  for (const route of routes)
    assert.ok(sitemap.includes(`<loc>${siteUrl}${route === '/' ? '/' : route}</loc>`), route);
  assert.ok(sitemap.includes(`<loc>${siteUrl}/blog</loc>`));
  const robots = readFileSync(join(dir, 'robots.txt'), 'utf8');
  assert.match(robots, /Disallow: \/admin/);
  assert.ok(robots.includes(`Sitemap: ${siteUrl}/sitemap.xml`));
});

test('prerendered pages start the app after load with the entry and their own page chunk; the shells load their entry at once', () => {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
  const entry = `/${manifest['index.html'].file}`;
  const pageChunks = {
    '/': 'src/pages/site/HomePage.tsx',
    '/contact': 'src/pages/site/ContactPage.tsx',
    '/services/seo': 'src/pages/site/ServicePage.tsx',
  };
  let inlineScript = null;
  for (const route of routes) {
    const html = readPage(route);
    const tags = [
      ...html.matchAll(/<script data-modules="([^"]+)" data-fonts="([^"]+)">([\s\S]*?)<\/script>/g),
    ];
    assert.equal(tags.length, 1, `${route}: one start script`);
    const [, list, fonts, script] = tags[0];
    assert.ok(
      html.indexOf(tags[0][0]) < html.indexOf('<title>'),
      `${route}: the start script comes first in <head>`,
    );
    // Inlined and the same on every page: the CSP allows it by one hash.
    inlineScript ??= script;
    assert.equal(script, inlineScript, `${route}: the same inline script as every page`);
    // The web fonts' Latin files, which the script fetches into the cache once the page has loaded.
    const fontFiles = fonts.split(' ');
    assert.equal(fontFiles.length, 2, `${route}: two web fonts`);
    for (const file of fontFiles) {
      assert.match(file, /^\/assets\/(?:inter|plus-jakarta-sans)-latin-wght-normal-[\w-]+\.woff2$/, route);
      assert.ok(existsSync(join(dir, file)), `${route}: ${file} is in the build`);
    }
    const modules = list.split(' ');
    assert.equal(modules[0], entry, `${route}: the entry comes first`);
    for (const module of modules)
      assert.ok(existsSync(join(dir, module)), `${route}: ${module} is in the build`);
    if (pageChunks[route])
      assert.ok(
        modules.includes(`/${manifest[pageChunks[route]].file}`),
        `${route}: its page chunk is listed`,
      );
    assert.doesNotMatch(
      html,
      /rel="modulepreload"|type="module"/,
      `${route}: no module loads before the page has loaded`,
    );
  }
  const hosting = readFileSync(resolve('firebase.json'), 'utf8');
  const hash = createHash('sha256').update(inlineScript).digest('base64');
  assert.ok(
    hosting.includes(`script-src 'self' 'sha256-${hash}'`),
    "the CSP allows the inline script's hash",
  );
  // The public shell starts the site's entry; the back office's page its own entry (its own build), never the site's.
  const adminManifest = JSON.parse(readFileSync(join(dir, '.vite', 'admin-manifest.json'), 'utf8'));
  const adminEntry = `/${adminManifest['admin.html'].file}`;
  for (const [shell, shellEntry] of [
    ['app-shell.html', entry],
    ['admin.html', adminEntry],
  ]) {
    const html = readFileSync(join(dir, shell), 'utf8');
    assert.ok(
      html.includes(`<script type="module" crossorigin src="${shellEntry}"></script>`),
      `${shell} loads its entry`,
    );
    assert.doesNotMatch(html, /start-after-load/, `${shell} has no content to show first`);
  }
  const adminHtml = readFileSync(join(dir, 'admin.html'), 'utf8');
  assert.ok(!adminHtml.includes(entry), "admin.html does not load the public site's entry");
  assert.match(
    adminHtml,
    /<meta name="robots" content="noindex, nofollow"/,
    'the back office is never indexed',
  );
  assert.match(adminHtml, /<title>Admin \| [^<]+<\/title>/, "admin.html's title names the site");
  // Built apart, the public chunks carry none of the back office's router (its data router's own messages).
  for (const { file } of Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js')))
    assert.doesNotMatch(
      readFileSync(join(dir, file), 'utf8'),
      /useBlocker|ScrollRestoration/,
      `${file} (public) carries the back office's data router`,
    );
});

test("each prerendered page inlines the whole public stylesheet, which starts in the web fonts' fallbacks", () => {
  const template = readFileSync(join(dir, 'app-shell.html'), 'utf8');
  const [, stylesheet] = template.match(/<link rel="stylesheet" crossorigin href="([^"]+)">/) ?? [];
  assert.ok(stylesheet, 'the shell links the stylesheet');
  const css = readFileSync(join(dir, stylesheet), 'utf8').trim();
  // Built from the public code only: a class of the back office's menu is in its own stylesheet, not here.
  const adminCss = readdirSync(join(dir, 'assets')).find((name) => /^admin-[\w-]+\.css$/.test(name));
  const adminOnlyClass = '.max-w-\\[85vw\\]{';
  assert.ok(readFileSync(join(dir, 'assets', adminCss), 'utf8').includes(adminOnlyClass), adminOnlyClass);
  assert.ok(!css.includes(adminOnlyClass), "the public stylesheet has none of the back office's classes");
  // The fonts' stacks start with the metric-matched fallbacks; html.brand-fonts puts the web fonts first.
  assert.match(css, /--font-sans:"Inter Fallback",/, 'the fallbacks come first');
  assert.match(
    css,
    /html\.brand-fonts\{--font-sans:"Inter Variable", "Inter Fallback",/,
    'brand-fonts puts them first',
  );
  assert.match(css, /@font-face\{font-family:Inter Fallback;[^}]*src:local\(/, 'the fallback faces');
  // No chunk fetches the stylesheet again (Vite's preload helper would, for a chunk that lists it).
  for (const file of readdirSync(join(dir, 'assets')).filter((name) => name.endsWith('.js')))
    assert.ok(
      !readFileSync(join(dir, 'assets', file), 'utf8').includes(stylesheet.slice(1)),
      `${file} names the stylesheet`,
    );
  for (const route of routes) {
    const html = readPage(route);
    const head = html.slice(0, html.indexOf('</head>'));
    const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    assert.deepEqual(styles, [css], `${route}: the stylesheet, inlined whole`);
    assert.doesNotMatch(html, /<link rel="stylesheet"/, `${route}: no stylesheet to fetch`);
    assert.doesNotMatch(html, /<html[^>]*brand-fonts/, `${route}: starts in the fallbacks`);
  }
});
