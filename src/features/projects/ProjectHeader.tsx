import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { Project } from '@/data/schemas/project';
import { projectDetailPage } from '@/content/projects-page';
import { paths } from '@/lib/paths';
import { ProjectBreadcrumb } from './ProjectBreadcrumb';

/** Breadcrumb, back link, category, the page's <h1> and the one-line summary. */
export function ProjectHeader({
  project,
}: {
  project: Pick<Project, 'title' | 'category' | 'description' | 'client'>;
}) {
  return (
    <header className="border-b border-border bg-gradient-to-b from-ink-50 to-white">
      <div className="container-page pt-8 pb-12 sm:pt-10 sm:pb-14">
        <ProjectBreadcrumb title={project.title} />
        <Link
          to={paths.projects}
          className="mt-6 inline-flex items-center gap-2 rounded-full text-sm font-semibold text-chinar-700 hover:text-chinar-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {projectDetailPage.backLink}
        </Link>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {project.category ? <Badge variant="accent">{project.category}</Badge> : null}
          {project.client ? <span className="text-sm text-muted-foreground">{project.client}</span> : null}
        </div>
        <h1 className="mt-4 max-w-4xl text-4xl font-extrabold text-ink-950 sm:text-5xl">{project.title}</h1>
        {project.description ? (
          <p className="mt-5 max-w-3xl text-lg leading-8 text-muted-foreground">{project.description}</p>
        ) : null}
      </div>
    </header>
  );
}
