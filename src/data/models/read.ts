/**
 * Readers for stored documents: turn whatever is stored (possibly old, partial or hand-edited data) into
 * well-typed values with defaults. Deliberately free of zod so public pages that only read data do not
 * download a validation library; zod validates what people type (see ../schemas).
 */
export type RawDoc = Record<string, unknown>;

export function readText(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** Trimmed text, or the fallback when missing or blank. */
export function readTextOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

export function readCount(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
}

export function readOneOf<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

/** Trimmed, non-empty, de-duplicated entries of a list of free text. */
export function cleanList(items: readonly unknown[]): string[] {
  return [
    ...new Set(items.filter((item): item is string => typeof item === 'string').map((item) => item.trim())),
  ].filter(Boolean);
}

export function readList(value: unknown): string[] {
  return Array.isArray(value) ? cleanList(value) : [];
}

/** Stored timestamps arrive as Date (adapters convert); ISO strings and epoch millis from older data too. */
export function readTimestamp(value: unknown): Date | null {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE.test(value);
}
