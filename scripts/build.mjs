#!/usr/bin/env node
// Production build with prerendering.
//   node scripts/build.mjs [--mode production|demo|budget]
// 1. client build (vite), 2. server build of src/app/entry-server.tsx, 3. prerender static routes to HTML,
// 4. write the SPA shell (app-shell.html), sitemap.xml and robots.txt.
import { build, loadEnv } from 'vite';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const modeIndex = process.argv.indexOf('--mode');
const mode = modeIndex > -1 ? process.argv[modeIndex + 1] : 'production';
const root = resolve(import.meta.dirname, '..');
const outDir = join(root, mode === 'production' ? 'dist' : `dist-${mode}`);
const ssrOutDir = join(root, `.ssr-${mode}`);

const started = Date.now();
try {
  await build({ root, mode, logLevel: 'warn' });
} catch (error) {
  // Configuration errors (src/lib/env.ts) already say what is missing; no stack trace needed for them.
  console.error(`\nBuild failed (${mode}): ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
await build({
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

const env = loadEnv(mode, root, 'VITE_');
const siteUrl = (env.VITE_SITE_URL ?? 'http://127.0.0.1:4173').replace(/\/$/, '');
const { renderRoute, prerenderRoutes, clientRenderedSitemapRoutes, businessJsonLdTag } = await import(
  pathToFileURL(join(ssrOutDir, 'entry-server.js')).href
);
const template = (await readFile(join(outDir, 'index.html'), 'utf8')).replace(
  '<!--app-head-->',
  `<!--app-head-->${businessJsonLdTag()}`,
);
const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));

/** Static imports of a manifest entry, transitively: what the page needs before it can render. */
function chunkFiles(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((imported) => chunkFiles(imported, seen))];
}
const entryFiles = new Set(chunkFiles('index.html'));

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

function fileForRoute(path) {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

for (const route of prerenderRoutes) {
  const html = await renderRoute(route.path);
  const { head, body } = splitHead(html);
  if (!head.includes('<title>'))
    throw new Error(`Prerendered ${route.path} has no <title> (does the page render <Seo>?).`);
  const preloads = chunkFiles(route.page)
    .filter((file) => !entryFiles.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  const page = template.replace('<!--app-head-->', head + preloads).replace('<!--app-html-->', body);
  const file = join(outDir, fileForRoute(route.path));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page);
}

// The shell for client-rendered routes (blog, post and project detail, 404): an empty root.
await writeFile(
  join(outDir, 'app-shell.html'),
  template.replace('<!--app-head-->', '').replace('<!--app-html-->', ''),
);
// The back office's shell (firebase.json rewrites /admin/** to it): never indexed, and admin-theme.js applies
// the saved dark mode before first paint (a blocking file, as the CSP allows no inline script).
await writeFile(
  join(outDir, 'admin.html'),
  template
    .replace(
      '<!--app-head-->',
      '<title>Admin | Chinar Digital</title><meta name="robots" content="noindex, nofollow"><script src="/admin-theme.js"></script>',
    )
    .replace('<!--app-html-->', ''),
);

const sitemapPaths = [...prerenderRoutes.map((route) => route.path), ...clientRenderedSitemapRoutes];
const today = new Date().toISOString().slice(0, 10);
await writeFile(
  join(outDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemapPaths
    .map(
      (path) => `  <url><loc>${siteUrl}${path === '/' ? '/' : path}</loc><lastmod>${today}</lastmod></url>`,
    )
    .join('\n')}\n</urlset>\n`,
);
await writeFile(
  join(outDir, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
);
await rm(ssrOutDir, { recursive: true, force: true });
console.log(
  `Built ${mode} into ${outDir.replace(root + '/', '')}: ${prerenderRoutes.length} prerendered pages, app shell, sitemap, robots (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
// The rendered app leaves timers behind (query cache garbage collection); the build is done.
process.exit(0);
