#!/usr/bin/env node
// A minimal stand-in for Firebase Hosting (firebase.json): static files first, clean URLs (/about ->
// about.html), the redirects, the rewrites (admin shell, app shell), else 404.html with status 404, and the
// same response headers (CSP as localCsp relaxes it). No compression. The budget check
// (scripts/check-budget.mjs, through lib/browser.mjs' serveBuild) uses it; `npm run demo`, `npm run preview`
// and the e2e tests run the real thing, the Hosting emulator (scripts/lib/emulators.mjs).
//   node scripts/serve.mjs [dir=dist-demo] [--port 4173]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { localCsp } from './lib/emulators.mjs';

const args = process.argv.slice(2);
const portIndex = args.indexOf('--port');
const port = portIndex > -1 ? Number(args[portIndex + 1]) : 4173;
const dir = resolve(
  args.find((arg, index) => !arg.startsWith('--') && index !== portIndex + 1) ?? 'dist-demo',
);
const host = '127.0.0.1';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

const hosting = JSON.parse(
  await readFile(resolve(import.meta.dirname, '..', 'firebase.json'), 'utf8'),
).hosting;

function globToRegExp(glob) {
  const source = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\\\.@\\\(([^)]*)\\\)/g, (_m, list) => `\\.(${list.replace(/\\\|/g, '|')})`)
    .replace(/\*\*/g, '§§')
    .replace(/\*/g, '[^/]*')
    .replace(/§§/g, '.*');
  return new RegExp(`^${source}$`);
}
const headerRules = (hosting.headers ?? []).map((rule) => ({
  pattern: globToRegExp(rule.source),
  headers: rule.headers,
}));

const rewriteRules = (hosting.rewrites ?? []).map((rule) => ({
  pattern: globToRegExp(rule.source),
  destination: rule.destination,
}));

const redirectRules = (hosting.redirects ?? []).map((rule) => ({
  pattern: globToRegExp(rule.source),
  destination: rule.destination,
  status: rule.type ?? 301,
}));

function headersFor(path) {
  const result = {};
  for (const rule of headerRules) {
    if (!rule.pattern.test(path)) continue;
    for (const { key, value } of rule.headers) result[key] = value;
  }
  const csp = result['Content-Security-Policy'];
  if (csp) result['Content-Security-Policy'] = localCsp(csp);
  return result;
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function resolveFile(urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.(\/|\\|$))+/, '');
  const candidates = clean.endsWith('/')
    ? [join(clean, 'index.html')]
    : [clean, `${clean}.html`, join(clean, 'index.html')];
  for (const candidate of candidates) {
    const full = join(dir, candidate);
    if (full.startsWith(dir) && (await isFile(full)))
      return { file: full, servedPath: candidate, status: 200 };
  }
  // No file: the first of firebase.json's rewrites that matches (admin shell, app shell), else 404.html.
  const rewrite = rewriteRules.find((rule) => rule.pattern.test(urlPath));
  if (rewrite) return { file: join(dir, rewrite.destination), servedPath: rewrite.destination, status: 200 };
  return { file: join(dir, '404.html'), servedPath: '/404.html', status: 404 };
}

const server = createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', `http://${host}`);
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      response.writeHead(301, { Location: url.pathname.slice(0, -1) + url.search }).end();
      return;
    }
    const redirect = redirectRules.find((rule) => rule.pattern.test(url.pathname));
    if (redirect) {
      response.writeHead(redirect.status, { Location: redirect.destination }).end();
      return;
    }
    if (url.pathname.endsWith('.html') && url.pathname !== '/app-shell.html') {
      // cleanUrls: /about.html redirects to /about
      response.writeHead(301, { Location: url.pathname.replace(/(\/index)?\.html$/, '') || '/' }).end();
      return;
    }
    const { file, servedPath, status } = await resolveFile(url.pathname);
    const body = await readFile(file).catch(() => null);
    if (body === null) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    response.writeHead(status, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      ...headersFor(url.pathname === '/' ? '/' : url.pathname),
      ...(servedPath.endsWith('.html') ? headersFor(servedPath) : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch (error) {
    response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
  }
});

server.listen(port, host, () => console.log(`Serving ${dir} at http://${host}:${port}`));
