import { Link } from 'react-router-dom';
import { ArrowRight, Check } from 'lucide-react';
import { SectionHeading } from '@/components/site/SectionHeading';
import { coreServices, type CoreService } from '@/content/home';

/** The four core services, each card linking to its service page. */
export function CoreServices() {
  return (
    <section aria-labelledby="core-services-heading" className="section">
      <div className="container-page">
        <SectionHeading
          id="core-services-heading"
          eyebrow="What we do"
          title="Core services for growing businesses"
          description="One studio for the whole journey: websites that win trust, software that runs the work, marketing that brings customers and data that shows what works."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {coreServices.map((service) => (
            <li key={service.to}>
              <CoreServiceCard service={service} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CoreServiceCard({ service }: { service: CoreService }) {
  const Icon = service.icon;
  return (
    <article className="group relative flex h-full flex-col rounded-card border border-border bg-surface p-7 shadow-card transition-all duration-300 focus-within:shadow-lift hover:-translate-y-1 hover:border-chinar-200 hover:shadow-lift">
      <span className="flex size-12 items-center justify-center rounded-xl bg-chinar-50 text-chinar-700 ring-1 ring-chinar-100 transition-colors group-hover:bg-chinar-700 group-hover:text-white">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-6 text-xl font-bold text-ink-950">
        <Link
          to={service.to}
          className="after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
        >
          {service.title}
        </Link>
      </h3>
      <p className="mt-3 text-sm leading-6 text-muted-foreground">{service.description}</p>
      <ul className="mt-5 space-y-2.5 text-sm text-ink-800">
        {service.points.map((point) => (
          <li key={point} className="flex gap-2.5">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-dal-600" />
            {point}
          </li>
        ))}
      </ul>
      <p
        aria-hidden="true"
        className="mt-auto flex items-center gap-1.5 pt-6 text-sm font-semibold text-chinar-700 group-hover:text-chinar-800"
      >
        Learn more
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
      </p>
    </article>
  );
}
