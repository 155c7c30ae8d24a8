import { describe, expect, it } from 'vitest';
import { monthOverMonth, percentChange } from './stats';

const now = new Date(2026, 10, 22, 12); // 22 Nov 2026, local time

describe('monthOverMonth', () => {
  it('counts dates in this calendar month and the one before, ignoring older, future and missing ones', () => {
    const dates = [
      new Date(2026, 10, 1, 0, 0), // first moment of this month
      new Date(2026, 10, 21),
      new Date(2026, 9, 31, 23, 59), // last month
      new Date(2026, 9, 1),
      new Date(2026, 8, 30), // two months ago
      new Date(2026, 10, 23), // after now
      null,
    ];
    expect(monthOverMonth(dates, now)).toEqual({ thisMonth: 2, lastMonth: 2 });
  });

  it('handles January against December of the year before', () => {
    const january = new Date(2027, 0, 10);
    expect(monthOverMonth([new Date(2026, 11, 31), new Date(2027, 0, 2)], january)).toEqual({
      thisMonth: 1,
      lastMonth: 1,
    });
  });
});

describe('percentChange', () => {
  it('gives a signed, rounded percentage, or nothing when there is no base', () => {
    expect(percentChange({ thisMonth: 3, lastMonth: 2 })).toBe('+50%');
    expect(percentChange({ thisMonth: 0, lastMonth: 1 })).toBe('-100%');
    expect(percentChange({ thisMonth: 2, lastMonth: 3 })).toBe('-33%');
    expect(percentChange({ thisMonth: 4, lastMonth: 4 })).toBe('no change');
    expect(percentChange({ thisMonth: 5, lastMonth: 0 })).toBeNull();
  });
});
