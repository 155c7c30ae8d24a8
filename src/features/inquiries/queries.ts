import {
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryMeta,
} from '@tanstack/react-query';
import { FIRST_PAGE } from '@/components/admin/use-list-params';
import type { Inquiry, InquiryNotification, InquiryStatus } from '@/data/schemas/inquiry';
import type { Page, PageRequest } from '@/data/repos/paging';
import {
  deleteInquiry,
  getInquiry,
  listAllInquiries,
  listInquiriesPage,
  requestInquiryResend,
  setInquiryStatus,
  type InquiryFilter,
} from '@/data/repos/inquiries';
import type { SearchQuery } from '@/data/search-words';
import { downloadTextFile } from '@/lib/csv';
import { notify } from '@/lib/notify';
import { pollUntil } from '@/lib/poll';
import { inquiryEmailCopy } from './email-copy';
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
  detail: (id: string) => [...inquiryKeys.all, 'detail', id] as const,
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
const inquiriesLoadMeta: QueryMeta = { errorToast: inquiriesLoadFailure };

/** One page of contact inquiries, newest first, of one status or all, or of a search (staff only). */
export const inquiriesPageQueryOptions = (filter: InquiryListFilter, request: PageRequest) =>
  queryOptions({
    queryKey: inquiryKeys.page(filter, request),
    queryFn: () => listInquiriesPage(filter, request),
    meta: inquiriesLoadMeta,
  });

/**
 * One inquiry by id, or null when there is none: what a link to it opens (/admin/inquiries?inquiry=<id>, the
 * link in every inquiry e-mail), one read whatever page it is on.
 */
export const inquiryQueryOptions = (id: string) =>
  queryOptions({ queryKey: inquiryKeys.detail(id), queryFn: () => getInquiry(id) });

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
      const detailKey = inquiryKeys.detail(id);
      const previousDetail = queryClient.getQueryData<Inquiry | null>(detailKey);
      queryClient.setQueryData(countsKey, (counts) => counts && movedCounts(counts, change));
      // The inquiry a link opened, in its dialog.
      queryClient.setQueryData<Inquiry | null>(detailKey, (inquiry) => inquiry && { ...inquiry, status });
      queryClient.setQueriesData<Page<Inquiry>>({ queryKey: pagesKey }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((inquiry) => (inquiry.id === id ? { ...inquiry, status } : inquiry)),
            }
          : page,
      );
      return { previous, previousCounts, previousDetail };
    },
    onError: (_error, { id }, context) => {
      for (const [key, page] of context?.previous ?? []) queryClient.setQueryData(key, page);
      if (context?.previousCounts) queryClient.setQueryData(countsKey, context.previousCounts);
      if (context?.previousDetail) queryClient.setQueryData(inquiryKeys.detail(id), context.previousDetail);
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

/** Puts a freshly read inquiry wherever the screen shows it: the cached pages that hold it, and its own query. */
function showFresh(queryClient: QueryClient, fresh: Inquiry): void {
  queryClient.setQueriesData<Page<Inquiry>>({ queryKey: inquiryKeys.pages() }, (page) =>
    page?.items.some((inquiry) => inquiry.id === fresh.id)
      ? { ...page, items: page.items.map((inquiry) => (inquiry.id === fresh.id ? fresh : inquiry)) }
      : page,
  );
  queryClient.setQueryData(inquiryKeys.detail(fresh.id), (cached: Inquiry | null | undefined) =>
    cached === undefined ? undefined : fresh,
  );
}

/**
 * The re-sent e-mail has an outcome: a later attempt than the failed one settled as sent, failed or skipped
 * (or the inquiry is gone). 'sending' is on the way; the failed record with only the request on it, not yet.
 */
function isResendSettled(fresh: Inquiry | null, before: InquiryNotification | null): boolean {
  if (!fresh) return true;
  const record = fresh.notification;
  if (!record || record.state === 'sending') return false;
  return record.state !== 'failed' || record.attempts > (before?.attempts ?? 0);
}

/** Thrown when the request itself could not be written: nothing was asked of the function. */
class ResendNotRequestedError extends Error {
  override name = 'ResendNotRequestedError';
}

/**
 * Re-send (admins, on an inquiry whose e-mail failed): asks the Cloud Function to send it again, then follows
 * the inquiry's record until the new attempt settles (pollUntil: at most a minute), showing each state on the
 * way, and says how it went. It carries on, and toasts, if the details close meanwhile.
 */
export function useResendInquiryEmail() {
  const queryClient = useQueryClient();
  const copy = inquiryEmailCopy;
  return useMutation({
    mutationFn: async (inquiry: Inquiry) => {
      try {
        await requestInquiryResend(inquiry.id);
      } catch (error) {
        throw new ResendNotRequestedError('The request was not stored.', { cause: error });
      }
      return pollUntil(
        // A read that fails (a moment offline) is one more "not yet".
        () => getInquiry(inquiry.id).catch(() => undefined),
        (fresh) => fresh !== undefined && isResendSettled(fresh, inquiry.notification),
        {
          onValue: (fresh) => {
            if (fresh) showFresh(queryClient, fresh);
          },
        },
      );
    },
    onSuccess: (outcome) => {
      const record = outcome.value?.notification;
      if (!outcome.done || !record) {
        notify.info(copy.noAnswer.title, copy.noAnswer.description);
      } else if (record.state === 'sent') {
        notify.success(copy.resent.title, copy.resent.description(record.to));
      } else {
        const reason =
          record.state === 'failed' ? copy.failed(record.error, record.attempts) : copy.skipped(record.error);
        notify.error(copy.notResent.title, reason);
      }
    },
    onError: () => notify.error(copy.notRequested.title, copy.notRequested.description),
  });
}
