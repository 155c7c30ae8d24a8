#!/usr/bin/env node
// Writes public/images/logos/<slug>.svg (brand colour) and <slug>-light.svg (for dark backgrounds) from
// the simple-icons package, for every technology name in src/components/ui/tech-logo-names.ts and the
// brand marks. Static files keep icon paths out of the JavaScript bundles; tests check they match the package.
//   node scripts/generate-logos.mjs
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import * as icons from 'simple-icons';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, 'public/images/logos');
export const LIGHT_FILL = '#e6e8f4';

export function logoSvg(icon, fill) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><title>${icon.title}</title><path fill="${fill}" d="${icon.path}"/></svg>\n`;
}

export function iconForSlug(slug) {
  return Object.values(icons).find((icon) => icon && typeof icon === 'object' && icon.slug === slug);
}

export async function wantedSlugs() {
  const source = await readFile(resolve(root, 'src/components/ui/tech-logo-names.ts'), 'utf8');
  const techSlugs = [...source.matchAll(/:\s*'([a-z0-9]+)',/g)].map((match) => match[1]);
  const brandSlugs = JSON.parse(source.match(/brandLogoSlugs = (\[[^\]]*\])/)[1].replace(/'/g, '"'));
  return [...new Set([...techSlugs, ...brandSlugs])];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await mkdir(outDir, { recursive: true });
  const slugs = await wantedSlugs();
  for (const slug of slugs) {
    const icon = iconForSlug(slug);
    if (!icon) throw new Error(`simple-icons has no icon with slug "${slug}"`);
    await writeFile(resolve(outDir, `${slug}.svg`), logoSvg(icon, `#${icon.hex}`));
    await writeFile(resolve(outDir, `${slug}-light.svg`), logoSvg(icon, LIGHT_FILL));
  }
  console.log(`Wrote ${slugs.length * 2} logo files to public/images/logos/.`);
}
