import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { previousMonth, siteDayOf } from '@/data/models/visit-stats';
import { foldPendingViews } from '@/data/repos/visit-stats';
import { knownServerNow } from '@/lib/server-clock';
import { blogKeys } from '../keys';

/** The fold under way in this tab, if any: a screen opened meanwhile waits for it instead of starting another. */
let running: Promise<number> | null = null;

/**
 * Adds the post views counted this month and last (site time, by the server's clock as known) and not yet
 * folded to the posts' own counts (data/repos/visit-stats.ts). One at a time per tab.
 */
function foldRecentViews(): Promise<number> {
  running ??= (async () => {
    const { month } = siteDayOf(knownServerNow());
    return foldPendingViews([month, previousMonth(month)]);
  })().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Once per visit of the screen that calls it (the posts list, the dashboard), for editors and admins
 * (`enabled`): folds the views counted since the last fold, then refreshes what shows posts' views (the
 * lists and their Views sort, the dashboard's figures) when it added any. Quiet: nothing on success, a console
 * warning on failure (the screen shows the counts as they were).
 */
export function useFoldPendingViews(enabled: boolean): void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: foldRecentViews,
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
