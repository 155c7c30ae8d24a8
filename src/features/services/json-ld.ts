import type { EngagementPackage } from '@/content/packages';
import type { ServicePageContent } from '@/content/services';
import { site } from '@/content/site';
import { appConfig } from '@/lib/config';
import { paths } from '@/lib/paths';
import type { JsonLd } from '@/seo/json-ld';
import { absoluteUrl } from '@/seo/meta';

/** Where the agency works: Srinagar, the rest of Kashmir and the whole of India. */
const areaServed = [
  { '@type': 'City', name: 'Srinagar' },
  { '@type': 'State', name: 'Jammu and Kashmir' },
  { '@type': 'Country', name: 'India' },
];

/** A service page as a schema.org Service offered by the business (whose @id the layout's JSON-LD defines). */
export function buildServiceJsonLd(service: ServicePageContent, siteUrl: string = appConfig.siteUrl): JsonLd {
  const url = absoluteUrl(paths.service(service.slug), siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.title,
    serviceType: service.serviceType,
    description: service.metaDescription,
    url,
    provider: { '@id': `${siteUrl}/#business` },
    areaServed,
    availableChannel: {
      '@type': 'ServiceChannel',
      serviceUrl: absoluteUrl(paths.contact, siteUrl),
      servicePhone: site.phones.primary.tel,
    },
  };
}

/** The packages page as an offer catalogue with starting prices in rupees (GST extra). */
export function buildPackagesJsonLd(
  items: readonly EngagementPackage[],
  siteName: string,
  siteUrl: string = appConfig.siteUrl,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: `${siteName} packages`,
    url: absoluteUrl(paths.packages, siteUrl),
    itemListElement: items.map((item) => ({
      '@type': 'Offer',
      name: item.name,
      description: item.tagline,
      seller: { '@id': `${siteUrl}/#business` },
      areaServed,
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: item.priceFrom,
        priceCurrency: 'INR',
        valueAddedTaxIncluded: false,
      },
    })),
  };
}
