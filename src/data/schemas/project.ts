import { z } from 'zod';
import { PROJECT_STATUSES } from '../models/project';
import { cleanList } from '../models/read';
import { isoDateSchema, optionalUrl } from './common';

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `Keep the ${label.toLowerCase()} under ${max} characters`);

const itemList = z
  .array(z.string())
  .default([])
  .transform((items) => cleanList(items))
  .refine((items) => items.length <= 50, 'Use at most 50 entries');

/** The admin project form (spec section 5); limits match firestore.rules. */
export const projectInputSchema = z.object({
  title: required('Project title', 200),
  client: required('Client', 200),
  category: required('Category', 80),
  status: z.enum(PROJECT_STATUSES),
  date: isoDateSchema,
  image: required('Image URL', 2000),
  liveSiteUrl: optionalUrl.default(''),
  description: required('Description', 5000),
  features: itemList,
  technologies: itemList,
});

export type ProjectInput = z.input<typeof projectInputSchema>;
