import type { MonthCounts } from '@/data/repos/counts';
import { formatCount } from '@/lib/format-count';

/** New items this calendar month against last month. */
export type MonthOverMonth = MonthCounts;

/** The change against last month, "+50%" or "-25%" ("no change"); null when last month had nothing to compare. */
export function percentChange({ thisMonth, lastMonth }: MonthOverMonth): string | null {
  if (lastMonth === 0) return null;
  const change = Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
  if (change === 0) return 'no change';
  return `${change > 0 ? '+' : ''}${change}%`;
}

/** A count and its noun: "1 visit", "2,057 views". */
export function countOf(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
