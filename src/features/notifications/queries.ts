import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { countEventsAfter, UNREAD_COUNT_CAP } from '@/data/repos/counts';
import { listRecentInquiries } from '@/data/repos/inquiries';
import { listSubscribers } from '@/data/repos/subscribers';
import type { Subscriber } from '@/data/schemas/subscriber';
import type { Inquiry } from '@/data/schemas/inquiry';
import { usePreferences } from '@/stores/preferences';
import {
  buildNotifications,
  goneReadOnes,
  unreadCount,
  unreadSince,
  type AdminNotification,
  type EventList,
  type UnreadCounts,
} from './model';
import { useNotificationReadState } from '@/stores/notification-read-state';

/** The menu lists the newest SHOWN unread events of each kind; it reads one more, to know of more. */
export const SHOWN = 6;
const READ_PER_KIND = SHOWN + 1;
/** The bell checks for new events every minute while the admin is open (and visible). */
const POLL_MS = 60_000;

/** Under the read state's "Mark all as read" time: a new one starts afresh. */
const notificationKeys = {
  all: ['notifications'] as const,
  counts: (readBefore: number | null) => [...notificationKeys.all, 'counts', readBefore] as const,
  events: (readBefore: number | null) => [...notificationKeys.all, 'events', readBefore] as const,
};

type NotificationEvents = {
  inquiries: EventList<Inquiry>;
  subscribers: EventList<Subscriber>;
};

/**
 * The bell's badge on every screen: how many inquiries and subscribers arrived since unread begins, by
 * count() up to UNREAD_COUNT_CAP (2 reads, at any size and however busy the site, a flood of spam
 * included). A poll a minute: a visible tab open all day is 2,880 reads of Spark's 50,000. The events
 * themselves are read when someone reaches for the menu.
 */
export const notificationCountsQueryOptions = (readBefore: number | null) =>
  queryOptions({
    queryKey: notificationKeys.counts(readBefore),
    queryFn: (): Promise<UnreadCounts> => countEventsAfter(unreadSince(readBefore)),
    refetchInterval: POLL_MS,
  });

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
 * The menu's events, once someone reaches for the bell (or push notifications are on, which need them):
 * the first read takes what may be unread, at most SHOWN + 1 of each kind (2 to 14 reads); a read again
 * asks only for what is at least as new as the newest it has, usually that one document. It is read again
 * when the counts change (useNotifications), and each minute while push notifications are on. Staff
 * changes (a status, a delete) reload it whole (reloadNotifications).
 */
export const notificationEventsQueryOptions = (readBefore: number | null) =>
  queryOptions({
    queryKey: notificationKeys.events(readBefore),
    queryFn: async ({ client, queryKey }): Promise<NotificationEvents> => {
      const known = client.getQueryData<NotificationEvents>(queryKey);
      const start = new Date(unreadSince(readBefore));
      const [inquiries, subscribers] = await Promise.all([
        listRecentInquiries(READ_PER_KIND, known?.inquiries.items[0]?.createdAt ?? start),
        listSubscribers(READ_PER_KIND, known?.subscribers.items[0]?.createdAt ?? start),
      ]);
      return {
        inquiries: merged(inquiries, known?.inquiries, (inquiry) => inquiry.id),
        subscribers: merged(subscribers, known?.subscribers, (subscriber) => subscriber.email),
      };
    },
  });

/** After staff change or delete an inquiry or a subscriber: the bell counts and reads afresh. */
export function reloadNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ queryKey: notificationKeys.all });
}

/** Shows a browser notification for events that arrive while the admin is open, when push is on. */
function usePushForNewEvents(unread: readonly AdminNotification[] | null) {
  const pushEnabled = usePreferences((preferences) => preferences.pushNotifications);
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!unread) return;
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

/**
 * Reads the events again when the counts' poll finds that something arrived or went, so the menu shows it
 * without a poll of its own (2 reads a minute in all, not 4).
 */
function useEventsFollowCounts(counts: UnreadCounts | undefined, refetchEvents: (() => unknown) | null) {
  const seen = useRef<string | null>(null);
  const now = counts ? `${counts.inquiries}/${counts.subscribers}` : null;
  useEffect(() => {
    const before = seen.current;
    seen.current = now;
    if (refetchEvents && before !== null && now !== before) void refetchEvents();
  }, [now, refetchEvents]);
}

/** The bell's state: the unread count, and once `withEvents` (the menu is wanted), the unread events. */
export function useNotifications({ withEvents }: { withEvents: boolean }) {
  const readBefore = useNotificationReadState((state) => state.readBefore);
  const readOne = useNotificationReadState((state) => state.readOne);
  const forget = useNotificationReadState((state) => state.forget);
  const pushEnabled = usePreferences((preferences) => preferences.pushNotifications);
  const counts = useQuery(notificationCountsQueryOptions(readBefore));
  const events = useQuery({
    ...notificationEventsQueryOptions(readBefore),
    enabled: withEvents || pushEnabled,
    refetchInterval: pushEnabled ? POLL_MS : false,
  });
  useEventsFollowCounts(counts.data, events.data ? events.refetch : null);

  const unread = useMemo(
    () =>
      events.data
        ? buildNotifications(events.data.inquiries.items, events.data.subscribers.items, {
            readBefore,
            readOne,
          }).filter((notification) => !notification.read)
        : null,
    [events.data, readBefore, readOne],
  );
  const gone = useMemo(
    () => (events.data ? goneReadOnes(events.data, { readBefore, readOne }) : []),
    [events.data, readBefore, readOne],
  );
  useEffect(() => {
    if (gone.length > 0) forget(gone);
  }, [gone, forget]);
  usePushForNewEvents(unread);

  const counted = counts.data
    ? unreadCount(counts.data, { readBefore, readOne }, UNREAD_COUNT_CAP)
    : { count: 0, orMore: false };
  // Events read whole are the exact figure; a partial read may be a poll newer than the counts, so the
  // bell never shows fewer than the menu lists.
  const whole = events.data?.inquiries.complete && events.data.subscribers.complete;
  return {
    count: unread && whole ? unread.length : Math.max(counted.count, unread?.length ?? 0),
    more: !whole && counted.orMore,
    /** The unread events, newest first; null until read. */
    unread,
  };
}
