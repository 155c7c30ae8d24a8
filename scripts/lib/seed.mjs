// The seed (src/data/seed, TypeScript, loaded through jiti: lib/ts-module.mjs) written into the emulators.
import { resetAndSeed } from './emulator-data.mjs';
import { loadTsModule } from './ts-module.mjs';

export const SEED_MODULE = '/src/data/seed/index.ts';

/** The seed module (see loadTsModule). */
export function loadSeed() {
  return loadTsModule(SEED_MODULE);
}

/**
 * The seed's collections, with `scale` (src/data/seed/scale.ts: 5,000 posts, 500 projects, 20,000 inquiries,
 * 20,000 subscribers) added.
 */
export function seedContent(seed, { scale = false } = {}) {
  if (!scale) return seed.seedCollections;
  const extra = { ...seed.scaleCollections(), ...seed.scaleInboxCollections() };
  const collections = { ...seed.seedCollections };
  for (const [name, docs] of Object.entries(extra)) collections[name] = { ...collections[name], ...docs };
  return seed.withCollectionStats(collections);
}

/**
 * Clears the emulators and writes the seed: content and staff records in Firestore (on the 'firestore'
 * backend; with `scale`, the site in five years too), demo accounts in Auth. Returns { documents, accounts }
 * written.
 */
export function seedEmulators(seed, backendName, { scale = false } = {}) {
  return resetAndSeed({
    collections: backendName === 'firestore' ? seedContent(seed, { scale }) : null,
    accounts: seed.demoAuthAccounts,
  });
}
