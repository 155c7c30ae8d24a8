import {
  Boxes,
  BrainCircuit,
  CodeXml,
  Database,
  Landmark,
  LayoutTemplate,
  Lightbulb,
  Megaphone,
  Newspaper,
  Palette,
  PenTool,
  Search,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';
import {
  serviceSlugs,
  type ServiceCardContent,
  type ServicePageDetails,
  type ServiceSlug,
} from './service-types';

/**
 * Static marketing copy for /services and the twelve service pages (/services/:slug). One content-driven
 * template renders every page; the four the spec describes (web-designing, ux-ui-design, seo,
 * digital-marketing) carry its percent and ranking claims as static text.
 *
 * This module holds what several pages share: the slugs and each service's card (title, icon, summary).
 * A page's own copy is in ./service-pages/<slug>.ts, a chunk of its own that only that page downloads
 * (loadServicePage); /services' process and industries are in ./services-overview.ts.
 */

export { serviceSlugs, type ServiceFaq, type ServicePageDetails, type ServiceSlug } from './service-types';

/** Everything /services/:slug renders: the service's card and its page copy. */
export interface ServicePageContent extends ServiceCardContent, ServicePageDetails {
  slug: ServiceSlug;
}

const serviceCards: Readonly<Record<ServiceSlug, ServiceCardContent>> = {
  'web-designing': {
    title: 'Web Designing',
    icon: Palette,
    summary:
      'Custom, mobile-first websites that load fast, rank on Google and turn visitors into calls and enquiries.',
  },
  'ux-ui-design': {
    title: 'UX/UI Design',
    icon: PenTool,
    summary:
      'Research-led interface design for websites, web apps and mobile apps that people understand at first use.',
  },
  seo: {
    title: 'SEO Services',
    icon: Search,
    summary:
      'Local and national search engine optimisation that puts your business in front of people searching for it.',
  },
  'digital-marketing': {
    title: 'Digital Marketing',
    icon: Megaphone,
    summary:
      'Google and Meta ads, social media and email campaigns, with every rupee tracked to enquiries and sales.',
  },
  'wordpress-development': {
    title: 'WordPress Development',
    icon: LayoutTemplate,
    summary:
      'Custom WordPress themes, WooCommerce stores and plugins: fast, secure and easy for your team to edit.',
  },
  'software-solutions': {
    title: 'Software Solutions',
    icon: Boxes,
    summary:
      'Custom ERP, CRM, portals and mobile apps built around how your organisation works, integrated with your tools.',
  },
  'web-development': {
    title: 'Web Development',
    icon: CodeXml,
    summary:
      'Fast, secure web applications, e-commerce platforms and APIs built with React, Next.js and Node.js.',
  },
  'cms-development': {
    title: 'CMS Development',
    icon: Newspaper,
    summary:
      'Content management systems that let your team publish pages, news and products without a developer.',
  },
  'data-strategy': {
    title: 'Data Strategy',
    icon: Database,
    summary:
      'Data audits, warehousing and dashboards that turn scattered spreadsheets into numbers you can trust.',
  },
  'machine-learning': {
    title: 'Machine Learning',
    icon: BrainCircuit,
    summary:
      'Forecasting, document AI and recommendation systems built on your data and deployed into your tools.',
  },
  'business-mind': {
    title: 'Business Mind',
    icon: Lightbulb,
    summary:
      'Business strategy and digital transformation consulting: a clear growth plan and the roadmap to deliver it.',
  },
  'financial-services': {
    title: 'Financial Services',
    icon: Landmark,
    summary:
      'Secure software for banks, NBFCs, cooperative societies and fintech: lending, UPI, KYC and reporting.',
  },
};

type PageModule = Promise<{ default: ServicePageDetails }>;

/** One chunk per page: a service page downloads its own copy and no other page's. */
const pageLoaders: Readonly<Record<ServiceSlug, () => PageModule>> = {
  'web-designing': () => import('./service-pages/web-designing'),
  'ux-ui-design': () => import('./service-pages/ux-ui-design'),
  seo: () => import('./service-pages/seo'),
  'digital-marketing': () => import('./service-pages/digital-marketing'),
  'wordpress-development': () => import('./service-pages/wordpress-development'),
  'software-solutions': () => import('./service-pages/software-solutions'),
  'web-development': () => import('./service-pages/web-development'),
  'cms-development': () => import('./service-pages/cms-development'),
  'data-strategy': () => import('./service-pages/data-strategy'),
  'machine-learning': () => import('./service-pages/machine-learning'),
  'business-mind': () => import('./service-pages/business-mind'),
  'financial-services': () => import('./service-pages/financial-services'),
};

/** Whether a slug names a service page (own keys only: 'constructor' or '__proto__' are not services). */
export function isServiceSlug(slug: string): slug is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(slug);
}

const loadingPages = new Map<ServiceSlug, Promise<ServicePageContent>>();
const loadedPages = new Map<ServiceSlug, ServicePageContent>();

/**
 * The content of /services/:slug, or undefined for an unknown slug (the 404 page). The promise is cached
 * per slug, so a component can read it with `use()` across renders (and the server render waits for it).
 */
export function loadServicePage(slug: string): Promise<ServicePageContent> | undefined {
  if (!isServiceSlug(slug)) return undefined;
  let page = loadingPages.get(slug);
  if (!page) {
    page = pageLoaders[slug]().then(({ default: details }) => {
      const content: ServicePageContent = { slug, ...serviceCards[slug], ...details };
      loadedPages.set(slug, content);
      return content;
    });
    // A failed download (offline, a new deploy) is not remembered: the next visit tries again.
    page.catch(() => loadingPages.delete(slug));
    loadingPages.set(slug, page);
  }
  return page;
}

/** A page's content if it has already arrived, so a page seen before renders at once (no suspending). */
export function loadedServicePage(slug: string): ServicePageContent | undefined {
  return isServiceSlug(slug) ? loadedPages.get(slug) : undefined;
}

/** Every service page, in slug order (tests and checks; pages load only their own). */
export function loadAllServicePages(): Promise<ServicePageContent[]> {
  return Promise.all(serviceSlugs.map((slug) => loadServicePage(slug) as Promise<ServicePageContent>));
}

export interface ServiceSummary {
  slug: ServiceSlug;
  title: string;
  description: string;
  icon: LucideIcon;
  href: string;
}

function toSummary(slug: ServiceSlug): ServiceSummary {
  const { title, summary, icon } = serviceCards[slug];
  return { slug, title, description: summary, icon, href: paths.service(slug) };
}

/** The six services listed on /services (spec section 2), in the spec's order. */
export const services: readonly ServiceSummary[] = (
  [
    'web-designing',
    'digital-marketing',
    'wordpress-development',
    'software-solutions',
    'web-development',
    'cms-development',
  ] as const
).map(toSummary);

/** The other service pages, listed on /services as specialist expertise. */
export const specialistServices: readonly ServiceSummary[] = (
  ['ux-ui-design', 'seo', 'data-strategy', 'machine-learning', 'business-mind', 'financial-services'] as const
).map(toSummary);

/** Cards for the related services of a page. */
export function getRelatedServices(page: Pick<ServicePageDetails, 'related'>): readonly ServiceSummary[] {
  return page.related.map(toSummary);
}
