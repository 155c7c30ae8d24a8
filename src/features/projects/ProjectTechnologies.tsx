import { TechLogo } from '@/components/ui/tech-logo';
import { projectDetailPage } from '@/content/projects-page';

/** The technologies a project used, each with its logo (or a monogram) and its name. */
export function ProjectTechnologies({ technologies }: { technologies: readonly string[] }) {
  if (technologies.length === 0) return null;
  return (
    <section
      aria-labelledby="project-technologies"
      className="rounded-card border border-border bg-surface p-6 shadow-card"
    >
      <h2 id="project-technologies" className="text-lg font-bold text-ink-950">
        {projectDetailPage.technologiesTitle}
      </h2>
      <ul className="mt-5 flex flex-wrap gap-2">
        {technologies.map((tech) => (
          <li
            key={tech}
            className="inline-flex items-center gap-2 rounded-full border border-ink-100 bg-ink-50 py-1.5 pr-3.5 pl-2 text-sm font-medium text-ink-900"
          >
            <span className="flex size-6 items-center justify-center rounded-full bg-white">
              <TechLogo name={tech} decorative className="size-4 text-[0.6rem]" />
            </span>
            {tech}
          </li>
        ))}
      </ul>
    </section>
  );
}
