import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { SectionHeading } from '@/components/site/SectionHeading';
import { specialistServices } from '@/content/services';

/** The specialist service pages (design, search, data, AI, consulting, finance) as a compact link list. */
export function SpecialistServices() {
  return (
    <section aria-labelledby="specialist-services-heading" className="section bg-muted">
      <div className="container-page grid gap-10 lg:grid-cols-12 lg:gap-16">
        <SectionHeading
          id="specialist-services-heading"
          align="left"
          eyebrow="Specialist expertise"
          title="Design, search, data and strategy"
          description="Focused teams for the work around your product: research-led design, search rankings, data, machine learning, consulting and software for finance."
          className="lg:col-span-4"
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-8">
          {specialistServices.map((service) => {
            const Icon = service.icon;
            return (
              <li key={service.slug}>
                <Link
                  to={service.href}
                  className="group flex h-full gap-4 rounded-card border border-border bg-surface p-5 shadow-card transition hover:border-chinar-200 hover:shadow-lift"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-dal-50 text-dal-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="flex flex-col">
                    <span className="flex items-center gap-1.5 font-display font-bold text-ink-950">
                      {service.title}
                      <ArrowRight
                        aria-hidden="true"
                        className="size-4 text-chinar-700 transition-transform group-hover:translate-x-0.5"
                      />
                    </span>
                    <span className="mt-1 text-sm leading-6 text-muted-foreground">
                      {service.description}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
