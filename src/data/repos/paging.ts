import {
  cursorAfter,
  getStore,
  PUBLIC_LIST_LIMIT,
  type DataStore,
  type ListCursor,
  type FieldFilter,
  type ListOptions,
  type StoredDoc,
} from '../store';
import { holdsEveryWord, SEARCH_WORDS_FIELD, type SearchQuery } from '../search-words';

/** The limit a public list query sends: what the caller asked for, never more than the rules allow. */
export function publicLimit(requested?: number): number {
  return requested === undefined ? PUBLIC_LIST_LIMIT : Math.min(requested, PUBLIC_LIST_LIMIT);
}

type OrderedListOptions = Omit<ListOptions, 'limit' | 'startAfter'> & {
  orderBy: NonNullable<ListOptions['orderBy']>;
};

/**
 * Every document a query matches, read in pages (PUBLIC_LIST_LIMIT unless told) with the startAfter cursor
 * (the last document's value of the orderBy field and its id), so that each query stays within what the
 * rules allow and each document is read once.
 */
export async function readAllPages(
  store: DataStore,
  collection: string,
  options: OrderedListOptions,
  pageSize: number = PUBLIC_LIST_LIMIT,
): Promise<StoredDoc[]> {
  const all: StoredDoc[] = [];
  let cursor: ListCursor | undefined;
  for (;;) {
    const page = await store.list(collection, { ...options, limit: pageSize, startAfter: cursor });
    all.push(...page);
    const last = page.at(-1);
    if (page.length < pageSize || last === undefined) return all;
    cursor = cursorAfter(last, options.orderBy.field);
  }
}

/** Which page of a list to read: its size, and the cursor the previous page ended with (null: the first). */
export interface PageRequest<Cursor = ListCursor> {
  pageSize: number;
  after: Cursor | null;
}

/** One page of a list; nextCursor is null on the last page. */
export interface Page<Item, Cursor = ListCursor> {
  items: Item[];
  nextCursor: Cursor | null;
  /** The items were picked from the documents read (a search): a page may hold fewer than its size. */
  picked?: boolean;
}

export interface ListPageOptions extends PageRequest {
  where?: readonly FieldFilter[];
  orderBy: NonNullable<ListOptions['orderBy']>;
  /**
   * Which of the documents read to show (a search's other words): the page may then show fewer than
   * pageSize, but reads stay pageSize + 1 and the cursor still moves past every document read.
   */
  keep?: (doc: StoredDoc) => boolean;
}

/**
 * One page of a staff list, read from Firestore: limit pageSize + 1, so the extra document (not shown)
 * tells whether there is a next page without another request. The cursor is the last shown document's
 * value of the orderBy field and its id: rows sharing a value (a batch's server time) are split by id,
 * never skipped.
 */
export async function listPage<Item>(
  collection: string,
  { where, orderBy, pageSize, after, keep }: ListPageOptions,
  toItem: (doc: StoredDoc) => Item,
): Promise<Page<Item>> {
  const store = await getStore();
  const docs = await store.list(collection, {
    where,
    orderBy,
    limit: pageSize + 1,
    startAfter: after ?? undefined,
  });
  const shown = docs.slice(0, pageSize);
  const last = shown.at(-1);
  return {
    items: shown.filter(keep ?? (() => true)).map(toItem),
    nextCursor: docs.length > pageSize && last !== undefined ? cursorAfter(last, orderBy.field) : null,
    ...(keep ? { picked: true } : {}),
  };
}

/**
 * One page of a staff list's search (search-words.ts): the documents whose searchWords hold the lookup
 * word, in the list's order (one array-contains query, pageSize + 1 documents, an index of searchWords
 * CONTAINS + the order field), showing those that hold every other word and pass `alsoShows` (the list's
 * other filters, checked on the rows read rather than in the query: each index on the list field holds an
 * entry per word of every document).
 */
export function searchListPage<Item>(
  collection: string,
  search: SearchQuery,
  options: Omit<ListPageOptions, 'where' | 'keep'>,
  toItem: (doc: StoredDoc) => Item,
  alsoShows: (item: Item) => boolean = () => true,
): Promise<Page<Item>> {
  return listPage(
    collection,
    {
      ...options,
      where: [{ field: SEARCH_WORDS_FIELD, op: 'array-contains', value: search.lookup }],
      keep: (doc) => holdsEveryWord(doc.data[SEARCH_WORDS_FIELD], search) && alsoShows(toItem(doc)),
    },
    toItem,
  );
}

/** Equality filters for the fields that have a value (undefined: no filter on that field). */
export function equalities(values: Record<string, string | undefined>): FieldFilter[] {
  return Object.entries(values).flatMap(([field, value]) => (value === undefined ? [] : [{ field, value }]));
}
