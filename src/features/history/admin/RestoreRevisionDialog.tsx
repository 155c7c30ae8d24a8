import { ConfirmDialog } from '@/components/ui/alert-dialog';
import type { VersionedCollection } from '@/data/models/history';
import type { Revision } from '@/data/schemas/history';
import { isStoreError } from '@/data/store';
import { notify } from '@/lib/notify';
import { historyCopy, ITEM_NOUN } from './copy';
import { useRestoreRevision } from './queries';
import { revisionDate } from './summary';

interface RestoreRevisionDialogProps {
  collection: VersionedCollection;
  docId: string;
  /** The version to restore; null when the dialog is closed. */
  revision: Revision | null;
  onClose: () => void;
  /** After the restore has been saved and the content's queries reloaded. */
  onRestored: () => void;
}

/** "Restore this version?": saves the version as a new one, then says so (or why it failed, and stays open). */
export function RestoreRevisionDialog({
  collection,
  docId,
  revision,
  onClose,
  onRestored,
}: RestoreRevisionDialogProps) {
  const restore = useRestoreRevision(collection, docId);
  const noun = ITEM_NOUN[collection];
  const date = revision ? revisionDate(revision) : '';

  async function confirm() {
    if (!revision) return;
    try {
      await restore.mutateAsync(revision.id);
    } catch (error) {
      notify.error(
        historyCopy.restoreFailed,
        isStoreError(error, 'not-found') ? historyCopy.restoreGone(noun) : historyCopy.restoreRetry,
      );
      throw error; // keeps the dialog open for another try
    }
    notify.success(historyCopy.restored, historyCopy.restoredText(noun, date));
    onRestored();
  }

  return (
    <ConfirmDialog
      open={revision !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={historyCopy.confirmTitle}
      description={historyCopy.confirmText(noun, date)}
      confirmLabel={historyCopy.restore}
      onConfirm={confirm}
    />
  );
}
