import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';

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
 * The back office: loaded lazily under /admin (src/app/routes.tsx imports it with a dynamic import, which
 * this rule does not see) and never imported by public code, so public pages never download it.
 */
const adminFiles = [
  'src/pages/admin/**',
  'src/components/admin/**',
  'src/components/layout/Admin*',
  'src/components/layout/AuthLayout.tsx',
  'src/components/layout/admin-nav.ts',
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
    '@/pages/admin/**',
    '@/components/admin/**',
    '@/components/layout/Admin*',
    '@/components/layout/AuthLayout',
    '@/components/layout/admin-nav',
    '@/features/*/admin/**',
    '@/features/{auth,dashboard,inquiries,notifications,staff}/**',
    '@/stores/**',
    '@/lib/admin-paths',
    '@/testing/**',
  ],
  message: 'Public code never imports the back office (it loads lazily under /admin only).',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '.ssr-*', 'node_modules', 'coverage', 'test-results', 'playwright-report'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Effects that sync state from props/location are intentional here (menu close on navigation, etc.).
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': ['error', { patterns: [firebaseImports, adminImports, zodImports] }],
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
