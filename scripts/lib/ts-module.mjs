// The app's TypeScript modules for Node scripts (the seed, search words): loaded through Vite's SSR
// loader, so scripts run the same code the app does.
import { createServer } from 'vite';
import { ROOT } from './emulator-config.mjs';

/**
 * The module at `path` (from the project root, e.g. '/src/data/seed/index.ts'): through `vite` when the
 * caller has a dev server, else a throwaway middleware-mode one.
 */
export async function loadTsModule(path, vite) {
  if (vite) return vite.ssrLoadModule(path);
  const [module] = await loadTsModules([path]);
  return module;
}

/**
 * Several modules (paths from the project root) through one throwaway middleware-mode loader. Vite's dev
 * server sets NODE_ENV=development for the whole process: it is put back, or a production build run later in
 * the same process bundles React's development build (home start-up JS 173.8 kB instead of 108.9 kB).
 */
export async function loadTsModules(paths) {
  const nodeEnv = process.env.NODE_ENV;
  const server = await createServer({
    root: ROOT,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    return await Promise.all(paths.map((path) => server.ssrLoadModule(path)));
  } finally {
    await server.close();
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
