import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { previousMonth, readMonthStats, siteDayOf } from '@/data/models/visit-stats';
import { foldPendingViews, getMonthsShards, sumUpClosedMonths } from '@/data/repos/visit-stats';
import { knownServerNow } from '@/lib/server-clock';
import { blogKeys } from '../keys';

/**
 * `month`'s visit statistics documents and the month before's, or with `withPrevious` false `month`'s
 * alone, as stored: VISIT_STAT_SHARDS reads a month, 1 for a closed month summed up (its summary). The
 * dashboard adds them up for its figures, and a fold looks in them for views to add, so the dashboard
 * reads them once for both. Visits are nobody's edit: a key of their own, kept fresh for half a minute.
 */
export const recentVisitShardsQueryOptions = (month: string, withPrevious = true) =>
  queryOptions({
    queryKey: ['visit-stats', month, withPrevious ? 'and-previous' : 'alone'] as const,
    queryFn: () => getMonthsShards(withPrevious ? [month, previousMonth(month)] : [month], knownServerNow()),
    staleTime: 30_000,
  });

/** The fold under way in this tab, if any: a screen opened meanwhile waits for it instead of starting another. */
let running: Promise<number> | null = null;

/**
 * Adds the post views counted and not yet folded to the posts' own counts (data/repos/visit-stats.ts):
 * this month's (site time, by the server's clock as known), and with `lastMonth` the month before's too,
 * looking in the shards as the dashboard read them for its figures; then, the month before being over
 * and folded, sums up its shards into one document (sumUpClosedMonths), so later loads read 1 document for
 * it, not VISIT_STAT_SHARDS. The posts list folds this month's alone (5 reads, not 10): what a month left
 * unfolded at its end is folded with the next dashboard visit, where those shards are read anyway. One at
 * a time per tab.
 */
function foldRecentViews(queryClient: QueryClient, lastMonth: boolean): Promise<number> {
  running ??= (async () => {
    const serverNow = knownServerNow();
    const month = siteDayOf(serverNow).month;
    const shards = recentVisitShardsQueryOptions(month, lastMonth);
    const read = await queryClient.fetchQuery(shards);
    const folded = await foldPendingViews(read);
    const summed = lastMonth ? await sumUpClosedMonths(read, serverNow) : 0;
    // Their folded marks changed, or a month is summed up: the next load reads them again (the
    // dashboard's figures are the same either way, so nothing is read again now).
    if (folded > 0 || summed > 0)
      void queryClient.invalidateQueries({ queryKey: shards.queryKey, refetchType: 'none' });
    return folded;
  })().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Once per visit of the screen that calls it (the posts list: this month's views; the dashboard, with
 * `lastMonth`: the month before's too), for editors and admins (`enabled`): folds the views counted since
 * the last fold, then refreshes what shows posts' views (the
 * lists and their Views sort, the dashboard's figures) when it added any. Quiet: nothing on success, a console
 * warning on failure (the screen shows the counts as they were).
 */
export function useFoldPendingViews(enabled: boolean, { lastMonth = false } = {}): void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: () => foldRecentViews(queryClient, lastMonth),
    onSuccess: (folded) => {
      if (folded > 0) void queryClient.invalidateQueries({ queryKey: blogKeys.all });
    },
    onError: (error) => {
      console.warn('Could not add the counted views to the posts.', error);
    },
  });
  useEffect(() => {
    if (enabled) mutate();
  }, [enabled, mutate]);
}

/**
 * The days of this month (site time) past the counting budget, whose counts are estimates (docs/visit-counting.md):
 * from the shards the fold read (`enabled`: editors and admins), so no read of its own.
 */
export function useEstimatedDaysThisMonth(enabled: boolean): number {
  const month = siteDayOf(knownServerNow()).month;
  const { data } = useQuery({
    ...recentVisitShardsQueryOptions(month, false),
    enabled,
    select: (read) =>
      Object.values(readMonthStats(month, read[0]?.shards ?? []).days).filter((day) => day.sampled > 0)
        .length,
  });
  return data ?? 0;
}
