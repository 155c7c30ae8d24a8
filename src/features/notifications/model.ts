import type { Inquiry } from '@/data/schemas/inquiry';
import type { Subscriber } from '@/data/schemas/subscriber';
import { adminPaths } from '@/lib/admin-paths';
import { knownServerNow } from '@/lib/server-clock';
import { LOOKBACK_MS, type ReadOneByOne } from '@/stores/notification-read-state';

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

/** What this person has read (stores/notification-read-state.ts). */
interface ReadState {
  readBefore: number | null;
  readOne: ReadOneByOne;
}

/** The unread events of each kind by time (count() since unreadSince): the bell's badge before any is read. */
export interface UnreadCounts {
  inquiries: number;
  subscribers: number;
}

/**
 * The bell's figure: the events unread by time less those read one by one (still unread by time), and
 * whether it is "or more" (a kind's count stopped at `cap`: those read one by one are not taken from a
 * figure that is only a floor). Exact while the read-one-by-one entries name events that exist; the menu
 * forgets those that are gone (goneReadOnes) when it has read a kind whole.
 */
export function unreadCount(
  counts: UnreadCounts,
  readState: ReadState,
  cap: number,
  now?: number,
): { count: number; orMore: boolean } {
  const sum = counts.inquiries + counts.subscribers;
  if (counts.inquiries >= cap || counts.subscribers >= cap) return { count: sum, orMore: true };
  const threshold = unreadSince(readState.readBefore, now);
  const readSince = Object.values(readState.readOne).filter((eventTime) => eventTime > threshold).length;
  return { count: Math.max(0, sum - readSince), orMore: false };
}

/** The notification id of each kind's events (buildNotifications). */
const inquiryEventId = (inquiry: Inquiry) => `inquiry:${inquiry.id}`;
const subscriberEventId = (subscriber: Subscriber) => `subscriber:${subscriber.email}`;

/**
 * Events read one by one, unread by time, that a kind read whole (a complete list) no longer holds: deleted
 * since. Forgotten, they stop lowering the bell's count.
 */
export function goneReadOnes(
  lists: { inquiries: EventList<Inquiry>; subscribers: EventList<Subscriber> },
  readState: ReadState,
  now?: number,
): string[] {
  const threshold = unreadSince(readState.readBefore, now);
  const complete = [
    { prefix: 'inquiry:', list: lists.inquiries, ids: lists.inquiries.items.map(inquiryEventId) },
    { prefix: 'subscriber:', list: lists.subscribers, ids: lists.subscribers.items.map(subscriberEventId) },
  ].filter(({ list }) => list.complete);
  return Object.entries(readState.readOne)
    .filter(([, eventTime]) => eventTime > threshold)
    .map(([id]) => id)
    .filter((id) => complete.some(({ prefix, ids }) => id.startsWith(prefix) && !ids.includes(id)));
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
  const events = [
    ...inquiries
      .filter((inquiry) => inquiry.createdAt)
      .map((inquiry) => ({
        id: inquiryEventId(inquiry),
        title: `New inquiry from ${inquiry.name || inquiry.email}`,
        description: inquiry.subject,
        timestamp: (inquiry.createdAt as Date).getTime(),
        href: adminPaths.inquiry(inquiry.id),
      })),
    ...subscribers
      .filter((subscriber) => subscriber.createdAt)
      .map((subscriber) => ({
        id: subscriberEventId(subscriber),
        title: 'New subscriber',
        description: subscriber.email,
        timestamp: (subscriber.createdAt as Date).getTime(),
        href: adminPaths.subscribers,
      })),
  ];
  return events
    .map((event) => ({ ...event, read: event.timestamp <= threshold || event.id in readState.readOne }))
    .sort((a, b) => b.timestamp - a.timestamp);
}
