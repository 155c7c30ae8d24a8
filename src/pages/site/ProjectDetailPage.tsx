import { withQueryProvider } from '@/lib/QueryProvider';
import { useLocation, useParams } from 'react-router-dom';
import { projectDetailPage } from '@/content/projects-page';
import { ProjectDetail } from '@/features/projects/ProjectDetail';
import {
  ProjectDetailSkeleton,
  ProjectLoadError,
  ProjectNotFound,
} from '@/features/projects/ProjectDetailStates';
import { useCurrentProject } from '@/features/projects/queries';
import { paths } from '@/lib/paths';
import { buildBreadcrumbJsonLd, buildCreativeWorkJsonLd } from '@/seo/json-ld';
import { Seo } from '@/seo/Seo';

/** /projects/:id: one Completed project's case study, or its loading, error and not-found states. */
export default withQueryProvider(function ProjectDetailPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const { query, project } = useCurrentProject(id);

  if (query.isPending) {
    return (
      <>
        <Seo
          title={projectDetailPage.seoFallback.title}
          description={projectDetailPage.seoFallback.description}
          path={pathname}
        />
        <ProjectDetailSkeleton />
      </>
    );
  }

  // Only a failed first load: a failed background refresh keeps the project shown (see BlogPostPage).
  if (query.isLoadingError) {
    return (
      <>
        <Seo
          title={projectDetailPage.seoFallback.title}
          description={projectDetailPage.seoFallback.description}
          path={pathname}
          noindex
        />
        <ProjectLoadError retrying={query.isFetching} onRetry={() => void query.refetch()} />
      </>
    );
  }

  if (!project) {
    return (
      <>
        <Seo
          title={projectDetailPage.notFound.title}
          description={projectDetailPage.notFound.description}
          path={pathname}
          noindex
        />
        <ProjectNotFound />
      </>
    );
  }

  const path = paths.project(project.id);
  const description = project.description || projectDetailPage.seoFallback.description;
  return (
    <>
      <Seo
        title={project.title}
        description={description}
        path={path}
        image={project.image}
        type="article"
        keywords={[project.category, ...project.technologies].filter(Boolean)}
        jsonLd={[
          buildCreativeWorkJsonLd({ ...project, description, path }),
          buildBreadcrumbJsonLd([
            { name: 'Home', path: paths.home },
            { name: 'Projects', path: paths.projects },
            { name: project.title, path },
          ]),
        ]}
      />
      <ProjectDetail project={project} />
    </>
  );
});
