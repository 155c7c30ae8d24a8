// How the back office's build groups its code into chunks (scripts/build.mjs).
//
// Left to itself Rolldown puts every module shared by a distinct set of lazy screens into a chunk of its own:
// dozens of small chunks that only staff screens load. A screen's first load then queued dozens of them,
// six at a time on an HTTP/1.1 server, each with its own <link rel=modulepreload> and module record. So:
// - one `start` chunk holds the entry's modules (startModules), which Rolldown also cut apart;
// - one `staff` chunk holds the modules staff screens share (staffSharedModules). The sign-in screen's chunks
//   are not touched: nothing it can load is captured, so /admin/login loads what it loaded before;
// - the shared chunks exactly the same screens load at start are merged (sameScreensGroups).
//
// Which modules those are is only known after tree-shaking (the module graph says LoginPage reaches every
// icon, through lucide-react's index file; Radix is imported per component), so the build asks Rolldown first: a
// probe build in memory (`adminChunkProbe`) reports the start and staff modules, a second probe with those two
// groups gives each screen's start-up files, and the real build captures exactly what they name.
import { fileURLToPath } from 'node:url';

const srcFile = (path) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

/** The back office's route table: it lazily imports the frame and every screen's page module. */
const ADMIN_ROUTES = srcFile('app/admin/routes.tsx');
/** The back office's entry module (admin.html's script). */
const ADMIN_MAIN = srcFile('app/admin/main.tsx');

/**
 * The page modules of the screens before sign-in, as files: from the route manifest (src/lib/admin-paths.ts),
 * the screens of group 'signedOut'.
 * @param {Record<string, { group: string, page: string }>} adminRoutes
 * @returns {Set<string>}
 */
export function signedOutPageFiles(adminRoutes) {
  return new Set(
    Object.values(adminRoutes)
      .filter((route) => route.group === 'signedOut')
      .map((route) => srcFile(`pages/admin/${route.page}.tsx`)),
  );
}
/** How many staff screens must share a chunk's code before it joins the staff chunk. */
const MIN_SCREENS = 2;
/** The chunks the real build names by their group (sameScreensGroups leaves them to their own groups). */
const START_CHUNK = 'start';
const STAFF_CHUNK = 'staff';

/**
 * A bundle's chunks by file name.
 * @param {import('rolldown').OutputBundle} bundle
 * @returns {Map<string, import('rolldown').OutputChunk>}
 */
function chunksByFile(bundle) {
  return new Map(
    Object.values(bundle)
      .filter((file) => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
}

/**
 * The chunk files `files` are and import statically, transitively: what loads with them.
 * @param {Map<string, import('rolldown').OutputChunk>} chunks
 * @param {string[]} files
 * @returns {Set<string>}
 */
function staticallyLoaded(chunks, files) {
  const loaded = new Set();
  const pending = [...files];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (loaded.has(file) || !chunks.has(file)) continue;
    loaded.add(file);
    pending.push(...chunks.get(file).imports);
  }
  return loaded;
}

/**
 * The modules Rolldown put in chunks that only staff screens load, shared by two screens or more, except
 * those the code imports lazily: from a finished bundle and the module graph it was built from.
 * @param {import('rolldown').OutputBundle} bundle
 * @param {(id: string) => import('rolldown').ModuleInfo | null} getModuleInfo
 * @param {Set<string>} signedOutPages the sign-in screens' page files (signedOutPageFiles)
 * @returns {string[]}
 */
export function staffSharedModules(bundle, getModuleInfo, signedOutPages) {
  const chunks = chunksByFile(bundle);
  const routes = getModuleInfo(ADMIN_ROUTES);
  if (!routes) throw new Error(`admin-chunking: ${ADMIN_ROUTES} is not in the back office's build.`);
  const staffScreenIds = new Set(routes.dynamicallyImportedIds.filter((id) => !signedOutPages.has(id)));
  const staffScreens = [...chunks.values()].filter((chunk) => staffScreenIds.has(chunk.facadeModuleId));
  const screenFiles = new Set(staffScreens.map((chunk) => chunk.fileName));

  // Everything the page may load before sign-in: the entry, what it imports, and every lazy import on the way
  // except the staff screens.
  const beforeSignIn = new Set();
  const queue = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (beforeSignIn.has(file) || !chunks.has(file)) continue;
    beforeSignIn.add(file);
    const chunk = chunks.get(file);
    queue.push(...chunk.imports, ...chunk.dynamicImports.filter((next) => !screenFiles.has(next)));
  }

  const screensLoading = new Map();
  for (const screen of staffScreens) {
    for (const file of staticallyLoaded(chunks, screen.imports))
      screensLoading.set(file, (screensLoading.get(file) ?? 0) + 1);
  }
  const staffShared = new Set(
    [...screensLoading]
      .filter(
        ([file, screens]) => screens >= MIN_SCREENS && !beforeSignIn.has(file) && !screenFiles.has(file),
      )
      .flatMap(([file]) => chunks.get(file).moduleIds),
  );
  // The staff chunk must import nothing that imports it back (a cycle between chunks can run a module
  // before one it needs): whatever its modules import is in it too or loads before sign-in.
  const chunkOf = new Map([...chunks.values()].flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk])));
  for (const id of staffShared) {
    for (const imported of getModuleInfo(id)?.importedIds ?? []) {
      const chunk = chunkOf.get(imported);
      if (chunk && !staffShared.has(imported) && !beforeSignIn.has(chunk.fileName))
        throw new Error(
          `admin-chunking: ${id} imports ${imported}, which would stay out of the staff chunk.`,
        );
    }
  }
  return [...staffShared];
}

/**
 * The modules every screen runs before anything else: those of the entry's chunk (the entry module itself left
 * out) and of the chunks it imports statically, transitively, from a finished bundle (after tree-shaking: the
 * module graph also reaches code only lazy screens use). Rolldown cuts them into small chunks of their own
 * wherever a lazy module also imports a part (rolldown/rolldown#10731: a module the entry has already loaded
 * still gets a chunk), so every screen queued for eight files before it could start; captured as one chunk.
 * @param {import('rolldown').OutputBundle} bundle
 * @returns {string[]}
 */
export function startModules(bundle) {
  const chunks = chunksByFile(bundle);
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.moduleIds.includes(ADMIN_MAIN));
  if (!entry) throw new Error(`admin-chunking: ${ADMIN_MAIN} is not in the back office's build.`);
  return [...staticallyLoaded(chunks, [entry.fileName])]
    .flatMap((file) => chunks.get(file).moduleIds)
    .filter((id) => id !== ADMIN_MAIN);
}

/**
 * A plugin for the probe build: once Rolldown has cut the chunks, `onModules` receives the entry's start-up
 * modules and the staff-shared ones.
 * @param {Set<string>} signedOutPages
 * @param {(modules: { start: string[], staff: string[] }) => void} onModules
 * @returns {import('vite').Plugin}
 */
export function adminChunkProbe(signedOutPages, onModules) {
  return {
    name: 'admin-chunk-probe',
    generateBundle(_options, bundle) {
      onModules({
        start: startModules(bundle),
        staff: staffSharedModules(bundle, (id) => this.getModuleInfo(id), signedOutPages),
      });
    },
  };
}

/**
 * The code-splitting group of the real build for the entry's start-up modules (startModules), in one chunk
 * named `start`.
 * @param {string[]} moduleIds
 * @returns {import('rolldown').CodeSplittingGroup}
 */
export function startChunkGroup(moduleIds) {
  const captured = new Set(moduleIds);
  return { name: START_CHUNK, test: (id) => captured.has(id), includeDependenciesRecursively: false };
}

/**
 * The code-splitting group of the real build: the probe's modules, in one chunk named `staff`.
 * @param {string[]} moduleIds
 * @returns {import('rolldown').CodeSplittingGroup}
 */
export function staffChunkGroup(moduleIds) {
  const captured = new Set(moduleIds);
  return {
    name: STAFF_CHUNK,
    test: (id) => captured.has(id),
    // The captured modules' own imports are captured too or loaded before sign-in, so there is nothing to pull
    // in; the default would drag the entry's modules (React and all) into this chunk.
    includeDependenciesRecursively: false,
  };
}

/**
 * One code-splitting group per set of chunks that exactly the same screens load at start (routePreloads over a
 * build that already has the start and staff groups): merged, they cost no screen a byte, and a staff screen's
 * first load queues a handful of files instead of some twenty (Firebase Auth and the icons' helper with the
 * form parts every screen has; the staff chunk with the frame and the store). Chunks only some later action
 * loads (a dialog, the rich-text editor) are left alone. A group is named after its largest chunk.
 * @param {{ files: string[], routes: [string, boolean, number[]][] }} preloads
 * @param {import('rolldown').OutputChunk[]} chunks the probe build's chunks
 * @returns {import('rolldown').CodeSplittingGroup[]}
 */
export function sameScreensGroups(preloads, chunks) {
  // Only the chunks Rolldown cut for shared code: not a module's own chunk (a page, the frame, Firebase Auth),
  // which its lazy import names, nor the start and staff chunks, which have groups of their own.
  const shared = new Map(
    chunks
      .filter((chunk) => !chunk.facadeModuleId && chunk.name !== START_CHUNK && chunk.name !== STAFF_CHUNK)
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const screensOf = new Map();
  preloads.routes.forEach(([, , indexes], route) => {
    for (const index of indexes) {
      const file = preloads.files[index];
      if (shared.has(file)) screensOf.set(file, [...(screensOf.get(file) ?? []), route]);
    }
  });
  const bySet = new Map();
  for (const [file, screens] of screensOf)
    bySet.set(screens.join(), [...(bySet.get(screens.join()) ?? []), shared.get(file)]);
  return [...bySet.values()]
    .filter((members) => members.length > 1)
    .map((members) => {
      const largest = members.toSorted((a, b) => b.code.length - a.code.length)[0];
      const captured = new Set(members.flatMap((chunk) => chunk.moduleIds));
      return { name: largest.name, test: (id) => captured.has(id), includeDependenciesRecursively: false };
    });
}
