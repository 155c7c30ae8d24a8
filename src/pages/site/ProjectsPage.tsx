import { withQueryProvider } from '@/app/QueryProvider';
import { CallToAction } from '@/components/site/CallToAction';
import { PageHero } from '@/components/site/PageHero';
import { projectsPage } from '@/content/projects-page';
import { FeaturedProjectSection } from '@/features/projects/FeaturedProject';
import { ProjectsBrowser } from '@/features/projects/ProjectsBrowser';
import { ProjectsStats } from '@/features/projects/ProjectsStats';
import { paths } from '@/lib/paths';
import { Seo } from '@/seo/Seo';

/** /projects: the portfolio of Completed projects with its category filter. */
export default withQueryProvider(function ProjectsPage() {
  return (
    <>
      <Seo
        title={projectsPage.seo.title}
        description={projectsPage.seo.description}
        keywords={projectsPage.seo.keywords}
        path={paths.projects}
      />
      <PageHero
        eyebrow={projectsPage.hero.eyebrow}
        title={projectsPage.hero.title}
        description={projectsPage.hero.description}
        className="pb-10 sm:pb-12"
      />
      <ProjectsStats />
      <FeaturedProjectSection />
      <ProjectsBrowser />
      <CallToAction title={projectsPage.cta.title} description={projectsPage.cta.description} />
    </>
  );
});
