import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { LoadingState } from '@/components/ui/spinner';
import type { Project } from '@/data/schemas/project';
import { ProjectNotFound } from './ProjectNotFound';
import { ProjectsLoadError } from './ProjectsLoadError';

interface ProjectLoadStateProps {
  query: UseQueryResult<Project | null>;
  /** The screen's heading while loading or after an error. */
  title: string;
  children: (project: Project) => ReactNode;
}

/** One project's screens: loading, error with Retry, 'Project Not Found', or the screen itself. */
export function ProjectLoadState({ query, title, children }: ProjectLoadStateProps) {
  if (query.isSuccess) return query.data ? children(query.data) : <ProjectNotFound />;
  return (
    <>
      <AdminPageHeader title={title} />
      {query.isError ? (
        <ProjectsLoadError
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingState label="Loading project..." />
      )}
    </>
  );
}
