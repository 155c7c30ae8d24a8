import { z } from '@/lib/zod';
import { cleanList } from '../constants';
import { isHttpsUrl } from '../constants';

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');

/**
 * createdAt and the like as entities carry them: a Date, or null when the document has none. (The contact
 * and subscribe schemas spell it out instead of importing this module: they load on public pages.)
 */
export const storedTimestamp = () => z.date().nullable();

/** Split "a, b,, c" into ["a", "b", "c"]: trimmed, empties dropped, duplicates removed. */
export function splitList(input: string): string[] {
  return cleanList(input.split(','));
}

export const emailSchema = z.string().trim().toLowerCase().email('Please enter a valid email address');

export const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => value === '' || /^https?:\/\/\S+$/i.test(value),
    'Please enter a full URL starting with https://',
  );

/** Links that become public hrefs (social links): https only, or empty for none. */
export const httpsUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === '' || isHttpsUrl(value), 'Please enter a full URL starting with https://');

/** Field limits shared by the forms and firestore.rules (keep both in step). */
export const LIST_LIMITS = {
  tags: { items: 20, itemLength: 40, total: 600 },
  features: { items: 30, itemLength: 160, total: 3000 },
  technologies: { items: 30, itemLength: 60, total: 1200 },
  images: { items: 12, itemLength: 2000, total: 12000 },
} as const;

export type ListName = keyof typeof LIST_LIMITS;

/** An http(s) address, or '' when the field is left empty. */
export const httpUrl = z
  .string()
  .trim()
  .max(2000, 'Keep the address under 2000 characters')
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s/@]+\.[^\s]*$/i.test(value),
    'Please enter a full URL starting with http:// or https://',
  );

/**
 * A list of short texts (tags, features, technologies, gallery URLs): trimmed, empties and repeats dropped,
 * bounded in count, item length and total length as the rules are.
 */
export function boundedList(name: ListName, label: string) {
  const limit = LIST_LIMITS[name];
  return z
    .array(z.string())
    .default([])
    .transform((items) => cleanList(items))
    .refine((items) => items.length <= limit.items, `Use at most ${limit.items} ${label}`)
    .refine(
      (items) => items.every((item) => item.length <= limit.itemLength),
      `Keep each of the ${label} under ${limit.itemLength} characters`,
    )
    .refine(
      (items) => items.reduce((sum, item) => sum + item.length, 0) <= limit.total,
      `The ${label} are too long together (at most ${limit.total} characters)`,
    );
}

/** An image on this site ('/images/blog/…', '/images/projects/…'), in the form firestore.rules accept. */
export function isSiteImagePath(value: string): boolean {
  return /^\/images\/[A-Za-z0-9/_.-]+$/.test(value) && !value.includes('..');
}
