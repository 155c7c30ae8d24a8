import { z } from 'zod';
import { todayIsoDate } from '@/lib/utils';

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');

/** Stored timestamps arrive as Date (adapters convert); tolerate ISO strings and epoch millis from older data. */
export const timestampSchema = z.preprocess(
  (value) => (typeof value === 'string' || typeof value === 'number' ? new Date(value) : value),
  z.date(),
);

export const optionalTimestampSchema = timestampSchema.nullish().transform((value) => value ?? null);

/** Split "a, b,, c" into ["a", "b", "c"]: trimmed, empties dropped, duplicates removed. */
export function splitList(input: string): string[] {
  return [...new Set(input.split(',').map((part) => part.trim()).filter(Boolean))];
}

/** Trimmed, non-empty, de-duplicated entries of a list of free text. */
export function cleanList(items: readonly string[]): string[] {
  return [...new Set(items.map((item) => item.trim()).filter(Boolean))];
}

export const stringListSchema = z
  .array(z.string())
  .nullish()
  .transform((items) => cleanList(items ?? []));

export const todayDefault = () => todayIsoDate();

export const emailSchema = z.string().trim().toLowerCase().email('Please enter a valid email address');
