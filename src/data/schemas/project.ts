import { z } from '@/lib/zod';
import { PROJECT_CATEGORIES, PROJECT_STATUSES } from '../constants';
import { boundedList, httpUrl, isoDateSchema, isSiteImagePath, storedTimestamp } from './common';

const storedList = () => z.array(z.string().min(1));

/**
 * A project as the app reads it (projects/{id}): one collection for the public showcase and the admin list,
 * the union of both shapes (DESIGN.md section 5). models/project.ts readProject makes one from any stored
 * project.
 */
export const projectSchema = () =>
  z.object({
    id: z.string().min(1),
    title: z.string(),
    client: z.string(),
    category: z.string(),
    status: z.enum(PROJECT_STATUSES),
    date: isoDateSchema,
    image: z.string().min(1),
    images: storedList(),
    description: z.string(),
    longDescription: z.string(),
    challenges: z.string(),
    solutions: z.string(),
    results: z.string(),
    duration: z.string(),
    website: z.string(),
    liveSiteUrl: z.string(),
    features: storedList(),
    technologies: storedList(),
    createdAt: storedTimestamp(),
    updatedAt: storedTimestamp(),
  });

export type Project = z.infer<ReturnType<typeof projectSchema>>;
export type ProjectStatus = Project['status'];

/** Text limits of the project fields; firestore.rules holds the same numbers. */
export const PROJECT_LIMITS = {
  title: 200,
  client: 200,
  description: 5000,
  longDescription: 20_000,
  /** Each of challenges, solutions and results (HTML). */
  section: 50_000,
  duration: 80,
  url: 2000,
} as const;

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `Keep the ${label.toLowerCase()} under ${max} characters`);

export const PROJECT_IMAGE_MESSAGE =
  'Please enter a full URL starting with http:// or https://, or a path under /images/ on this site';

/** One of the public portfolio's filter categories, so the public filter finds the project. */
export function isProjectCategory(value: string): boolean {
  return (PROJECT_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Where a project image may live: an http(s) address, or an image on this site. Nothing else (no
 * javascript:, data:, protocol-relative '//host' or '..').
 */
export function isProjectImageUrl(value: string): boolean {
  if (isSiteImagePath(value)) return true;
  return value !== '' && httpUrl.safeParse(value).success;
}

const imageUrl = required('Image URL', PROJECT_LIMITS.url).refine(isProjectImageUrl, PROJECT_IMAGE_MESSAGE);

const richText = (max: number) =>
  z.string().max(max, `Keep this section under ${max} characters`).default('');

/** The admin project form (spec section 5) plus the public portfolio's fields (DESIGN.md section 5). */
export const projectInputSchema = z.object({
  title: required('Project title', PROJECT_LIMITS.title),
  client: required('Client', PROJECT_LIMITS.client),
  category: z.string().trim().refine(isProjectCategory, 'Category is required'),
  status: z.enum(PROJECT_STATUSES, 'Status is required'),
  date: z.string().min(1, 'Date is required').pipe(isoDateSchema),
  image: imageUrl,
  images: boundedList('images', 'gallery images').refine(
    (images) => images.every(isProjectImageUrl),
    'Each gallery image needs a full URL starting with http:// or https://, or a path on this site',
  ),
  liveSiteUrl: httpUrl.default(''),
  website: httpUrl.default(''),
  description: required('Description', PROJECT_LIMITS.description),
  longDescription: richText(PROJECT_LIMITS.longDescription),
  challenges: richText(PROJECT_LIMITS.section),
  solutions: richText(PROJECT_LIMITS.section),
  results: richText(PROJECT_LIMITS.section),
  duration: z
    .string()
    .trim()
    .max(PROJECT_LIMITS.duration, `Keep the duration under ${PROJECT_LIMITS.duration} characters`)
    .default(''),
  features: boundedList('features', 'features'),
  technologies: boundedList('technologies', 'technologies'),
});

export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectFields = z.output<typeof projectInputSchema>;

/** The rich-text (HTML) fields, sanitized before they are stored. */
export const PROJECT_RICH_TEXT_FIELDS = ['longDescription', 'challenges', 'solutions', 'results'] as const;
