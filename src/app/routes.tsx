import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SiteLayout } from '@/components/layout/SiteLayout';

const HomePage = lazy(() => import('@/pages/site/HomePage'));
const AboutPage = lazy(() => import('@/pages/site/AboutPage'));
const ServicesPage = lazy(() => import('@/pages/site/ServicesPage'));
const ServicePage = lazy(() => import('@/pages/site/ServicePage'));
const PackagesPage = lazy(() => import('@/pages/site/PackagesPage'));
const ProjectsPage = lazy(() => import('@/pages/site/ProjectsPage'));
const ProjectDetailPage = lazy(() => import('@/pages/site/ProjectDetailPage'));
const BlogPage = lazy(() => import('@/pages/site/BlogPage'));
const BlogPostPage = lazy(() => import('@/pages/site/BlogPostPage'));
const ContactPage = lazy(() => import('@/pages/site/ContactPage'));
const NotFoundPage = lazy(() => import('@/pages/site/NotFoundPage'));
// The back office is one lazy chunk tree of its own: public pages never download it (or Firebase Auth).
const AdminApp = lazy(() => import('@/pages/admin/AdminApp'));

/** The route table (spec section 2). Pages are lazy chunks; /admin/* is the back office's own route tree. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="admin/*"
        element={
          <Suspense fallback={null}>
            <AdminApp />
          </Suspense>
        }
      />
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<Navigate to="/" replace />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="services/:slug" element={<ServicePage />} />
        <Route path="packages" element={<PackagesPage />} />
        <Route path="projects" element={<ProjectsPage />} />
        <Route path="projects/:id" element={<ProjectDetailPage />} />
        <Route path="blog" element={<BlogPage />} />
        <Route path="blog/:id" element={<BlogPostPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
