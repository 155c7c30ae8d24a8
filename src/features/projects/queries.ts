import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getPublicProject, listCompletedProjects } from '@/data/repos/projects';
import type { Project } from '@/data/schemas/project';
import { applyChanges } from '@/data/models/live-site';
import { PUBLIC_LIST_LIMIT } from '@/data/store/port';
import { useLiveChanges } from '@/features/site-settings';
import { fetchBuiltQuery } from '@/lib/page-data';
import { paths } from '@/lib/paths';
import { projectKeys } from './keys';

export { projectKeys };

/**
 * The completed projects as the build listed them (see publishedPostsQueryOptions): embedded, or from the
 * built /projects page's data; the store only where there is no build. Changes since come from site/live.
 */
export const completedProjectsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.completed(),
    queryFn: async () =>
      (await fetchBuiltQuery<Project[]>(paths.projects, projectKeys.completed())) ?? listCompletedProjects(),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const publicProjectQueryOptions = (id: string) =>
  queryOptions({ queryKey: projectKeys.publicProject(id), queryFn: () => getPublicProject(id) });

export function useCompletedProjects() {
  const { projects: changes } = useLiveChanges();
  // The build's list with site/live's changes since (a stable select: it runs again only when they change).
  const select = useCallback(
    (built: Project[]) => applyChanges(built, changes, { cap: PUBLIC_LIST_LIMIT }),
    [changes],
  );
  return useQuery({ ...completedProjectsQueryOptions(), select });
}

export function usePublicProject(id: string) {
  return useQuery(publicProjectQueryOptions(id));
}
