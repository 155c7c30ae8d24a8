import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { ListPager } from '@/components/admin/ListPager';
import { useListParam } from '@/components/admin/use-list-params';
import { useWordSearch } from '@/components/admin/use-word-search';
import { usePagedQuery } from '@/components/admin/use-paged-list';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { Project } from '@/data/schemas/project';
import { useCan } from '@/features/auth/session';
import { DeleteProjectDialog } from '@/features/projects/admin/DeleteProjectDialog';
import { ProjectsLoadError } from '@/features/projects/admin/ProjectsLoadError';
import { ProjectSearchField } from '@/features/projects/admin/ProjectSearchField';
import { ProjectsTable } from '@/features/projects/admin/ProjectsTable';
import { projectsPageQueryOptions, prefetchProjectList } from '@/features/projects/admin/queries';
import {
  isProjectStatusTab,
  PROJECT_SEARCH_PARAM,
  PROJECT_STATUS_TABS,
  projectListFilter,
  projectStatusTabParam,
} from '@/features/projects/admin/status-tabs';
import { adminPaths } from '@/lib/admin-paths';
import { usePrefetchOnIntent } from '@/lib/route-prefetch';
import type { ScreenPrefetch } from '@/lib/route-prefetch';

/** What a link to this screen reads ahead on intent (src/app/admin/routes.tsx, prefetchAdminScreen). */
export const prefetch: ScreenPrefetch = (client) => prefetchProjectList(client);

/**
 * /admin/projects: projects a page at a time, by status tab, or those whose title or client hold the
 * words searched for, among all of them; editors add, edit and delete (spec section 2).
 */
export default function ProjectsPage() {
  const intentProps = usePrefetchOnIntent();
  const [tab, setTab] = useListParam(projectStatusTabParam, { resetsPage: true });
  const {
    text: search,
    setText: setSearch,
    query: searched,
    searchable,
  } = useWordSearch(PROJECT_SEARCH_PARAM);
  const list = usePagedQuery((request) =>
    projectsPageQueryOptions(projectListFilter(tab, searched), request),
  );
  const { query } = list;
  const canEdit = useCan('editContent');
  const [deleting, setDeleting] = useState<Project | null>(null);

  return (
    <>
      <AdminPageHeader
        title="Projects"
        description="The portfolio and work in progress. Completed projects appear on the public website."
        actions={
          canEdit ? (
            <Link
              to={adminPaths.newProject}
              {...intentProps(adminPaths.newProject)}
              className={buttonVariants()}
            >
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
              <ProjectSearchField value={search} onChange={setSearch} searchable={searchable} />
              <ListPager label="Pages of projects" {...list.pager} />
              <ProjectsTable projects={list.items} canEdit={canEdit} onDelete={setDeleting} />
            </Card>
          </TabsContent>
        </Tabs>
      )}
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
