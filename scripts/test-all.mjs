#!/usr/bin/env node
// npm test: every check, as CI runs it. On two cores every step is CPU-bound, so the wall time is the work
// over the cores less whatever waits serially; the steps are laid out in lanes that run side by side:
//
//   checks:     typecheck → lint:code → lint:format → lint:cycles → (demo built) build:budget →
//               test:build-output → budget
//   unit:       test:unit
//   e2e stack:  scripts/e2e.mjs starts the emulators, seeds them and builds the demo, then waits
//   firestore:  (emulators up) test:firestore against the end-to-end stack's Firestore emulator
//
// and once all of them have passed, the end-to-end stack is told to run Playwright. The Firestore suites
// use the stack's emulator (each file its own project id), so one JVM starts instead of two and nothing
// waits on a second start-up. build:budget waits for the demo build: both load the app's modules through
// Vite. The checks lane prints as it goes; the others print their output as a block when they finish.
// Stops at the first failure.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/emulator-config.mjs';

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const failed = [];

/** Runs `npm run <script>`: output to the terminal, or collected when `quiet`. Resolves to { code, output }. */
function npmRun(script, { quiet = false, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    child.on('error', (error) => resolve({ code: 1, output: `${output}\n${error.message}` }));
  });
}

/** Prints a script's collected output and records its result. Resolves to whether it passed. */
function report(script, { code, output }) {
  if (output) {
    console.log(`\n--- npm run ${script} (finished at ${seconds()}) ---`);
    process.stdout.write(output);
  }
  console.log(`npm test: ${script} ${code === 0 ? 'passed' : 'failed'} at ${seconds()}`);
  if (code !== 0) failed.push(script);
  return code === 0;
}

/** Runs scripts one after another while nothing has failed. */
async function lane(scripts, { quiet = true, before = async () => true } = {}) {
  for (const script of scripts) {
    if (failed.length > 0 || !(await before(script))) return;
    report(script, await npmRun(script, { quiet }));
  }
}

/**
 * The end-to-end stack, started at once: its output is held until Playwright runs. `firestore` resolves to
 * the emulator's host:port (null on the memory store) once it is up; `ready` to whether the demo is built;
 * `go()` runs Playwright and resolves to { code }; `stop()` ends it without testing.
 */
function startEndToEnd() {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'e2e.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let held = '';
  let live = false;
  const out = (chunk) => (live ? process.stdout.write(chunk) : (held += chunk));
  child.stdout.on('data', out);
  child.stderr.on('data', out);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  let onFirestore;
  let onReady;
  const firestore = new Promise((resolve) => (onFirestore = resolve));
  const ready = new Promise((resolve) => (onReady = resolve));
  child.on('message', (message) => {
    if ('firestore' in message) onFirestore(message.firestore);
    if (message.ready) onReady(true);
  });
  void exited.then(() => {
    onFirestore(undefined);
    onReady(false);
  });
  return {
    firestore,
    ready,
    output: () => held,
    go() {
      console.log(`\n--- npm run test:e2e (stack ready; Playwright starts at ${seconds()}) ---`);
      process.stdout.write(held);
      live = true;
      child.send('go');
      return exited.then((code) => ({ code, output: '' }));
    },
    stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

const endToEnd = startEndToEnd();
/** Whether the stack got as far as `what`; if not, its output is reported as test:e2e's failure. */
async function stackReached(promise) {
  const value = await promise;
  if (value === undefined || value === false) {
    if (!failed.includes('test:e2e')) report('test:e2e', { code: 1, output: endToEnd.output() });
    return false;
  }
  return value;
}

await Promise.all([
  lane(
    ['typecheck', 'lint:code', 'lint:format', 'lint:cycles', 'build:budget', 'test:build-output', 'budget'],
    {
      quiet: false,
      before: async (script) => script !== 'build:budget' || (await stackReached(endToEnd.ready)),
    },
  ),
  lane(['test:unit']),
  (async () => {
    const host = await endToEnd.firestore;
    if (host === undefined) return stackReached(endToEnd.firestore);
    // On the memory store (no Java), test:firestore says why it cannot run (a failure on CI).
    const env = host ? { ...process.env, FIRESTORE_EMULATOR_HOST: host } : process.env;
    return report('test:firestore', await npmRun('test:firestore', { quiet: true, env }));
  })(),
]);

if (failed.length === 0 && (await stackReached(endToEnd.ready))) report('test:e2e', await endToEnd.go());
else await endToEnd.stop();

console.log(
  failed.length === 0
    ? `\nnpm test: every check passed (${seconds()}).`
    : `\nnpm test: failed: ${failed.join(', ')} (${seconds()}).`,
);
process.exit(failed.length === 0 ? 0 : 1);
