import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { useCan } from '@/features/auth/session';
import { trashCopy } from '@/features/history/admin/copy';
import { TrashList } from '@/features/history/admin/TrashList';
import { prefetchTrash } from '@/features/history/admin/queries';
import type { ScreenPrefetch } from '@/lib/route-prefetch';

/** What a link to this screen reads ahead on intent (src/app/admin/routes.tsx, prefetchAdminScreen). */
export const prefetch: ScreenPrefetch = (client) => prefetchTrash(client);

/** /admin/recently-deleted: deleted posts and projects (all staff read); admins bring them back. */
export default function RecentlyDeletedPage() {
  // Restoring recreates content under its old id: admins only, as the rules say (trash delete).
  const canRestore = useCan('restoreDeleted');
  return (
    <>
      <AdminPageHeader
        title={trashCopy.title}
        description={`${trashCopy.description} ${canRestore ? trashCopy.adminHint : trashCopy.readOnlyHint}`}
      />
      <TrashList canRestore={canRestore} />
    </>
  );
}
