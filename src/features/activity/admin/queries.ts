import { queryOptions, useMutation, type QueryClient, type QueryMeta } from '@tanstack/react-query';
import { FIRST_PAGE } from '@/components/admin/use-list-params';
import {
  ACTIVITY_EXPORT_CAP,
  listActivityForExport,
  listActivityPage,
  listRecentActivity,
} from '@/data/repos/activity';
import type { PageRequest } from '@/data/repos/paging';
import { listStaff } from '@/data/repos/staff';
import { downloadTextFile } from '@/lib/csv';
import { notify } from '@/lib/notify';
import { activityCsv, activityCsvName } from './activity-csv';
import { activityFilter, ANY_VIEW, type ActivityView } from './activity-view';

/** The dashboard card's length. */
export const RECENT_ACTIVITY = 5;

/** Everything under ['activity'] refreshes with one invalidation. */
const activityKeys = {
  all: ['activity'] as const,
  page: (view: ActivityView, request: PageRequest) => [...activityKeys.all, 'page', view, request] as const,
  recent: () => [...activityKeys.all, 'recent', RECENT_ACTIVITY] as const,
};

export const activityLoadFailure = {
  title: 'Failed to load activity.',
  description: 'Check your connection and try again.',
};

const activityLoadMeta: QueryMeta = { errorToast: activityLoadFailure };

/**
 * How long a page of the log counts as current: long enough for the read a link's intent started to be
 * the one the screen shows on the click, short enough that opening the screen later reads it again.
 */
const JUST_READ_MS = 5_000;

/**
 * One page of the audit log (admins), page size + 1 reads. Every staff write elsewhere adds an entry, so
 * the page is read again whenever the screen opens (unless just read) rather than kept for a minute.
 */
export const activityPageQueryOptions = (view: ActivityView, request: PageRequest) =>
  queryOptions({
    queryKey: activityKeys.page(view, request),
    queryFn: () => listActivityPage(activityFilter(view), request),
    meta: activityLoadMeta,
    staleTime: JUST_READ_MS,
  });

/**
 * The log as its plain address opens (no filter, the first page), read ahead on a link's intent
 * (the page module's `prefetch`). The person filter's choices are left to the page.
 */
export function prefetchActivity(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(activityPageQueryOptions(ANY_VIEW, FIRST_PAGE));
}

/** The dashboard's last five entries (admins): 5 reads each time the dashboard opens. */
export const recentActivityQueryOptions = () =>
  queryOptions({
    queryKey: activityKeys.recent(),
    queryFn: () => listRecentActivity(RECENT_ACTIVITY),
    staleTime: 0,
  });

/**
 * The staff records, for the person filter (one read per staff member). Under ['staff'], so a change
 * on the users screen refreshes it.
 */
export const activityPeopleQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'activity-people'] as const,
    queryFn: async () =>
      (await listStaff())
        .map(({ id, name, email }) => ({ id, name: name || email }))
        .sort((a, b) => a.name.localeCompare(b.name)),
  });

export interface ActivityExportResult {
  rows: number;
  /** More entries matched than the export reads (ACTIVITY_EXPORT_CAP). */
  capped: boolean;
}

/**
 * Export CSV: the entries of the filters shown, all pages, newest first, up to ACTIVITY_EXPORT_CAP rows
 * (one read per row, on the click only).
 */
export function useExportActivity() {
  return useMutation({
    mutationFn: async (view: ActivityView): Promise<ActivityExportResult> => {
      const { entries, capped } = await listActivityForExport(activityFilter(view), ACTIVITY_EXPORT_CAP);
      downloadTextFile(activityCsvName(), activityCsv(entries));
      return { rows: entries.length, capped };
    },
    onError: () => notify.error('Failed to export activity.', 'Please try again.'),
  });
}
