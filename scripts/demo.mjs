#!/usr/bin/env node
// npm run demo: the production build in demo mode (dist-demo), served at http://127.0.0.1:4173 by the
// Firebase Hosting emulator with firebase.json's hosting config (rewrites, redirects, headers, 404 page,
// compression), on the local Firebase back end of scripts/lib/emulators.mjs (Auth + Firestore emulators
// with the rules, seeded, and the Functions emulator e-mailing the local mail catcher, MailDev; memory store
// and no e-mail where Java 21+ is missing, an error on CI). Prints the data backend, the URL, the demo
// accounts and the inbox, and stays up until Ctrl+C.
//
// npm run preview (`--preview [dir=dist]`): an existing production build (`npm run build`) on the Hosting
// emulator alone, no build, no Auth or Firestore emulator (the build talks to its real Firebase project).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildDemo, startSeededDemoStack } from './lib/demo-build.mjs';
import { DEMO_URL } from './lib/emulator-config.mjs';
import { enableFunctionTriggers } from './lib/emulator-data.mjs';
import { chooseBackend, startEmulators } from './lib/emulators.mjs';
import { printSummary } from './lib/summary.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { preview: { type: 'boolean', default: false }, scale: { type: 'boolean', default: false } },
});
const previewDir = values.preview ? (positionals[0] ?? 'dist') : null;
const command = previewDir ? 'npm run preview' : 'npm run demo';

function fail(message) {
  console.error(`\n${command}: ${message}`);
  // The emulators' exit hook kills whatever they left running.
  process.exit(1);
}

function stopOnSignals(emulators) {
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await emulators.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, shutdown);
}

async function preview(dir) {
  if (!existsSync(resolve(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: build first (\`npm run build\`).`);
  }
  const emulators = await startEmulators(null, { hosting: dir, onUnexpectedExit: fail });
  stopOnSignals(emulators);
  console.log(`\n  ${dir}/ on the Firebase Hosting emulator (firebase.json's hosting config): ${DEMO_URL}`);
  console.log('  Press Ctrl+C to stop.');
}

async function demo() {
  const backend = await chooseBackend();
  const { emulators, seed, written } = await startSeededDemoStack(backend, {
    onUnexpectedExit: fail,
    scale: values.scale,
    mail: true,
  });
  stopOnSignals(emulators);
  // The seed was written with the functions' triggers off (no e-mail for seeded inquiries): on again.
  await Promise.all([buildDemo(backend.name), emulators.mail && enableFunctionTriggers()]);
  printSummary({
    backend,
    url: DEMO_URL,
    seed,
    written,
    startupMs: emulators.startupMs,
    mail: emulators.mail,
  });
  console.log("  Served by the Firebase Hosting emulator with firebase.json's hosting config.");
  console.log('  Press Ctrl+C to stop.');
}

try {
  await (previewDir ? preview(previewDir) : demo());
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
