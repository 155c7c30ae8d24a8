import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { listRecentInquiries } from '@/data/repos/inquiries';
import { listSubscribers } from '@/data/repos/subscribers';
import type { Subscriber } from '@/data/schemas/subscriber';
import type { Inquiry } from '@/data/schemas/inquiry';
import { usePreferences } from '@/stores/preferences';
import { buildNotifications, type AdminNotification } from './model';
import { useNotificationReadState } from '@/stores/notification-read-state';

const RECENT = 20;
/** The bell checks for new events every minute while the admin is open (and visible). */
const POLL_MS = 60_000;

const notificationKeys = { all: ['notifications'] as const };

interface NotificationEvents {
  inquiries: Inquiry[];
  subscribers: Subscriber[];
}

/** The newest `RECENT` of what the bell had and what the poll brought, without repeats. */
function newestOf<T extends { createdAt: Date | null }>(
  fresh: readonly T[],
  known: readonly T[],
  key: (item: T) => string,
): T[] {
  const byKey = new Map([...known, ...fresh].map((item) => [key(item), item]));
  return [...byKey.values()]
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0))
    .slice(0, RECENT);
}

/**
 * The first load reads the newest 20 of each; a poll asks only for what is at least as new as the newest
 * it has, which is usually that one document: 2 reads a minute instead of 40, a visible tab open all day
 * 2,880 reads of Spark's 50,000. Staff changes (a status, a delete) reload it whole (reloadNotifications).
 */
export const notificationEventsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.all,
    queryFn: async ({ client, queryKey }): Promise<NotificationEvents> => {
      const known = client.getQueryData<NotificationEvents>(queryKey);
      const [inquiries, subscribers] = await Promise.all([
        listRecentInquiries(RECENT, known?.inquiries[0]?.createdAt ?? undefined),
        listSubscribers(RECENT, known?.subscribers[0]?.createdAt ?? undefined),
      ]);
      return {
        inquiries: newestOf(inquiries, known?.inquiries ?? [], (inquiry) => inquiry.id),
        subscribers: newestOf(subscribers, known?.subscribers ?? [], (subscriber) => subscriber.email),
      };
    },
    refetchInterval: POLL_MS,
  });

/** After staff change or delete an inquiry or a subscriber: the bell reads its lists afresh. */
export function reloadNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ queryKey: notificationKeys.all });
}

/** Shows a browser notification for events that arrive while the admin is open, when push is on. */
function usePushForNewEvents(unread: readonly AdminNotification[]) {
  const pushEnabled = usePreferences((preferences) => preferences.pushNotifications);
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    const ids = new Set(unread.map((notification) => notification.id));
    const previous = known.current;
    known.current = ids;
    // The first load is what was already waiting, not something that just happened.
    if (!previous || !pushEnabled || typeof Notification === 'undefined') return;
    if (Notification.permission !== 'granted') return;
    for (const notification of unread) {
      if (!previous.has(notification.id))
        new Notification(notification.title, { body: notification.description });
    }
  }, [unread, pushEnabled]);
}

export function useNotifications() {
  const query = useQuery(notificationEventsQueryOptions());
  const readBefore = useNotificationReadState((state) => state.readBefore);
  const readIds = useNotificationReadState((state) => state.readIds);
  const notifications = useMemo(
    () =>
      query.data
        ? buildNotifications(query.data.inquiries, query.data.subscribers, { readBefore, readIds })
        : [],
    [query.data, readBefore, readIds],
  );
  const unread = useMemo(() => notifications.filter((notification) => !notification.read), [notifications]);
  usePushForNewEvents(unread);
  return { unread, isError: query.isError };
}
