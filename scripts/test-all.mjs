#!/usr/bin/env node
// npm test: every check, as CI runs it, in three steps; the lanes of a step run side by side.
//
//   1. typecheck → lint:code → lint:format → lint:cycles  ‖  test:unit  ‖  the end-to-end stack's emulators
//      (scripts/e2e.mjs starts and seeds them, then waits) → test:firestore against its Firestore emulator
//   2. build:budget
//   3. test:e2e (the demo build, then Playwright)  ‖  test:build-output  ‖  budget
//
// On two cores every step is CPU-bound, so more lanes only slow each other (and the page tests' waits): the
// emulators' start-up, which mostly waits, is what moves into step 1, and the Firestore suites use that
// emulator (each file in its own project id) instead of starting a JVM of their own. The first lane of a
// step prints as it goes, the others print their output as a block when they finish. Stops at the first
// failure.
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
async function lane(scripts, { quiet = true } = {}) {
  for (const script of scripts) {
    if (failed.length > 0) return;
    report(script, await npmRun(script, { quiet }));
  }
}

/**
 * The end-to-end stack, started at once: its output is held until it is told to go on. `firestore` resolves
 * to the emulator's host:port (null on the memory store) once the emulators are up and seeded, undefined if
 * the stack ended first; `go()` builds the demo and runs Playwright, resolving to { code }; `stop()` ends it.
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
  const firestore = new Promise((resolve) => {
    child.once('message', (message) => resolve(message.firestore));
    void exited.then(() => resolve(undefined));
  });
  return {
    firestore,
    go() {
      console.log(`\n--- npm run test:e2e (emulators up since step 1; from ${seconds()}) ---`);
      process.stdout.write(held);
      live = true;
      // A stack that has ended since step 1 (its emulator failed) resolves with its exit code below.
      if (child.connected) child.send('go');
      return exited.then((code) => ({ code, output: '' }));
    },
    stop() {
      child.kill('SIGTERM');
      return exited;
    },
    output: () => held,
  };
}

const endToEnd = startEndToEnd();

async function firestoreLane() {
  const host = await endToEnd.firestore;
  if (host === undefined) return report('test:e2e', { code: 1, output: endToEnd.output() });
  // On the memory store (no Java), test:firestore says why it cannot run (a failure on CI).
  const env = host ? { ...process.env, FIRESTORE_EMULATOR_HOST: host } : process.env;
  return report('test:firestore', await npmRun('test:firestore', { quiet: true, env }));
}

await Promise.all([
  lane(['typecheck', 'lint:code', 'lint:format', 'lint:cycles'], { quiet: false }),
  lane(['test:unit']),
  firestoreLane(),
]);
await lane(['build:budget'], { quiet: false });
if (failed.length === 0) {
  await Promise.all([
    endToEnd.go().then((result) => report('test:e2e', result)),
    lane(['test:build-output']),
    lane(['budget']),
  ]);
} else await endToEnd.stop();

console.log(
  failed.length === 0
    ? `\nnpm test: every check passed (${seconds()}).`
    : `\nnpm test: failed: ${failed.join(', ')} (${seconds()}).`,
);
process.exit(failed.length === 0 ? 0 : 1);
