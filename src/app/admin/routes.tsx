import type { ComponentType } from 'react';
import { preload } from 'react-dom';
import { matchRoutes, parsePath, redirect, type RouteObject } from 'react-router-dom';
import { LoadingState } from '@/components/ui/spinner';
import { BLOG_POST_DEFAULTS } from '@/data/constants';
import { PublicOnly, RequireStaff } from '@/features/auth/guards';
import { AuthLayout } from '@/layouts/AuthLayout';
import {
  adminPaths,
  adminRoutes,
  legacyEditProjectPath,
  type AdminGroup,
  type AdminRouteId,
} from '@/lib/admin-paths';
import { ADMIN_BASE } from '@/lib/paths';
import { getQueryClient } from '@/lib/query-client';
import type { RoutePrefetch, ScreenPrefetch } from '@/lib/route-prefetch';
import { routePath } from '@/lib/route-path';
import { AdminRoot } from './AdminRoot';
import { AdminRouteError } from './AdminRouteError';

/** A screen's page module: its component and, if it reads anything first, what a link reads ahead. */
type PageModule = { default: ComponentType; prefetch?: ScreenPrefetch };
type ScreenModule = () => Promise<PageModule>;

/** The page modules (one lazy chunk each), by file: the manifest names each screen's page. */
const pageModules = import.meta.glob<PageModule>('/src/pages/admin/*Page.tsx');

function pageModule(page: string): ScreenModule {
  const load = pageModules[`/src/pages/admin/${page}.tsx`];
  if (!load) throw new Error(`src/lib/admin-paths.ts names ${page}, which src/pages/admin/ does not have.`);
  return load;
}

/**
 * The post editor shows its rich-text editor at once, and a new post its cover (the default image): Quill and
 * the image download beside the page, not after it has rendered.
 */
function withEditorAssets(load: ScreenModule, { newPost }: { newPost: boolean }): ScreenModule {
  return () => {
    void import('@/components/admin/rich-text-editor/quill-editor').catch(() => {});
    if (newPost) preload(BLOG_POST_DEFAULTS.image, { as: 'image', fetchPriority: 'high' });
    return load();
  };
}

/** Each screen of the manifest (src/lib/admin-paths.ts) and its page module. */
export const screenModules = Object.fromEntries(
  (Object.keys(adminRoutes) as AdminRouteId[]).map((id) => {
    const load = pageModule(adminRoutes[id].page);
    if (id === 'newBlogPost') return [id, withEditorAssets(load, { newPost: true })];
    if (id === 'editBlogPost') return [id, withEditorAssets(load, { newPost: false })];
    return [id, load];
  }),
) as Record<AdminRouteId, ScreenModule>;

const lazyPage = (load: ScreenModule) => async () => ({ Component: (await load()).default });

/** A group's screens as route objects under /admin ('' is the dashboard: the index route). */
const screenRoutes = (group: AdminGroup): RouteObject[] =>
  (Object.keys(adminRoutes) as AdminRouteId[])
    .filter((id) => adminRoutes[id].group === group)
    .map((id) => {
      const path = routePath(adminRoutes[id].path, ADMIN_BASE);
      const lazy = lazyPage(screenModules[id]);
      // The route id is the screen's: a link's prefetch finds the screen's data by it.
      return path === '' ? { id, index: true, lazy } : { id, path, lazy };
    });

const isScreenId = (id: string | undefined): id is AdminRouteId =>
  id !== undefined && Object.hasOwn(adminRoutes, id);

/**
 * How a link's intent (src/lib/route-prefetch.tsx) loads a screen: `code` its route modules, `data` the
 * first reads of its plain address, as its page module's `prefetch` says (an address with a query, a view
 * the person chose, reads nothing ahead).
 */
export const prefetchAdminScreen: RoutePrefetch = {
  code(path) {
    for (const { route } of matchRoutes(adminRouteObjects, path) ?? []) {
      if (typeof route.lazy === 'function') void route.lazy().catch(() => {});
    }
  },
  data(path) {
    const { pathname = '', search } = parsePath(path);
    const screen = matchRoutes(adminRouteObjects, pathname)?.at(-1);
    const id = screen?.route.id;
    if (!screen || !isScreenId(id) || search) return;
    void screenModules[id]()
      .then((page) => page.prefetch?.(getQueryClient(), screen.params))
      .catch(() => {});
  },
};

/** Until the first screen's route modules have loaded: the same as admin.html shows before the code starts. */
function ScreenFallback() {
  return (
    <div className="grid min-h-dvh place-items-center bg-background">
      <LoadingState label="Loading..." />
    </div>
  );
}

/**
 * The back office's route table (spec section 2): signed-out screens behind PublicOnly in the auth frame, staff
 * screens behind RequireStaff in the admin frame (which downloads after sign-in, not with the login screen).
 * A screen that fails to load or render shows its error inside the frame; the root catches the rest.
 */
export const adminRouteObjects: RouteObject[] = [
  {
    path: ADMIN_BASE,
    element: <AdminRoot prefetch={prefetchAdminScreen} />,
    errorElement: <AdminRouteError />,
    HydrateFallback: ScreenFallback,
    children: [
      {
        element: <PublicOnly />,
        children: [{ element: <AuthLayout />, children: screenRoutes('signedOut') }],
      },
      {
        element: <RequireStaff />,
        children: [
          {
            lazy: async () => ({ Component: (await import('@/layouts/AdminLayout')).AdminLayout }),
            children: [
              {
                errorElement: <AdminRouteError />,
                children: [
                  ...screenRoutes('staff'),
                  {
                    // The spec's other reading of the editor's address.
                    path: routePath(legacyEditProjectPath, ADMIN_BASE),
                    loader: ({ params }) => redirect(adminPaths.editProject(params.id ?? '')),
                  },
                  { path: '*', lazy: lazyPage(pageModule('AdminNotFoundPage')) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
