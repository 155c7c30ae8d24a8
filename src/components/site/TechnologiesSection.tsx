import { TechLogo } from '@/components/ui/tech-logo';
import type { Technology } from '@/content/technologies';
import { SectionHeading } from './SectionHeading';

interface TechnologiesSectionProps {
  /** The heading's id, which names the section. */
  headingId: string;
  heading: { eyebrow: string; title: string; description: string };
  technologies: readonly Technology[];
  /** 'stacked': heading above a four-column grid (home); 'beside': heading left of the grid, tinted (about). */
  layout: 'stacked' | 'beside';
}

/** A band of technology tiles: each technology's real logo with its name and what we use it for. */
export function TechnologiesSection({ headingId, heading, technologies, layout }: TechnologiesSectionProps) {
  const beside = layout === 'beside';
  return (
    <section aria-labelledby={headingId} className={beside ? 'section bg-ink-50/70' : 'section'}>
      <div className={beside ? 'container-page grid gap-12 lg:grid-cols-12 lg:gap-16' : 'container-page'}>
        <SectionHeading
          id={headingId}
          align={beside ? 'left' : 'center'}
          className={beside ? 'lg:col-span-4 lg:self-center' : undefined}
          eyebrow={heading.eyebrow}
          title={heading.title}
          description={heading.description}
        />
        <ul
          className={
            beside
              ? 'grid gap-4 sm:grid-cols-2 lg:col-span-8 xl:grid-cols-3'
              : 'mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5'
          }
        >
          {technologies.map((technology) => (
            <li key={technology.name}>
              <TechnologyTile technology={technology} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function TechnologyTile({ technology }: { technology: Technology }) {
  return (
    <div className="flex h-full items-center gap-4 rounded-card border border-border bg-surface p-5 shadow-card transition-shadow hover:shadow-lift">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-ink-50">
        <TechLogo name={technology.name} decorative className="size-7" />
      </span>
      <span className="min-w-0">
        <span className="block font-display text-base font-bold text-ink-950">{technology.name}</span>
        <span className="block text-sm text-muted-foreground">{technology.use}</span>
      </span>
    </div>
  );
}
