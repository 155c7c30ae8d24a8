#!/usr/bin/env node
// npm test: every check, as CI runs it. The Firestore emulator suites (npm run test:firestore) mostly wait on
// the emulator, so they run beside the single-threaded type check and lint and the unit tests instead of after
// everything; their output is printed once they finish. The build tests (whose budget check starts the Hosting
// emulator) and the end-to-end suite start only once they have finished, so no two Firebase emulator suites
// run at once and the end-to-end tests have the machine to themselves.
//
// Order: typecheck, lint, unit tests (Firestore suites beside them), build tests and budgets, end to end.
import { spawn } from 'node:child_process';

const BESIDE_FIRESTORE = ['typecheck', 'lint', 'test:unit'];
const AFTER = ['test:build', 'test:e2e'];

/** Runs `npm run <script>`; output to the terminal, or collected when `quiet`. Resolves to { code, output }. */
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

async function runInOrder(scripts) {
  for (const script of scripts) {
    if (failed.length > 0) return;
    const { code } = await npmRun(script);
    if (code !== 0) failed.push(script);
  }
}

const firestore = npmRun('test:firestore', { quiet: true });
await runInOrder(BESIDE_FIRESTORE);
const firestoreResult = await firestore;
console.log(`\n--- npm run test:firestore (ran beside the steps above; finished at ${seconds()}) ---`);
process.stdout.write(firestoreResult.output);
if (firestoreResult.code !== 0) failed.push('test:firestore');
await runInOrder(AFTER);

console.log(
  failed.length === 0
    ? `\nnpm test: every check passed (${seconds()}).`
    : `\nnpm test: failed: ${failed.join(', ')} (${seconds()}).`,
);
process.exit(failed.length === 0 ? 0 : 1);
