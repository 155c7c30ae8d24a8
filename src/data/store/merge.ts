import type { DocData } from './port';

function isMap(value: unknown): value is DocData {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * What Firestore's set with merge leaves: maps merge key by key, anything else (lists included) is
 * replaced; undefined values are skipped. The memory store applies it, and a write that must say what a
 * document becomes (the settings' audit entry) computes it.
 */
export function mergeMaps(target: DocData, changes: DocData): DocData {
  const merged: DocData = { ...target };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = isMap(value) && isMap(current) ? mergeMaps(current, value) : value;
  }
  return merged;
}

/** A field a write deletes (fieldValue.delete()), as the memory store resolves it before merging. */
export const DELETED_FIELD: unique symbol = Symbol('deleted field');

/** The document without the fields marked DELETED_FIELD, at any depth. */
export function withoutDeleted(data: DocData): DocData {
  const kept: DocData = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === DELETED_FIELD) continue;
    kept[key] = isMap(value) ? withoutDeleted(value) : value;
  }
  return kept;
}
