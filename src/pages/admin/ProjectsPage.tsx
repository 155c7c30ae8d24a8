import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { ListPager } from '@/components/admin/ListPager';
import { usePagedQuery } from '@/components/admin/use-paged-list';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { Project } from '@/data/models/project';
import { useCan } from '@/features/auth/session';
import { DeleteProjectDialog } from '@/features/projects/admin/DeleteProjectDialog';
import { ProjectsLoadError } from '@/features/projects/admin/ProjectsLoadError';
import { ProjectsTable } from '@/features/projects/admin/ProjectsTable';
import { projectsPageQueryOptions } from '@/features/projects/admin/queries';
import {
  ALL_STATUSES,
  isProjectStatusTab,
  PROJECT_STATUS_TABS,
  statusOfTab,
  type ProjectStatusTab,
} from '@/features/projects/admin/status-tabs';
import { useProjectsLoadErrorToast } from '@/features/projects/admin/useProjectsLoadErrorToast';
import { adminPaths } from '@/lib/admin-paths';

/** /admin/projects: projects a page at a time, by status tab; editors add, edit and delete (spec section 2). */
export default function ProjectsPage() {
  const [tab, setTab] = useState<ProjectStatusTab>(ALL_STATUSES);
  const list = usePagedQuery(tab, (request) => projectsPageQueryOptions(statusOfTab(tab), request));
  const { query } = list;
  const canEdit = useCan('editContent');
  const [deleting, setDeleting] = useState<Project | null>(null);
  useProjectsLoadErrorToast(query);

  return (
    <>
      <AdminPageHeader
        title="Projects"
        description="The portfolio and work in progress. Completed projects appear on the public website."
        actions={
          canEdit ? (
            <Link to={adminPaths.newProject} className={buttonVariants()}>
              <Plus aria-hidden="true" />
              Add New Project
            </Link>
          ) : null
        }
      />
      {query.isError ? (
        <ProjectsLoadError
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Tabs value={tab} onValueChange={(value) => isProjectStatusTab(value) && setTab(value)}>
          <TabsList aria-label="Filter projects by status">
            {PROJECT_STATUS_TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value={tab}>
            <Card className="overflow-hidden">
              <ProjectsTable projects={list.items} canEdit={canEdit} onDelete={setDeleting} />
              <ListPager label="Pages of projects" {...list.pager} />
            </Card>
          </TabsContent>
        </Tabs>
      )}
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
