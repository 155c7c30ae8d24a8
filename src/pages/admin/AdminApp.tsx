import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { routePath } from '@/lib/route-path';
import { QueryProvider } from '@/lib/QueryProvider';
import { AuthLayout } from '@/layouts/AuthLayout';
import { HydrationMark } from '@/layouts/HydrationMark';
import { LoadingState } from '@/components/ui/spinner';
import { requireAppCheckBeforeData } from '@/data/store';
import { PublicOnly, RequireStaff } from '@/features/auth/guards';
import { SessionProvider } from '@/features/auth/session';
import { LegacyProjectEditRedirect } from '@/features/projects/admin/LegacyProjectEditRedirect';
import { adminRoutes, legacyEditProjectPath, type AdminGroup, type AdminRouteId } from '@/lib/admin-paths';
import { ADMIN_BASE } from '@/lib/paths';
import { usePreferences } from '@/stores/preferences';

// The signed-in frame (sidebar, menus, notifications) loads after sign-in, not on the login screens.
const AdminLayout = lazy(() =>
  import('@/layouts/AdminLayout').then((module) => ({ default: module.AdminLayout })),
);
const LoginPage = lazy(() => import('./LoginPage'));
const LoginWithLinkPage = lazy(() => import('./LoginWithLinkPage'));
const VerifyLinkPage = lazy(() => import('./VerifyLinkPage'));
const DashboardPage = lazy(() => import('./DashboardPage'));
const BlogPostsPage = lazy(() => import('./BlogPostsPage'));
const BlogPostEditorPage = lazy(() => import('./BlogPostEditorPage'));
const ProjectsPage = lazy(() => import('./ProjectsPage'));
const ProjectFormPage = lazy(() => import('./ProjectFormPage'));
const AdminProjectDetailPage = lazy(() => import('./AdminProjectDetailPage'));
const InquiriesPage = lazy(() => import('./InquiriesPage'));
const SubscribersPage = lazy(() => import('./SubscribersPage'));
const UsersPage = lazy(() => import('./UsersPage'));
const SettingsPage = lazy(() => import('./SettingsPage'));
const ActivityPage = lazy(() => import('./ActivityPage'));
const RecentlyDeletedPage = lazy(() => import('./RecentlyDeletedPage'));
const AdminNotFoundPage = lazy(() => import('./AdminNotFoundPage'));

/** The page of each screen in the manifest (src/lib/admin-paths.ts); one lazy chunk per page. */
export const screenPages: Record<AdminRouteId, ComponentType> = {
  login: LoginPage,
  loginWithLink: LoginWithLinkPage,
  verifyLink: VerifyLinkPage,
  dashboard: DashboardPage,
  blogPosts: BlogPostsPage,
  newBlogPost: BlogPostEditorPage,
  editBlogPost: BlogPostEditorPage,
  projects: ProjectsPage,
  newProject: ProjectFormPage,
  project: AdminProjectDetailPage,
  editProject: ProjectFormPage,
  inquiries: InquiriesPage,
  subscribers: SubscribersPage,
  users: UsersPage,
  settings: SettingsPage,
  activity: ActivityPage,
  recentlyDeleted: RecentlyDeletedPage,
};
const screens = (group: AdminGroup) =>
  (Object.keys(adminRoutes) as AdminRouteId[])
    .filter((id) => adminRoutes[id].group === group)
    .map((id) => ({ path: routePath(adminRoutes[id].path, ADMIN_BASE), Page: screenPages[id] }));
const signedOutScreens = screens('signedOut');
const staffScreens = screens('staff');

/** A screen's route: '' (the dashboard) is the index route. */
function screenRoute({ path, Page }: { path: string; Page: ComponentType }) {
  return path === '' ? (
    <Route key={path} index element={<Page />} />
  ) : (
    <Route key={path} path={path} element={<Page />} />
  );
}

// Every back-office request carries App Check's token (also when /admin is reached from a public page).
requireAppCheckBeforeData();

/** Dark mode is an admin preference: the class lives on <html> while the admin is open (no flash: admin-theme.js). */
function useAdminTheme() {
  const darkMode = usePreferences((preferences) => preferences.darkMode);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', darkMode);
    return () => root.classList.remove('dark');
  }, [darkMode]);
}

function ScreenFallback() {
  return (
    <div className="grid min-h-64 place-items-center">
      <LoadingState label="Loading..." />
    </div>
  );
}

/**
 * The back office's route table, from its manifest: signed-out screens behind PublicOnly in the auth frame,
 * staff screens behind RequireStaff in the admin frame.
 */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<PublicOnly />}>
        <Route element={<AuthLayout />}>{signedOutScreens.map(screenRoute)}</Route>
      </Route>
      <Route element={<RequireStaff />}>
        <Route element={<AdminLayout />}>
          {staffScreens.map(screenRoute)}
          <Route
            path={routePath(legacyEditProjectPath, ADMIN_BASE)}
            element={<LegacyProjectEditRedirect />}
          />
          <Route path="*" element={<AdminNotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

/**
 * The back office: its own providers and routes (from its route manifest, src/lib/admin-paths.ts), loaded
 * only under /admin (never by public pages).
 */
export default function AdminApp() {
  useAdminTheme();
  return (
    <QueryProvider>
      <SessionProvider>
        <Suspense fallback={<ScreenFallback />}>
          <AdminRoutes />
          <HydrationMark />
        </Suspense>
      </SessionProvider>
    </QueryProvider>
  );
}
