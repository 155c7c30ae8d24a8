import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { buttonVariants } from '@/components/ui/button-variants';
import { useCan } from '@/features/auth/session';
import { BackToProjects } from '@/features/projects/admin/BackToProjects';
import { ProjectImageCard } from '@/features/projects/admin/ProjectImageCard';
import { ProjectInfoCard } from '@/features/projects/admin/ProjectInfoCard';
import { ProjectLoadState } from '@/features/projects/admin/ProjectLoadState';
import { ProjectPortfolioCard } from '@/features/projects/admin/ProjectPortfolioCard';
import { adminProjectQueryOptions, prefetchProject } from '@/features/projects/admin/queries';
import { adminPaths } from '@/lib/admin-paths';
import type { ScreenPrefetch } from '@/lib/route-prefetch';

/** What a link to this screen reads ahead on intent (src/app/admin/routes.tsx, prefetchAdminScreen). */
export const prefetch: ScreenPrefetch = (client, { id = '' }) => prefetchProject(client, id);

const TITLE = 'Project Details';

/** /admin/projects/{id}: one project, read-only, with everything the public page shows (spec section 2). */
export default function AdminProjectDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(adminProjectQueryOptions(id));
  const canEdit = useCan('editContent');

  return (
    <ProjectLoadState query={query} title={TITLE}>
      {(project) => (
        <>
          <AdminPageHeader
            title={TITLE}
            description={project.title}
            actions={
              <>
                <BackToProjects />
                {canEdit ? (
                  <Link to={adminPaths.editProject(project.id)} className={buttonVariants()}>
                    <Pencil aria-hidden="true" />
                    Edit Project
                  </Link>
                ) : null}
              </>
            }
          />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
            <ProjectImageCard project={project} />
            <div className="flex min-w-0 flex-col gap-6">
              <ProjectInfoCard project={project} />
              <ProjectPortfolioCard project={project} />
            </div>
          </div>
        </>
      )}
    </ProjectLoadState>
  );
}
