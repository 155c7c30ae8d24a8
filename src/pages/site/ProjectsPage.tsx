import { Navigate, useLocation } from 'react-router-dom';
import { withQueryProvider } from '@/lib/QueryProvider';
import { CallToAction } from '@/components/site/CallToAction';
import { PageHero } from '@/components/site/PageHero';
import { projectsPage } from '@/content/projects-page';
import { FeaturedProjectSection } from '@/features/projects/FeaturedProject';
import { ProjectsBrowser } from '@/features/projects/ProjectsBrowser';
import { ProjectsStats } from '@/features/projects/ProjectsStats';
import { parseProjectsListPath, projectsListPath } from '@/lib/list-paths';
import { Seo } from '@/seo/Seo';
import { projectCategoryName } from '@/features/projects/listing';
import NotFoundPage from './NotFoundPage';

/** /projects and its category and numbered pages: the portfolio of Completed projects. */
export default withQueryProvider(function ProjectsPage() {
  const { pathname } = useLocation();
  const address = parseProjectsListPath(pathname);
  if (!address) return <NotFoundPage />;
  // /projects/page/1 is /projects.
  if (/\/page\/1\/?$/.test(pathname)) return <Navigate to={projectsListPath(address)} replace />;
  const category = address.term ? projectCategoryName(address.term) : null;
  const listTitle = category ? `${category} Projects` : projectsPage.seo.title;
  const seoTitle = address.page > 1 ? `${listTitle}, page ${address.page}` : listTitle;
  return (
    <>
      <Seo
        title={seoTitle}
        description={projectsPage.seo.description}
        keywords={projectsPage.seo.keywords}
        path={projectsListPath(address)}
      />
      <PageHero
        eyebrow={projectsPage.hero.eyebrow}
        title={projectsPage.hero.title}
        description={projectsPage.hero.description}
        className="pb-10 sm:pb-12"
      />
      <ProjectsStats />
      <FeaturedProjectSection />
      <ProjectsBrowser address={address} />
      <CallToAction title={projectsPage.cta.title} description={projectsPage.cta.description} />
    </>
  );
});
