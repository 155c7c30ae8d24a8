import { describe, expect, it } from 'vitest';
import type { Inquiry } from '@/data/schemas/inquiry';
import { buildNotifications, goneReadOnes, unreadCount } from './model';
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
    const list = buildNotifications(inquiries, subscribers, { readBefore: null, readOne: {} }, now);
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
    const one = buildNotifications(
      inquiries,
      subscribers,
      { readBefore: null, readOne: { 'inquiry:a': Date.parse('2026-11-21T10:00:00.000Z') } },
      now,
    );
    expect(one.filter((item) => !item.read).map((item) => item.id)).toEqual(['subscriber:new@example.com']);
    const all = buildNotifications(inquiries, subscribers, { readBefore: now, readOne: {} }, now);
    expect(all.every((item) => item.read)).toBe(true);
  });
});

describe('unreadCount', () => {
  const readA = { 'inquiry:a': Date.parse('2026-11-21T10:00:00.000Z') };
  const CAP = 100;
  const count = (inquiries: number, subscribers: number, readState: Parameters<typeof unreadCount>[1]) =>
    unreadCount({ inquiries, subscribers }, readState, CAP, now);

  it('is the events counted since unread begins less those read one by one since then', () => {
    expect(count(4, 2, { readBefore: null, readOne: {} })).toEqual({ count: 6, orMore: false });
    expect(count(4, 2, { readBefore: null, readOne: readA })).toEqual({ count: 5, orMore: false });
    // Read one by one before the look-back began (or before "Mark all as read"): not among those counted.
    const old = { 'inquiry:b': Date.parse('2026-10-01T10:00:00.000Z') };
    expect(count(4, 2, { readBefore: null, readOne: old })).toEqual({ count: 6, orMore: false });
    const markedAfterA = Date.parse('2026-11-21T11:00:00.000Z');
    expect(count(1, 0, { readBefore: markedAfterA, readOne: readA })).toEqual({ count: 1, orMore: false });
  });

  it('never goes below nothing', () => {
    expect(count(0, 0, { readBefore: null, readOne: readA })).toEqual({ count: 0, orMore: false });
  });

  it('is "or more" once a kind reached the cap, and then takes nothing from the floor', () => {
    expect(count(CAP, 3, { readBefore: null, readOne: readA })).toEqual({ count: CAP + 3, orMore: true });
  });
});

describe('goneReadOnes', () => {
  const present = inquiry('a', '2026-11-21T10:00:00.000Z');
  const readOne = {
    'inquiry:a': Date.parse('2026-11-21T10:00:00.000Z'),
    'inquiry:deleted': Date.parse('2026-11-20T10:00:00.000Z'),
    'subscriber:gone@example.com': Date.parse('2026-11-20T10:00:00.000Z'),
  };

  it('names the events read one by one that a kind read whole no longer holds', () => {
    const lists = {
      inquiries: { items: [present], complete: true },
      subscribers: { items: [], complete: false },
    };
    expect(goneReadOnes(lists, { readBefore: null, readOne }, now)).toEqual(['inquiry:deleted']);
  });

  it('names none of a kind read in part: the others may be older than what it read', () => {
    const lists = {
      inquiries: { items: [present], complete: false },
      subscribers: { items: [], complete: false },
    };
    expect(goneReadOnes(lists, { readBefore: null, readOne }, now)).toEqual([]);
  });
});
