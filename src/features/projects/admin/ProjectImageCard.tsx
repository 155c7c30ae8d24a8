import { CalendarDays } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import type { Project } from '@/data/schemas/project';
import { projectWebsite } from '@/data/models/project';
import { ProjectImage } from '@/features/projects/ProjectImage';
import { formatDisplayDate } from '@/lib/utils';
import { ExternalButtonLink } from './ExternalLink';
import { ProjectStatusBadge } from './ProjectStatusBadge';

/** The cover image with the status, the date and the live site. */
export function ProjectImageCard({ project }: { project: Project }) {
  const website = projectWebsite(project);
  return (
    <Card className="overflow-hidden">
      <ProjectImage src={project.image} alt={`Cover of ${project.title}`} />
      <CardContent className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <ProjectStatusBadge status={project.status} />
        <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={project.date}>{formatDisplayDate(project.date)}</time>
        </span>
        {website ? <ExternalButtonLink href={website}>View Live Site</ExternalButtonLink> : null}
      </CardContent>
    </Card>
  );
}
