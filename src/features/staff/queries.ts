import {
  queryOptions,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  createInvite,
  createStaffMember,
  listInvites,
  listStaff,
  deleteInvite,
  deleteStaffMember,
  updateInvite,
  updateStaffMember,
  type StaffChanges,
  type StaffDetails,
} from '@/data/repos/staff';
import { getAuthService } from '@/features/auth';
import { buildDirectory, type DirectoryEntry } from './directory';
import { StaffRecordNotSavedError } from './messages';

const staffKeys = {
  all: ['staff'] as const,
  directory: () => [...staffKeys.all, 'directory'] as const,
};

/** Staff records and pending invites together: the users screen shows them in one table. */
const staffDirectoryQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.directory(),
    queryFn: async () => {
      const [members, invites] = await Promise.all([listStaff(), listInvites()]);
      return buildDirectory(members, invites);
    },
  });

export function useStaffDirectory() {
  return useQuery(staffDirectoryQueryOptions());
}

/** The directory the users screen opens with (only admins see its link), read ahead on a link's intent. */
export function prefetchStaffDirectory(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(staffDirectoryQueryOptions());
}

export interface NewStaff {
  details: StaffDetails;
  /** Empty: an invite (the person signs in by e-mail link); otherwise the sign-in account is created now. */
  password: string;
}

export type AddStaffOutcome = 'account' | 'invite';

async function addStaff({ details, password }: NewStaff): Promise<AddStaffOutcome> {
  if (!password) {
    await createInvite(details);
    return 'invite';
  }
  // A secondary app instance creates the account, so the signed-in admin stays signed in.
  const uid = await (await getAuthService()).createAccount(details.email, password);
  try {
    await createStaffMember(uid, details);
  } catch (error) {
    throw new StaffRecordNotSavedError(details.email, error);
  }
  return 'account';
}

async function updateEntry({
  entry,
  changes,
}: {
  entry: DirectoryEntry;
  changes: StaffChanges;
}): Promise<void> {
  if (entry.kind === 'member') await updateStaffMember(entry.id, changes);
  else await updateInvite(entry.id, changes);
}

async function removeEntry(entry: DirectoryEntry): Promise<void> {
  if (entry.kind === 'member') await deleteStaffMember({ id: entry.id, email: entry.email });
  else await deleteInvite(entry.id);
}

function useStaffMutation<Variables, Result>(
  name: string,
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...staffKeys.all, name],
    mutationFn,
    // Also after a failure: a half-done add (account without record) or a stale list should show the truth.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export const useAddStaff = () => useStaffMutation('add', addStaff);
export const useUpdateStaff = () => useStaffMutation('update', updateEntry);
export const useRemoveStaff = () => useStaffMutation('remove', removeEntry);

/** Whether any staff write is on its way (dialogs stay open until it settles). */
export function useStaffWritePending(): boolean {
  return useIsMutating({ mutationKey: staffKeys.all }) > 0;
}
