import { queryOptions } from '@tanstack/react-query';
import { listAllProjects } from '@/data/repos/projects';
import { projectKeys } from '../queries';

export const adminProjectKeys = { all: () => [...projectKeys.all, 'all'] as const };

/** Every project, whatever its status, newest first (staff only). */
export const allProjectsQueryOptions = () =>
  queryOptions({ queryKey: adminProjectKeys.all(), queryFn: listAllProjects });
