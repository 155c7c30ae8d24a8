// The local Firebase back end of `npm run dev`, `npm run demo` and `npm run test:e2e`: the Auth and
// Firestore emulators of the demo project (firebase.json: Auth 9099, Firestore 8080 with firestore.rules),
// started through firebase-tools, seeded from src/data/seed, and stopped again without leaving a Java
// process behind. For `npm run demo`, `npm run preview`, the e2e tests and `npm run lighthouse` the same
// firebase-tools process also runs the Hosting emulator on :4173, serving a build directory with
// firebase.json's hosting config (rewrites, redirects, headers, clean URLs, the 404 page, compression).
//
// The Firestore emulator is a Java 21+ program. Where it cannot run (no Java 21+, no emulator jar), the
// app falls back to the in-browser memory store (seeded from the same module) and only the Auth emulator
// (pure JavaScript) starts. On CI (CI=true) that fallback is an error instead: the suites must run on the
// real rules there.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join, relative, resolve } from 'node:path';
import { createServer, loadEnv } from 'vite';
import { findFirestoreEmulator, findJava } from '../test-firestore.mjs';
import { waitForPort } from './browser.mjs';
import { DEMO_EMULATORS, resetAndSeed } from './emulator-data.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const FIREBASE_BIN = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
/** Starting both emulators takes 10-25 s on a quiet machine, over a minute on a busy 2-core one. */
const START_TIMEOUT_MS = Number(process.env.EMULATOR_START_TIMEOUT_MS ?? 180_000);

export const DEMO_URL = 'http://127.0.0.1:4173';
export const DEV_URL = 'http://127.0.0.1:5173';
/** The generated firebase-tools config of the Hosting emulator (writeHostingConfig; gitignored). */
const LOCAL_CONFIG = join(ROOT, '.firebase.local.json');

export function isCi() {
  return Boolean(process.env.CI) && !['0', 'false'].includes(process.env.CI.toLowerCase());
}

function hostPort(value) {
  const [host, port] = value.split(':');
  return { host, port: Number(port) };
}

/** Is something listening there? (One connection attempt: waitForPort with no time to wait.) */
export function isListening(host, port) {
  return waitForPort(port, host, 0).then(
    () => true,
    () => false,
  );
}

/**
 * firebase.json (what firebase-tools starts) and .env.demo (what the demo build connects to) must name
 * the same emulators as DEMO_EMULATORS (what the scripts and tests seed and read). Checked rather than
 * trusted, so a port changed in one place fails here instead of as a blank page.
 */
function assertConfigAgrees() {
  const { emulators } = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const env = loadEnv('demo', ROOT, 'VITE_');
  const expected = [
    ['firebase.json emulators.auth', `${emulators.auth.host}:${emulators.auth.port}`, DEMO_EMULATORS.auth],
    [
      'firebase.json emulators.firestore',
      `${emulators.firestore.host}:${emulators.firestore.port}`,
      DEMO_EMULATORS.firestore,
    ],
    ['.env.demo VITE_FIRESTORE_EMULATOR_HOST', env.VITE_FIRESTORE_EMULATOR_HOST, DEMO_EMULATORS.firestore],
    ['.env.demo VITE_AUTH_EMULATOR_URL', env.VITE_AUTH_EMULATOR_URL, `http://${DEMO_EMULATORS.auth}`],
    ['.env.demo VITE_FIREBASE_PROJECT_ID', env.VITE_FIREBASE_PROJECT_ID, DEMO_EMULATORS.projectId],
  ];
  for (const [where, actual, wanted] of expected) {
    if (actual !== wanted) {
      throw new Error(`${where} is ${actual}, but scripts/lib/emulator-data.mjs expects ${wanted}.`);
    }
  }
}

/**
 * Which data backend this machine can run: { name: 'firestore', env } (env: what firebase-tools needs to
 * find Java and the emulator jar) or { name: 'memory', reason }. On CI, 'memory' throws instead.
 */
export async function chooseBackend({ ci = isCi() } = {}) {
  assertConfigAgrees();
  const java = findJava();
  let reason = null;
  let env = {};
  if (!java.ok) {
    reason = `Java 21+ is missing (${java.found === null ? 'no Java found' : `found Java ${java.found}`})`;
  } else {
    const emulator = await findFirestoreEmulator();
    if (!emulator.ok) reason = emulator.reason;
    else {
      env = { ...emulator.env };
      // A newer Java found off PATH goes first on PATH, for firebase-tools' `java -jar`.
      if (java.binDir) env.PATH = `${java.binDir}${delimiter}${process.env.PATH ?? ''}`;
    }
  }
  if (reason === null) return { name: 'firestore', env };
  if (ci) {
    throw new Error(
      `The Firestore emulator cannot start: ${reason}. On CI (CI=true) the app must run on the emulators, ` +
        'there is no memory-store fallback: install Java 21+ (e.g. Temurin, or point JAVA_HOME at one) and ' +
        'the Firestore emulator (Debian package google-cloud-cli-firestore-emulator).',
    );
  }
  return { name: 'memory', reason };
}

/** Every process: pid -> { ppid, command }. */
function processTable() {
  const table = new Map();
  try {
    const listing = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,command='], { encoding: 'utf8' });
    for (const line of listing.trim().split('\n')) {
      const match = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line);
      if (match) table.set(Number(match[1]), { ppid: Number(match[2]), command: match[3] });
    }
  } catch {
    // no ps: nothing to add to the clean shutdown
  }
  return table;
}

/** The processes below `pid`, as [pid, command] (the Firestore emulator's Java has a process group of its own). */
function descendantsOf(pid, table = processTable()) {
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const [child, { ppid, command }] of table) {
      if (ppid !== parent) continue;
      found.push([child, command]);
      queue.push(child);
    }
  }
  return found;
}

function kill(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
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
 * Writes the firebase-tools config for the Hosting emulator serving `publicDir` at DEMO_URL: firebase.json
 * with `hosting.public` pointed at that directory, the CSP relaxed by localCsp, and the Hosting emulator's
 * address. It sits beside firebase.json (LOCAL_CONFIG, gitignored) because firebase-tools resolves paths
 * from the config file's folder and refuses rules outside it. Returns the file's path.
 */
export function writeHostingConfig(publicDir) {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const { hostname, port } = new URL(DEMO_URL);
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
  config.emulators = { ...config.emulators, hosting: { host: hostname, port: Number(port) } };
  writeFileSync(LOCAL_CONFIG, `${JSON.stringify(config, null, 2)}\n`);
  return LOCAL_CONFIG;
}

/**
 * Starts the emulators for `backend` (from chooseBackend): Auth, and Firestore with the rules when the
 * backend is 'firestore'; with `hosting` (a build directory such as 'dist-demo'), the Hosting emulator
 * serving it at DEMO_URL too (backend null: Hosting alone). Resolves once their ports accept
 * connections, with { stop, startupMs }; rejects with firebase-tools' output when they do not come up.
 * `onUnexpectedExit(message)` is called if they die later.
 */
export async function startEmulators(backend, { onUnexpectedExit, hosting } = {}) {
  const wanted = [];
  if (backend) wanted.push(['Auth', DEMO_EMULATORS.auth]);
  if (backend?.name === 'firestore') wanted.push(['Firestore', DEMO_EMULATORS.firestore]);
  if (hosting) wanted.push(['Hosting', new URL(DEMO_URL).host]);
  for (const [name, address] of wanted) {
    const { host, port } = hostPort(address);
    if (await isListening(host, port)) {
      throw new Error(
        `Port ${port} (${name} emulator) is already in use: is another \`npm run dev\`, \`npm run demo\`, ` +
          '`npm run preview` or `npm run test:e2e` running? Stop it first.',
      );
    }
  }

  const started = Date.now();
  const only = wanted.map(([name]) => name.toLowerCase()).join(',');
  const configFile = hosting ? writeHostingConfig(hosting) : null;
  const removeConfig = () => {
    if (configFile) rmSync(configFile, { force: true });
  };
  // detached: firebase-tools gets a process group of its own, so a Ctrl+C in the terminal reaches only
  // us and we stop the emulators in order (it starts Java detached as well).
  const child = spawn(
    process.execPath,
    [
      FIREBASE_BIN,
      'emulators:start',
      '--only',
      only,
      '--project',
      DEMO_EMULATORS.projectId,
      ...(configFile ? ['--config', configFile] : []),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, ...backend?.env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Its output is noise while things work; the tail is shown when they do not.
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-6_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let ready = false;
  let stopping = false;
  let exited = false;
  const exit = new Promise((done) => {
    child.once('exit', (code, signal) => {
      exited = true;
      done();
      if (ready && !stopping)
        onUnexpectedExit?.(`The emulators exited (${signal ?? `code ${code}`}):\n${output}`);
    });
  });

  // The processes firebase-tools started (Java), recorded while it runs: once it has exited they are
  // orphans we could no longer find through it.
  let children = [];
  const forceKill = () => {
    const table = processTable();
    const leftovers = [...children, ...descendantsOf(child.pid, table)];
    // Only a process that still runs the recorded command: a pid may have been reused since.
    for (const [pid, command] of leftovers) if (table.get(pid)?.command === command) kill(pid, 'SIGKILL');
    kill(-child.pid, 'SIGKILL');
  };
  // Last resort when our process ends without stop() (an uncaught error, process.exit from Vite's "q").
  const onExit = () => {
    if (!exited) forceKill();
    removeConfig();
  };
  process.on('exit', onExit);

  /** firebase-tools' clean shutdown (it stops Java), then whatever is left is killed. */
  async function stop() {
    if (stopping) return;
    stopping = true;
    process.off('exit', onExit);
    children = [...children, ...descendantsOf(child.pid)];
    if (!exited) {
      kill(child.pid, 'SIGTERM');
      await Promise.race([exit, new Promise((done) => setTimeout(done, 15_000))]);
    }
    forceKill();
    removeConfig();
  }

  const exitedEarly = exit.then(() => Promise.reject(new Error('firebase-tools exited')));
  exitedEarly.catch(() => {}); // after a successful start, an exit is reported to onUnexpectedExit
  try {
    await Promise.race([
      exitedEarly,
      Promise.all(
        wanted.map(([, address]) => {
          const { host, port } = hostPort(address);
          return waitForPort(port, host, START_TIMEOUT_MS);
        }),
      ),
    ]);
  } catch (error) {
    await stop();
    throw new Error(`The emulators did not start (${error.message}). firebase-tools said:\n${output}`);
  }
  ready = true;
  children = descendantsOf(child.pid);
  return { stop, startupMs: Date.now() - started };
}

/**
 * The web config of the demo build, from .env.demo (plus process env, which beats it): Firebase project
 * demo-chinar on the local emulators. On the 'memory' backend the data goes to the in-browser memory store
 * (kept in localStorage) while sign-in stays on the Auth emulator.
 */
export function demoWebEnv(backendName, siteUrl = DEMO_URL) {
  const env = { ...loadEnv('demo', ROOT, 'VITE_'), VITE_SITE_URL: siteUrl };
  if (backendName === 'memory')
    Object.assign(env, { VITE_DATA_BACKEND: 'memory', VITE_PERSIST_MEMORY_STORE: 'true' });
  return env;
}

/**
 * App Check in the demo build (npm run demo, the e2e tests, Lighthouse): its debug provider, whose token
 * Firestore requests carry (the emulator does not check it). Not in `npm run dev`, which needs no App Check.
 */
export const DEMO_APP_CHECK_DEBUG_TOKEN = 'demo-chinar-app-check-debug-token';

/** `npm run demo`'s build (scripts/build.mjs --mode demo into dist-demo) for the chosen backend. */
export function buildDemo(backendName) {
  const appCheck = {
    VITE_APPCHECK_DEBUG_TOKEN: process.env.VITE_APPCHECK_DEBUG_TOKEN ?? DEMO_APP_CHECK_DEBUG_TOKEN,
  };
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), '--mode', 'demo'], {
      cwd: ROOT,
      // A production build: loadSeed's Vite dev server sets NODE_ENV=development in this process, which
      // would otherwise reach the build and bundle React's development code.
      env: { ...process.env, ...demoWebEnv(backendName), ...appCheck, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
    // Started alongside the emulators: if they fail and we exit, the build goes too.
    const stopBuild = () => child.kill();
    process.on('exit', stopBuild);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('exit', stopBuild);
      if (code === 0) done();
      else reject(new Error(`the demo build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * The seed module (TypeScript) through Vite: `vite` when the caller has a dev server, else a throwaway
 * middleware-mode one.
 */
export async function loadSeed(vite) {
  if (vite) return vite.ssrLoadModule('/src/data/seed/index.ts');
  const server = await createServer({
    root: ROOT,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    return await server.ssrLoadModule('/src/data/seed/index.ts');
  } finally {
    await server.close();
  }
}

/** Clears the emulators and writes the seed: content and staff records in Firestore, demo accounts in Auth. */
export function seedEmulators(seed, backendName) {
  return resetAndSeed({
    collections: backendName === 'firestore' ? seed.seedCollections : null,
    accounts: seed.demoAuthAccounts,
  });
}

/**
 * The demo stack of `npm run demo`, the e2e tests and the Lighthouse script: the emulators with the Hosting
 * emulator serving dist-demo, and the seed written. The demo build (buildDemo) comes after: it prerenders
 * posts and projects from what the emulators hold, and the Hosting emulator reads files per request, so it
 * can already run. Returns the emulators (stop, startupMs), the seed and the documents written.
 */
export async function startSeededDemoStack(backend, { onUnexpectedExit } = {}) {
  const [emulators, seed] = await Promise.all([
    startEmulators(backend, { hosting: 'dist-demo', onUnexpectedExit }),
    loadSeed(),
  ]);
  const written = await seedEmulators(seed, backend.name);
  return { emulators, seed, written };
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) =>
    `    ${row.map((cell, column) => cell.padEnd(widths[column])).join('   ')}`.trimEnd(),
  );
}

/** The demo accounts as a table, built from the seed (staff records and invites decide role and status). */
export function demoAccountsTable(seed) {
  const rows = [['e-mail', 'password', 'role', 'status']];
  for (const account of seed.demoAuthAccounts) {
    const staff = seed.seedAdmins[account.uid];
    rows.push([
      account.email,
      account.password,
      staff ? `${staff.role}${staff.role === 'user' ? ' (read-only)' : ''}` : '-',
      staff ? String(staff.status) : 'no staff record',
    ]);
  }
  for (const invite of Object.values(seed.seedInvites)) {
    rows.push([invite.email, '(e-mail link)', String(invite.role), 'invited, no account yet']);
  }
  return table(rows);
}

/** What `npm run dev` and `npm run demo` print once everything is up. */
export function printSummary({ backend, url, seed, written, startupMs }) {
  const { projectId, auth, firestore } = DEMO_EMULATORS;
  const took = `emulators up in ${(startupMs / 1000).toFixed(1)} s`;
  const lines =
    backend.name === 'firestore'
      ? [
          `Data backend: Firestore + Auth emulators (project ${projectId}; Firestore ${firestore} with ` +
            `firestore.rules, Auth ${auth}), seeded: ${written.documents} documents, ${written.accounts} accounts (${took})`,
        ]
      : [
          `Data backend: in-browser memory store (kept in localStorage), seeded; Auth emulator ${auth} ` +
            `(project ${projectId}), ${written.accounts} accounts (${took})`,
          `  The Firestore emulator was not started: ${backend.reason}.`,
        ];
  console.log(
    [
      '',
      ...lines.map((line) => `  ${line}`),
      '',
      `  App: ${url}`,
      '',
      '  Demo accounts:',
      ...demoAccountsTable(seed),
      `  Sent sign-in links and reset codes: http://${auth}/emulator/v1/projects/${projectId}/oobCodes`,
      '',
    ].join('\n'),
  );
}
