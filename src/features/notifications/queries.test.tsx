import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { UNREAD_COUNT_CAP } from '@/data/repos/counts';
import { setStore } from '@/data/store';
import { createMemoryStore } from '@/data/store/memory-store';
import { createCountingStore } from '@/testing/counting-store';
import { storedInquiry } from '@/testing/inquiries';
import { useNotificationReadState } from '@/stores/notification-read-state';
import {
  notificationCountsQueryOptions,
  notificationEventsQueryOptions,
  SHOWN,
  useNotifications,
} from './queries';

function inquiriesReceived(count: number): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `inquiry-${index}`,
      storedInquiry({
        name: `Sender ${index}`,
        email: `sender${index}@example.in`,
        subject: `Subject ${index}`,
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, index)),
      }),
    ]),
  );
}

/** "Mark all as read" at `at`: what the bell's queries start from. */
const readBefore = (at: Date) => {
  useNotificationReadState.setState({ readBefore: at.getTime(), readOne: {} });
  return at.getTime();
};

afterEach(() => {
  setStore(null);
  useNotificationReadState.setState({ readBefore: null, readOne: {} });
});

function countingClient(seed: Record<string, Record<string, Record<string, unknown>>>) {
  const memory = createMemoryStore({ seed });
  const counting = createCountingStore(memory);
  setStore(counting.store);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { memory, counting, client };
}

describe('the notification bell', () => {
  it('counts what arrived since unread begins with two reads, however many are stored', async () => {
    const { counting, client } = countingClient({
      contact_inquiries: inquiriesReceived(60),
      subscribers: {
        'new@example.in': { email: 'new@example.in', createdAt: new Date(Date.UTC(2026, 10, 3)) },
      },
    });

    expect(
      await client.fetchQuery(notificationCountsQueryOptions(readBefore(new Date(Date.UTC(2026, 9, 1))))),
    ).toEqual({
      inquiries: 60,
      subscribers: 1,
    });
    expect(counting.reads()).toBe(2);

    // Stamped at "Mark all as read" itself (to the millisecond): read. One a millisecond later: unread.
    counting.resetReads();
    const at = Date.UTC(2026, 10, 1, 0, 59);
    expect(await client.fetchQuery(notificationCountsQueryOptions(readBefore(new Date(at))))).toEqual({
      inquiries: 0,
      subscribers: 1,
    });
    expect(await client.fetchQuery(notificationCountsQueryOptions(readBefore(new Date(at - 1))))).toEqual({
      inquiries: 1,
      subscribers: 1,
    });
    expect(counting.reads()).toBe(4);
  });

  it('stops counting at UNREAD_COUNT_CAP: a flood costs no more than a quiet day', async () => {
    const { counting, client } = countingClient({
      contact_inquiries: inquiriesReceived(UNREAD_COUNT_CAP + 50),
    });

    const counts = await client.fetchQuery(
      notificationCountsQueryOptions(readBefore(new Date(Date.UTC(2026, 9, 1)))),
    );

    expect(counts.inquiries).toBe(UNREAD_COUNT_CAP);
    expect(counting.reads()).toBe(2);
  });

  it('reads the events only what may be unread, SHOWN and one more of each kind, then polls for what is newer', async () => {
    const { memory, counting, client } = countingClient({ contact_inquiries: inquiriesReceived(300) });
    const options = notificationEventsQueryOptions(readBefore(new Date(Date.UTC(2026, 9, 1))));

    const first = await client.fetchQuery(options);
    expect(first.inquiries.items).toHaveLength(SHOWN);
    expect(first.inquiries.items[0]?.subject).toBe('Subject 299');
    expect(first.inquiries.complete).toBe(false);
    expect(first.subscribers).toEqual({ items: [], complete: true });
    expect(counting.reads()).toBe(SHOWN + 2); // the newest inquiries and one more + an empty subscribers list

    counting.resetReads();
    const quiet = await client.fetchQuery({ ...options, staleTime: 0 });
    expect(quiet.inquiries.items.map((inquiry) => inquiry.id)).toEqual(
      first.inquiries.items.map((inquiry) => inquiry.id),
    );
    expect(counting.reads()).toBe(2);

    await memory.create(
      'contact_inquiries',
      'newest',
      storedInquiry({ subject: 'Just arrived', createdAt: new Date(Date.UTC(2026, 10, 2)) }),
    );
    counting.resetReads();
    const polled = await client.fetchQuery({ ...options, staleTime: 0 });
    expect(polled.inquiries.items).toHaveLength(SHOWN);
    expect(polled.inquiries.items[0]?.subject).toBe('Just arrived');
    expect(polled.inquiries.items[1]?.subject).toBe('Subject 299');
    expect(counting.reads()).toBe(3);
  });

  it('reads one document per kind when nothing arrived since "Mark all as read", however many are stored', async () => {
    const { counting, client } = countingClient({ contact_inquiries: inquiriesReceived(300) });

    const events = await client.fetchQuery(
      notificationEventsQueryOptions(readBefore(new Date(Date.UTC(2026, 10, 5)))),
    );

    expect(events.inquiries).toEqual({ items: [], complete: true });
    expect(counting.reads()).toBe(2);
  });

  it('knows it has every unread event when there are SHOWN of a kind or fewer', async () => {
    const since = readBefore(new Date(Date.UTC(2026, 9, 1)));
    for (const stored of [SHOWN - 1, SHOWN]) {
      const { client } = countingClient({ contact_inquiries: inquiriesReceived(stored) });

      const events = await client.fetchQuery(notificationEventsQueryOptions(since));

      expect(events.inquiries.items).toHaveLength(stored);
      expect(events.inquiries.complete).toBe(true);
    }
    const { client } = countingClient({ contact_inquiries: inquiriesReceived(SHOWN + 1) });
    const events = await client.fetchQuery(notificationEventsQueryOptions(since));
    expect(events.inquiries.items).toHaveLength(SHOWN);
    expect(events.inquiries.complete).toBe(false);
  });
});

describe('useNotifications', () => {
  it('reads the events when the menu is wanted, and again only when the counts change', async () => {
    const since = readBefore(new Date(Date.UTC(2026, 9, 1)));
    const { memory, counting, client } = countingClient({ contact_inquiries: inquiriesReceived(2) });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(({ withEvents }) => useNotifications({ withEvents }), {
      wrapper,
      initialProps: { withEvents: false },
    });
    await waitFor(() => expect(result.current.count).toBe(2));
    expect(result.current.unread).toBeNull();
    expect(counting.log().map((entry) => entry.operation)).toEqual(['aggregate', 'aggregate']);

    rerender({ withEvents: true });
    await waitFor(() => expect(result.current.unread).toHaveLength(2));

    // The counts' poll again, with nothing new: the events are not read again.
    counting.resetReads();
    await client.refetchQueries({ queryKey: notificationCountsQueryOptions(since).queryKey });
    expect(counting.log().map((entry) => entry.operation)).toEqual(['aggregate', 'aggregate']);

    // Something arrived: the counts see it, and the events follow.
    await memory.create(
      'contact_inquiries',
      'newest',
      storedInquiry({ subject: 'Just arrived', createdAt: new Date(Date.UTC(2026, 10, 2)) }),
    );
    await client.refetchQueries({ queryKey: notificationCountsQueryOptions(since).queryKey });
    await waitFor(() => expect(result.current.unread?.[0]?.description).toBe('Just arrived'));
    expect(result.current.count).toBe(3);
  });
});
