#!/usr/bin/env node
// Writes the illustrations listed in src/features/home/art/exported-art.ts to public/images/art/, so pages
// ship them as cached images instead of JavaScript. art.test.ts fails when a file is out of date.
//   node scripts/export-art.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ROOT } from './lib/emulator-config.mjs';
import { loadTsModule } from './lib/ts-module.mjs';

const { exportedArt, toStandaloneSvg } = await loadTsModule('/src/features/home/art/exported-art.ts');
await mkdir(resolve(ROOT, 'public/images/art'), { recursive: true });
for (const art of exportedArt) {
  const svg = toStandaloneSvg(renderToStaticMarkup(createElement(art.component)));
  await writeFile(resolve(ROOT, 'public/images/art', art.file), svg);
  console.log(`public/images/art/${art.file}: ${svg.length} bytes`);
}
