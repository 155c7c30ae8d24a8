import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { listRecentInquiries } from '@/data/repos/inquiries';
import { listSubscribers } from '@/data/repos/subscribers';
import { usePreferences } from '@/stores/preferences';
import { buildNotifications, type AdminNotification } from './model';
import { useNotificationReadState } from './read-state';

const RECENT = 20;
/** The bell checks for new events every minute while the admin is open. */
const POLL_MS = 60_000;

export const notificationKeys = { all: ['notifications'] as const };

export const notificationEventsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.all,
    queryFn: async () => {
      const [inquiries, subscribers] = await Promise.all([
        listRecentInquiries(RECENT),
        listSubscribers(RECENT),
      ]);
      return { inquiries, subscribers };
    },
    refetchInterval: POLL_MS,
  });

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
