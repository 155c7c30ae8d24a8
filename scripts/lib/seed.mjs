// The seed (src/data/seed, TypeScript, loaded through Vite's SSR loader) written into the emulators.
import { createServer } from 'vite';
import { ROOT } from './emulator-config.mjs';
import { resetAndSeed } from './emulator-data.mjs';

const SEED_MODULE = '/src/data/seed/index.ts';

/** The seed module: through `vite` when the caller has a dev server, else a throwaway middleware-mode one. */
export async function loadSeed(vite) {
  if (vite) return vite.ssrLoadModule(SEED_MODULE);
  const server = await createServer({
    root: ROOT,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    return await server.ssrLoadModule(SEED_MODULE);
  } finally {
    await server.close();
  }
}

/**
 * Clears the emulators and writes the seed: content and staff records in Firestore (on the 'firestore'
 * backend), demo accounts in Auth. Returns { documents, accounts } written.
 */
export function seedEmulators(seed, backendName) {
  return resetAndSeed({
    collections: backendName === 'firestore' ? seed.seedCollections : null,
    accounts: seed.demoAuthAccounts,
  });
}
