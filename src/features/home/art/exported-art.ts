import type { ComponentType } from 'react';
import type { ArtFile } from './art-files';
import { DalLakeArt } from './DalLakeArt';
import { MarketingArt } from './MarketingArt';
import { ScalingArt } from './ScalingArt';
import { SoftwareArt } from './SoftwareArt';
import { SrinagarMapArt } from './SrinagarMapArt';

/**
 * Illustrations shipped as static files (public/images/art/) rather than JavaScript: the components are
 * the editable source, scripts/export-art.mjs writes the files, art.test.tsx checks they are current.
 * Only the script and the test import this module; pages use ArtImage with art-files.ts.
 */
export const exportedArt: ReadonlyArray<{ component: ComponentType; file: ArtFile }> = [
  { component: ScalingArt, file: 'scaling.svg' },
  { component: SrinagarMapArt, file: 'srinagar-map.svg' },
  { component: DalLakeArt, file: 'dal-lake.svg' },
  { component: SoftwareArt, file: 'software.svg' },
  { component: MarketingArt, file: 'marketing.svg' },
];

/**
 * Tailwind's max-sm:hidden inside the art becomes a media query of the SVG itself: as an image it is
 * measured against its own box, which in the hero is the viewport's width.
 */
const SMALL_SCREEN_STYLE =
  '<style>@media (max-width: 639.98px){[class~="max-sm:hidden"]{display:none}}</style>';

/** Static SVG markup of a component: standalone namespace, no classes or ARIA meant for inline use. */
export function toStandaloneSvg(markup: string): string {
  const svg = markup.replace(/^<svg([^>]*)>/, (_match, attributes: string) => {
    const cleaned = attributes
      .replace(/\s(class|aria-hidden|focusable)="[^"]*"/g, '')
      .replace(/\s+/g, ' ')
      .trimEnd();
    const style = markup.includes('max-sm:hidden') ? SMALL_SCREEN_STYLE : '';
    return `<svg xmlns="http://www.w3.org/2000/svg"${cleaned}>${style}`;
  });
  return `${svg}\n`;
}
