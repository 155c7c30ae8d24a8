import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { SectionHeading } from '@/components/site/SectionHeading';
import type { ServiceSummary } from '@/content/services';
import { paths } from '@/lib/paths';
import { ServiceCard } from './ServiceCard';

export function RelatedServices({ services }: { services: readonly ServiceSummary[] }) {
  return (
    <section aria-labelledby="related-heading" className="section bg-muted">
      <div className="container-page">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="related-heading"
            align="left"
            eyebrow="Keep exploring"
            title="Related services"
          />
          <Link
            to={paths.services}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-chinar-700 underline-offset-4 hover:underline"
          >
            All services <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceCard service={service} compact />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
