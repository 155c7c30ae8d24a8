import { BadgeCheck } from 'lucide-react';
import { SectionHeading } from '@/components/site/SectionHeading';
import { packagePromises, packages } from '@/content/packages';
import { PackageCard } from './PackageCard';

/** The three packages side by side, with the promises common to all of them. */
export function PackageOptions() {
  return (
    <section aria-labelledby="packages-heading" className="section">
      <div className="container-page">
        <SectionHeading
          id="packages-heading"
          eyebrow="Choose your package"
          title="Three clear ways to work with us"
          description="Indicative starting prices for the scope listed. After a short call you get a fixed written quote, so there are no surprises."
        />
        <ul className="mt-16 grid items-stretch gap-8 lg:grid-cols-3 lg:gap-6">
          {packages.map((item) => (
            <li key={item.id}>
              <PackageCard item={item} />
            </li>
          ))}
        </ul>
        <ul
          aria-label="Included with every package"
          className="mt-12 grid gap-4 rounded-card bg-muted p-6 sm:grid-cols-2 lg:grid-cols-4"
        >
          {packagePromises.map((promise) => (
            <li key={promise} className="flex items-start gap-3 text-sm font-medium text-ink-900">
              <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-chinar-700" />
              {promise}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
