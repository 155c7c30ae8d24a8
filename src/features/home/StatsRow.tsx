import { statsRow } from '@/content/home';
import { StatFigure } from '@/components/site/StatFigure';
import { useSiteName } from '@/lib/site-name';

/** The headline figures band: 150+ projects, 45+ team, 98% satisfaction, 10+ years. */
export function StatsRow() {
  const siteName = useSiteName();
  return (
    <section aria-labelledby="stats-row-heading" className="relative isolate overflow-hidden bg-ink-950">
      <div
        aria-hidden="true"
        className="absolute -right-24 -bottom-40 -z-10 size-96 rounded-full bg-chinar-600/30 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -top-40 -left-24 -z-10 size-96 rounded-full bg-dal-500/20 blur-3xl"
      />
      <div className="container-page py-16 sm:py-20">
        <h2 id="stats-row-heading" className="sr-only">
          {siteName} in numbers
        </h2>
        <ul className="grid grid-cols-2 gap-y-12 lg:grid-cols-4 lg:divide-x lg:divide-white/10">
          {statsRow.map((stat) => (
            <li key={stat.label} className="px-2 text-center lg:px-6">
              <StatFigure stat={stat} inverse />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
