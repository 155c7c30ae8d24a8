import { Link } from 'react-router-dom';
import { ArrowUpRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { Project } from '@/data/schemas/project';
import { paths } from '@/lib/paths';
import { projectCardCopy } from '@/content/project-card';
import { ProjectImage } from './ProjectImage';

interface ProjectCardProps {
  project: Pick<Project, 'id' | 'title' | 'category' | 'description' | 'image' | 'client'>;
}

/** A portfolio card; the whole card is clickable through the title link's stretched hit area. */
export function ProjectCard({ project }: ProjectCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-surface shadow-card transition-shadow focus-within:shadow-lift hover:shadow-lift">
      <div className="relative aspect-[3/2] overflow-hidden bg-ink-50">
        <ProjectImage
          src={project.image}
          loading="lazy"
          decoding="async"
          fill
          className="transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="accent">{project.category}</Badge>
          {project.client ? <span className="text-xs text-muted-foreground">{project.client}</span> : null}
        </div>
        <h3 className="mt-3 text-xl font-bold text-ink-950">
          <Link
            to={paths.project(project.id)}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {project.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-muted-foreground">{project.description}</p>
        <p
          aria-hidden="true"
          className="mt-auto flex items-center gap-1 pt-5 text-sm font-semibold text-chinar-700 group-hover:text-chinar-800"
        >
          {projectCardCopy.cta}
          <ArrowUpRight className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
        </p>
      </div>
    </article>
  );
}
