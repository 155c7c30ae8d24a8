import {
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryMeta,
} from '@tanstack/react-query';
import { FIRST_PAGE } from '@/components/admin/use-list-params';
import { getProject, listProjectsPage, type ProjectListFilter } from '@/data/repos/projects';
import type { PageRequest } from '@/data/repos/paging';
import type { ProjectInput } from '@/data/schemas/project';
import { isStoreError } from '@/data/store';
import { projectKeys } from '../keys';
import { projectMessages } from './messages';
import { ALL_STATUSES, projectListFilter } from './status-tabs';

/** Under projectKeys.all, so invalidating that refreshes the public caches and the admin's alike. */
const adminProjectKeys = {
  page: (filter: ProjectListFilter, request: PageRequest) =>
    [...projectKeys.all, 'admin-page', filter.status ?? 'all', filter.search?.words ?? [], request] as const,
  detail: (id: string) => [...projectKeys.all, 'admin', id] as const,
};

/** The projects screens toast every failed load, a failed refresh included (spec section 8). */
const projectsLoadMeta: QueryMeta = { errorToast: { title: projectMessages.loadFailedToast } };

/** One page of projects, of every status or the one given, newest first, or of a search (staff only). */
export const projectsPageQueryOptions = (filter: ProjectListFilter, request: PageRequest) =>
  queryOptions({
    queryKey: adminProjectKeys.page(filter, request),
    queryFn: () => listProjectsPage(filter, request),
    meta: projectsLoadMeta,
  });

/** One project whatever its status (staff only); null when it does not exist. */
export const adminProjectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminProjectKeys.detail(id),
    queryFn: () => getProject(id),
    meta: projectsLoadMeta,
  });

/**
 * The list as its plain address opens (All Projects, the first page): the page's own query, so a link's
 * prefetch (the page module's `prefetch`) is the read the page would start.
 */
export function prefetchProjectList(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(
    projectsPageQueryOptions(projectListFilter(ALL_STATUSES, null), FIRST_PAGE),
  );
}

/** The project the detail screen and the editor open by id. */
export function prefetchProject(queryClient: QueryClient, id: string): Promise<void> {
  return queryClient.prefetchQuery(adminProjectQueryOptions(id));
}

/**
 * After any write: the admin list and details (adminProjectKeys), the dashboard and the public portfolio
 * (projectKeys) all refetch; the admin keys live under projectKeys.all, so one prefix covers them all.
 */
function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectKeys.all });
}

/** The writes (with their history) download with the first save or delete, not with the screens. */
const loadWrites = () => import('@/data/repos/project-writes');

export function useCreateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async (input: ProjectInput) => (await loadWrites()).createProject(input),
    onSuccess: invalidate,
  });
}

export function useUpdateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: ProjectInput }) =>
      (await loadWrites()).updateProject(id, input),
    onSuccess: invalidate,
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async (id: string) => (await loadWrites()).deleteProject(id),
    // Also when someone else deleted it first ('not-found'): the lists still show it until refreshed.
    onSettled: async (_result, error, id) => {
      if (error && !isStoreError(error, 'not-found')) return;
      // The deleted project's own entry would only refetch into 'not found'.
      queryClient.removeQueries({ queryKey: adminProjectKeys.detail(id), exact: true });
      await invalidate();
    },
  });
}
