import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { Alert } from '@/components/ui/alert';
import type { ProjectFields } from '@/data/schemas/project';
import { useCan } from '@/features/auth/session';
import { HistoryButton } from '@/features/history/admin';
import { BackToProjects } from '@/features/projects/admin/BackToProjects';
import { newProjectValues, projectFormValues } from '@/features/projects/admin/form-values';
import { projectMessages } from '@/features/projects/admin/messages';
import { PreviewLinksButton } from '@/features/previews/admin/PreviewLinksButton';
import { ProjectForm } from '@/features/projects/admin/ProjectForm';
import { ProjectLoadState } from '@/features/projects/admin/ProjectLoadState';
import {
  adminProjectQueryOptions,
  useCreateProject,
  useUpdateProject,
  prefetchProject,
} from '@/features/projects/admin/queries';
import { adminPaths } from '@/lib/admin-paths';
import { notify } from '@/lib/notify';
import type { ScreenPrefetch } from '@/lib/route-prefetch';

/** What a link to this screen reads ahead on intent (src/app/admin/routes.tsx, prefetchAdminScreen). */
export const prefetch: ScreenPrefetch = async (client, { id }) => {
  if (id) await prefetchProject(client, id);
};

const CREATE_TITLE = 'Create New Project';
const EDIT_TITLE = 'Edit Project';

/** /admin/projects/new and /admin/projects/{id}/edit (spec section 2, Admin project form). */
export default function ProjectFormPage() {
  const { id } = useParams();
  const canEdit = useCan('editContent');
  if (!canEdit) return <ReadOnlyNotice id={id} />;
  return id ? <EditProject id={id} /> : <CreateProject />;
}

function FormHeader({ title, history }: { title: string; history?: ReactNode }) {
  return (
    <AdminPageHeader
      title={title}
      actions={
        <>
          {history}
          <BackToProjects />
        </>
      }
    />
  );
}

/** Users read a project's history but restore nothing. */
function ReadOnlyNotice({ id }: { id: string | undefined }) {
  return (
    <>
      <FormHeader
        title={id ? EDIT_TITLE : CREATE_TITLE}
        history={id ? <HistoryButton collection="projects" docId={id} canRestore={false} /> : null}
      />
      <Alert
        variant="warning"
        title={projectMessages.readOnlyTitle}
        description={projectMessages.readOnlyDescription}
      />
    </>
  );
}

function CreateProject() {
  const navigate = useNavigate();
  const create = useCreateProject();

  async function save(values: ProjectFields) {
    try {
      await create.mutateAsync(values);
    } catch (error) {
      notify.error(projectMessages.createFailed, projectMessages.saveFailedDescription);
      throw error;
    }
    notify.success(projectMessages.created);
    navigate(adminPaths.projects);
  }

  return (
    <>
      <FormHeader title={CREATE_TITLE} />
      <ProjectForm
        defaultValues={newProjectValues()}
        submitLabel="Create Project"
        busyLabel="Creating..."
        onSubmit={save}
      />
    </>
  );
}

function EditProject({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useQuery(adminProjectQueryOptions(id));
  const update = useUpdateProject();
  // Each restore reloads the form with the restored project.
  const [restores, setRestores] = useState(0);

  async function save(values: ProjectFields) {
    try {
      await update.mutateAsync({ id, input: values });
    } catch (error) {
      notify.error(projectMessages.updateFailed, projectMessages.saveFailedDescription);
      throw error;
    }
    notify.success(projectMessages.updated);
    navigate(adminPaths.projects);
  }

  return (
    <ProjectLoadState query={query} title={EDIT_TITLE}>
      {(project) => (
        <>
          <FormHeader
            title={EDIT_TITLE}
            history={
              <>
                {/* A project the public cannot see yet can be shown to a client by link. */}
                {project.status === 'Completed' ? null : (
                  <PreviewLinksButton collection="projects" docId={project.id} savedAt={project.updatedAt} />
                )}
                <HistoryButton
                  collection="projects"
                  docId={project.id}
                  canRestore
                  onRestored={() => setRestores((count) => count + 1)}
                />
              </>
            }
          />
          <ProjectForm
            key={`${project.id}:${restores}`}
            defaultValues={projectFormValues(project)}
            submitLabel="Update Project"
            busyLabel="Updating..."
            onSubmit={save}
          />
        </>
      )}
    </ProjectLoadState>
  );
}
