import { serviceSlugs } from '@/content/services';

export interface PrerenderRoute {
  path: string;
  /** The page module the route renders (its chunk is preloaded by the generated HTML). */
  page: string;
}

/**
 * Routes whose content is static, prerendered to HTML at build time. Data-driven routes (post and project
 * detail) are served by the SPA shell; /blog takes its heading from the query string, so it is not
 * prerendered either (the HTML would not match every address it is served for).
 */
export const prerenderRoutes: readonly PrerenderRoute[] = [
  { path: '/', page: 'src/pages/site/HomePage.tsx' },
  { path: '/about', page: 'src/pages/site/AboutPage.tsx' },
  { path: '/services', page: 'src/pages/site/ServicesPage.tsx' },
  ...serviceSlugs.map((slug) => ({ path: `/services/${slug}`, page: 'src/pages/site/ServicePage.tsx' })),
  { path: '/packages', page: 'src/pages/site/PackagesPage.tsx' },
  { path: '/projects', page: 'src/pages/site/ProjectsPage.tsx' },
  { path: '/contact', page: 'src/pages/site/ContactPage.tsx' },
];

/** Public routes that exist but are not prerendered; listed in the sitemap all the same. */
export const clientRenderedSitemapRoutes: readonly string[] = ['/blog'];
