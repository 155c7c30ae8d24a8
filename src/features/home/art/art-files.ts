/** Illustrations served from public/images/art/ (written by scripts/export-art.mjs from exported-art.ts). */
export const artFiles = {
  'scaling.svg': { width: 560, height: 480 },
  'srinagar-map.svg': { width: 560, height: 460 },
  'dal-lake.svg': { width: 1440, height: 600 },
  'software.svg': { width: 1440, height: 600 },
  'marketing.svg': { width: 1440, height: 600 },
} as const;

export type ArtFile = keyof typeof artFiles;

export const artUrl = (file: ArtFile) => `/images/art/${file}`;
