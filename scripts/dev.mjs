#!/usr/bin/env node
// npm run dev: Vite with hot reload on the local Firebase back end (scripts/lib/emulators.mjs): the Auth
// and Firestore emulators of project demo-chinar, security rules loaded, seeded with the content and the
// demo staff. Where Java 21+ is missing the data lives in the in-browser memory store (same seed) and
// only the Auth emulator runs; on CI that is an error. Prints the data backend, the URL and the demo
// accounts. Ctrl+C (or q + enter) stops Vite and the emulators.
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { demoWebEnv } from './lib/demo-build.mjs';
import { DEV_URL } from './lib/emulator-config.mjs';
import { chooseBackend, startEmulators } from './lib/emulators.mjs';
import { loadSeed, seedEmulators } from './lib/seed.mjs';
import { printSummary } from './lib/summary.mjs';

function fail(message) {
  console.error(`\nnpm run dev: ${message}`);
  // The emulators' exit hook kills whatever they left running.
  process.exit(1);
}

// --scale: the site in five years (5,000 posts, 500 projects: src/data/seed/scale.ts) on top of the seed.
const { values: options } = parseArgs({ options: { scale: { type: 'boolean', default: false } } });

try {
  const backend = await chooseBackend();
  // The same web config as the demo build, pointed at the emulators. Process env beats the .env files,
  // so a developer's production .env cannot send dev traffic to the real project.
  Object.assign(process.env, demoWebEnv(backend.name, DEV_URL));

  const [emulators, vite] = await Promise.all([
    startEmulators(backend, { onUnexpectedExit: fail }),
    createServer({ mode: 'development' }),
  ]);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await vite.close();
    await emulators.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, shutdown);

  await vite.listen();
  const seed = await loadSeed(vite);
  const written = await seedEmulators(seed, backend.name, { scale: options.scale });
  printSummary({
    backend,
    url: vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? DEV_URL,
    seed,
    written,
    startupMs: emulators.startupMs,
  });
  vite.bindCLIShortcuts({
    print: true,
    customShortcuts: [{ key: 'q', description: 'quit (and stop the emulators)', action: shutdown }],
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
