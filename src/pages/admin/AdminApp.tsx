import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { QueryProvider } from '@/app/QueryProvider';
import { AuthLayout } from '@/components/layout/AuthLayout';
import { HydrationMark } from '@/components/layout/HydrationMark';
import { LoadingState } from '@/components/ui/spinner';
import { requireAppCheckBeforeData } from '@/data/store';
import { PublicOnly, RequireStaff } from '@/features/auth/guards';
import { SessionProvider } from '@/features/auth/session';
import { LegacyProjectEditRedirect } from '@/features/projects/admin/LegacyProjectEditRedirect';
import { usePreferences } from '@/stores/preferences';

// The signed-in frame (sidebar, menus, notifications) loads after sign-in, not on the login screens.
const AdminLayout = lazy(() =>
  import('@/components/layout/AdminLayout').then((module) => ({ default: module.AdminLayout })),
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
const AdminNotFoundPage = lazy(() => import('./AdminNotFoundPage'));

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

/** The back office: its own providers and routes, loaded only under /admin (never by public pages). */
export default function AdminApp() {
  useAdminTheme();
  return (
    <QueryProvider>
      <SessionProvider>
        <Suspense fallback={<ScreenFallback />}>
          <Routes>
            <Route element={<PublicOnly />}>
              <Route element={<AuthLayout />}>
                <Route path="login" element={<LoginPage />} />
                <Route path="login-with-otp" element={<LoginWithLinkPage />} />
                <Route path="verify-otp" element={<VerifyLinkPage />} />
              </Route>
            </Route>
            <Route element={<RequireStaff />}>
              <Route element={<AdminLayout />}>
                <Route index element={<DashboardPage />} />
                <Route path="blog-posts" element={<BlogPostsPage />} />
                <Route path="blog-posts/new" element={<BlogPostEditorPage />} />
                <Route path="blog-posts/:id/edit" element={<BlogPostEditorPage />} />
                <Route path="projects" element={<ProjectsPage />} />
                <Route path="projects/new" element={<ProjectFormPage />} />
                <Route path="projects/:id" element={<AdminProjectDetailPage />} />
                <Route path="projects/:id/edit" element={<ProjectFormPage />} />
                <Route path="projects/edit/:id" element={<LegacyProjectEditRedirect />} />
                <Route path="inquiries" element={<InquiriesPage />} />
                <Route path="subscribers" element={<SubscribersPage />} />
                <Route path="users" element={<UsersPage />} />
                <Route path="settings" element={<SettingsPage />} />
                <Route path="*" element={<AdminNotFoundPage />} />
              </Route>
            </Route>
          </Routes>
          <HydrationMark />
        </Suspense>
      </SessionProvider>
    </QueryProvider>
  );
}
