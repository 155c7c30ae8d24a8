import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setStore } from '@/data/store';
import { createMemoryStore } from '@/data/store/memory-store';
import { createCountingStore } from '@/testing/counting-store';
import { notificationEventsQueryOptions } from './queries';

function inquiriesReceived(count: number): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `inquiry-${index}`,
      {
        name: `Sender ${index}`,
        email: `sender${index}@example.in`,
        phone: '',
        subject: `Subject ${index}`,
        message: 'Hello',
        status: 'New',
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, index)),
      },
    ]),
  );
}

afterEach(() => setStore(null));

describe('the notification bell', () => {
  it('reads its lists once, then polls only for what is newer (about one document per list)', async () => {
    const memory = createMemoryStore({ seed: { contact_inquiries: inquiriesReceived(300) } });
    const counting = createCountingStore(memory);
    setStore(counting.store);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = notificationEventsQueryOptions();

    const first = await client.fetchQuery(options);
    expect(first.inquiries).toHaveLength(20);
    expect(first.inquiries[0]?.subject).toBe('Subject 299');
    expect(counting.reads()).toBeLessThanOrEqual(21); // 20 inquiries + an empty subscribers list

    counting.resetReads();
    const quiet = await client.fetchQuery({ ...options, staleTime: 0 });
    expect(quiet.inquiries.map((inquiry) => inquiry.id)).toEqual(
      first.inquiries.map((inquiry) => inquiry.id),
    );
    expect(counting.reads()).toBe(2);

    await memory.create('contact_inquiries', 'newest', {
      ...inquiriesReceived(1)['inquiry-0'],
      subject: 'Just arrived',
      createdAt: new Date(Date.UTC(2026, 10, 2)),
    });
    counting.resetReads();
    const polled = await client.fetchQuery({ ...options, staleTime: 0 });
    expect(polled.inquiries).toHaveLength(20);
    expect(polled.inquiries[0]?.subject).toBe('Just arrived');
    expect(polled.inquiries[1]?.subject).toBe('Subject 299');
    expect(counting.reads()).toBe(3);
  });
});
