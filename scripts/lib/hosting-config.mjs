// The firebase-tools config of the Hosting emulator serving a build directory: firebase.json with
// `hosting.public` pointed at it, the CSP relaxed for plain http on 127.0.0.1, and the emulator's address.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { DEMO_EMULATORS, ROOT } from './emulator-config.mjs';

/**
 * Where writeHostingConfig writes for a port (gitignored): one file per address, so the budget check's
 * Hosting emulator can start beside the end-to-end suite's without either reading the other's config.
 */
const localConfigFile = (port) => join(ROOT, `.firebase.local-${port}.json`);

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
 * Writes the config for the Hosting emulator serving `publicDir` at `address` (host:port). It sits beside
 * firebase.json because firebase-tools resolves paths from the config file's folder and refuses rules
 * outside it. Returns the file's path.
 */
export function writeHostingConfig(publicDir, address) {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const [host, port] = address.split(':');
  // superstatic joins (rather than resolves) the public path: it must be relative.
  config.hosting.public = relative(ROOT, resolve(ROOT, publicDir)) || '.';
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
