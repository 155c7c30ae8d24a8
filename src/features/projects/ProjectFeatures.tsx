import { Check } from 'lucide-react';
import { projectDetailPage } from '@/content/projects-page';

/** The key features list, when the project has any. */
export function ProjectFeatures({ features }: { features: readonly string[] }) {
  if (features.length === 0) return null;
  return (
    <section aria-labelledby="project-features">
      <h2 id="project-features" className="text-2xl font-extrabold text-ink-950 sm:text-3xl">
        {projectDetailPage.featuresTitle}
      </h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {features.map((feature) => (
          <li
            key={feature}
            className="flex items-start gap-3 rounded-xl border border-border bg-ink-50/60 p-4"
          >
            <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-dal-50 text-dal-700">
              <Check aria-hidden="true" className="size-4" />
            </span>
            <span className="text-ink-900">{feature}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
