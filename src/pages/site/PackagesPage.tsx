import { CallToAction } from '@/components/site/CallToAction';
import { PageHero } from '@/components/site/PageHero';
import { packageFaqs, packages } from '@/content/packages';
import { FaqSection } from '@/features/services/FaqSection';
import { buildPackagesJsonLd } from '@/features/services/json-ld';
import { useSiteName } from '@/lib/site-name';
import { PackageComparison } from '@/features/services/PackageComparison';
import { PackageOptions } from '@/features/services/PackageOptions';
import { paths } from '@/lib/paths';
import { Seo } from '@/seo/Seo';

/** /packages: three engagement packages with starting prices, a comparison table and payment FAQs. */
export default function PackagesPage() {
  const siteName = useSiteName();
  return (
    <>
      <Seo
        title="Packages and Pricing for Websites and Software"
        description="Clear packages from Chinar Digital in Srinagar: a Starter Website from ₹24,999, Growth from ₹59,999 and Custom Software from ₹1,50,000, with what each includes and how payment works."
        path={paths.packages}
        keywords={['website price Srinagar', 'website design cost India', 'web design packages Kashmir']}
        jsonLd={buildPackagesJsonLd(packages, siteName)}
      />
      <PageHero
        eyebrow="Packages and pricing"
        title="Packages and Pricing"
        description="Three straightforward ways to work with us, from a first website to a dedicated software team. Prices are starting points in Indian rupees; you get a fixed written quote before any work begins."
      />
      <PackageOptions />
      <PackageComparison />
      <FaqSection
        faqs={packageFaqs}
        description="Payment, timelines and hosting: what clients ask before they start."
      />
      <CallToAction
        title="Not sure which package fits?"
        description="Tell us about your business and what you need. We will recommend a package, or a custom scope, and send a fixed quote within one working day."
        secondary={{ to: paths.services, label: 'Explore our services' }}
      />
    </>
  );
}
