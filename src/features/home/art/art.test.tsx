import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { artFiles, artUrl } from './art-files';
import { exportedArt, toStandaloneSvg } from './exported-art';

describe('exported illustrations', () => {
  it.each(exportedArt.map((art) => [art.file, art] as const))(
    '%s matches its component (run node scripts/export-art.mjs after editing the art)',
    (_file, art) => {
      const expected = toStandaloneSvg(renderToStaticMarkup(createElement(art.component)));
      expect(readFileSync(`public${artUrl(art.file)}`, 'utf8')).toBe(expected);
      const { width, height } = artFiles[art.file];
      expect(expected).toMatch(
        new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg"[^>]* viewBox="0 0 ${width} ${height}"`),
      );
    },
  );
});
