#!/usr/bin/env node
// npm run demo: the production build in demo mode (dist-demo), served at http://127.0.0.1:4173 the way
// Firebase Hosting serves it (scripts/serve.mjs), on the local Firebase back end of scripts/lib/emulators.mjs
// (Auth + Firestore emulators with the rules, seeded; memory store where Java 21+ is missing, an error on
// CI). Prints the data backend, the URL and the demo accounts, and stays up until Ctrl+C.
import { serveBuild } from './lib/browser.mjs';
import {
  buildDemo,
  chooseBackend,
  DEMO_URL,
  isListening,
  loadSeed,
  printSummary,
  seedEmulators,
  startEmulators,
} from './lib/emulators.mjs';

const { hostname, port } = new URL(DEMO_URL);

function fail(message) {
  console.error(`\nnpm run demo: ${message}`);
  // The emulators' exit hook kills whatever they left running.
  process.exit(1);
}

try {
  const backend = await chooseBackend();
  if (await isListening(hostname, Number(port))) {
    throw new Error(`port ${port} is already in use (another \`npm run demo\` or \`npm run preview\`?).`);
  }
  // The build does not need the emulators: both at once.
  const [emulators] = await Promise.all([
    startEmulators(backend, { onUnexpectedExit: fail }),
    buildDemo(backend.name),
  ]);
  const seed = await loadSeed();
  const written = await seedEmulators(seed, backend.name);
  const stopServer = await serveBuild('dist-demo', Number(port));

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    stopServer();
    await emulators.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, shutdown);

  printSummary({ backend, url: DEMO_URL, seed, written, startupMs: emulators.startupMs });
  console.log('  Press Ctrl+C to stop.');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
