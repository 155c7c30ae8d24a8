import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { CardSkeleton } from '@/components/site/CardSkeleton';
import { TechLogo } from '@/components/ui/tech-logo';
import type { Project } from '@/data/schemas/project';
import { projectsPage } from '@/content/projects-page';
import { paths } from '@/lib/paths';
import { ProjectImage } from './ProjectImage';
import { useLatestProjectsQuery } from './queries';

const FEATURED_TECH_COUNT = 5;

/** The featured project block: the newest Completed project, large. Hidden when there is none to show. */
export function FeaturedProjectSection() {
  const { data, isPending } = useLatestProjectsQuery();
  const featured = data?.[0];
  if (!isPending && !featured) return null;
  return (
    <section
      aria-labelledby={featured ? 'featured-project-title' : undefined}
      className="pt-16 sm:pt-20 lg:pt-24"
    >
      <div className="container-page">
        {featured ? <FeaturedProject project={featured} /> : <FeaturedProjectSkeleton />}
      </div>
    </section>
  );
}

function FeaturedProject({ project }: { project: Project }) {
  return (
    <div className="grid items-center gap-8 overflow-hidden rounded-3xl bg-ink-50 p-4 sm:p-6 lg:grid-cols-[1.15fr_1fr] lg:gap-12 lg:p-8">
      <div className="overflow-hidden rounded-2xl bg-white shadow-card">
        <ProjectImage src={project.image} decoding="async" />
      </div>
      <div className="px-2 pb-4 sm:px-2 lg:px-0 lg:pb-0">
        <p className="eyebrow">{projectsPage.featured.eyebrow}</p>
        <h2 id="featured-project-title" className="mt-3 text-3xl font-extrabold text-ink-950 sm:text-4xl">
          {project.title}
        </h2>
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="accent">{project.category}</Badge>
          {project.client ? <span>{project.client}</span> : null}
        </div>
        <p className="mt-5 text-lg leading-8 text-ink-800">{project.description}</p>
        {project.technologies.length > 0 ? (
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Technologies">
            {project.technologies.slice(0, FEATURED_TECH_COUNT).map((tech) => (
              <li
                key={tech}
                className="inline-flex items-center gap-2 rounded-full border border-ink-100 bg-white px-3 py-1.5 text-xs font-medium text-ink-800"
              >
                <TechLogo name={tech} decorative className="size-4 text-[0.6rem]" />
                {tech}
              </li>
            ))}
          </ul>
        ) : null}
        <Link to={paths.project(project.id)} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
          {projectsPage.featured.cta}
          <span className="sr-only">: {project.title}</span>
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}

function FeaturedProjectSkeleton() {
  return (
    <CardSkeleton
      aria-hidden="true"
      className="grid items-center gap-8 rounded-3xl bg-ink-50 p-4 sm:p-6 lg:grid-cols-[1.15fr_1fr] lg:gap-12 lg:p-8"
      imageClassName="aspect-[3/2] w-full rounded-2xl bg-ink-100"
      bodyClassName="space-y-4 px-2 pb-4 lg:px-0"
      lines={['h-4 w-32', 'h-9 w-4/5', 'h-9 w-3/5', 'h-5 w-full', 'h-5 w-11/12', 'h-11 w-48 rounded-full']}
    />
  );
}
