import { z } from 'zod';
import { cleanList } from '../models/read';
import { isHttpsUrl } from '../models/site-settings';

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');

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
