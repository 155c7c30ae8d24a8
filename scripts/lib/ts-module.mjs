// The app's TypeScript modules for Node scripts (the seed, the route manifest, search words, the backup
// format, the exported illustrations): node 20 does not run TypeScript, so they load through jiti, with the
// app's '@' alias and React's JSX, and the scripts run the same code the app does. The one TypeScript loader
// of the scripts.
import { resolve } from 'node:path';
import { createJiti } from 'jiti';
import { ROOT } from './emulator-config.mjs';

const jiti = createJiti(import.meta.url, {
  alias: { '@': resolve(ROOT, 'src') },
  jsx: { runtime: 'automatic' },
});

/** The module at `path`, from the project root (e.g. '/src/data/seed/index.ts'). */
export function loadTsModule(path) {
  return jiti.import(resolve(ROOT, `.${path}`));
}

/** Several modules (paths from the project root), in the order given. */
export function loadTsModules(paths) {
  return Promise.all(paths.map((path) => loadTsModule(path)));
}
