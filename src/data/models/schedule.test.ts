import { describe, expect, it } from 'vitest';
import { nextRebuildAfter } from './schedule';

describe('the rebuild that prerenders a post going public', () => {
  it.each([
    { at: '2026-11-28T10:04:59.000Z', check: '2026-11-28T10:05:00.000Z' },
    { at: '2026-11-28T10:05:00.000Z', check: '2026-11-28T11:05:00.000Z' },
    { at: '2026-11-28T10:30:00.000Z', check: '2026-11-28T11:05:00.000Z' },
    { at: '2026-11-28T23:30:00.000Z', check: '2026-11-29T00:05:00.000Z' },
  ])('a post public at $at: the hourly check of $check', ({ at, check }) => {
    expect(nextRebuildAfter(new Date(at)).toISOString()).toBe(check);
  });
});
