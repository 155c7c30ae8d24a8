import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const firebaseImports = {
  group: ['firebase/*', 'firebase'],
  message: 'Only src/lib/firebase.ts and the Firestore/Auth adapters import Firebase (DESIGN.md section 3).',
};

/**
 * zod is configured once (jitless: no `new Function`, which our CSP forbids) in src/lib/zod.ts; everything
 * else imports `z` from there, so no schema can be built before that setting. (A regex, not a glob: the
 * glob 'zod' would also match '@hookform/resolvers/zod'.)
 */
const zodImports = {
  regex: '^zod(/.*)?$',
  message: "Import { z } from '@/lib/zod' (it sets jitless, which the CSP needs), not from 'zod'.",
};

/**
 * The back office: its own page and entry (admin.html, src/app/admin/), never imported by public code, so public
 * pages never download it.
 */
const adminFiles = [
  'src/app/admin/**',
  'src/pages/admin/**',
  'src/components/admin/**',
  'src/layouts/Admin*',
  'src/layouts/AuthLayout.tsx',
  'src/layouts/admin-nav.ts',
  'src/features/*/admin/**',
  'src/features/{auth,dashboard,inquiries,notifications,staff}/**',
  'src/stores/**',
  'src/lib/admin-paths.ts',
  // Tests and their helpers render whichever side they test.
  'src/**/testing/**',
  '**/*.test.{ts,tsx}',
];
const adminImports = {
  group: [
    '@/app/admin/**',
    '@/pages/admin/**',
    '@/components/admin/**',
    '@/layouts/Admin*',
    '@/layouts/AuthLayout',
    '@/layouts/admin-nav',
    '@/features/*/admin',
    '@/features/*/admin/**',
    '@/features/{auth,dashboard,inquiries,notifications,staff}',
    '@/features/{auth,dashboard,inquiries,notifications,staff}/**',
    '@/stores/**',
    '@/lib/admin-paths',
    '@/testing/**',
  ],
  message: 'Public code never imports the back office (admin.html is its own entry).',
};

/**
 * The two entries stay apart by path as well (relative imports included): the public entry (the files of
 * src/app itself) never reaches into the back office's entry, and the back office never needs the public
 * pages' start-up, hydration and layout code.
 */
const entryZones = [
  {
    target: './src/app/*.{ts,tsx}',
    from: './src/app/admin/**',
    message: 'The public entry never imports the back office (admin.html is its own entry).',
  },
  {
    target: ['./src/app/admin/**', './src/pages/admin/**', './src/layouts/{Admin,Auth}*'],
    from: [
      './src/app/*.{ts,tsx}',
      './src/pages/site/**',
      './src/layouts/{SiteLayout,HydrationPart}.tsx',
      './src/lib/before-start*',
    ],
    message: "The back office does not need the public site's entry, pages, hydration or start-up code.",
  },
];

/**
 * Feature folders talk to each other only through public entries: '@/features/<name>' (index.ts) and, for
 * back-office code, '@/features/<name>/admin' (admin/index.ts). Inside a feature, any file may import any other.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`, ...features.flatMap((other) => [`./${other}/index.ts`, `./${other}/admin/index.ts`])],
  message: `Import another feature through its public entry: '@/features/<name>' or '@/features/<name>/admin'.`,
}));
/** Arrows point one way: app → pages → layouts → features → components → lib (and data). */
const layerZones = [
  {
    target: './src/pages',
    from: './src/app',
    message:
      'Pages do not import src/app (the entries and route table import them); shared helpers live in src/lib.',
  },
  {
    target: ['./src/features', './src/components', './src/lib'],
    from: ['./src/layouts', './src/pages', './src/app'],
    message: 'Features, components and lib sit below the layouts, pages and app that compose them.',
  },
];
const dataLayerZone = {
  target: './src/data',
  from: ['./src/components', './src/features', './src/pages', './src/app', './src/layouts'],
  message: 'The data layer imports no UI (DESIGN.md section 3).',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.ssr-*',
      'node_modules',
      'functions/lib',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery, 'import-x': importX },
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    settings: {
      // Resolve the '@/...' alias from tsconfig.json (no-restricted-paths compares resolved files).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Effects that sync state from props/location are intentional here (menu close on navigation, etc.).
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': ['error', { patterns: [firebaseImports, adminImports, zodImports] }],
      // Cycles: `npm run lint:cycles` (dpdm, type imports counted) finds them all, in a fraction of the time
      // import-x/no-cycle took to report a subset of them.
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones, ...layerZones, dataLayerZone, ...entryZones] },
      ],
    },
  },
  {
    // Tests render whichever layers they test (a lib test with the layout's hydration mark).
    files: ['**/*.test.{ts,tsx}', 'src/**/testing/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, dataLayerZone] }],
    },
  },
  {
    // A service page's copy takes its types from service-types.ts: importing services.ts (which loads these
    // modules) would make a cycle (lint:cycles would report it; this says what to import instead).
    files: ['src/content/service-pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            firebaseImports,
            adminImports,
            zodImports,
            {
              group: ['../services', '@/content/services'],
              message: "Import types from '../service-types'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The back office may import public and shared code; only Firebase stays in its adapters.
    files: adminFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [firebaseImports, zodImports] }] },
  },
  {
    files: [
      'src/lib/firebase.ts',
      'src/lib/app-check-start.ts',
      'src/data/store/firestore-store.ts',
      'src/features/auth/auth-service.ts',
      '**/*.firestore.test.ts',
      'tests/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [zodImports] }] },
  },
  {
    files: ['src/lib/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [firebaseImports, adminImports] }] },
  },
  {
    // Classic scripts that run in the browser as they are (public/admin-theme.js, and the prerendered pages'
    // start script, which the build copies into assets/): browser globals.
    files: ['public/**/*.js', 'scripts/browser/**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,mjs}'],
    ignores: ['public/**', 'scripts/browser/**'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
  },
);
