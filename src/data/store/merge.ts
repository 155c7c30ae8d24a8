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
