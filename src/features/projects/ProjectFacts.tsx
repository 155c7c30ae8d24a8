import { Building2, CalendarCheck, ExternalLink, Globe, Layers, Timer } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Project } from '@/data/schemas/project';
import { projectWebsite } from '@/data/models/project';
import { projectDetailPage } from '@/content/projects-page';
import { formatDisplayDate } from '@/lib/utils';
import { buttonVariants } from '@/components/ui/button-variants';

/** "https://www.example.in/path" -> "example.in" for display. */
function displayHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The facts card: client, category, date, duration, and the live site in a new tab. */
export function ProjectFacts({ project }: { project: Project }) {
  const { facts } = projectDetailPage;
  const website = projectWebsite(project);
  const rows: Array<{ icon: LucideIcon; label: string; value: ReactNode } | null> = [
    project.client ? { icon: Building2, label: facts.client, value: project.client } : null,
    project.category ? { icon: Layers, label: facts.category, value: project.category } : null,
    {
      icon: CalendarCheck,
      label: facts.date,
      value: <time dateTime={project.date}>{formatDisplayDate(project.date)}</time>,
    },
    project.duration ? { icon: Timer, label: facts.duration, value: project.duration } : null,
    website && isWebUrl(website) ? { icon: Globe, label: facts.website, value: displayHost(website) } : null,
  ];

  return (
    <div className="rounded-card border border-border bg-surface p-6 shadow-card">
      <h2 className="text-lg font-bold text-ink-950">{projectDetailPage.detailsTitle}</h2>
      <dl className="mt-5 divide-y divide-border">
        {rows.map((row) =>
          row ? (
            <div key={row.label} className="group relative py-3.5 pl-8 first:pt-0">
              <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                <row.icon
                  aria-hidden="true"
                  className="absolute top-4 left-0 size-5 text-chinar-700 group-first:top-0.5"
                />
                {row.label}
              </dt>
              <dd className="mt-0.5 font-medium break-words text-ink-900">{row.value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {website && isWebUrl(website) ? (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'secondary', className: 'mt-4 w-full' })}
        >
          {projectDetailPage.visitWebsite}
          <span className="sr-only"> (opens in a new tab)</span>
          <ExternalLink aria-hidden="true" />
        </a>
      ) : null}
    </div>
  );
}
