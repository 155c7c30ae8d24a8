import { describe, expect, it } from 'vitest';
import { timeAgo } from './dates';

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
