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
  /** A search page that stopped at SEARCH_READ_BOUND with more to look through: how many it read. */
  lookedThrough?: number;
}

export interface ListPageOptions extends PageRequest {
  where?: readonly FieldFilter[];
  orderBy: NonNullable<ListOptions['orderBy']>;
}

/**
 * One page of a staff list, read from Firestore: limit pageSize + 1, so the extra document (not shown)
 * tells whether there is a next page without another request. The cursor is the last shown document's
 * value of the orderBy field and its id: rows sharing a value (a batch's server time) are split by id,
 * never skipped.
 */
export async function listPage<Item>(
  collection: string,
  { where, orderBy, pageSize, after }: ListPageOptions,
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
    items: shown.map(toItem),
    nextCursor: docs.length > pageSize && last !== undefined ? cursorAfter(last, orderBy.field) : null,
  };
}

/**
 * The most documents one page of a search reads (its first query and those that read on): a page of 25
 * among 20,000 inquiries stays a bounded cost, and the pager says when a page stopped there.
 */
export const SEARCH_READ_BOUND = 500;
/** How many documents each query after a search page's first reads, when that one matched too few. */
const SEARCH_READ_ON = 100;

/**
 * One page of a staff list's search (search-words.ts): the documents whose searchWords hold the lookup
 * word, in the list's order (array-contains queries, an index of searchWords CONTAINS + the order field),
 * showing those that hold every other word and pass `alsoShows` (the list's other filters, checked on the
 * rows read rather than in the query: each index on the list field holds an entry per word of every
 * document). The first query reads pageSize + 1; while the page has fewer matches than its size and there
 * are more documents, it reads on, up to SEARCH_READ_BOUND documents, so a page is empty only when nothing
 * further matches, or when it stopped at the bound (`lookedThrough`, which the pager shows).
 */
export async function searchListPage<Item>(
  collection: string,
  search: SearchQuery,
  { orderBy, pageSize, after }: Omit<ListPageOptions, 'where'>,
  toItem: (doc: StoredDoc) => Item,
  alsoShows: (item: Item) => boolean = () => true,
): Promise<Page<Item>> {
  const store = await getStore();
  const where: FieldFilter[] = [{ field: SEARCH_WORDS_FIELD, op: 'array-contains', value: search.lookup }];
  const items: Item[] = [];
  let cursor = after ?? undefined;
  let read = 0;
  for (let limit = pageSize + 1; ; limit = Math.min(SEARCH_READ_ON, SEARCH_READ_BOUND - read)) {
    const docs = await store.list(collection, { where, orderBy, limit, startAfter: cursor });
    read += docs.length;
    for (const [index, doc] of docs.entries()) {
      if (!holdsEveryWord(doc.data[SEARCH_WORDS_FIELD], search)) continue;
      const item = toItem(doc);
      if (!alsoShows(item)) continue;
      items.push(item);
      if (items.length === pageSize) {
        // Full: the next page starts after this row (the rows read after it are read again there).
        const more = index < docs.length - 1 || docs.length === limit;
        return { items, nextCursor: more ? cursorAfter(doc, orderBy.field) : null, picked: true };
      }
    }
    const last = docs.at(-1);
    if (docs.length < limit || last === undefined) return { items, nextCursor: null, picked: true };
    cursor = cursorAfter(last, orderBy.field);
    if (read >= SEARCH_READ_BOUND) return { items, nextCursor: cursor, picked: true, lookedThrough: read };
  }
}

/** Equality filters for the fields that have a value (undefined: no filter on that field). */
export function equalities(values: Record<string, string | undefined>): FieldFilter[] {
  return Object.entries(values).flatMap(([field, value]) => (value === undefined ? [] : [{ field, value }]));
}
