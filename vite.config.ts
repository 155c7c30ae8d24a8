/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath, URL } from 'node:url';
import { parseEnv } from './src/lib/env.ts';

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // A production build without its configuration fails here, with a message that says what is missing.
  if (command === 'build' && !isSsrBuild && mode !== 'test') parseEnv(env);

  return {
    plugins: [react(), tailwindcss()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
      exclude: ['**/*.firestore.test.ts', 'node_modules/**'],
      css: false,
      testTimeout: 15_000,
    },
  };
});
