#!/usr/bin/env node
// npm run dev: Vite with hot reload on the local Firebase back end (scripts/lib/emulators.mjs): the Auth
// and Firestore emulators of project demo-chinar, security rules loaded, seeded with the content and the
// demo staff, and the Functions emulator running functions/ (built at start; rebuild with `npm run build
// --prefix functions` and the emulator reloads them), which e-mails the local mail catcher (MailDev). Where
// Java 21+ is missing the data lives in the in-browser memory store (same seed), only the Auth emulator
// runs and no e-mail is sent; on CI that is an error. Prints the data backend, the URL, the demo accounts
// and the inbox. Ctrl+C (or q + enter) stops Vite, the emulators and the mail catcher.
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { demoWebEnv } from './lib/demo-build.mjs';
import { DEV_URL } from './lib/emulator-config.mjs';
import { enableFunctionTriggers } from './lib/emulator-data.mjs';
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

  // The e-mails' links lead here: the port must be Vite's, not the next free one.
  const startVite = async () => {
    const server = await createServer({ mode: 'development', server: { strictPort: true } });
    await server.listen();
    return { vite: server, seed: await loadSeed() };
  };
  // The seed loads while the functions build and the emulators start.
  const [emulators, { vite, seed }] = await Promise.all([
    startEmulators(backend, {
      onUnexpectedExit: fail,
      functions: backend.name === 'firestore' ? { siteUrl: DEV_URL } : undefined,
    }),
    startVite(),
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

  const written = await seedEmulators(seed, backend.name, { scale: options.scale });
  // The seed is written with the functions' triggers off (no e-mail for seeded inquiries): on again.
  if (emulators.mail) await enableFunctionTriggers();
  printSummary({
    backend,
    url: vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? DEV_URL,
    seed,
    written,
    startupMs: emulators.startupMs,
    mail: emulators.mail,
  });
  vite.bindCLIShortcuts({
    print: true,
    customShortcuts: [{ key: 'q', description: 'quit (and stop the emulators)', action: shutdown }],
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
