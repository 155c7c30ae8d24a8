import { describe, expect, it } from 'vitest';
import { percentChange } from './stats';

describe('percentChange', () => {
  it('gives a signed, rounded percentage, or nothing when there is no base', () => {
    expect(percentChange({ thisMonth: 3, lastMonth: 2 })).toBe('+50%');
    expect(percentChange({ thisMonth: 0, lastMonth: 1 })).toBe('-100%');
    expect(percentChange({ thisMonth: 2, lastMonth: 3 })).toBe('-33%');
    expect(percentChange({ thisMonth: 4, lastMonth: 4 })).toBe('no change');
    expect(percentChange({ thisMonth: 5, lastMonth: 0 })).toBeNull();
  });
});
