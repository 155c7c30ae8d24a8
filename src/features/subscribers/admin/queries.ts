import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { FIRST_PAGE } from '@/components/admin/use-list-params';
import type { PageRequest } from '@/data/repos/paging';
import {
  countSubscribers,
  listAllSubscribers,
  listSubscribersPage,
  listSubscribersStartingWith,
  deleteSubscriber,
} from '@/data/repos/subscribers';
import { reloadNotifications } from '@/features/notifications';
import { downloadTextFile, toCsv } from '@/lib/csv';
import { notify } from '@/lib/notify';

const subscriberKeys = {
  all: ['subscribers'] as const,
  page: (request: PageRequest, start = '') => [...subscriberKeys.all, 'page', start, request] as const,
  count: () => [...subscriberKeys.all, 'count'] as const,
};

/**
 * One page of subscribers, newest first, or with `start` those whose address starts with it, in address
 * order (staff only).
 */
export const subscribersPageQueryOptions = (request: PageRequest, start = '') =>
  queryOptions({
    queryKey: subscriberKeys.page(request, start),
    queryFn: () => (start ? listSubscribersStartingWith(start, request) : listSubscribersPage(request)),
  });

/** How many there are: stats/subscribers (one read, exact; a capped count() before it exists). */
export const subscriberCountQueryOptions = () =>
  queryOptions({ queryKey: subscriberKeys.count(), queryFn: countSubscribers });

/**
 * The screen as its plain address opens (the newest subscribers, the first page, and how many there are):
 * the page's own queries, so a link's prefetch (the page module's `prefetch`) is the reads it would start.
 */
export async function prefetchSubscribers(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(subscribersPageQueryOptions(FIRST_PAGE)),
    queryClient.prefetchQuery(subscriberCountQueryOptions()),
  ]);
}

export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscriber,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriberKeys.all }),
        reloadNotifications(queryClient),
      ]),
  });
}

/**
 * Export CSV: every subscriber, all pages, read on the click (which may cost one read per subscriber; a
 * page load never does). Every subscriber, whatever the search.
 */
export function useExportSubscribers() {
  return useMutation({
    mutationFn: async () => {
      const subscribers = await listAllSubscribers();
      const csv = toCsv(
        ['Email', 'Subscribed at'],
        subscribers.map((subscriber) => [subscriber.email, subscriber.createdAt?.toISOString() ?? '']),
      );
      downloadTextFile(`subscribers-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    },
    onError: () => notify.error('Failed to export subscribers.', 'Please try again.'),
  });
}
