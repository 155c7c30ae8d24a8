import { SectionHeading } from '@/components/site/SectionHeading';
import { achievements } from '@/content/about';
import { StatFigure } from '@/components/site/StatFigure';
import { ChinarLeaf } from '@/components/site/ChinarLeaf';

/** The figures: 150+ projects, 50+ clients, 10+ countries, 8+ years. */
export function Achievements() {
  return (
    <section
      aria-labelledby="achievements-heading"
      className="section relative isolate overflow-hidden bg-ink-50/70"
    >
      <ChinarLeaf className="absolute -top-10 -left-12 -z-10 size-56 -rotate-12 text-chinar-100" />
      <ChinarLeaf className="absolute -right-10 -bottom-12 -z-10 size-48 rotate-12 text-chinar-100" />
      <div className="container-page">
        <SectionHeading id="achievements-heading" eyebrow={achievements.eyebrow} title={achievements.title} />
        <ul className="mt-14 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {achievements.stats.map((stat) => (
            <li
              key={stat.label}
              className="rounded-card border border-border bg-surface p-6 text-center shadow-card sm:p-8"
            >
              <span aria-hidden="true" className="mx-auto block h-1 w-10 rounded-full bg-chinar-600" />
              <StatFigure stat={stat} className="mt-5" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
