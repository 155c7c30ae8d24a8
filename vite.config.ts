/// <reference types="vitest/config" />
import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import transformImports from '@rolldown/plugin-transform-imports';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

/**
 * For the `test` block: the unit and page tests that need a fresh worker, because they replace modules (vi.mock,
 * vi.doMock), reset the module registry (vi.resetModules), name their own environment, or say `@own-worker` (they
 * assert what a fresh page has not downloaded yet, which a module loaded by an earlier file would falsify).
 */
function unitTestsNeedingOwnWorker(): string[] {
  return ['src', 'scripts']
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' }).map(
        (file) => `${dir}/${file.replaceAll('\\', '/')}`,
      ),
    )
    .filter((file) => /\.test\.(ts|tsx|mjs)$/.test(file) && !file.endsWith('.firestore.test.ts'))
    .filter((file) =>
      /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(|@vitest-environment|@own-worker/.test(
        readFileSync(file, 'utf8'),
      ),
    );
}

/**
 * The back office has its own page, admin.html (src/app/admin/main.tsx). Hosting rewrites /admin and /admin/**
 * to it (firebase.json); the dev server does the same for page requests, so both entries behave as deployed.
 */
function adminShellInDev(): Plugin {
  const toAdminShell: Connect.NextHandleFunction = (request, _response, next) => {
    const path = request.url?.split('?')[0] ?? '';
    const pageRequest = request.headers.accept?.includes('text/html');
    if (pageRequest && (path === '/admin' || path.startsWith('/admin/'))) request.url = '/admin.html';
    next();
  };
  return {
    name: 'admin-shell-in-dev',
    configureServer: (server) => void server.middlewares.use(toAdminShell),
  };
}

/**
 * `import { Share2 } from 'lucide-react'` becomes `import Share2 from 'lucide-react/icons/share-2'`: the module
 * graph then names the icons a file uses, not every icon lucide's index re-exports (the back office's chunking
 * reads that graph, scripts/lib/admin-chunking.mjs), and the build never loads the other icons' files. An
 * icon's former name (Fingerprint for FingerprintPattern) has no file: the build then fails to resolve it, and
 * the icon's current name is the fix.
 */
const iconsByFile = transformImports({
  'lucide-react': {
    transform: [
      // A number is a word of its own in the file name (Share2: share-2, Link2Off: link-2-off).
      [
        '^(.*?)(\\d+)([A-Z].*)$',
        'lucide-react/icons/{{kebabCase memberMatches.[1]}}-{{memberMatches.[2]}}-{{kebabCase memberMatches.[3]}}',
      ],
      ['^(.*?)(\\d+)$', 'lucide-react/icons/{{kebabCase memberMatches.[1]}}-{{memberMatches.[2]}}'],
      ['*', 'lucide-react/icons/{{kebabCase member}}'],
    ],
  },
});

/** A file of React Router's production build (see the alias below), wherever npm put the package. */
function reactRouterProduction(file: string): string {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  return join(dirname(packageJson), 'dist', 'production', file);
}

// A build's web config is checked by scripts/build.mjs (npm run build), which says what is missing: this
// file loads without one, for the tests and for knip.
export default defineConfig(({ command, mode }) => {
  return {
    plugins: [react(), tailwindcss(), iconsByFile, adminShellInDev()],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // React Router's package exports name only its development build (remix-run/react-router#14102), which
        // keeps its development warnings in production; its production build is the same code without them.
        // The dev server and the tests keep the warnings.
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
              { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
            ]
          : []),
      ],
    },
    build: {
      outDir: mode === 'production' ? 'dist' : `dist-${mode}`,
      manifest: true,
      // Every browser we support preloads modules natively; the polyfill would only add bytes.
      modulePreload: { polyfill: false },
      // Fonts stay files: the CSP allows font-src 'self' only, not data: URLs.
      assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
      target: 'es2022',
      sourcemap: false,
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['src/testing/setup.ts'],
      exclude: ['**/*.firestore.test.ts', 'node_modules/**'],
      css: false,
      // A stubbed fetch or env var, or a spy, must not reach the next file in a shared worker.
      unstubGlobals: true,
      unstubEnvs: true,
      restoreMocks: true,
      // Long page flows wait on several lazy loads (see asyncUtilTimeout in src/testing/setup.ts).
      testTimeout: 30_000,
      // And set-up hooks (a file's beforeAll that starts MailDev, loads the seed or an architecture graph):
      // a loaded 2-core machine took over 10 s, the default.
      hookTimeout: 30_000,
      // One worker per core (Vitest's default leaves one core to itself: a single worker on a 2-core CI box).
      maxWorkers: '100%',
      // Worker threads rather than child processes: a fresh jsdom per isolated file starts faster in a thread,
      // which makes the whole suite faster. No test changes the process's cwd or exits it.
      pool: 'threads',
      projects: [
        {
          // Tests that replace or reset modules: each file in a fresh worker, with its own jsdom and modules.
          extends: true,
          test: { name: 'isolated', include: unitTestsNeedingOwnWorker() },
        },
        {
          // Every other unit and page test: same jsdom environment and setup file (its hooks reset the store,
          // query client, auth, storage, theme, preferences and toasts around every test), but a worker runs
          // one file after another without starting afresh (a new jsdom and module graph per page-test file
          // cost more than its tests). The setup file puts back, after every test, each module-level state a
          // test can change, so the next file in the worker may be any file.
          extends: true,
          test: {
            name: 'shared',
            include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
            exclude: unitTestsNeedingOwnWorker(),
            isolate: false,
          },
        },
      ],
    },
  };
});
