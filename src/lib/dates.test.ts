import { describe, expect, it } from 'vitest';
import { formatSiteDateTime, fromSiteWallTime, timeAgo, timeUntil, toSiteWallTime } from './dates';

describe('timeAgo', () => {
  const now = Date.parse('2026-11-19T12:00:00.000Z');

  it('says how long ago in words, then the date', () => {
    expect(timeAgo(now - 20_000, now)).toBe('just now');
    expect(timeAgo(now - 5 * 60_000, now)).toBe('5 min ago');
    expect(timeAgo(now - 3 * 3_600_000, now)).toBe('3 h ago');
    expect(timeAgo(now - 2 * 86_400_000, now)).toBe('2 days ago');
    expect(timeAgo(Date.parse('2026-10-01T10:00:00.000Z'), now)).toBe('1 Oct 2026');
  });
});

describe('times in the site’s time zone (India, UTC+05:30)', () => {
  it('reads a datetime-local value as India time, whatever this machine’s zone', () => {
    expect(fromSiteWallTime('2026-12-07T09:00')?.toISOString()).toBe('2026-12-07T03:30:00.000Z');
    expect(fromSiteWallTime('2026-12-07T09:00:30')?.toISOString()).toBe('2026-12-07T03:30:30.000Z');
    // Just after midnight in India is the evening before in UTC.
    expect(fromSiteWallTime('2026-12-07T00:15')?.toISOString()).toBe('2026-12-06T18:45:00.000Z');
    expect(toSiteWallTime(new Date('2026-12-06T18:45:00.000Z'))).toBe('2026-12-07T00:15');
    expect(formatSiteDateTime(new Date('2026-12-07T03:30:00.000Z'))).toBe('7 Dec 2026, 9:00 am IST');
  });

  it('refuses what is not a date and time', () => {
    for (const text of ['', '2026-12-07', '2026-13-01T09:00', '2026-02-30T09:00', '2026-12-07 09:00', 'soon'])
      expect(fromSiteWallTime(text)).toBeNull();
  });

  it('counts down to a time ahead', () => {
    const now = Date.parse('2026-11-19T12:00:00.000Z');
    expect(timeUntil(now + 20_000, now)).toBe('in under a minute');
    expect(timeUntil(now + 12 * 60_000, now)).toBe('in 12 min');
    expect(timeUntil(now + (5 * 60 + 7) * 60_000, now)).toBe('in 5 h 7 min');
    expect(timeUntil(now + 9 * 86_400_000, now)).toBe('in 9 days');
  });
});
