import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useState } from 'react';
import type { Page, PageRequest } from '@/data/repos/paging';
import type { CursorValue } from '@/data/store';

/** The page sizes a staff list offers (ListPager's "Rows per page"). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** What ListPager shows and does. */
export interface PagerControls {
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  /** 1-based position of the first row shown. */
  firstRow: number;
  /** Rows on this page. */
  rowCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * The page size and the trail of cursors that led to the current page (Previous pops one). A new
 * `resetKey` (the filters, joined) or page size starts again from the first page.
 */
function usePaging<Cursor>(resetKey: string) {
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [trail, setTrail] = useState<{ resetKey: string; cursors: Cursor[] }>({ resetKey, cursors: [] });
  const cursors = trail.resetKey === resetKey ? trail.cursors : [];
  const request: PageRequest<Cursor> = {
    pageSize,
    after: cursors.length ? cursors[cursors.length - 1]! : null,
  };

  function controls(page: Page<unknown, Cursor> | undefined, settled: boolean): PagerControls {
    const nextCursor = page?.nextCursor ?? null;
    return {
      pageSize,
      onPageSizeChange: (size) => {
        setPageSize(size);
        setTrail({ resetKey, cursors: [] });
      },
      firstRow: cursors.length * pageSize + 1,
      rowCount: page?.items.length ?? 0,
      hasPrevious: cursors.length > 0,
      // Not while the rows shown are still the previous page's: their cursor would skip a page.
      hasNext: settled && nextCursor !== null,
      onPrevious: () => setTrail({ resetKey, cursors: cursors.slice(0, -1) }),
      onNext: () => {
        if (nextCursor !== null) setTrail({ resetKey, cursors: [...cursors, nextCursor] });
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
export function usePagedQuery<Item, Cursor = CursorValue, Key extends QueryKey = QueryKey>(
  resetKey: string,
  options: (
    request: PageRequest<Cursor>,
  ) => UseQueryOptions<Page<Item, Cursor>, Error, Page<Item, Cursor>, Key>,
): PagedQuery<Item, Cursor> {
  const paging = usePaging<Cursor>(resetKey);
  const query = useQuery({ ...options(paging.request), placeholderData: keepPreviousData });
  return {
    query,
    items: query.data?.items ?? null,
    pager: paging.controls(query.data, !query.isPlaceholderData),
  };
}

/** One page of a list that is already in memory: the cursor is the position the page starts at. */
export function pageOfList<Item>(
  items: readonly Item[],
  { pageSize, after }: PageRequest<number>,
): Page<Item, number> {
  const start = after ?? 0;
  const end = start + pageSize;
  return { items: items.slice(start, end), nextCursor: end < items.length ? end : null };
}

/** The same paging over rows already loaded (null while they load), for a list the store reads whole. */
export function useListPaging<Item>(
  rows: readonly Item[] | null,
  resetKey: string,
): { items: Item[] | null; pager: PagerControls } {
  const paging = usePaging<number>(resetKey);
  const page = rows ? pageOfList(rows, paging.request) : undefined;
  return { items: page?.items ?? null, pager: paging.controls(page, true) };
}
