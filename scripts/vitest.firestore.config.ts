// Vitest config for the suites that need the Cloud Firestore emulator (*.firestore.test.ts): the
// security-rules tests and the storage-port contract against the Firestore adapter. The normal config
// (vite.config.ts) excludes these files; scripts/test-firestore.mjs runs them with this one, inside
// `firebase emulators:exec`, which sets FIRESTORE_EMULATOR_HOST.
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  // npm test runs these beside the unit tests (scripts/test-all.mjs): a cache of their own.
  cacheDir: 'node_modules/.vite-firestore',
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  test: {
    // Plain Node, like a server talking to Firestore: no jsdom, no React setup file.
    environment: 'node',
    include: ['src/**/*.firestore.test.ts', 'tests/**/*.firestore.test.ts'],
    exclude: ['node_modules/**'],
    // Each file uses its own project id, so files run side by side: two at a time (Vitest's default on
    // two cores is one), as the emulator answers one while the other waits on it.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
