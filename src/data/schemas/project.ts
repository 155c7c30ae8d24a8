import { z } from 'zod';
import { isoDateSchema, optionalTimestampSchema, stringListSchema, todayDefault } from './common';

export const PROJECT_STATUSES = ['In Progress', 'Completed', 'Planning'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The public portfolio's filter categories (spec section 9). */
export const PROJECT_CATEGORIES = ['Web Design', 'Mobile App', 'E-commerce', 'IoT'] as const;

export const PROJECT_DEFAULTS = {
  status: 'In Progress',
  image: '/images/projects/placeholder.svg',
} as const;

/** "Planned" (one reading of the spec) is the same status as "Planning"; matching is case-insensitive. */
export function normalizeProjectStatus(value: unknown): ProjectStatus {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'planned' || text === 'planning') return 'Planning';
  if (text === 'completed') return 'Completed';
  return PROJECT_DEFAULTS.status;
}

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? '');

/** One collection for the public showcase and the admin list: the union of both shapes (DESIGN.md section 5). */
export const projectSchema = z.object({
  id: z.string(),
  title: z.string().catch(''),
  client: optionalText,
  category: optionalText,
  status: z.unknown().optional().transform(normalizeProjectStatus),
  date: isoDateSchema.catch(() => todayDefault()),
  image: z
    .string()
    .nullish()
    .transform((value) => value?.trim() || PROJECT_DEFAULTS.image),
  images: stringListSchema,
  description: optionalText,
  longDescription: optionalText,
  challenges: optionalText,
  solutions: optionalText,
  results: optionalText,
  duration: optionalText,
  website: optionalText,
  liveSiteUrl: optionalText,
  features: stringListSchema,
  technologies: stringListSchema,
  createdAt: optionalTimestampSchema,
  updatedAt: optionalTimestampSchema,
});

export type Project = z.infer<typeof projectSchema>;

/** The gallery: the listed images, else the single cover image; the first is the main one. */
export function projectGallery(project: Pick<Project, 'image' | 'images'>): string[] {
  return project.images.length > 0 ? project.images : [project.image];
}

/** The external site, whichever field holds it. */
export function projectWebsite(project: Pick<Project, 'website' | 'liveSiteUrl'>): string {
  return project.liveSiteUrl || project.website;
}
