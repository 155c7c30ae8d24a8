import type { Project, ProjectStatus } from '../schemas/project';
import { todayIsoDate } from '@/lib/utils';
import { isIsoDate, readList, readText, readTextOr, readTimestamp, type EntityReader } from './read';
import { PROJECT_CATEGORIES, PROJECT_STATUSES } from '../constants';
export { PROJECT_CATEGORIES, PROJECT_STATUSES };

/** Defaults of a project: here and nowhere else. */
export const PROJECT_DEFAULTS = {
  status: 'In Progress',
  image: '/images/projects/placeholder.svg',
} as const satisfies Record<string, string>;

/** "Planned" (one reading of the spec) is the same status as "Planning"; matching is case-insensitive. */
export function normalizeProjectStatus(value: unknown): ProjectStatus {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'planned' || text === 'planning') return 'Planning';
  if (text === 'completed') return 'Completed';
  return PROJECT_DEFAULTS.status;
}

const trimmed = (value: unknown) => readText(value).trim();

/** A stored project with every missing field filled with its default ('Planned' read as Planning). */
export const readProject: EntityReader<Project> = (raw, id) => ({
  id,
  title: readText(raw.title),
  client: trimmed(raw.client),
  category: trimmed(raw.category),
  status: normalizeProjectStatus(raw.status),
  date: isIsoDate(raw.date) ? raw.date : todayIsoDate(),
  image: readTextOr(raw.image, PROJECT_DEFAULTS.image),
  images: readList(raw.images),
  description: trimmed(raw.description),
  longDescription: trimmed(raw.longDescription),
  challenges: trimmed(raw.challenges),
  solutions: trimmed(raw.solutions),
  results: trimmed(raw.results),
  duration: trimmed(raw.duration),
  website: trimmed(raw.website),
  liveSiteUrl: trimmed(raw.liveSiteUrl),
  features: readList(raw.features),
  technologies: readList(raw.technologies),
  createdAt: readTimestamp(raw.createdAt),
  updatedAt: readTimestamp(raw.updatedAt),
});

/** The gallery: the listed images, else the single cover image; the first is the main one. */
export function projectGallery(project: Pick<Project, 'image' | 'images'>): string[] {
  return project.images.length > 0 ? project.images : [project.image];
}

/** The external site, whichever field holds it. */
export function projectWebsite(project: Pick<Project, 'website' | 'liveSiteUrl'>): string {
  return project.liveSiteUrl || project.website;
}
