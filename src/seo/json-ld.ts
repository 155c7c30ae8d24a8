import { site } from '@/content/site';
import type { SiteSettings } from '@/data/schemas/site-settings';
import { appConfig } from '@/lib/config';
import { siteIsoDateTime } from '@/lib/utils';
import { absoluteUrl } from './meta';

export type JsonLd = Record<string, unknown>;

const dayNames: Record<string, string[]> = {
  'Mon-Fri': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  Sat: ['Saturday'],
  Sun: ['Sunday'],
};

/**
 * The agency as a local business (schema.org ProfessionalService): name, description, e-mail and social
 * profiles as saved in the site settings, the rest from the config.
 */
export function buildBusinessJsonLd(settings: SiteSettings, siteUrl: string = appConfig.siteUrl): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${siteUrl}/#business`,
    name: settings.siteName,
    legalName: site.legalName,
    description: settings.siteDescription || site.description,
    url: `${siteUrl}/`,
    logo: absoluteUrl('/favicon.svg', siteUrl),
    image: absoluteUrl(site.shareImage, siteUrl),
    email: settings.contactEmail,
    telephone: site.phones.primary.tel,
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    areaServed: ['Srinagar', 'Kashmir', 'New Delhi', 'India'],
    openingHoursSpecification: site.businessHours
      .filter((entry) => entry.opens)
      .map((entry) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: dayNames[entry.days],
        opens: entry.opens,
        closes: entry.closes,
      })),
    sameAs: Object.values(settings.socialLinks).filter(Boolean),
  };
}

export function buildArticleJsonLd(
  article: {
    title: string;
    description: string;
    path: string;
    image: string;
    author: string;
    /** The day shown (YYYY-MM-DD): datePublished when the moment is not known. */
    date: string;
    /** The moment it went public (a post's publishAt), in India time: datePublished when known. */
    publishedAt?: Date | null;
    /** YYYY-MM-DD of the last change, when known. */
    modified?: string;
    keywords?: readonly string[];
  },
  siteUrl: string = appConfig.siteUrl,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    image: absoluteUrl(article.image, siteUrl),
    datePublished: article.publishedAt ? siteIsoDateTime(article.publishedAt) : article.date,
    ...(article.modified ? { dateModified: article.modified } : {}),
    ...(article.keywords?.length ? { keywords: article.keywords.join(', ') } : {}),
    author: { '@type': 'Person', name: article.author },
    publisher: { '@id': `${siteUrl}/#business` },
    mainEntityOfPage: absoluteUrl(article.path, siteUrl),
    url: absoluteUrl(article.path, siteUrl),
  };
}

/** A portfolio case study: the work, for whom, when, with what. */
export function buildCreativeWorkJsonLd(
  work: {
    title: string;
    description: string;
    path: string;
    image: string;
    client: string;
    date: string;
    category: string;
    technologies: readonly string[];
  },
  siteUrl: string = appConfig.siteUrl,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: work.title,
    description: work.description,
    image: absoluteUrl(work.image, siteUrl),
    url: absoluteUrl(work.path, siteUrl),
    dateCreated: work.date,
    genre: work.category,
    ...(work.technologies.length ? { keywords: work.technologies.join(', ') } : {}),
    ...(work.client ? { funder: { '@type': 'Organization', name: work.client } } : {}),
    creator: { '@id': `${siteUrl}/#business` },
  };
}

export function buildBreadcrumbJsonLd(
  items: ReadonlyArray<{ name: string; path: string }>,
  siteUrl: string = appConfig.siteUrl,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, siteUrl),
    })),
  };
}

/** JSON for an inline data block: "<" escaped so no string in it can close the script element. */
export function sanitizeJsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
