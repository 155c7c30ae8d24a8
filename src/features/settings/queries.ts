import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSiteSettings } from '@/data/repos/site-settings';

export const siteSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'site'] as const, queryFn: getSiteSettings });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
