import { describe, expect, it } from 'vitest';
import type { Inquiry } from '@/data/schemas/inquiry';
import { buildNotifications, mayHaveMoreUnread } from './model';
import { LOOKBACK_MS } from '@/stores/notification-read-state';

const now = Date.parse('2026-11-22T12:00:00.000Z');
const inquiry = (id: string, createdAt: string | null): Inquiry => ({
  id,
  name: `Person ${id}`,
  email: `p${id}@example.com`,
  phone: '',
  subject: `Subject ${id}`,
  message: '',
  status: 'New',
  createdAt: createdAt ? new Date(createdAt) : null,
  updatedAt: null,
  notification: null,
});

describe('buildNotifications', () => {
  const inquiries = [
    inquiry('a', '2026-11-21T10:00:00.000Z'),
    inquiry('b', '2026-10-01T10:00:00.000Z'), // older than the look-back
    inquiry('c', null),
  ];
  const subscribers = [{ email: 'new@example.com', createdAt: new Date('2026-11-22T09:00:00.000Z') }];

  it('turns recent inquiries and subscribers into unread notifications, newest first', () => {
    const list = buildNotifications(inquiries, subscribers, { readBefore: null, readIds: [] }, now);
    expect(list.map((item) => [item.id, item.read])).toEqual([
      ['subscriber:new@example.com', false],
      ['inquiry:a', false],
      ['inquiry:b', true],
    ]);
    expect(list[1]).toMatchObject({
      title: 'New inquiry from Person a',
      description: 'Subject a',
      href: '/admin/inquiries?inquiry=a',
    });
    expect(list[0]).toMatchObject({ title: 'New subscriber', href: '/admin/subscribers' });
    expect(now - Date.parse('2026-10-01T10:00:00.000Z')).toBeGreaterThan(LOOKBACK_MS);
  });

  it('marks read what was read one by one or before "Mark all as read"', () => {
    const one = buildNotifications(inquiries, subscribers, { readBefore: null, readIds: ['inquiry:a'] }, now);
    expect(one.filter((item) => !item.read).map((item) => item.id)).toEqual(['subscriber:new@example.com']);
    const all = buildNotifications(inquiries, subscribers, { readBefore: now, readIds: [] }, now);
    expect(all.every((item) => item.read)).toBe(true);
  });
});

describe('mayHaveMoreUnread', () => {
  const recent = inquiry('r', '2026-11-20T10:00:00.000Z');
  const old = inquiry('o', '2026-10-01T10:00:00.000Z');

  it('is true only for a list cut short whose oldest event is still unread by time', () => {
    expect(mayHaveMoreUnread({ inquiries: { items: [recent], complete: false } }, null, now)).toBe(true);
    expect(mayHaveMoreUnread({ inquiries: { items: [recent], complete: true } }, null, now)).toBe(false);
    // Older than the look-back, or than "Mark all as read": whatever is older still is read.
    expect(mayHaveMoreUnread({ inquiries: { items: [recent, old], complete: false } }, null, now)).toBe(
      false,
    );
    expect(
      mayHaveMoreUnread({ inquiries: { items: [recent], complete: false } }, Date.parse('2026-11-21'), now),
    ).toBe(false);
  });
});
