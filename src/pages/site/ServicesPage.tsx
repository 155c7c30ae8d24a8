import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { PageHero } from '@/components/site/PageHero';
import { CallToAction } from '@/components/site/CallToAction';
import { buttonVariants } from '@/components/ui/button-variants';
import { ServiceCatalog } from '@/features/services/ServiceCatalog';
import { Industries } from '@/features/services/Industries';
import { ProcessSteps } from '@/features/services/ProcessSteps';
import { SpecialistServices } from '@/features/services/SpecialistServices';
import { paths } from '@/lib/paths';
import { buildBreadcrumbJsonLd } from '@/seo/json-ld';
import { Seo } from '@/seo/Seo';

/** /services: the six services, the specialist services, the six-step process and the eight industries. */
export default function ServicesPage() {
  return (
    <>
      <Seo
        title="Our Services: Web, Marketing, Software and Data"
        description="Web design, digital marketing, WordPress, custom software, web and CMS development from Chinar Digital in Srinagar, plus UX, SEO, data, machine learning and consulting for businesses across India."
        path={paths.services}
        keywords={['IT services Srinagar', 'web design and development Kashmir', 'software services India']}
        jsonLd={buildBreadcrumbJsonLd([
          { name: 'Home', path: paths.home },
          { name: 'Services', path: paths.services },
        ])}
      />
      <PageHero
        eyebrow="Services"
        title="Our Services"
        description="Websites, marketing, software and data for businesses in Kashmir and across India, designed, built and supported by one team in Srinagar."
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.contact} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            Discuss your project <ArrowRight aria-hidden="true" />
          </Link>
          <Link to={paths.packages} className={buttonVariants({ variant: 'outline-inverse', size: 'lg' })}>
            Packages and pricing
          </Link>
        </div>
      </PageHero>
      <ServiceCatalog />
      <SpecialistServices />
      <ProcessSteps />
      <Industries />
      <CallToAction
        title="Not sure which service you need?"
        description="Tell us what you want to achieve. We will recommend the right mix of services, with a plan and a fixed quote, within one working day."
      />
    </>
  );
}
