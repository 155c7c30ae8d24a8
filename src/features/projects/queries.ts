import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getPublicProject, listAllCompletedProjects } from '@/data/repos/projects';
import type { Project } from '@/data/schemas/project';
import { applyChanges } from '@/data/models/live-site';
import { useCurrentDocument, useLiveChanges } from '@/features/site-settings';
import { applyListingChanges, type Listing } from '@/lib/listing';
import { fetchBuiltQuery, SITE_IS_BUILT } from '@/lib/page-data';
import { projectsListPath, type ProjectsListAddress } from '@/lib/list-paths';
import { projectKeys } from './keys';
import { fetchLatestProjects, LATEST_PROJECTS_COUNT } from './latest';
import { emptyProjectListing, projectBelongsTo, projectListingOf } from './listing';

function everyCompletedProject(client: QueryClient): Promise<Project[]> {
  return client.fetchQuery({
    queryKey: projectKeys.everyCompleted(),
    queryFn: listAllCompletedProjects,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The newest completed projects as the build listed them (see fetchLatestProjects). */
const latestProjectsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.latest(),
    queryFn: fetchLatestProjects,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * One numbered page of the portfolio or a category as the build made it (see blogListingQueryOptions):
 * embedded, or the page's built data; where there is no build, made from every completed project.
 */
const projectListingQueryOptions = (address: ProjectsListAddress) =>
  queryOptions({
    queryKey: projectKeys.listing(address),
    queryFn: async ({ client }): Promise<Listing<Project>> =>
      SITE_IS_BUILT
        ? ((await fetchBuiltQuery<Listing<Project>>(
            projectsListPath(address),
            projectKeys.listing(address),
          )) ?? emptyProjectListing(address))
        : projectListingOf(await everyCompletedProject(client), address),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const publicProjectQueryOptions = (id: string) =>
  queryOptions({ queryKey: projectKeys.publicProject(id), queryFn: () => getPublicProject(id) });

/** The newest completed projects with site/live's changes since the build. */
export function useLatestProjectsQuery() {
  const { projects: changes } = useLiveChanges();
  const select = useCallback(
    (built: Project[]) => applyChanges(built, changes).slice(0, LATEST_PROJECTS_COUNT),
    [changes],
  );
  return useQuery({ ...latestProjectsQueryOptions(), select });
}

/** The page of the portfolio an address shows, with site/live's changes since the build. */
export function useProjectListing(address: ProjectsListAddress) {
  const { projects: changes } = useLiveChanges();
  const { term } = address;
  const select = useCallback(
    (built: Listing<Project>) => applyListingChanges(built, changes, projectBelongsTo({ term })),
    [changes, term],
  );
  return useQuery({ ...projectListingQueryOptions(address), select });
}

function usePublicProject(id: string) {
  return useQuery(publicProjectQueryOptions(id));
}

/** The project at /projects/<id> as it stands now: site/live's changes over the build's copy (useCurrentDocument). */
export function useCurrentProject(id: string) {
  const query = usePublicProject(id);
  return { query, project: useCurrentDocument('projects', query).data };
}
