import { site } from '@/content/site';
import { appConfig } from '@/lib/config';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page, e.g. "/about"; the canonical address is built from the site URL. */
  path: string;
  keywords?: readonly string[];
  /** Share image: an absolute URL or a path under the site. */
  image?: string;
  type?: 'website' | 'article';
  /** Keep out of search results (404, admin). */
  noindex?: boolean;
}

export interface ResolvedMeta {
  title: string;
  description: string;
  canonical: string;
  keywords: string;
  image: string;
  type: 'website' | 'article';
  noindex: boolean;
}

const BRAND_SEPARATOR = ' | ';

/** Adds the brand suffix unless the title already names the brand (spec section 1). */
export function withBrandSuffix(title: string, brand: string = site.name): string {
  const trimmed = title.trim();
  if (!trimmed) return brand;
  return trimmed.toLowerCase().includes(brand.toLowerCase())
    ? trimmed
    : `${trimmed}${BRAND_SEPARATOR}${brand}`;
}

export function absoluteUrl(pathOrUrl: string, siteUrl: string = appConfig.siteUrl): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return `${siteUrl}${path === '/' ? '/' : path.replace(/\/$/, '')}`;
}

/** `brand`: the site's name as saved in Settings > General (the config's until loaded). */
export function resolveMeta(
  meta: PageMeta,
  brand: string = site.name,
  siteUrl: string = appConfig.siteUrl,
): ResolvedMeta {
  return {
    title: withBrandSuffix(meta.title, brand),
    description: meta.description.trim(),
    canonical: absoluteUrl(meta.path, siteUrl),
    keywords: [...new Set([...(meta.keywords ?? []), ...site.keywords])].join(', '),
    image: absoluteUrl(meta.image ?? site.shareImage, siteUrl),
    type: meta.type ?? 'website',
    noindex: meta.noindex ?? false,
  };
}
