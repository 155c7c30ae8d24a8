/** Project covers and gallery images are drawn at 3:2; the attributes reserve their space (no layout shift). */
export const PROJECT_IMAGE = { width: 1200, height: 800 } as const;
