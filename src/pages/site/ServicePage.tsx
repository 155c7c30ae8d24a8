import { lazy, use } from 'react';
import { useParams } from 'react-router-dom';
import { CallToAction } from '@/components/site/CallToAction';
import {
  getRelatedServices,
  loadedServicePage,
  loadServicePage,
  type ServicePageContent,
} from '@/content/services';
import { FaqSection } from '@/features/services/FaqSection';
import { buildServiceJsonLd } from '@/features/services/json-ld';
import { RelatedServices } from '@/features/services/RelatedServices';
import { ServiceClaims } from '@/features/services/ServiceClaims';
import { ServiceFeatures } from '@/features/services/ServiceFeatures';
import { ServiceHero } from '@/features/services/ServiceHero';
import { ServiceOverview } from '@/features/services/ServiceOverview';
import { ServiceProcess } from '@/features/services/ServiceProcess';
import { ServiceTechnologies } from '@/features/services/ServiceTechnologies';
import { paths } from '@/lib/paths';
import { buildBreadcrumbJsonLd } from '@/seo/json-ld';
import { Seo } from '@/seo/Seo';

/** Only an unknown slug shows it: the service pages themselves never download the 404 page. */
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/**
 * /services/:slug: one template for every service page; an unknown slug is the 404 page. Each page's copy
 * is a chunk of its own (see loadServicePage): the prerender waits for it, and in the browser the
 * prerendered markup stays as it is until it has arrived and the page hydrates.
 */
export default function ServicePage() {
  const { slug = '' } = useParams();
  const loading = loadServicePage(slug);
  if (!loading) return <NotFoundPage />;
  return <ServicePageView page={loadedServicePage(slug) ?? use(loading)} />;
}

function ServicePageView({ page }: { page: ServicePageContent }) {
  const path = paths.service(page.slug);
  return (
    <>
      <Seo
        title={page.metaTitle}
        description={page.metaDescription}
        path={path}
        keywords={page.keywords}
        jsonLd={[
          buildServiceJsonLd(page),
          buildBreadcrumbJsonLd([
            { name: 'Home', path: paths.home },
            { name: 'Services', path: paths.services },
            { name: page.title, path },
          ]),
        ]}
      />
      <ServiceHero page={page} />
      <ServiceOverview page={page} />
      <ServiceFeatures page={page} />
      <ServiceClaims page={page} />
      <ServiceProcess page={page} />
      <ServiceTechnologies technologies={page.technologies} />
      <FaqSection faqs={page.faqs} />
      <RelatedServices services={getRelatedServices(page)} />
      <CallToAction
        title={page.cta.title}
        description={page.cta.description}
        primary={{ to: paths.contact, label: 'Get a free consultation' }}
        secondary={{ to: paths.projects, label: 'See our projects' }}
      />
    </>
  );
}
