import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '@/lib/zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { StaffChanges, StaffDetails } from '@/data/repos/staff';
import { STAFF_ROLES } from '@/data/models/staff';
import { staffFormSchema, type StaffFormInput } from '@/data/schemas/staff';
import { ROLE_LABELS, useSession } from '@/features/auth';
import { notify } from '@/lib/notify';
import { isEmailInDirectory, locksFor, type DirectoryEntry } from './directory';
import { describeAddStaffFailure, staffErrorTitle, staffMessages } from './messages';
import { useAddStaff, useStaffWritePending, useUpdateStaff } from './queries';

export type StaffFormMode = { kind: 'add' } | { kind: 'edit'; entry: DirectoryEntry };

type StaffFormValues = z.output<typeof staffFormSchema>;

interface StaffFormDialogProps {
  /** null: closed. */
  mode: StaffFormMode | null;
  onClose: () => void;
  /** The loaded directory, for the duplicate e-mail check and the role/status locks. */
  entries: readonly DirectoryEntry[];
  currentUid: string;
}

/** Add or edit a staff member (spec section 5, User form; editing hides the password). */
export function StaffFormDialog({ mode, onClose, entries, currentUid }: StaffFormDialogProps) {
  const busy = useStaffWritePending();
  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      {mode ? (
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>{mode.kind === 'add' ? 'Add New User' : 'Edit User'}</DialogTitle>
            <DialogDescription>
              {mode.kind === 'add'
                ? 'Give a colleague access to this admin.'
                : `Update the details and access of ${mode.entry.name || mode.entry.email}.`}
            </DialogDescription>
          </DialogHeader>
          <StaffForm
            key={mode.kind === 'edit' ? `${mode.entry.kind}:${mode.entry.id}` : 'add'}
            editing={mode.kind === 'edit' ? mode.entry : null}
            entries={entries}
            currentUid={currentUid}
            onDone={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function defaultsFor(entry: DirectoryEntry | null): StaffFormInput {
  return entry
    ? {
        name: entry.name,
        username: entry.username,
        email: entry.email,
        role: entry.role,
        status: entry.status,
        password: '',
      }
    : { name: '', username: '', email: '', role: 'user', status: 'active', password: '' };
}

function detailsOf(values: StaffFormValues): StaffDetails {
  return {
    email: values.email,
    name: values.name,
    username: values.username,
    role: values.role,
    status: values.status,
  };
}

interface StaffFormProps {
  /** The entry being edited, or null when adding. */
  editing: DirectoryEntry | null;
  entries: readonly DirectoryEntry[];
  currentUid: string;
  onDone: () => void;
}

function StaffForm({ editing, entries, currentUid, onDone }: StaffFormProps) {
  const { refreshStaff } = useSession();
  const addStaff = useAddStaff();
  const updateStaff = useUpdateStaff();
  const accessLocks = editing ? locksFor(entries, editing, currentUid).roleAndStatus : [];
  const accessLocked = accessLocks.length > 0;
  const lockNoteId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffFormInput, unknown, StaffFormValues>({
    resolver: zodResolver(staffFormSchema),
    defaultValues: defaultsFor(editing),
  });

  const rejectDuplicateEmail = () =>
    setError('email', { type: 'duplicate', message: staffMessages.duplicateEmail }, { shouldFocus: true });

  const add = async (values: StaffFormValues) => {
    if (isEmailInDirectory(entries, values.email)) {
      rejectDuplicateEmail();
      return;
    }
    try {
      const outcome = await addStaff.mutateAsync({ details: detailsOf(values), password: values.password });
      notify.success(outcome === 'account' ? staffMessages.created(values.email) : staffMessages.invited);
      onDone();
    } catch (error) {
      const failure = describeAddStaffFailure(error);
      if (failure.kind === 'duplicate-email') rejectDuplicateEmail();
      else notify.error(failure.title, failure.description);
    }
  };

  const save = async (entry: DirectoryEntry, values: StaffFormValues) => {
    // Locked role and status are disabled (so not submitted) and must not be written either.
    const changes: StaffChanges = accessLocked
      ? { name: values.name, username: values.username }
      : { name: values.name, username: values.username, role: values.role, status: values.status };
    try {
      await updateStaff.mutateAsync({ entry, changes });
      if (entry.kind === 'member' && entry.id === currentUid) await refreshStaff();
      notify.success(staffMessages.updated);
      onDone();
    } catch (error) {
      notify.error(staffErrorTitle(error));
    }
  };

  const submit = handleSubmit((values) => (editing ? save(editing, values) : add(values)));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
        <FormField label="Username" error={errors.username?.message}>
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('username')} />
        </FormField>
        <FormField
          label="Email"
          className="sm:col-span-2"
          error={errors.email?.message}
          hint={editing ? "The email identifies the account, so it can't be changed." : undefined}
        >
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            readOnly={editing !== null}
            className={editing ? 'bg-muted text-muted-foreground' : undefined}
            {...register('email')}
          />
        </FormField>
      </div>

      <fieldset
        disabled={accessLocked}
        aria-describedby={accessLocked ? lockNoteId : undefined}
        className="grid gap-4 sm:grid-cols-2"
      >
        <legend className="sr-only">Access</legend>
        <FormField label="Role" error={errors.role?.message}>
          <Select {...register('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Status" error={errors.status?.message}>
          <Select {...register('status')}>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </Select>
        </FormField>
        <div id={lockNoteId} className="text-xs text-muted-foreground sm:col-span-2">
          {accessLocked ? (
            accessLocks.map((reason) => <p key={reason}>{reason}</p>)
          ) : (
            <p>
              Admins manage everything; editors manage posts, projects and inquiries; users have read-only
              access.
            </p>
          )}
        </div>
      </fieldset>

      {editing ? null : (
        <FormField
          label="Password"
          optional
          error={errors.password?.message}
          hint="With a password, they can sign in at once. Leave it empty to invite them instead: they sign in with an e-mail link."
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
      )}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {editing ? (isSubmitting ? 'Saving...' : 'Save Changes') : isSubmitting ? 'Adding...' : 'Add User'}
        </Button>
      </DialogFooter>
    </form>
  );
}
