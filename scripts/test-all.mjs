#!/usr/bin/env node
// npm test: every check, as CI runs it, in two steps of lanes; a step's lanes run side by side, a lane's
// scripts one after another. The first lane prints as it goes, the others print each script's output as a
// block when it finishes. After a failure no further script starts, and the run fails.
//
// The whole run is CPU-bound on two cores, so the layout fills the idle time rather than adding workers:
//  1. The unit tests beside the Firestore emulator suites (their own emulator on :8080). Both keep the
//     cores busy; neither can share a step with the end-to-end suite, which needs :8080 too.
//  2. The end-to-end suite (its emulators, the demo build, Playwright) beside the budget build, its checks,
//     the type check and the linters. The end-to-end tests leave about a fifth of the CPU idle (most of
//     the one-at-a-time mutation tests wait on the emulators or the clock), about as much as the other
//     lane needs; they hold on a busy machine. The budget check's Hosting emulator uses :4190, not :4173.
import { spawn } from 'node:child_process';

const STEPS = [
  [['test:unit'], ['test:firestore']],
  [
    ['test:e2e'],
    [
      'build:budget',
      'test:build-output',
      'budget',
      'typecheck',
      'lint:code',
      'lint:format',
      'lint:cycles',
      'lint:unused',
      'test:functions',
    ],
  ],
];

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

async function runLane(scripts, quiet) {
  for (const script of scripts) {
    if (failed.length > 0) return;
    report(script, await npmRun(script, { quiet }));
  }
}

for (const lanes of STEPS) {
  if (failed.length > 0) break;
  await Promise.all(lanes.map((scripts, index) => runLane(scripts, index > 0)));
}

console.log(
  failed.length === 0
    ? `\nnpm test: every check passed (${seconds()}).`
    : `\nnpm test: failed: ${failed.join(', ')} (${seconds()}).`,
);
process.exit(failed.length === 0 ? 0 : 1);
