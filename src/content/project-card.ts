/** Copy of the project card, kept apart from the projects page copy because the home page shows cards too. */
export const projectCardCopy = {
  cta: 'View case study',
} as const;
