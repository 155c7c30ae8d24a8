import { useState, type ReactNode } from 'react';
import { UserPlus } from 'lucide-react';
import { ListPager } from '@/components/admin/ListPager';
import { useListParam, useListSearch } from '@/components/admin/use-list-params';
import { useListPaging } from '@/components/admin/use-paged-list';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCan, useStaff } from '@/features/auth/session';
import { ConnectionCard, type ConnectionState } from '@/features/staff/ConnectionCard';
import { DeleteStaffDialog } from '@/features/staff/DeleteStaffDialog';
import { filterStaff, locksFor, type DirectoryEntry } from '@/features/staff/directory';
import { staffMessages } from '@/features/staff/messages';
import { useStaffDirectory, prefetchStaffDirectory } from '@/features/staff/queries';
import { StaffFilters, staffListParams } from '@/features/staff/StaffFilters';
import { StaffFormDialog, type StaffFormMode } from '@/features/staff/StaffFormDialog';
import { StaffTable } from '@/features/staff/StaffTable';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import type { ScreenPrefetch } from '@/lib/route-prefetch';

/** What a link to this screen reads ahead on intent (src/app/admin/routes.tsx, prefetchAdminScreen). */
export const prefetch: ScreenPrefetch = (client) => prefetchStaffDirectory(client);

function UsersHeader({ action }: { action?: ReactNode }) {
  return (
    <AdminPageHeader
      title="Users"
      description="The staff who can sign in to this admin, their roles and pending invites."
      actions={action}
      className="mb-0"
    />
  );
}

/** The staff directory (spec section 2, Admin users). Only admins manage staff; the rules say the same. */
export default function UsersPage() {
  const canManage = useCan('manageStaff');
  if (!canManage) {
    return (
      <div className="flex flex-col gap-6">
        <UsersHeader />
        <Alert
          variant="warning"
          title={staffMessages.adminsOnly}
          description="Ask an administrator if you need to add someone or change their access."
        />
      </div>
    );
  }
  return <StaffManagement />;
}

function StaffManagement() {
  const { id: currentUid } = useStaff();
  const directory = useStaffDirectory();
  // The directory is filtered in memory, so the search, like the role, starts again from page 1.
  const [role, setRole] = useListParam(staffListParams.role, { resetsPage: true });
  const [search, setSearch] = useListSearch(staffListParams.search, { resetsPage: true });
  const filter = { role, search };
  const [formMode, setFormMode] = useState<StaffFormMode | null>(null);
  const [deleting, setDeleting] = useState<DirectoryEntry | null>(null);

  const entries = directory.data?.entries ?? [];
  // The directory is read whole (see listStaff), so its filter, search and pages work in memory.
  const page = useListPaging(directory.isSuccess ? filterStaff(entries, filter) : null);
  const connection: ConnectionState =
    directory.isPending || (directory.isError && directory.isFetching)
      ? { status: 'checking' }
      : directory.isError
        ? { status: 'error', message: directory.error.message }
        : {
            status: 'connected',
            memberCount: directory.data.memberCount,
            inviteCount: directory.data.inviteCount,
          };

  return (
    <div className="flex flex-col gap-6">
      <UsersHeader
        action={
          <Button onClick={() => setFormMode({ kind: 'add' })} disabled={!directory.isSuccess}>
            <UserPlus aria-hidden="true" />
            Add New User
          </Button>
        }
      />
      <ConnectionCard state={connection} onRetry={() => void directory.refetch()} />
      {directory.isError ? null : (
        <>
          <StaffFilters
            filter={filter}
            onChange={(next) => {
              if (next.role !== role) setRole(next.role);
              if (next.search !== search) setSearch(next.search);
            }}
          />
          <Card className="overflow-hidden">
            <ListPager label="Pages of users" {...page.pager} />
            <StaffTable
              entries={page.items}
              currentUid={currentUid}
              deletionLockOf={(entry) => locksFor(entries, entry, currentUid).deletion}
              onEdit={(entry) => setFormMode({ kind: 'edit', entry })}
              onDelete={setDeleting}
            />
          </Card>
        </>
      )}
      <StaffFormDialog
        mode={formMode}
        onClose={() => setFormMode(null)}
        entries={entries}
        currentUid={currentUid}
      />
      <DeleteStaffDialog entry={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
