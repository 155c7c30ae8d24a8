import type { ReactElement, ReactNode } from 'react';
import { createRoutesFromChildren, matchPath, matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { listAllPublishedPosts } from '@/data/repos/blog-posts';
import { listAllCompletedProjects } from '@/data/repos/projects';
import { getSiteSettings } from '@/data/repos/site-settings';
import { seedCollections } from '@/data/seed';
import { setStore } from '@/data/store';
import { createMemoryStore } from '@/data/store/memory-store';
import { adminPaths, adminRoutes, legacyEditProjectPath } from '@/lib/admin-paths';
import { ADMIN_BASE, paths, siteRedirects, siteRoutes, type SiteRouteId } from '@/lib/paths';
import { adminRouteObjects, screenModules } from './admin/routes';
import { contentRoutes, notFoundRoute, pageModules, staticRoutes } from './prerender-routes';
import { AppRoutes, pageLoaders } from './routes';

const routeIds = Object.keys(siteRoutes) as SiteRouteId[];
/**
 * Routes rendered in the browser only (firebase.json rewrites them to the app shell): a shared preview of a
 * draft, which must never be prerendered or listed in the sitemap.
 */
const CLIENT_RENDERED_ROUTES: readonly SiteRouteId[] = ['preview'];

/** Every full path route objects declare ('' parts joined; layout routes add none). */
function routeObjectPaths(objects: RouteObject[], parent = '/'): string[] {
  return objects.flatMap((route) => {
    const here = route.index
      ? parent
      : route.path?.startsWith('/')
        ? route.path
        : route.path
          ? `${parent.replace(/\/$/, '')}/${route.path}`
          : parent;
    const own = route.index || route.path ? [here] : [];
    return [...own, ...routeObjectPaths(route.children ?? [], here)];
  });
}
/** Every full path a <Routes> element declares. */
const routerPaths = (routes: ReactElement<{ children?: ReactNode }>) =>
  routeObjectPaths(createRoutesFromChildren(routes.props.children));

/** What each helper gives, called with 'x' and '2' for its params, without its query string. */
const helperOutputs = (helpers: Record<string, string | ((value: string, other: string) => string)>) =>
  Object.values(helpers).map((helper) =>
    typeof helper === 'string' ? helper : helper('x', '2').replace(/\?.*/, ''),
  );
const matches = (pattern: string, path: string) => matchPath({ path: pattern, end: true }, path) !== null;
/** The pattern the router picks for a path (its ranking: '/projects/new' before '/projects/:id'). */
const routeFor = (patterns: string[], path: string) =>
  matchRoutes(
    patterns.map((pattern) => ({ path: pattern })),
    path,
  )?.[0]?.route.path;

interface PageExports {
  default: unknown;
}
const sitePageFiles = Object.keys(import.meta.glob('/src/pages/site/*Page.tsx'));
const adminPageFiles = Object.keys(import.meta.glob('/src/pages/admin/*Page.tsx'));

describe('the public route manifest', () => {
  it('is the router: every route it declares and nothing else', () => {
    const expected = [
      ...Object.values(siteRoutes).map((route) => route.path),
      ...siteRedirects.map((redirect) => redirect.from),
      '/*',
    ];
    expect(routerPaths(AppRoutes()).sort()).toEqual(expected.sort());
  });

  it('loads in the router the very page module the prerender preloads, for every page of src/pages/site', async () => {
    const pairs = Object.entries(pageLoaders) as [keyof typeof pageModules, () => Promise<PageExports>][];
    for (const [id, load] of pairs) {
      const named = (await import(/* @vite-ignore */ `/${pageModules[id]}`)) as PageExports;
      expect((await load()).default, id).toBe(named.default);
    }
    expect([...new Set(Object.values(pageModules).map((file) => `/${file}`))].sort()).toEqual(
      sitePageFiles.sort(),
    );
  });

  it('has a path helper for every route, and every helper is a route', () => {
    const patterns = Object.values(siteRoutes).map((route) => route.path);
    const outputs = helperOutputs(paths);
    const served = outputs.map((path) => routeFor(patterns, path));
    expect(served, 'a helper leads nowhere').not.toContain(undefined);
    expect([...new Set(served)].sort(), 'routes without a helper').toEqual([...patterns].sort());
  });

  it('is the prerender list: each route is prerendered with its own page module', async () => {
    setStore(createMemoryStore({ seed: seedCollections }));
    const [posts, projects, settings] = await Promise.all([
      listAllPublishedPosts(),
      listAllCompletedProjects(),
      getSiteSettings(),
    ]);
    // Enough copies that every list has a second page (/blog/page/2, /projects/category/…/page/2).
    const many = <T extends { id: string }>(items: T[], copies: number) =>
      Array.from({ length: copies }, (_, copy) =>
        items.map((item) => ({ ...item, id: `${item.id}-${copy}` })),
      ).flat();
    const prerendered = [
      ...staticRoutes,
      ...contentRoutes({ posts: many(posts, 20), projects: many(projects, 30), settings, liveAsOf: null }),
    ];
    for (const route of prerendered) {
      const owners = routeIds.filter((id) => matches(siteRoutes[id].path, route.path));
      expect(
        owners.map((id) => pageModules[id]),
        route.path,
      ).toEqual([route.page]);
    }
    // Every route is prerendered, but those the browser alone renders (never prerendered, so never in the
    // sitemap either).
    for (const id of routeIds) {
      expect(
        prerendered.some(
          (route) => route.page === pageModules[id] && matches(siteRoutes[id].path, route.path),
        ),
        id,
      ).toBe(!CLIENT_RENDERED_ROUTES.includes(id));
    }
    expect(notFoundRoute.page).toBe(pageModules.notFound);
  });
});

describe('the back office route manifest', () => {
  it('is the admin router: every screen it declares and nothing else', () => {
    const expected = [
      ADMIN_BASE,
      ...Object.values(adminRoutes).map((route) => route.path),
      legacyEditProjectPath,
      `${ADMIN_BASE}/*`,
    ];
    expect([...new Set(routeObjectPaths(adminRouteObjects))].sort()).toEqual([...new Set(expected)].sort());
  });

  it('gives its screens every page module of src/pages/admin (and the not-found page)', async () => {
    const pages = await Promise.all(Object.values(screenModules).map(async (load) => (await load()).default));
    expect(new Set(pages).size + 1).toBe(adminPageFiles.length);
  });

  it('has a path helper for every screen, and every helper is a screen', () => {
    const patterns = Object.values(adminRoutes).map((route) => route.path);
    const outputs = helperOutputs(adminPaths);
    const served = outputs.map((path) => routeFor(patterns, path));
    expect(served, 'a helper leads nowhere').not.toContain(undefined);
    expect([...new Set(served)].sort(), 'routes without a helper').toEqual([...patterns].sort());
  });
});

it('keeps the public manifest free of back-office addresses', () => {
  const admin = new Set<string>(Object.values(adminRoutes).map((route) => route.path));
  for (const { path } of Object.values(siteRoutes)) expect(admin.has(path), path).toBe(false);
});
