import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { notify } from '@/lib/notify';
import type { DirectoryEntry } from './directory';
import { staffErrorTitle, staffMessages } from './messages';
import { useRemoveStaff } from './queries';

function consequences(entry: DirectoryEntry): string {
  const who = `Remove ${entry.name || entry.username} (${entry.email}) from the staff directory?`;
  return entry.kind === 'member'
    ? `${who} They will no longer be able to sign in to the admin. Their sign-in account remains but grants no access.`
    : `${who} Their invitation is withdrawn, so they will not be able to sign in to the admin.`;
}

/** Confirms and removes a staff record (with any invite for the address) or a pending invite. */
export function DeleteStaffDialog({ entry, onClose }: { entry: DirectoryEntry | null; onClose: () => void }) {
  const removeStaff = useRemoveStaff();

  const confirm = async (target: DirectoryEntry) => {
    try {
      await removeStaff.mutateAsync(target);
    } catch (error) {
      notify.error(staffErrorTitle(error));
      throw error;
    }
    notify.success(staffMessages.deleted);
  };

  return (
    <ConfirmDialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete user"
      description={entry ? consequences(entry) : ''}
      destructive
      onConfirm={() => (entry ? confirm(entry) : undefined)}
    />
  );
}
