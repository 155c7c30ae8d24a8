import { SectionHeading } from '@/components/site/SectionHeading';
import { TechLogo } from '@/components/ui/tech-logo';

/** The technologies a service is built with, as logo chips with their names. */
export function ServiceTechnologies({ technologies }: { technologies: readonly string[] }) {
  return (
    <section aria-labelledby="technologies-heading" className="section bg-muted">
      <div className="container-page">
        <SectionHeading
          id="technologies-heading"
          eyebrow="Tools"
          title="Technologies we use"
          description="Proven, well-supported tools, chosen for your project and for the people who will maintain it."
        />
        <ul className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-3">
          {technologies.map((name) => (
            <li
              key={name}
              className="flex items-center gap-2.5 rounded-full border border-border bg-surface py-2.5 pr-5 pl-4 text-sm font-semibold text-ink-900 shadow-card"
            >
              <TechLogo name={name} decorative className="size-5" />
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
