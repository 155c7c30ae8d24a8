export interface SiteRoute {
  /** The address, in React Router's pattern syntax. */
  path: string;
}

/**
 * The public site's route manifest: each page's address, defined once by route id. The router
 * (src/app/routes.tsx: the page of each id), the prerender list (src/app/prerender-routes.ts: each id's
 * module and data) and `paths` below derive from it; both must cover every id (Records over SiteRouteId).
 * The back office's manifest is src/lib/admin-paths.ts, so that public pages never carry its addresses.
 */
export const siteRoutes = {
  home: { path: '/' },
  about: { path: '/about' },
  services: { path: '/services' },
  service: { path: '/services/:slug' },
  packages: { path: '/packages' },
  blog: { path: '/blog' },
  /** The blog's numbered pages, and each category's and tag's (lib/listing.ts): every post has a page. */
  blogPage: { path: '/blog/page/:page' },
  blogCategory: { path: '/blog/category/:term' },
  blogCategoryPage: { path: '/blog/category/:term/page/:page' },
  blogTag: { path: '/blog/tag/:term' },
  blogTagPage: { path: '/blog/tag/:term/page/:page' },
  /** By slug, or by id for a post stored before slugs existed. */
  blogPost: { path: '/blog/:id' },
  projects: { path: '/projects' },
  /** The portfolio's numbered pages, and each category's. */
  projectsPage: { path: '/projects/page/:page' },
  projectsCategory: { path: '/projects/category/:term' },
  projectsCategoryPage: { path: '/projects/category/:term/page/:page' },
  project: { path: '/projects/:id' },
  contact: { path: '/contact' },
  /**
   * A shared preview of a draft post or project (models/preview.ts): never prerendered, never in the
   * sitemap, noindex (the page's meta and Hosting's X-Robots-Tag header).
   */
  preview: { path: '/preview/:token' },
} as const satisfies Record<string, SiteRoute>;

export type SiteRouteId = keyof typeof siteRoutes;

/** Old addresses the router sends on (replacing the history entry). */
export const siteRedirects = [{ from: '/home', to: siteRoutes.home.path }] as const;

/** Where the back office starts: the one admin address public code knows (the router mounts it there). */
export const ADMIN_BASE = '/admin';

/** The names of a pattern's `:params`, e.g. 'id' for '/projects/:id'. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern with its params filled in as given (not encoded: ids and slugs are URL-safe). */
export function fillPath<Pattern extends string>(
  pattern: Pattern,
  params: Record<ParamNames<Pattern>, string>,
): string {
  const values: Record<string, string> = params;
  return pattern.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '');
}

/** A manifest's addresses by route id (patterns with params are overridden by functions that fill them). */
export function pathsOf<Routes extends Record<string, { path: string }>>(
  routes: Routes,
): { [Id in keyof Routes]: Routes[Id]['path'] } {
  // Object.fromEntries types its keys as string; the mapped type above is what it builds.
  return Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, route.path])) as {
    [Id in keyof Routes]: Routes[Id]['path'];
  };
}

/** Every public address; links and tests use these. */
export const paths = {
  ...pathsOf(siteRoutes),
  service: (slug: string) => fillPath(siteRoutes.service.path, { slug }),
  project: (id: string) => fillPath(siteRoutes.project.path, { id }),
  /** A post by id or slug; for a post you have, use postPath(post). */
  blogPost: (idOrSlug: string) => fillPath(siteRoutes.blogPost.path, { id: idOrSlug }),
  blogPage: (page: string) => fillPath(siteRoutes.blogPage.path, { page }),
  blogCategory: (term: string) => fillPath(siteRoutes.blogCategory.path, { term }),
  blogCategoryPage: (term: string, page: string) =>
    fillPath(siteRoutes.blogCategoryPage.path, { term, page }),
  blogTag: (term: string) => fillPath(siteRoutes.blogTag.path, { term }),
  blogTagPage: (term: string, page: string) => fillPath(siteRoutes.blogTagPage.path, { term, page }),
  projectsPage: (page: string) => fillPath(siteRoutes.projectsPage.path, { page }),
  projectsCategory: (term: string) => fillPath(siteRoutes.projectsCategory.path, { term }),
  projectsCategoryPage: (term: string, page: string) =>
    fillPath(siteRoutes.projectsCategoryPage.path, { term, page }),
  preview: (token: string) => fillPath(siteRoutes.preview.path, { token }),
} as const;

/** A post's public address: /blog/<slug>, or /blog/<id> for a post stored before slugs existed. */
export function postPath(post: { id: string; slug: string }): string {
  return paths.blogPost(post.slug || post.id);
}
