import { ConfirmDialog } from '@/components/ui/alert-dialog';
import type { Project } from '@/data/models/project';
import { notify } from '@/lib/notify';
import { projectMessages } from './messages';
import { useDeleteProject } from './queries';

interface DeleteProjectDialogProps {
  /** null: closed. */
  project: Project | null;
  onClose: () => void;
  /** After the project is gone (e.g. leave its detail page). */
  onDeleted?: () => void;
}

/** "Are you sure?" before deleting a project, with the spec's toasts; a failed delete can be retried. */
export function DeleteProjectDialog({ project, onClose, onDeleted }: DeleteProjectDialogProps) {
  const deletion = useDeleteProject();

  async function confirm() {
    if (!project) return;
    let deleted: boolean;
    try {
      deleted = await deletion.mutateAsync(project.id);
    } catch (error) {
      notify.error(projectMessages.deleteError, 'Please try again.');
      throw error; // keeps the dialog open for another try
    }
    if (deleted) {
      notify.success(projectMessages.deleted);
      onDeleted?.();
    } else {
      notify.error(projectMessages.deleteFailed, 'It may already have been deleted.');
    }
  }

  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete Project"
      description={`Are you sure you want to delete "${project?.title ?? ''}"? This action cannot be undone.`}
      confirmLabel="Delete"
      destructive
      onConfirm={confirm}
    />
  );
}
