import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getSiteSettings, saveSiteSettings } from '@/data/repos/site-settings';
import { isStoreError } from '@/data/store';
import type { SiteSettings } from '@/data/schemas/site-settings';
import { settingsCopy } from './settings-copy';

const settingsKeys = {
  all: ['settings'] as const,
  site: () => [...settingsKeys.all, 'site'] as const,
};

const siteSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.site(), queryFn: getSiteSettings });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}

/** The settings the screen opens with (one document), read ahead on a link's intent. */
export function prefetchSiteSettings(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(siteSettingsQueryOptions());
}

/** Merges the given parts into settings/site, then refreshes the cached settings. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<SiteSettings>) => saveSiteSettings(changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.site() }),
  });
}

/** What a failed save says: the rules refuse non-admins; anything else is most likely the connection. */
export function saveErrorMessage(error: unknown): string {
  return isStoreError(error, 'permission-denied')
    ? settingsCopy.saveFailed.denied
    : settingsCopy.saveFailed.other;
}
