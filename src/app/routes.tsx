import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SiteLayout } from '@/layouts/SiteLayout';
import { siteRedirects, siteRoutes, type SiteRouteId } from '@/lib/paths';
import { routePath } from '@/lib/route-path';

// One lazy chunk per page. The prerender names the same modules (prerender-routes.ts: pageModules);
// route-manifest.test.tsx checks that each pair is the same module.
type PageLoader = () => Promise<{ default: ComponentType }>;
const blogPage: PageLoader = () => import('@/pages/site/BlogPage');
const projectsPage: PageLoader = () => import('@/pages/site/ProjectsPage');
export const pageLoaders: Record<SiteRouteId | 'notFound', PageLoader> = {
  home: () => import('@/pages/site/HomePage'),
  about: () => import('@/pages/site/AboutPage'),
  services: () => import('@/pages/site/ServicesPage'),
  service: () => import('@/pages/site/ServicePage'),
  packages: () => import('@/pages/site/PackagesPage'),
  blog: blogPage,
  blogPage,
  blogCategory: blogPage,
  blogCategoryPage: blogPage,
  blogTag: blogPage,
  blogTagPage: blogPage,
  blogPost: () => import('@/pages/site/BlogPostPage'),
  projects: projectsPage,
  projectsPage,
  projectsCategory: projectsPage,
  projectsCategoryPage: projectsPage,
  project: () => import('@/pages/site/ProjectDetailPage'),
  contact: () => import('@/pages/site/ContactPage'),
  preview: () => import('@/pages/site/PreviewPage'),
  notFound: () => import('@/pages/site/NotFoundPage'),
};
// One lazy component per module, so that moving between a list's pages keeps the page mounted.
const lazyPages = new Map<PageLoader, ComponentType>();
const lazyPage = (loader: PageLoader) => {
  let page = lazyPages.get(loader);
  if (!page) {
    page = lazy(loader);
    lazyPages.set(loader, page);
  }
  return page;
};
const pages = (Object.keys(siteRoutes) as SiteRouteId[]).map((id) => ({
  path: siteRoutes[id].path,
  Page: lazyPage(pageLoaders[id]),
}));
const NotFoundPage = lazyPage(pageLoaders.notFound);

/**
 * The public site's route table (spec section 2), from its route manifest (src/lib/paths.ts). The back office
 * is another page with its own entry and router (admin.html, src/app/admin/): Hosting sends /admin/** there.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {pages.map(({ path, Page }) =>
          path === '/' ? (
            <Route key={path} index element={<Page />} />
          ) : (
            <Route key={path} path={routePath(path)} element={<Page />} />
          ),
        )}
        {siteRedirects.map(({ from, to }) => (
          <Route key={from} path={routePath(from)} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
