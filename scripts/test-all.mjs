#!/usr/bin/env node
// npm test: every check, as CI runs it, in steps; the scripts of a step run side by side. A step's first
// script prints as it goes, the others print their output as a block when they finish.
//
// The Firestore emulator suites (test:firestore) mostly wait on the emulator, so they run beside the type
// check, lint and unit tests rather than after everything. Once the budget build is done, the end-to-end
// suite (which starts its own emulators and builds the demo first) runs beside the build output's tests and
// the budget check (Hosting emulator on :4190): those two left half the CPU idle for about a minute, and the
// end-to-end tests hold on a busy machine. Stops at the first failure.
import { spawn } from 'node:child_process';

// One after another, beside the emulator suites: every step keeps both cores busy, so running more of them
// side by side (or starting the end-to-end stack here too, with the Firestore suites on its emulator) makes
// the run slower, not faster.
const BESIDE_FIRESTORE = [
  ['typecheck'],
  ['lint:code'],
  ['lint:format'],
  ['lint:cycles'],
  ['lint:unused'],
  ['test:functions'],
  ['test:unit'],
];
const AFTER_FIRESTORE = [['build:budget'], ['test:e2e', 'test:build-output', 'budget']];

/** Runs `npm run <script>`: output to the terminal, or collected when `quiet`. Resolves to { code, output }. */
function npmRun(script, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    child.on('error', (error) => resolve({ code: 1, output: `${output}\n${error.message}` }));
  });
}

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const failed = [];

/** Prints a script's collected output and its result with the time, and records a failure. */
function report(script, { code, output }) {
  if (output) {
    console.log(`\n--- npm run ${script} (finished at ${seconds()}) ---`);
    process.stdout.write(output);
  }
  console.log(`npm test: ${script} ${code === 0 ? 'passed' : 'failed'} at ${seconds()}`);
  if (code !== 0) failed.push(script);
}

async function runSteps(steps) {
  for (const scripts of steps) {
    if (failed.length > 0) return;
    await Promise.all(
      scripts.map((script, index) =>
        npmRun(script, { quiet: index > 0 }).then((result) => report(script, result)),
      ),
    );
  }
}

const firestore = npmRun('test:firestore', { quiet: true });
await runSteps(BESIDE_FIRESTORE);
report('test:firestore', await firestore);
await runSteps(AFTER_FIRESTORE);

console.log(
  failed.length === 0
    ? `\nnpm test: every check passed (${seconds()}).`
    : `\nnpm test: failed: ${failed.join(', ')} (${seconds()}).`,
);
process.exit(failed.length === 0 ? 0 : 1);
