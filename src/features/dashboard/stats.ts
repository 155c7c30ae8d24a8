import type { MonthCounts } from '@/data/repos/counts';

/** New items this calendar month against last month. */
export type MonthOverMonth = MonthCounts;

/** The change against last month, "+50%" or "-25%" ("no change"); null when last month had nothing to compare. */
export function percentChange({ thisMonth, lastMonth }: MonthOverMonth): string | null {
  if (lastMonth === 0) return null;
  const change = Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
  if (change === 0) return 'no change';
  return `${change > 0 ? '+' : ''}${change}%`;
}
