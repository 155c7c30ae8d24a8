import { projectInputSchema, type Project } from '@/data/schemas/project';
import { PROJECT_CATEGORIES, PROJECT_DEFAULTS } from '@/data/models/project';
import { todayIsoDate } from '@/lib/utils';
import type { z } from '@/lib/zod';

/** The editor's schema: every field present (the form always has them all), parsed as the saves parse them. */
export const projectFormSchema = projectInputSchema.required();

/** Every field the form edits (the input schema's type leaves defaulted ones optional). */
export type ProjectFormValues = z.input<typeof projectFormSchema>;

/** New-project defaults (spec section 4): In Progress, today, the placeholder image, empty lists. */
export function newProjectValues(today: string = todayIsoDate()): ProjectFormValues {
  return {
    title: '',
    client: '',
    category: '',
    status: PROJECT_DEFAULTS.status,
    date: today,
    image: PROJECT_DEFAULTS.image,
    images: [],
    liveSiteUrl: '',
    website: '',
    description: '',
    longDescription: '',
    challenges: '',
    solutions: '',
    results: '',
    duration: '',
    features: [],
    technologies: [],
  };
}

/** The public category a stored one stands for ('web design' is Web Design); '' when it is none of them. */
function canonicalCategory(category: string): string {
  const wanted = category.trim().toLowerCase();
  return PROJECT_CATEGORIES.find((option) => option.toLowerCase() === wanted) ?? '';
}

export function projectFormValues(project: Project): ProjectFormValues {
  return {
    title: project.title,
    client: project.client,
    category: canonicalCategory(project.category),
    status: project.status,
    date: project.date,
    image: project.image,
    images: project.images,
    liveSiteUrl: project.liveSiteUrl,
    website: project.website,
    description: project.description,
    longDescription: project.longDescription,
    challenges: project.challenges,
    solutions: project.solutions,
    results: project.results,
    duration: project.duration,
    features: project.features,
    technologies: project.technologies,
  };
}
