import { useState } from 'react';
import { SectionHeading } from '@/components/site/SectionHeading';
import { Button } from '@/components/ui/button';
import { projectsPage } from '@/content/projects-page';
import type { Project } from '@/data/schemas/project';
import { ALL_PROJECTS, describeProjectCount, filterProjectsByCategory, type ProjectFilter } from './filter';
import { LoadErrorPanel } from './LoadErrorPanel';
import { ProjectCard } from './ProjectCard';
import { ProjectCardSkeleton } from './ProjectCardSkeleton';
import { ProjectFilterBar } from './ProjectFilterBar';
import { useCompletedProjects } from './queries';

const GRID_ID = 'project-grid';
const SKELETON_COUNT = 6;
const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8';

/** The portfolio: category filter over the Completed projects, with loading, error and empty states. */
export function ProjectsBrowser() {
  const [filter, setFilter] = useState<ProjectFilter>(ALL_PROJECTS);
  const query = useCompletedProjects();

  return (
    <section aria-labelledby="project-grid-title" className="section">
      <div className="container-page">
        <SectionHeading
          id="project-grid-title"
          eyebrow={projectsPage.grid.eyebrow}
          title={projectsPage.grid.title}
          description={projectsPage.grid.description}
        />
        <div className="mt-10">
          <ProjectFilterBar value={filter} onChange={setFilter} controls={GRID_ID} />
        </div>
        <div id={GRID_ID} className="mt-10">
          {query.isPending ? (
            <>
              <p role="status" className="sr-only">
                {projectsPage.loading}
              </p>
              <div className={gridClass}>
                {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                  <ProjectCardSkeleton key={index} />
                ))}
              </div>
            </>
          ) : query.isLoadingError ? (
            <LoadErrorPanel
              message={projectsPage.error.message}
              retryLabel={projectsPage.error.retry}
              retryingLabel={projectsPage.error.retrying}
              retrying={query.isFetching}
              onRetry={() => void query.refetch()}
            />
          ) : (
            <ProjectResults projects={query.data} filter={filter} onShowAll={() => setFilter(ALL_PROJECTS)} />
          )}
        </div>
      </div>
    </section>
  );
}

interface ProjectResultsProps {
  projects: Project[];
  filter: ProjectFilter;
  onShowAll: () => void;
}

function ProjectResults({ projects, filter, onShowAll }: ProjectResultsProps) {
  const visible = filterProjectsByCategory(projects, filter);
  return (
    <>
      <p role="status" className="mb-6 text-center text-sm text-muted-foreground">
        {describeProjectCount(visible.length, filter)}
      </p>
      {visible.length > 0 ? (
        <ul className={gridClass}>
          {visible.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mx-auto flex max-w-xl flex-col items-center rounded-card border border-dashed border-ink-200 px-6 py-12 text-center">
          <h3 className="text-xl font-bold text-ink-950">{projectsPage.empty.title(filter)}</h3>
          <p className="mt-3 text-muted-foreground">{projectsPage.empty.description}</p>
          {filter !== ALL_PROJECTS ? (
            <Button variant="outline" className="mt-6" onClick={onShowAll}>
              {projectsPage.empty.showAll}
            </Button>
          ) : null}
        </div>
      )}
    </>
  );
}
