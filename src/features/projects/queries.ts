import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicProject, listCompletedProjects } from '@/data/repos/projects';

export const projectKeys = {
  all: ['projects'] as const,
  completed: () => [...projectKeys.all, 'completed'] as const,
  publicProject: (id: string) => [...projectKeys.all, 'public', id] as const,
};

export const completedProjectsQueryOptions = () =>
  queryOptions({ queryKey: projectKeys.completed(), queryFn: () => listCompletedProjects() });

export const publicProjectQueryOptions = (id: string) =>
  queryOptions({ queryKey: projectKeys.publicProject(id), queryFn: () => getPublicProject(id) });

export function useCompletedProjects() {
  return useQuery(completedProjectsQueryOptions());
}

export function usePublicProject(id: string) {
  return useQuery(publicProjectQueryOptions(id));
}
