import type { LucideIcon } from 'lucide-react';

/**
 * The service slugs and the shapes of service copy. Its own module so that ./services.ts (which loads each
 * page's copy lazily) and ./service-pages/*.ts (which are typed by these shapes) do not import each other.
 */

export const serviceSlugs = [
  'web-designing',
  'ux-ui-design',
  'seo',
  'digital-marketing',
  'wordpress-development',
  'software-solutions',
  'web-development',
  'cms-development',
  'data-strategy',
  'machine-learning',
  'business-mind',
  'financial-services',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

interface ServiceHighlight {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A marketing figure shown in the claims band: static text, e.g. "3x" / "more enquiries". */
interface ServiceClaim {
  value: string;
  label: string;
}

interface ServiceStep {
  title: string;
  text: string;
}

export interface ServiceFaq {
  question: string;
  answer: string;
}

/** What a card linking to a service page shows. */
export interface ServiceCardContent {
  /** The page's <h1> and the name on cards and breadcrumbs. */
  title: string;
  /** Icon on cards that link to this page. */
  icon: LucideIcon;
  /** One or two sentences for service cards. */
  summary: string;
}

/** A service page's own copy (./service-pages/<slug>.ts). */
export interface ServicePageDetails {
  metaTitle: string;
  metaDescription: string;
  keywords: readonly string[];
  /** schema.org serviceType. */
  serviceType: string;
  eyebrow: string;
  /** The hero's lead paragraph. */
  lede: string;
  /** The overview section's heading and paragraph. */
  headline: string;
  intro: string;
  highlights: readonly ServiceHighlight[];
  features: readonly string[];
  claimsTitle: string;
  claims: readonly ServiceClaim[];
  processTitle: string;
  process: readonly ServiceStep[];
  /** Names known to <TechLogo>. */
  technologies: readonly string[];
  faqs: readonly ServiceFaq[];
  related: readonly ServiceSlug[];
  cta: { title: string; description: string };
}
