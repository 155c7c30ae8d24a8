import {
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryMeta,
} from '@tanstack/react-query';
import { FIRST_PAGE } from '@/components/admin/use-list-params';
import type { Inquiry, InquiryStatus } from '@/data/schemas/inquiry';
import type { Page, PageRequest } from '@/data/repos/paging';
import {
  deleteInquiry,
  listAllInquiries,
  listInquiriesPage,
  setInquiryStatus,
  type InquiryFilter,
} from '@/data/repos/inquiries';
import type { SearchQuery } from '@/data/search-words';
import { downloadTextFile } from '@/lib/csv';
import { notify } from '@/lib/notify';
import { inquiryCountsQueryOptions, type CappedInquiryCounts } from './counts';
import { inquiriesCsv, type StatusFilter } from './inbox';
import { reloadNotifications } from '@/features/notifications';

export type InquiryListFilter = InquiryFilter;

/** Everything under ['inquiries'] (pages, counts) refreshes with one invalidation. */
export const inquiryKeys = {
  all: ['inquiries'] as const,
  pages: () => [...inquiryKeys.all, 'page'] as const,
  page: (filter: InquiryListFilter, request: PageRequest) =>
    [...inquiryKeys.pages(), filter.status ?? 'all', filter.search?.words ?? [], request] as const,
};

/** Spec section 8's load failure: the inbox's alert shows it, and the query cache toasts it per failed load. */
export const inquiriesLoadFailure = {
  title: 'Failed to load inquiries.',
  description: 'Check your connection and try again.',
};

/**
 * The inbox's queries toast on failure. The counts query is shared with the dashboard, which does not toast,
 * so the inbox adds this meta where it reads the counts.
 */
export const inquiriesLoadMeta: QueryMeta = { errorToast: inquiriesLoadFailure };

/** One page of contact inquiries, newest first, of one status or all, or of a search (staff only). */
export const inquiriesPageQueryOptions = (filter: InquiryListFilter, request: PageRequest) =>
  queryOptions({
    queryKey: inquiryKeys.page(filter, request),
    queryFn: () => listInquiriesPage(filter, request),
    meta: inquiriesLoadMeta,
  });

/** The inbox's query for a tab ('all': no status) and a search. */
export const inquiryListFilter = (
  status: StatusFilter,
  search: SearchQuery | null = null,
): InquiryListFilter => ({
  ...(status === 'all' ? {} : { status }),
  ...(search ? { search } : {}),
});

/** The counts as the inbox reads them: the dashboard's query, with the inbox's toast. */
export const inboxCountsQueryOptions = () =>
  queryOptions({ ...inquiryCountsQueryOptions(), meta: inquiriesLoadMeta });

/**
 * The inbox as its plain address opens (every inquiry, the first page, and the counts): the page's own
 * queries, so a link's prefetch (the page module's `prefetch`) is the reads the page would start.
 */
export async function prefetchInbox(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(inquiriesPageQueryOptions(inquiryListFilter('all'), FIRST_PAGE)),
    queryClient.prefetchQuery(inboxCountsQueryOptions()),
  ]);
}

/** The inbox (pages and counts), the dashboard and the notification bell all read inquiries. */
function useRefreshInquiries() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
      reloadNotifications(queryClient),
    ]);
}

export interface InquiryStatusChange {
  id: string;
  status: InquiryStatus;
  /** The status it had, so the counts can move at once. */
  from: InquiryStatus;
}

/** The counts after one inquiry moved from one status to another (the total stays). */
function movedCounts(
  counts: CappedInquiryCounts,
  { from, status }: InquiryStatusChange,
): CappedInquiryCounts {
  return from === status ? counts : { ...counts, [from]: counts[from] - 1, [status]: counts[status] + 1 };
}

/**
 * Sets an inquiry's status, showing it on the loaded pages and in the counts at once and rolling back if
 * the write fails; once settled, the pages (where the row may now belong to another tab), the counts and
 * the bell refetch.
 */
export function useSetInquiryStatus() {
  const queryClient = useQueryClient();
  const refresh = useRefreshInquiries();
  const pagesKey = inquiryKeys.pages();
  const countsKey = inquiryCountsQueryOptions().queryKey;
  return useMutation({
    mutationFn: ({ id, status }: InquiryStatusChange) => setInquiryStatus(id, status),
    onMutate: async (change) => {
      const { id, status } = change;
      await queryClient.cancelQueries({ queryKey: inquiryKeys.all });
      const previous = queryClient.getQueriesData<Page<Inquiry>>({ queryKey: pagesKey });
      const previousCounts = queryClient.getQueryData(countsKey);
      queryClient.setQueryData(countsKey, (counts) => counts && movedCounts(counts, change));
      queryClient.setQueriesData<Page<Inquiry>>({ queryKey: pagesKey }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((inquiry) => (inquiry.id === id ? { ...inquiry, status } : inquiry)),
            }
          : page,
      );
      return { previous, previousCounts };
    },
    onError: (_error, _change, context) => {
      for (const [key, page] of context?.previous ?? []) queryClient.setQueryData(key, page);
      if (context?.previousCounts) queryClient.setQueryData(countsKey, context.previousCounts);
    },
    onSettled: refresh,
  });
}

export function useDeleteInquiry() {
  const refresh = useRefreshInquiries();
  return useMutation({ mutationFn: deleteInquiry, onSuccess: refresh });
}

/**
 * Export CSV: every inquiry of the filter, all pages, read on the click (which may cost one read per
 * inquiry; a page load never does). The tab's inquiries, whatever the search.
 */
export function useExportInquiries() {
  return useMutation({
    mutationFn: async ({ status }: InquiryListFilter) => {
      const inquiries = await listAllInquiries({ status });
      downloadTextFile(`inquiries-${new Date().toISOString().slice(0, 10)}.csv`, inquiriesCsv(inquiries));
    },
    onError: () => notify.error('Failed to export inquiries.', 'Please try again.'),
  });
}
