import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { Page, PageRequest } from '@/data/repos/paging';
import type { ListCursor } from '@/data/store';
import { useListPageParams, type PagingCursor } from './use-list-params';

/** What ListPager shows and does. */
export interface PagerControls {
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  /** 1-based position of the first row shown. */
  firstRow: number;
  /** 1-based number of the page shown. */
  pageNumber: number;
  /** The rows were picked from the page's documents (a search): their positions in the list are unknown. */
  picked: boolean;
  /** A search page that stopped at its read bound with more behind Next: the documents it read. */
  lookedThrough: number | null;
  /** Rows on this page. */
  rowCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * The page size and the trail of cursors that led to the current page (Previous pops one), both in the
 * address (see use-list-params): a filter the store applies starts again from the first page.
 */
function usePaging<Cursor extends PagingCursor>(isCursor: (value: PagingCursor) => value is Cursor) {
  const { pageSize, cursors, setPageSize, previous, next } = useListPageParams(isCursor);
  const request: PageRequest<Cursor> = { pageSize, after: cursors.at(-1) ?? null };

  function controls(page: Page<unknown, Cursor> | undefined, settled: boolean): PagerControls {
    const nextCursor = page?.nextCursor ?? null;
    return {
      pageSize,
      onPageSizeChange: setPageSize,
      firstRow: cursors.length * pageSize + 1,
      pageNumber: cursors.length + 1,
      picked: page?.picked ?? false,
      lookedThrough: page?.lookedThrough ?? null,
      rowCount: page?.items.length ?? 0,
      hasPrevious: cursors.length > 0,
      // Not while the rows shown are still the previous page's: their cursor would skip a page.
      hasNext: settled && nextCursor !== null,
      onPrevious: previous,
      onNext: () => {
        if (nextCursor !== null) next(nextCursor);
      },
    };
  }

  return { request, controls };
}

export interface PagedQuery<Item, Cursor> {
  query: UseQueryResult<Page<Item, Cursor>>;
  /** The rows of the current page; null until the first page has loaded. */
  items: Item[] | null;
  pager: PagerControls;
}

/**
 * A staff list read one page at a time from the store: `options` builds the page's query (the request,
 * and so the cursor, in its key), and while the next page loads the current one stays on screen.
 */
export function usePagedQuery<Item, Key extends QueryKey = QueryKey>(
  options: (request: PageRequest) => UseQueryOptions<Page<Item>, Error, Page<Item>, Key>,
): PagedQuery<Item, ListCursor> {
  const paging = usePaging(isListCursor);
  const query = useQuery({ ...options(paging.request), placeholderData: keepPreviousData });
  return {
    query,
    items: query.data?.items ?? null,
    pager: paging.controls(query.data, !query.isPlaceholderData),
  };
}

const isListCursor = (value: PagingCursor): value is ListCursor => typeof value !== 'number';
const isRowOffset = (value: PagingCursor): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** One page of a list that is already in memory: the cursor is the position the page starts at. */
function pageOfList<Item>(
  items: readonly Item[],
  { pageSize, after }: PageRequest<number>,
): Page<Item, number> {
  const start = after ?? 0;
  const end = start + pageSize;
  return { items: items.slice(start, end), nextCursor: end < items.length ? end : null };
}

/** The same paging over rows already loaded (null while they load), for a list the store reads whole. */
export function useListPaging<Item>(rows: readonly Item[] | null): {
  items: Item[] | null;
  pager: PagerControls;
} {
  const paging = usePaging(isRowOffset);
  const page = rows ? pageOfList(rows, paging.request) : undefined;
  return { items: page?.items ?? null, pager: paging.controls(page, true) };
}
