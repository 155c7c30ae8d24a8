import { projectsPage } from '@/content/projects-page';
import { useSiteName } from '@/lib/site-name';
import { cn } from '@/lib/utils';

/** The static figures band under the hero (spec: 150+ projects, 40+ team, 100+ clients, 98%). */
export function ProjectsStats() {
  const siteName = useSiteName();
  return (
    <section aria-label={projectsPage.statsLabel(siteName)} className="relative z-10 -mt-10 sm:-mt-12">
      <div className="container-page">
        <dl className="grid grid-cols-2 overflow-hidden rounded-card border border-border bg-surface shadow-lift lg:grid-cols-4">
          {projectsPage.stats.map((stat, index) => (
            <div
              key={stat.label}
              className={cn(
                'flex flex-col-reverse justify-end gap-1 border-border px-5 py-6 text-center sm:px-8 sm:py-8',
                index % 2 === 1 && 'border-l',
                index >= 2 && 'border-t lg:border-t-0',
                index === 2 && 'lg:border-l',
              )}
            >
              <dt className="text-sm font-medium text-muted-foreground">{stat.label}</dt>
              <dd className="font-display text-3xl font-extrabold text-ink-950 sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
