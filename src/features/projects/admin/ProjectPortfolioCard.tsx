import { Globe, Timer } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RichText } from '@/components/ui/rich-text';
import type { Project } from '@/data/schemas/project';
import { PROJECT_IMAGE } from '@/features/projects/image';
import { paths } from '@/lib/paths';
import { ExternalButtonLink } from './ExternalLink';
import { adminProseClasses, PORTFOLIO_SECTIONS } from './portfolio-sections';

function hasCaseStudy(project: Project): boolean {
  return (
    project.images.length > 0 ||
    Boolean(project.duration || project.website) ||
    PORTFOLIO_SECTIONS.some(({ field }) => project[field] !== '')
  );
}

/** What /projects/{id} shows beyond the basics: gallery, duration, website and the case-study sections. */
export function ProjectPortfolioCard({ project }: { project: Project }) {
  const published = project.status === 'Completed';
  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Public portfolio</CardTitle>
          <CardDescription>
            {published
              ? 'Completed, so this project is shown on the public website.'
              : 'Only Completed projects are shown on the public website.'}
          </CardDescription>
        </div>
        {published ? (
          <ExternalButtonLink href={paths.project(project.id)}>View on website</ExternalButtonLink>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {hasCaseStudy(project) ? null : (
          <p className="text-sm text-muted-foreground">No case study yet: no gallery, sections or website.</p>
        )}
        {project.duration || project.website ? (
          <dl className="grid gap-4 sm:grid-cols-2">
            {project.duration ? (
              <div>
                <dt className="flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
                  <Timer aria-hidden="true" className="size-4" />
                  Duration
                </dt>
                <dd className="mt-1 text-foreground">{project.duration}</dd>
              </div>
            ) : null}
            {project.website ? (
              <div className="min-w-0">
                <dt className="flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
                  <Globe aria-hidden="true" className="size-4" />
                  Website
                </dt>
                <dd className="mt-1 break-words text-foreground">{project.website}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {project.images.length > 0 ? (
          <section className="flex flex-col gap-2">
            <h3 className="font-sans text-sm font-semibold tracking-normal text-muted-foreground">Gallery</h3>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {project.images.map((image, index) => (
                <li key={image}>
                  <img
                    src={image}
                    alt={`${project.title}, view ${index + 1} of ${project.images.length}`}
                    width={PROJECT_IMAGE.width}
                    height={PROJECT_IMAGE.height}
                    loading="lazy"
                    className="aspect-[3/2] h-auto w-full rounded-lg border border-border object-cover"
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {PORTFOLIO_SECTIONS.filter(({ field }) => project[field] !== '').map(({ field, title }) => (
          <section key={field} className="flex flex-col gap-2">
            <h3 className="font-sans text-sm font-semibold tracking-normal text-muted-foreground">{title}</h3>
            <RichText html={project[field]} className={adminProseClasses} />
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
