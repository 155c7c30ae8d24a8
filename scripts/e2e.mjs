#!/usr/bin/env node
// npm run test:e2e [-- playwright args]: the Playwright suite (e2e/) against the demo build on the local
// Firebase emulators, so the security rules are enforced end to end. Starts the emulators
// (scripts/lib/emulators.mjs; the Hosting emulator serves dist-demo at :4173 with firebase.json's hosting
// config; the Functions emulator runs functions/ and e-mails the local mail catcher, MailDev, whose SMTP
// listener the tests can stop and restart: e2e/support/mail.ts), seeds them, builds the demo from that
// content, runs `playwright test` with the extra arguments (e2e/support/global-setup.ts reseeds, which
// leaves the functions' triggers off: the e-mail tests turn them on), stops the emulators and the catcher
// and exits with Playwright's code. After a green run it measures the admin's bundle budget on the same
// demo (`scripts/check-budget.mjs --admin`, signed in as the demo admin).
//
// Without Java 21+ the demo runs on the memory store (Auth emulator only, no functions, no e-mail); the
// tests learn which backend they run on from E2E_DATA_BACKEND. On CI that fallback is a failure.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildDemo, startSeededDemoStack } from './lib/demo-build.mjs';
import { DEMO_URL, ROOT } from './lib/emulator-config.mjs';
import { chooseBackend } from './lib/emulators.mjs';

const PLAYWRIGHT_CLI = join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');

let emulators = null;
let playwright = null;

async function finish(code) {
  await emulators?.stop();
  process.exit(code);
}

// Ctrl+C reaches Playwright too (same process group): let it finish its report, then stop the emulators.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (playwright) playwright.kill(signal);
    else void finish(130);
  });
}

let backend;
let seed;
try {
  backend = await chooseBackend();
  console.log(
    backend.name === 'firestore'
      ? 'End-to-end tests on the Firestore + Auth emulators (rules enforced).'
      : `End-to-end tests on the memory store + Auth emulator: the Firestore emulator cannot run here (${backend.reason}).`,
  );
  const started = Date.now();
  // Global setup resets to the same seed before the tests.
  ({ emulators, seed } = await startSeededDemoStack(backend, {
    onUnexpectedExit: (message) => console.error(`\nnpm run test:e2e: ${message}`),
    mail: true,
  }));
  await buildDemo(backend.name);
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const build = emulators.functionsBuildMs;
  console.log(
    `Emulators up in ${seconds(emulators.startupMs)}` +
      `${build === null ? '' : ` (functions built in ${seconds(build)}, beside the seed's loading)`}` +
      `; ready to test after ${seconds(Date.now() - started)}.`,
  );
} catch (error) {
  console.error(`\nnpm run test:e2e: ${error instanceof Error ? error.message : error}`);
  await finish(1);
}

// Every argument is Playwright's, passed on as given: nothing here to parse.
playwright = spawn(process.execPath, [PLAYWRIGHT_CLI, 'test', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, E2E_DATA_BACKEND: backend.name },
});
playwright.once('error', (error) => {
  console.error(`Could not start Playwright: ${error.message}`);
  void finish(1);
});

/** `check-budget.mjs --admin` against the demo, signed in as the demo admin; resolves to its exit code. */
async function checkAdminBudget() {
  const { DEMO_STAFF, demoPasswordOf } = seed;
  const budget = spawn(process.execPath, [join(ROOT, 'scripts', 'check-budget.mjs'), '--admin', DEMO_URL], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      BUDGET_ADMIN_EMAIL: DEMO_STAFF.admin,
      BUDGET_ADMIN_PASSWORD: demoPasswordOf(DEMO_STAFF.admin),
    },
  });
  return new Promise((done) => budget.once('exit', (code) => done(code ?? 1)));
}

playwright.once('exit', (code, signal) => {
  const result = code ?? (signal ? 1 : 0);
  if (result !== 0 || signal) {
    void finish(result);
    return;
  }
  checkAdminBudget().then(finish, (error) => {
    console.error(`Admin budget check could not run: ${error instanceof Error ? error.message : error}`);
    void finish(1);
  });
});
