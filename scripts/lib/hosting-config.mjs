// The firebase-tools configs that serve a build directory: firebase.json with `hosting.public` pointed at
// it and the build's redirects (old post addresses) added: for `firebase deploy` as it is, for the Hosting
// emulator with the CSP relaxed for plain http on 127.0.0.1 and the emulator's address.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { DEMO_EMULATORS, ROOT } from './emulator-config.mjs';

/**
 * Where writeHostingConfig writes for a port (gitignored): one file per address, so the budget check's
 * Hosting emulator can start beside the end-to-end suite's without either reading the other's config.
 */
const localConfigFile = (port) => join(ROOT, `.firebase.local-${port}.json`);

/**
 * The build's Hosting redirects, written by scripts/build.mjs into the build directory (a dot file: Hosting's
 * `ignore` keeps it out of the upload).
 */
export const BUILD_REDIRECTS_FILE = '.hosting-redirects.json';

/** Where the build writes the config `firebase deploy --config` takes (gitignored). */
const DEPLOY_CONFIG_FILE = '.firebase.deploy.json';

/**
 * The most redirects a build writes: the config goes with every deploy, so it stays bounded. Beyond it the
 * oldest posts' former addresses are left out (posts come newest first); their page still leads on.
 */
const MAX_BUILD_REDIRECTS = 1000;

/**
 * Permanent redirects from every post's former addresses (formerSlugs) to its current one, for the posts
 * given (the public ones), newest first as they come. An address that is a post's current one is served,
 * never redirected, and one that two posts claim is left out (the rules keep both from happening).
 * `postPath` is the app's (src/lib/paths.ts).
 */
export function formerAddressRedirects(posts, postPath) {
  const current = new Set(posts.map((post) => postPath(post)));
  const targets = new Map();
  const claimedTwice = new Set();
  for (const post of posts) {
    for (const slug of post.formerSlugs ?? []) {
      const source = postPath({ ...post, slug });
      if (current.has(source)) continue;
      if (targets.has(source)) claimedTwice.add(source);
      else targets.set(source, postPath(post));
    }
  }
  return [...targets]
    .filter(([source]) => !claimedTwice.has(source))
    .slice(0, MAX_BUILD_REDIRECTS)
    .map(([source, destination]) => ({ source, destination, type: 301 }));
}

/** The redirects the build in `publicDir` wrote ([] for a build without the file). */
function buildRedirects(publicDir) {
  const file = join(resolve(ROOT, publicDir), BUILD_REDIRECTS_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

/**
 * firebase.json for a build directory: `hosting.public` pointed at it, and after the config's own
 * redirects the build's, or `redirects` when given (the demo's, known before its build).
 */
export function hostingConfigFor(publicDir, redirects = buildRedirects(publicDir)) {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  // superstatic joins (rather than resolves) the public path: it must be relative.
  config.hosting.public = relative(ROOT, resolve(ROOT, publicDir)) || '.';
  config.hosting.redirects = [...(config.hosting.redirects ?? []), ...redirects];
  return config;
}

/** Writes the config `firebase deploy --config .firebase.deploy.json` deploys `publicDir` with. */
export function writeDeployConfig(publicDir) {
  const file = join(ROOT, DEPLOY_CONFIG_FILE);
  writeFileSync(file, `${JSON.stringify(hostingConfigFor(publicDir), null, 2)}\n`);
  return file;
}

/**
 * firebase.json's Content-Security-Policy for a site served over plain http on 127.0.0.1: the local
 * emulators (any 127.0.0.1 port) may be fetched, and upgrade-insecure-requests goes (there is no https
 * here). Everything else stays as deployed.
 */
export function localCsp(csp) {
  return csp
    .replace(/;\s*upgrade-insecure-requests/, '')
    .replace("connect-src 'self'", "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*");
}

/**
 * A Hosting emulator at another address than the demo's runs beside the demo's firebase-tools (the budget
 * check beside the end-to-end suite): its hub and logging ports must not be the defaults (4400, 4500), which
 * the demo's take, or two processes starting together race for them and one dies. They follow its port.
 * Returns [name, host:port] pairs, none for the demo's own address.
 */
export function extraPortsBesideDemo(address) {
  if (address === DEMO_EMULATORS.hosting) return [];
  const [host, port] = address.split(':');
  return [
    ['hub', `${host}:${Number(port) + 1}`],
    ['logging', `${host}:${Number(port) + 2}`],
  ];
}

/**
 * Writes the config for the Hosting emulator serving `publicDir` at `address` (host:port), with the
 * build's redirects or `redirects` (see hostingConfigFor). It sits beside firebase.json because
 * firebase-tools resolves paths from the config file's folder and refuses rules outside it. Returns the
 * file's path.
 */
export function writeHostingConfig(publicDir, address, redirects) {
  const config = hostingConfigFor(publicDir, redirects);
  const [host, port] = address.split(':');
  config.hosting.headers = (config.hosting.headers ?? []).map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key.toLowerCase() === 'content-security-policy'
        ? { ...header, value: localCsp(header.value) }
        : header,
    ),
  }));
  config.emulators = { ...config.emulators, hosting: { host, port: Number(port) } };
  for (const [name, extraAddress] of extraPortsBesideDemo(address)) {
    const [extraHost, extraPort] = extraAddress.split(':');
    config.emulators[name] = { host: extraHost, port: Number(extraPort) };
  }
  const file = localConfigFile(port);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}
