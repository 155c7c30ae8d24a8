import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { listRecentInquiries } from '@/data/repos/inquiries';
import { listSubscribers } from '@/data/repos/subscribers';
import type { Subscriber } from '@/data/schemas/subscriber';
import type { Inquiry } from '@/data/schemas/inquiry';
import { usePreferences } from '@/stores/preferences';
import {
  buildNotifications,
  mayHaveMoreUnread,
  unreadSince,
  type AdminNotification,
  type EventList,
} from './model';
import { useNotificationReadState } from '@/stores/notification-read-state';

/** The menu lists the newest SHOWN unread events; the bell reads one more of each kind, to know of more. */
export const SHOWN = 6;
const READ_PER_KIND = SHOWN + 1;
/** The bell checks for new events every minute while the admin is open (and visible). */
const POLL_MS = 60_000;

const notificationKeys = { all: ['notifications'] as const };

type NotificationEvents = {
  inquiries: EventList<Inquiry>;
  subscribers: EventList<Subscriber>;
};

/**
 * What the bell had and what it just read, the newest SHOWN without repeats. Still complete when the read
 * came back short of its limit (nothing between it and what was known) and nothing had to be dropped.
 */
function merged<T extends { createdAt: Date | null }>(
  fresh: readonly T[],
  known: EventList<T> | undefined,
  key: (item: T) => string,
): EventList<T> {
  const byKey = new Map([...(known?.items ?? []), ...fresh].map((item) => [key(item), item]));
  const all = [...byKey.values()].sort(
    (a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0),
  );
  const complete = fresh.length < READ_PER_KIND && (known?.complete ?? true) && all.length <= SHOWN;
  return { items: all.slice(0, SHOWN), complete };
}

/**
 * The first load reads only what may be unread: events since the look-back start, at most SHOWN + 1 of
 * each kind, so a screen's load costs 2 reads when nothing is new and at most 14 however busy the site.
 * A poll asks only for what is at least as new as the newest it has, usually that one document: 2 reads a
 * minute, a visible tab open all day 2,880 reads of Spark's 50,000. Staff changes (a status, a delete)
 * reload it whole (reloadNotifications).
 */
export const notificationEventsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.all,
    queryFn: async ({ client, queryKey }): Promise<NotificationEvents> => {
      const known = client.getQueryData<NotificationEvents>(queryKey);
      const start = new Date(unreadSince(useNotificationReadState.getState().readBefore));
      const [inquiries, subscribers] = await Promise.all([
        listRecentInquiries(READ_PER_KIND, known?.inquiries.items[0]?.createdAt ?? start),
        listSubscribers(READ_PER_KIND, known?.subscribers.items[0]?.createdAt ?? start),
      ]);
      return {
        inquiries: merged(inquiries, known?.inquiries, (inquiry) => inquiry.id),
        subscribers: merged(subscribers, known?.subscribers, (subscriber) => subscriber.email),
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
        ? buildNotifications(query.data.inquiries.items, query.data.subscribers.items, {
            readBefore,
            readIds,
          })
        : [],
    [query.data, readBefore, readIds],
  );
  const unread = useMemo(() => notifications.filter((notification) => !notification.read), [notifications]);
  const more = query.data ? mayHaveMoreUnread(query.data, readBefore) : false;
  usePushForNewEvents(unread);
  return { unread, more, isError: query.isError };
}
