/*
 * Field maps: the before/after of an audit entry and a revision's content. Apart from ./read.ts, which
 * every public page loads, because only the back office reads or writes them.
 */
/** A field map as stored in before/after and revision content (plain values; timestamps as Date). */
export type FieldMap = Record<string, unknown>;

export function readFieldMap(value: unknown): FieldMap | null {
  return value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)
    ? (value as FieldMap)
    : null;
}

/** A stored document's fields without the ones named (e.g. its timestamps), for before/after. */
export function fieldsWithout(data: FieldMap, omit: readonly string[]): FieldMap {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !omit.includes(key)));
}
