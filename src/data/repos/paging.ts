import {
  PUBLIC_LIST_LIMIT,
  type CursorValue,
  type DataStore,
  type ListOptions,
  type StoredDoc,
} from '../store';

/** The limit a public list query sends: what the caller asked for, never more than the rules allow. */
export function publicLimit(requested?: number): number {
  return requested === undefined ? PUBLIC_LIST_LIMIT : Math.min(requested, PUBLIC_LIST_LIMIT);
}

/**
 * Every document a query matches, read in pages of PUBLIC_LIST_LIMIT with the startAfter cursor (the last
 * document's value of the orderBy field), so that each query stays within what the rules allow the public.
 */
export async function readAllPages(
  store: DataStore,
  collection: string,
  options: Omit<ListOptions, 'limit' | 'startAfter'> & { orderBy: NonNullable<ListOptions['orderBy']> },
): Promise<StoredDoc[]> {
  const all: StoredDoc[] = [];
  let cursor: CursorValue | undefined;
  for (;;) {
    const page = await store.list(collection, { ...options, limit: PUBLIC_LIST_LIMIT, startAfter: cursor });
    all.push(...page);
    const last = page.at(-1)?.data[options.orderBy.field] as CursorValue | undefined;
    if (page.length < PUBLIC_LIST_LIMIT || last === undefined) return all;
    cursor = last;
  }
}
