import { CircleCheck } from 'lucide-react';
import { SectionHeading } from '@/components/site/SectionHeading';
import type { ServicePageContent } from '@/content/services';

/** What an engagement includes, as a checklist. */
export function ServiceFeatures({ page }: { page: ServicePageContent }) {
  return (
    <section aria-labelledby="features-heading" className="section bg-muted">
      <div className="container-page grid gap-10 lg:grid-cols-12 lg:gap-16">
        <SectionHeading
          id="features-heading"
          align="left"
          eyebrow="Scope of work"
          title="What’s included"
          description="Every engagement is shaped around your goals. These are the pieces we deliver most often."
          className="lg:col-span-4"
        />
        <ul className="grid content-start gap-x-8 gap-y-4 sm:grid-cols-2 lg:col-span-8">
          {page.features.map((feature) => (
            <li key={feature} className="flex gap-3 leading-7 text-ink-800">
              <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-dal-600" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
