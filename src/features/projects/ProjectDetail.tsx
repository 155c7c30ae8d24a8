import { CallToAction } from '@/components/site/CallToAction';
import type { Project } from '@/data/schemas/project';
import { projectGallery } from '@/data/models/project';
import { projectDetailPage } from '@/content/projects-page';
import { ProjectFacts } from './ProjectFacts';
import { ProjectFeatures } from './ProjectFeatures';
import { ProjectGallery } from './ProjectGallery';
import { ProjectHeader } from './ProjectHeader';
import { ProjectSections } from './ProjectSections';
import { ProjectTechnologies } from './ProjectTechnologies';

/** A project's case study: header, gallery, facts, the rich-text sections, technologies, features, CTA. */
export function ProjectDetail({ project }: { project: Project }) {
  return (
    <article>
      <ProjectHeader project={project} />
      <div className="container-page py-12 sm:py-16">
        {/* Gallery, then details, then the story: on phones the facts come right after the images;
            on wide screens the details column sits beside both. */}
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-14 lg:gap-y-14">
          <div className="min-w-0 lg:col-start-1">
            <ProjectGallery key={project.id} title={project.title} images={projectGallery(project)} />
          </div>
          <aside
            aria-label={projectDetailPage.detailsTitle}
            className="space-y-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
          >
            <ProjectFacts project={project} />
            <ProjectTechnologies technologies={project.technologies} />
          </aside>
          <div className="min-w-0 space-y-14 lg:col-start-1">
            <ProjectSections project={project} />
            <ProjectFeatures features={project.features} />
          </div>
        </div>
      </div>
      <CallToAction title={projectDetailPage.cta.title} description={projectDetailPage.cta.description} />
    </article>
  );
}
