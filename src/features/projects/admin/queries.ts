import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createProject,
  deleteProject,
  getProject,
  listAllProjects,
  updateProject,
} from '@/data/repos/projects';
import type { ProjectInput } from '@/data/schemas/project';
import { projectKeys } from '../queries';

/** Under projectKeys.all, so invalidating that refreshes the public caches and the admin's alike. */
export const adminProjectKeys = {
  all: () => [...projectKeys.all, 'all'] as const,
  detail: (id: string) => [...projectKeys.all, 'admin', id] as const,
};

/** Every project, whatever its status, newest first (staff only). */
export const allProjectsQueryOptions = () =>
  queryOptions({ queryKey: adminProjectKeys.all(), queryFn: listAllProjects });

/** One project whatever its status (staff only); null when it does not exist. */
export const adminProjectQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminProjectKeys.detail(id), queryFn: () => getProject(id) });

/**
 * After any write: the admin list and details (adminProjectKeys), the dashboard and the public portfolio
 * (projectKeys) all refetch; the admin keys live under projectKeys.all, so one prefix covers them all.
 */
function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectKeys.all });
}

export function useCreateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({ mutationFn: (input: ProjectInput) => createProject(input), onSuccess: invalidate });
}

export function useUpdateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ProjectInput }) => updateProject(id, input),
    onSuccess: invalidate,
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (id: string) => deleteProject(id),
    onSuccess: async (_deleted, id) => {
      // The deleted project's own entry would only refetch into 'not found'.
      queryClient.removeQueries({ queryKey: adminProjectKeys.detail(id), exact: true });
      await invalidate();
    },
  });
}
