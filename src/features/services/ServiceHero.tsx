import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { PageHero } from '@/components/site/PageHero';
import { buttonVariants } from '@/components/ui/button-variants';
import type { ServicePageContent } from '@/content/services';
import { paths } from '@/lib/paths';
import { Breadcrumb } from './Breadcrumb';

/** The service page's hero: breadcrumb, <h1>, lead paragraph and the two calls to action. */
export function ServiceHero({ page }: { page: ServicePageContent }) {
  return (
    <div className="relative">
      {/* First in the document (before the <h1>), drawn over the hero's top padding. */}
      <div className="absolute inset-x-0 top-0 z-10">
        <div className="container-page pt-5 sm:pt-7">
          <Breadcrumb
            items={[
              { label: 'Home', to: paths.home },
              { label: 'Services', to: paths.services },
              { label: page.title },
            ]}
          />
        </div>
      </div>
      <PageHero eyebrow={page.eyebrow} title={page.title} description={page.lede} className="pt-4 sm:pt-2">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.contact} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            Get a free consultation <ArrowRight aria-hidden="true" />
          </Link>
          <Link to={paths.projects} className={buttonVariants({ variant: 'outline-inverse', size: 'lg' })}>
            See our work
          </Link>
        </div>
      </PageHero>
    </div>
  );
}
