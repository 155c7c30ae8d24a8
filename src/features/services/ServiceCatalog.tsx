import { SectionHeading } from '@/components/site/SectionHeading';
import { services } from '@/content/services';
import { ServiceCard } from './ServiceCard';

/** The six services of /services, each linking to its page. */
export function ServiceCatalog() {
  return (
    <section aria-labelledby="core-services-heading" className="section">
      <div className="container-page">
        <SectionHeading
          id="core-services-heading"
          eyebrow="What we do"
          title="Services that grow your business"
          description="From your first website to the software that runs your operations: one team in Srinagar, working with clients across Kashmir and India."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
