import { cleanList } from '../constants';
export { cleanList };
/**
 * Readers for stored documents: turn whatever is stored (possibly old, partial or hand-edited data) into
 * the entity, with defaults. Every entity is read this one way: `read<Entity>(raw, id)`, an EntityReader
 * whose result type is the z.infer type of the entity's schema in ../schemas, and a unit test
 * (../entities.test.ts) parses each reader's output with that schema, so the two cannot drift.
 *
 * Why not parse with zod on read: public pages read posts, projects and settings, and zod on read puts
 * zod (about a quarter of the home page's startup budget) into their startup JS. zod stays where people
 * type: the forms and the repositories' writes, loaded on demand.
 */
export type RawDoc = Record<string, unknown>;

/** Makes an entity from a stored document's fields and its id. */
export type EntityReader<Entity> = (raw: RawDoc, id: string) => Entity;

/** A repository's document converter: the stored document through the entity's reader. */
export function fromStored<Entity>(read: EntityReader<Entity>) {
  return (doc: { id: string; data: RawDoc }): Entity => read(doc.data, doc.id);
}

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
