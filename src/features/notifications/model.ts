import type { Inquiry } from '@/data/schemas/inquiry';
import type { Subscriber } from '@/data/schemas/subscriber';
import { adminPaths } from '@/lib/admin-paths';
import { knownServerNow } from '@/lib/server-clock';
import { LOOKBACK_MS } from '@/stores/notification-read-state';

export interface AdminNotification {
  id: string;
  title: string;
  description: string;
  timestamp: number;
  read: boolean;
  href: string;
}

/** The newest events of one kind since the look-back start, as many as the bell reads. */
export interface EventList<T> {
  items: T[];
  /** Every event since the look-back start is among `items`; else older ones were left unread. */
  complete: boolean;
}

/**
 * Where unread begins: this person's "Mark all as read", or the look-back window. Events are stamped by
 * the server, so `now` is the server's time as this browser knows it (no request of its own).
 */
export function unreadSince(readBefore: number | null, now = knownServerNow()): number {
  return readBefore ?? now - LOOKBACK_MS;
}

/**
 * Whether unread events may be left out of what the bell read: a list that is not complete, whose oldest
 * event is itself unread by time (anything older than a read one is read too).
 */
export function mayHaveMoreUnread(
  lists: Record<string, EventList<{ createdAt: Date | null }>>,
  readBefore: number | null,
  now?: number,
): boolean {
  const threshold = unreadSince(readBefore, now);
  return Object.values(lists).some(
    ({ items, complete }) => !complete && (items.at(-1)?.createdAt?.getTime() ?? 0) > threshold,
  );
}

interface ReadState {
  readBefore: number | null;
  readIds: readonly string[];
}

/**
 * Real events as notifications (no made-up ones): new contact inquiries and new subscribers, newest
 * first. Unread means newer than what this person marked read, within the look-back window.
 */
export function buildNotifications(
  inquiries: readonly Inquiry[],
  subscribers: readonly Subscriber[],
  readState: ReadState,
  now?: number,
): AdminNotification[] {
  const threshold = unreadSince(readState.readBefore, now);
  const readIds = new Set(readState.readIds);
  const events = [
    ...inquiries
      .filter((inquiry) => inquiry.createdAt)
      .map((inquiry) => ({
        id: `inquiry:${inquiry.id}`,
        title: `New inquiry from ${inquiry.name || inquiry.email}`,
        description: inquiry.subject,
        timestamp: (inquiry.createdAt as Date).getTime(),
        href: adminPaths.inquiry(inquiry.id),
      })),
    ...subscribers
      .filter((subscriber) => subscriber.createdAt)
      .map((subscriber) => ({
        id: `subscriber:${subscriber.email}`,
        title: 'New subscriber',
        description: subscriber.email,
        timestamp: (subscriber.createdAt as Date).getTime(),
        href: adminPaths.subscribers,
      })),
  ];
  return events
    .map((event) => ({ ...event, read: event.timestamp <= threshold || readIds.has(event.id) }))
    .sort((a, b) => b.timestamp - a.timestamp);
}
