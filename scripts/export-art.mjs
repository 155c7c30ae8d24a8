#!/usr/bin/env node
// Writes the illustrations listed in src/features/home/art/exported-art.ts to public/images/art/, so pages
// ship them as cached images instead of JavaScript. art.test.ts fails when a file is out of date.
//   node scripts/export-art.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createServer } from 'vite';

const root = resolve(import.meta.dirname, '..');
const vite = await createServer({
  root,
  logLevel: 'error',
  server: { middlewareMode: true },
  appType: 'custom',
});
try {
  const { exportedArt, toStandaloneSvg } = await vite.ssrLoadModule('/src/features/home/art/exported-art.ts');
  await mkdir(resolve(root, 'public/images/art'), { recursive: true });
  for (const art of exportedArt) {
    const svg = toStandaloneSvg(renderToStaticMarkup(createElement(art.component)));
    await writeFile(resolve(root, 'public/images/art', art.file), svg);
    console.log(`public/images/art/${art.file}: ${svg.length} bytes`);
  }
} finally {
  await vite.close();
}
