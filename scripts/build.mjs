#!/usr/bin/env node
// Production build with prerendering.
//   node scripts/build.mjs [--mode production|demo|budget]
// 1. client build (vite), 2. server build of src/app/entry-server.tsx, 3. a snapshot of the content read
// through the public rules (Published posts, Completed projects, settings/site; the seed content for the
// budget build and memory-store demos), 4. prerender the static pages and, from the snapshot, /blog, every
// post, /projects and every project, each with the data it was rendered from embedded for hydration,
// 5. the not-found page (404.html), redirects from old post ids and (Hosting's, 301) from renamed posts'
// former addresses, the SPA shell, the admin page's title and
// settings (Vite builds admin.html, the back office's own entry, beside index.html), sitemap.xml,
// rss.xml and robots.txt.
import { minifySync } from 'rolldown/utils';
import { build as viteBuild, loadEnv } from 'vite';
import { createHash } from 'node:crypto';
import { appendFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { adminChunking } from './lib/admin-chunking.mjs';
import { preloadScript, routePreloads } from './lib/admin-preloads.mjs';
import { BUILD_REDIRECTS_FILE, formerAddressRedirects, writeDeployConfig } from './lib/hosting-config.mjs';
import { publicCoreGroup } from './lib/public-chunking.mjs';
import { loadTsModules } from './lib/ts-module.mjs';
import { staticChunkFiles } from './lib/vite-manifest.mjs';
import { parseArgs } from 'node:util';

const {
  values: { mode },
} = parseArgs({ options: { mode: { type: 'string', default: 'production' } } });
const root = resolve(import.meta.dirname, '..');
const finalDir = join(root, mode === 'production' ? 'dist' : `dist-${mode}`);
// Built beside the directory a server may be serving (npm run demo serves dist-demo while it builds) and
// swapped in once complete, so the served site is never a half-written one.
const outDir = `${finalDir}-next`;
const ssrOutDir = join(root, `.ssr-${mode}`);

const started = Date.now();
// The back office's route manifest and what its start script needs to know, from the app's own modules.
const [{ adminRoutes }, { GRANT_KEY }, { dataBackendFrom }, { parseEnv }] = await loadTsModules([
  '/src/lib/admin-paths.ts',
  '/src/features/auth/staff-grant.ts',
  '/src/lib/data-backend.ts',
  '/src/lib/env.ts',
]);
const env = loadEnv(mode, root, 'VITE_');
// A build without its web config fails here, with a message that says what is missing.
parseEnv(env);
/** The store the back office's screens load (its module is in each staff screen's preloads). */
const dataBackend = dataBackendFrom(process.env.VITE_DATA_BACKEND ?? env.VITE_DATA_BACKEND);
try {
  // The public site (index.html), then the back office (admin.html) as a build of its own: two separate module
  // graphs, so no chunk is shared and tree-shaken for both (a shared React Router chunk would carry the back
  // office's data router, useBlocker and all, into every public page).
  await viteBuild({
    root,
    mode,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      // One stylesheet that no chunk lists as its own: every page inlines it whole, so Vite's preload helper
      // must never fetch it again.
      cssCodeSplit: false,
      rolldownOptions: { output: { codeSplitting: { groups: [publicCoreGroup] } } },
    },
  });
  // The back office: admin.html's module graph, its code grouped as scripts/lib/admin-chunking.mjs says.
  const adminChunks = adminChunking(adminRoutes);
  await viteBuild({
    root,
    mode,
    logLevel: 'warn',
    plugins: [adminChunks.plugin],
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: '.vite/admin-manifest.json',
      rolldownOptions: {
        input: join(root, 'admin.html'),
        output: { codeSplitting: { groups: adminChunks.groups } },
      },
    },
  });
} catch (error) {
  // Configuration errors (src/lib/env.ts) already say what is missing; no stack trace needed for them.
  console.error(`\nBuild failed (${mode}): ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
await viteBuild({
  root,
  mode,
  logLevel: 'warn',
  build: {
    ssr: 'src/app/entry-server.tsx',
    outDir: ssrOutDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});

const siteUrl = (env.VITE_SITE_URL ?? 'http://127.0.0.1:4173').replace(/\/$/, '');
const server = await import(pathToFileURL(join(ssrOutDir, 'entry-server.js')).href);
const {
  renderRoute,
  staticRoutes,
  contentRoutes,
  notFoundRoute,
  businessJsonLdTag,
  sanitizeJsonForScript,
  loadSnapshot,
  PAGE_DATA_ELEMENT_ID,
  builtPageDataPath,
  buildSearchIndex,
} = server;

const BUDGET_EXTRA = { posts: 56, projects: 20 };
const snapshotSource = mode === 'budget' || dataBackend === 'memory' ? 'seed' : 'store';
let snapshot;
try {
  // The budget build is also the build tests' site: the seed and 56 older posts and 20 projects, so that every
  // list has numbered pages (tests/build/reachability.test.mjs follows them to the oldest post).
  snapshot = await loadSnapshot(snapshotSource, mode === 'budget' ? BUDGET_EXTRA : undefined);
} catch (error) {
  console.error(
    `\nBuild failed (${mode}): could not read the content snapshot from ${snapshotSource === 'seed' ? 'the seed' : 'Firestore'}: ${error instanceof Error ? error.message : error}` +
      (snapshotSource === 'store' ? '\n(The demo build reads the seeded emulators: start them first.)' : ''),
  );
  process.exit(1);
}

const template = (await readFile(join(outDir, 'index.html'), 'utf8')).replace(
  '<!--app-head-->',
  `<!--app-head-->${businessJsonLdTag(snapshot.settings)}`,
);
if (!template.includes('<div id="root"><!--app-html--></div>'))
  throw new Error('index.html must keep <div id="root"><!--app-html--></div> for the prerender.');
const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));

const entryFiles = new Set(staticChunkFiles(manifest, 'index.html'));

// Prerendered pages start the app after they have loaded and painted (scripts/browser/start-after-load.js):
// the template's entry <script> and its modulepreloads give way to that script, which lists the modules.
const ENTRY_TAGS =
  /<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">/g;
if ((template.match(ENTRY_TAGS) ?? []).length !== entryFiles.size)
  throw new Error('index.html: the entry script and its modulepreloads are not where the prerender expects.');
// The stylesheet is inlined whole on every page (below), so that nothing restyles the page after its first paint.
const STYLESHEET_TAG = /<link rel="stylesheet" crossorigin href="([^"]+)">/;
const stylesheetTag = template.match(STYLESHEET_TAG);
if (!stylesheetTag || template.match(new RegExp(STYLESHEET_TAG, 'g')).length !== 1)
  throw new Error('index.html: the prerender expects one stylesheet <link>, as Vite writes it.');
const prerenderTemplate = template.replace(ENTRY_TAGS, '').replace(/\n\s*\n/g, '\n');

// One inline script at the top of <head> (the CSP allows it by hash, so it is the same on every page): it
// holds what the visitor does before the app has started (scripts/browser/capture-before-start.js), starts
// the app after the first paint (start-after-load.js) with the modules its tag names, and brings in the web
// fonts without a swap (brand-fonts.js). Minified: it counts toward the home page's start-up budget.
const inlineScript = minifySync(
  'start.js',
  (
    await Promise.all(
      ['capture-before-start.js', 'start-after-load.js', 'brand-fonts.js'].map((file) =>
        readFile(join(root, 'scripts/browser', file), 'utf8'),
      ),
    )
  ).join('\n'),
  { compress: true, mangle: true },
).code.trim();
const inlineScriptHash = `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`;
const hostingConfig = await readFile(join(root, 'firebase.json'), 'utf8');
// reCAPTCHA's script folders follow the hash (App Check, src/lib/app-check.ts).
if (!hostingConfig.includes(`script-src 'self' ${inlineScriptHash}`))
  throw new Error(
    `firebase.json: the CSP's script-src must allow the inlined start script: "script-src 'self' ${inlineScriptHash} …;"`,
  );

// The public stylesheet (src/styles/site.css), inlined whole: a stylesheet added after the first paint restyles
// every element and lays the page out again, blocking the main thread just as the visitor reaches for the page.
// Its web fonts download only where html.brand-fonts asks for them (scripts/browser/brand-fonts.js), whose
// data-fonts lists their Latin files (the other subsets, and the rupee sign's, load when a page needs them).
const stylesheet = (await readFile(join(outDir, stylesheetTag[1]), 'utf8')).trim();
const LATIN_WEB_FONT = /src:url\((\/assets\/[\w-]+-latin-wght-normal-[\w-]+\.woff2)\)/g;
const brandFontFiles = [...stylesheet.matchAll(LATIN_WEB_FONT)].map((match) => match[1]);
if (brandFontFiles.length !== 2)
  throw new Error(`The stylesheet should declare two Latin web fonts; found ${brandFontFiles.length}.`);
const inlineStylesheet = `<style>${stylesheet}</style>`;

// React 19 emits hoisted <title>/<meta>/<link> ahead of the app markup; they belong in <head>.
const HOISTED = /^(?:<(?:title)[^>]*>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*\/?>)/;
function splitHead(html) {
  let head = '';
  let body = html;
  for (let match = HOISTED.exec(body); match; match = HOISTED.exec(body)) {
    head += match[0];
    body = body.slice(match[0].length);
  }
  return { head, body };
}

/** The data a page was built with, as the JSON block src/lib/page-data.ts reads (the CSP is not involved). */
function pageDataTag(data) {
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${sanitizeJsonForScript(data)}</script>`;
}

function fileForRoute(path) {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

async function writePage(file, html) {
  const target = join(outDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, html);
}

/**
 * One prerendered page: its markup, head tags and chunk preloads, the data it was rendered from, and the
 * address it stands for (main.tsx hydrates only at that address; '*' for the not-found page).
 */
async function prerender(
  route,
  { renderPath = route.path, standsFor = route.path, exactSearch = false } = {},
) {
  const pageData = { settings: snapshot.settings, queries: route.queries ?? [], liveAsOf };
  const { head, body } = splitHead(await renderRoute(renderPath, pageData));
  if (!head.includes('<title>'))
    throw new Error(`Prerendered ${route.path} has no <title> (does the page render <Seo>?).`);
  const modules = [route.page, ...(route.alsoPreload ?? [])];
  for (const module of modules)
    if (!manifest[module]) throw new Error(`${module} is not in the build manifest.`);
  // The entry first, then everything it and the page import statically.
  const startModules = [
    ...new Set([...entryFiles, ...modules.flatMap((module) => staticChunkFiles(manifest, module))]),
  ];
  const start = `<script data-modules="${startModules.map((file) => `/${file}`).join(' ')}" data-fonts="${brandFontFiles.join(' ')}">${inlineScript}</script>`;
  const feed = route.path === '/blog' || route.path.startsWith('/blog/') ? feedLink : '';
  const rootAttributes = `data-prerendered-path="${standsFor}"${exactSearch ? ' data-prerendered-search="exact"' : ''}`;
  // Replaced by functions: a page's text may hold `$&` and the like, which a replacement string would expand.
  const html = prerenderTemplate
    .replace('<!--app-head-->', () => start + head + feed)
    .replace(
      '<div id="root"><!--app-html--></div>',
      () => `<div id="root" ${rootAttributes}>${body}</div>` + pageDataTag(pageData),
    );
  return html.replace(stylesheetTag[0], () => inlineStylesheet);
}

const escapeXml = (text) =>
  String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
// The site's name as saved in Settings > General (the config's when nothing is saved).
const siteName = snapshot.settings.siteName;
const feedTitle = `${siteName} Blog`;
const feedLink = `<link rel="alternate" type="application/rss+xml" title="${escapeXml(feedTitle)}" href="${siteUrl}/rss.xml">`;

const liveAsOf = snapshot.liveAsOf?.toISOString() ?? null;
const routes = [...staticRoutes, ...contentRoutes(snapshot)];
for (const route of routes) {
  await writePage(fileForRoute(route.path), await prerender(route, { exactSearch: route.path === '/blog' }));
  // The same data as JSON, for a page reached by an in-app link (src/lib/page-data.ts fetchBuiltQuery).
  if (route.queries?.length)
    await writePage(
      builtPageDataPath(route.path).slice(1),
      JSON.stringify({ queries: route.queries.filter((query) => !query.refresh), liveAsOf }),
    );
}
// The site search's index (src/features/search/build-index.ts), fetched in parts by the first search.
const searchFiles = buildSearchIndex(snapshot.posts, snapshot.projects);
for (const [file, json] of searchFiles) await writePage(`_search/${file}`, json);

// Hosting answers unknown addresses with 404.html and a 404 status.
await writePage('404.html', await prerender(notFoundRoute, { standsFor: '*' }));

// Posts used to live at /blog/{id}: those addresses move permanently to the post's readable one.
let redirects = 0;
for (const post of snapshot.posts.filter((post) => post.slug)) {
  const target = `${siteUrl}${server.postPath(post)}`;
  await writePage(
    `blog/${post.id}.html`,
    `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8"><title>${escapeXml(post.title)}</title>` +
      `<meta name="robots" content="noindex"><link rel="canonical" href="${target}">` +
      `<meta http-equiv="refresh" content="0; url=${target}"></head>` +
      `<body><p>This post has moved to <a href="${target}">${escapeXml(post.title)}</a>.</p></body></html>`,
  );
  redirects += 1;
}

// A renamed post's former addresses (formerSlugs) move permanently to its current one: Hosting redirects,
// which Hosting applies before it serves any file (no page is written for a former address), written
// beside the build for the deploy config and the Hosting emulator (scripts/lib/hosting-config.mjs).
const renamedRedirects = formerAddressRedirects(snapshot.posts, server.postPath);
await writeFile(join(outDir, BUILD_REDIRECTS_FILE), `${JSON.stringify(renamedRedirects, null, 2)}\n`);

// The client-rendered shells carry the snapshot's settings too, so the site's name and contacts are right
// from the first render (the public refresh still reads the current ones).
const settingsDataTag = pageDataTag({ settings: snapshot.settings, liveAsOf });
const withSettingsData = (html) => html.replace('</body>', `${settingsDataTag}</body>`);

// The shell for client-rendered routes (posts and projects newer than this build): an empty root.
await writeFile(
  join(outDir, 'app-shell.html'),
  withSettingsData(template.replace('<!--app-head-->', '').replace('<!--app-html-->', '')),
);
// The current screen's module preloads, appended to admin-start.js (the script admin.html runs in <head>).
{
  const adminManifest = JSON.parse(await readFile(join(outDir, '.vite', 'admin-manifest.json'), 'utf8'));
  const preloads = routePreloads({ manifest: adminManifest, adminRoutes, dataBackend });
  await appendFile(join(outDir, 'admin-start.js'), preloadScript(preloads, GRANT_KEY));
}
// The back office's page (admin.html, its own entry; firebase.json rewrites /admin/** to it): the site's name in
// its title, and the settings data for the names its screens show.
const adminShell = join(outDir, 'admin.html');
const adminHtml = await readFile(adminShell, 'utf8');
if (!adminHtml.includes('<title>Admin</title>'))
  throw new Error('admin.html must keep <title>Admin</title> for the build to name the site in it.');
await writeFile(
  adminShell,
  withSettingsData(
    adminHtml.replace('<title>Admin</title>', `<title>Admin | ${escapeXml(siteName)}</title>`),
  ),
);

const today = new Date().toISOString().slice(0, 10);
await writeFile(
  join(outDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${routes
    .filter((route) => !route.notInSitemap)
    .map(
      (route) =>
        `  <url><loc>${escapeXml(siteUrl + route.path)}</loc><lastmod>${route.lastModified ?? today}</lastmod></url>`,
    )
    .join('\n')}\n</urlset>\n`,
);

/**
 * RFC 822 date for RSS: when the post went public (publishAt; a draft published later is that day's news),
 * else, for a post stored before publish times existed, its creation or its day.
 */
const rssDate = (post) =>
  (post.publishAt ?? post.createdAt ?? new Date(`${post.date}T00:00:00Z`)).toUTCString();
await writeFile(
  join(outDir, 'rss.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(feedTitle)}</title>
    <link>${siteUrl}/blog</link>
    <description>Articles on web development, design, SEO and technology from ${escapeXml(siteName)}, Srinagar, Kashmir.</description>
    <language>en-in</language>
    <atom:link href="${siteUrl}/rss.xml" rel="self" type="application/rss+xml"/>
${snapshot.posts
  .map((post) => {
    const link = escapeXml(siteUrl + server.postPath(post));
    return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${link}</link>
      <guid isPermaLink="true">${link}</guid>
      <pubDate>${rssDate(post)}</pubDate>
      <description>${escapeXml(post.excerpt)}</description>
      <category>${escapeXml(post.category)}</category>
    </item>`;
  })
  .join('\n')}
  </channel>
</rss>
`,
);
await writeFile(
  join(outDir, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
);
await rm(ssrOutDir, { recursive: true, force: true });
// The swap: the finished build takes the served directory's place in two renames.
await rm(`${finalDir}-old`, { recursive: true, force: true });
await rename(finalDir, `${finalDir}-old`).catch((error) => {
  if (error.code !== 'ENOENT') throw error;
});
await rename(outDir, finalDir);
await rm(`${finalDir}-old`, { recursive: true, force: true });
// What `npm run deploy` deploys: firebase.json with this build's redirects (.firebase.deploy.json).
if (mode === 'production') writeDeployConfig(finalDir);
console.log(
  `Built ${mode} into ${finalDir.replace(root + '/', '')} from the ${snapshotSource === 'seed' ? 'seed' : 'Firestore'} snapshot ` +
    `(${snapshot.posts.length} posts, ${snapshot.projects.length} projects): ${routes.length} prerendered pages, 404 page, ` +
    `${redirects} old post addresses redirected, ${renamedRedirects.length} renamed ones (Hosting 301s), app and admin shells, sitemap, RSS, robots, search index (${searchFiles.size} files) (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
// The rendered app leaves timers behind (query cache garbage collection); the build is done.
process.exit(0);
