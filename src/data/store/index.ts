import { ensureAppCheck } from '@/lib/app-check';
import { appConfig, MEMORY_STORE_KEY } from '@/lib/config';
import type { DataStore } from './port';
import { retryableImport } from '@/lib/retryable-import';

export * from './port';

let storePromise: Promise<DataStore> | null = null;
let appCheckBeforeData = false;

export { MEMORY_STORE_KEY };

/**
 * The app's data store, created on first use. Both adapters are dynamic imports, so pages that never
 * touch data never download Firestore (or the seed content).
 */
export function getStore(): Promise<DataStore> {
  storePromise ??= loadStore().catch((error: unknown) => {
    // A failed download (flaky network) must not stick: the next call tries again.
    storePromise = null;
    throw error;
  });
  const store = storePromise;
  return appCheckBeforeData && appConfig.dataBackend === 'firestore'
    ? ensureAppCheck().then(() => store)
    : store;
}

/**
 * From now on the Firestore store is handed out only once App Check has started (or given up, see
 * ensureAppCheck), so every request carries its token: the back office and client-rendered pages call it.
 * Prerendered public pages do not: they read nothing before a visitor writes.
 */
export function requireAppCheckBeforeData(): void {
  appCheckBeforeData = true;
}

const loadFirestoreStore = retryableImport(() => import('./firestore-store'));

function loadStore(): Promise<DataStore> {
  return appConfig.dataBackend === 'firestore'
    ? loadFirestoreStore().then((module) => module.createFirestoreStore())
    : Promise.all([import('./memory-store'), import('../seed')]).then(([memory, seed]) =>
        memory.createMemoryStore({
          seed: seed.seedCollections,
          persistKey: appConfig.persistMemoryStore ? MEMORY_STORE_KEY : undefined,
        }),
      );
}

/**
 * Puts `store` in place of the configured one (null: back to the configured one on next use). The build
 * renders from the seed on a memory store this way; tests and the dev harness bring their own.
 */
export function setStore(store: DataStore | null): void {
  storePromise = store ? Promise.resolve(store) : null;
  if (!store) appCheckBeforeData = false;
}
