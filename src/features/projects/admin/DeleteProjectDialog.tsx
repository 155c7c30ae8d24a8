import { ConfirmDialog } from '@/components/ui/alert-dialog';
import type { Project } from '@/data/schemas/project';
import { isStoreError } from '@/data/store';
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
    try {
      await deletion.mutateAsync(project.id);
    } catch (error) {
      if (isStoreError(error, 'not-found')) {
        notify.error(projectMessages.deleteFailed, 'It may already have been deleted.');
        return;
      }
      notify.error(projectMessages.deleteError, 'Please try again.');
      throw error; // keeps the dialog open for another try
    }
    notify.success(projectMessages.deleted);
    onDeleted?.();
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
