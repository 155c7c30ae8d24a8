// How the back office's build groups its code into chunks (scripts/build.mjs), with Rolldown's own
// code-splitting groups, in one build:
// - `start`: every module the entry runs before anything else (Rolldown's `$initial` tag, which it sets after
//   tree-shaking), in one chunk. Left alone Rolldown cuts them into several small chunks wherever a lazy
//   module also imports a part (rolldown/rolldown#10731), and every screen queued for each.
// - `staff`: the modules that two or more staff screens load (each screen with the staff frame) and that no
//   sign-in screen may load, in one chunk. Left alone Rolldown puts every module shared by a distinct set of
//   lazy modules into a chunk of its own: some fifty files for a staff screen's first load.
// Which modules are staff-only is read off the module graph once it is complete (buildEnd), before Rolldown
// cuts the chunks. That graph is honest because icons are imported one file each (lucide's barrel file,
// which imports every icon, is rewritten away in vite.config.ts) and Radix per component.
import { fileURLToPath } from 'node:url';

const srcFile = (path) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

/** The frame every staff screen renders in. */
const STAFF_FRAME = srcFile('layouts/AdminLayout.tsx');
/** How many staff screens must load a module before it joins the staff chunk. */
const MIN_SCREENS = 2;

/**
 * The page modules of a group's screens, as files, from the route manifest (src/lib/admin-paths.ts).
 * @param {Record<string, { group: string, page: string }>} adminRoutes
 * @param {'signedOut' | 'staff'} group
 * @returns {string[]}
 */
export function pageFiles(adminRoutes, group) {
  const pages = Object.values(adminRoutes)
    .filter((route) => route.group === group)
    .map((route) => srcFile(`pages/admin/${route.page}.tsx`));
  return [...new Set(pages)];
}

/**
 * The modules reachable from `start` through the module graph: static imports, and lazy ones too if asked.
 * @param {(id: string) => { importedIds: readonly string[], dynamicallyImportedIds: readonly string[] } | null} getModuleInfo
 * @param {string[]} start
 * @param {{ lazy: boolean }} options
 * @returns {Set<string>}
 */
function reachable(getModuleInfo, start, { lazy }) {
  const reached = new Set();
  const pending = [...start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    const info = getModuleInfo(id);
    if (info) pending.push(...info.importedIds, ...(lazy ? info.dynamicallyImportedIds : []));
  }
  return reached;
}

/**
 * The staff chunk's modules: those two or more staff screens import (page and frame, statically), except any a
 * sign-in screen may load, now or lazily (a sign-in page that needed one would load the whole staff chunk), and
 * the frame's own module, whose lazy import names it.
 * @param {(id: string) => { importedIds: readonly string[], dynamicallyImportedIds: readonly string[] } | null} getModuleInfo
 * @param {Record<string, { group: string, page: string }>} adminRoutes
 * @returns {Set<string>}
 */
export function staffSharedModules(getModuleInfo, adminRoutes) {
  const beforeSignIn = reachable(getModuleInfo, pageFiles(adminRoutes, 'signedOut'), { lazy: true });
  // Every staff screen loads the frame: its modules are walked once and counted with each screen's own.
  const frame = reachable(getModuleInfo, [STAFF_FRAME], { lazy: false });
  const screensLoading = new Map();
  for (const page of pageFiles(adminRoutes, 'staff')) {
    for (const id of new Set([...frame, ...reachable(getModuleInfo, [page], { lazy: false })]))
      screensLoading.set(id, (screensLoading.get(id) ?? 0) + 1);
  }
  return new Set(
    [...screensLoading]
      .filter(([id, screens]) => screens >= MIN_SCREENS && !beforeSignIn.has(id) && id !== STAFF_FRAME)
      .map(([id]) => id),
  );
}

/**
 * The back office build's code-splitting groups, and the plugin that tells the `staff` group its modules.
 * @param {Record<string, { group: string, page: string }>} adminRoutes
 * @returns {{ groups: import('rolldown').CodeSplittingGroup[], plugin: import('vite').Plugin }}
 */
export function adminChunking(adminRoutes) {
  let staffShared = new Set();
  return {
    groups: [
      { name: 'start', tags: ['$initial'], priority: 2 },
      {
        name: 'staff',
        priority: 1,
        test: (id) => staffShared.has(id),
        // What its modules import is in it too, in `start`, or in a chunk the sign-in screens load (which
        // never imports a staff module back); the default would drag those into this chunk.
        includeDependenciesRecursively: false,
      },
    ],
    plugin: {
      name: 'admin-staff-chunk',
      buildEnd() {
        staffShared = staffSharedModules((id) => this.getModuleInfo(id), adminRoutes);
      },
    },
  };
}
