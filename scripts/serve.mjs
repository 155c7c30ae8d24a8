#!/usr/bin/env node
// Serves a build the way Firebase Hosting will (firebase.json): static files first, clean URLs
// (/about -> about.html), everything else -> app-shell.html, and the same response headers (CSP included),
// so the demo and the end-to-end tests run under production rules.
//   node scripts/serve.mjs [dir=dist-demo] [--port 4173]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

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

function headersFor(path) {
  const result = {};
  for (const rule of headerRules) {
    if (!rule.pattern.test(path)) continue;
    for (const { key, value } of rule.headers) result[key] = value;
  }
  const csp = result['Content-Security-Policy'];
  if (csp) {
    // Local http: no upgrade to https, and the local Firebase emulators are reachable.
    result['Content-Security-Policy'] = csp
      .replace(/;\s*upgrade-insecure-requests/, '')
      .replace("connect-src 'self'", "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*");
  }
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
    if (full.startsWith(dir) && (await isFile(full))) return { file: full, servedPath: candidate };
  }
  // No file: the first of firebase.json's rewrites that matches (the admin shell, else the app shell).
  const rewrite = rewriteRules.find((rule) => rule.pattern.test(urlPath));
  const destination = rewrite?.destination ?? '/app-shell.html';
  return { file: join(dir, destination), servedPath: destination };
}

const server = createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', `http://${host}`);
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      response.writeHead(301, { Location: url.pathname.slice(0, -1) + url.search }).end();
      return;
    }
    if (url.pathname.endsWith('.html') && url.pathname !== '/app-shell.html') {
      // cleanUrls: /about.html redirects to /about
      response.writeHead(301, { Location: url.pathname.replace(/(\/index)?\.html$/, '') || '/' }).end();
      return;
    }
    const { file, servedPath } = await resolveFile(url.pathname);
    const body = await readFile(file);
    response.writeHead(200, {
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
