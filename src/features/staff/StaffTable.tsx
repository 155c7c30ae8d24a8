import { useId } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHeaderRow, TableRow } from '@/components/ui/table';
import { formatLastLogin, ROLE_NAMES, type DirectoryEntry } from './directory';
import { staffMessages } from './messages';

const COLUMNS = ['Name', 'Username', 'Email', 'Role', 'Status', 'Last Login', 'Actions'] as const;
/** Fixed widths (the name takes the rest), so the columns keep theirs when the rows arrive. */
const WIDTHS = {
  Username: 'w-28',
  Email: 'w-52',
  Role: 'w-24',
  Status: 'w-28',
  'Last Login': 'w-48',
  Actions: 'w-32',
};
const SKELETON_ROWS = 5;

interface StaffTableProps {
  /** The rows to show; null while the directory loads. */
  entries: readonly DirectoryEntry[] | null;
  currentUid: string;
  /** Why an entry may not be deleted, or null when it may. */
  deletionLockOf: (entry: DirectoryEntry) => string | null;
  onEdit: (entry: DirectoryEntry) => void;
  onDelete: (entry: DirectoryEntry) => void;
}

export function StaffTable({ entries, currentUid, deletionLockOf, onEdit, onDelete }: StaffTableProps) {
  return (
    <Table
      aria-label="Staff directory"
      aria-busy={entries === null || undefined}
      className="min-w-4xl table-fixed"
    >
      <TableHeaderRow columns={COLUMNS} widths={WIDTHS} />
      <TableBody>
        {entries === null ? (
          <SkeletonRows />
        ) : entries.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} className="py-10 text-center text-muted-foreground">
              {staffMessages.empty}
            </TableCell>
          </TableRow>
        ) : (
          entries.map((entry) => (
            <StaffRow
              key={`${entry.kind}:${entry.id}`}
              entry={entry}
              isSelf={entry.kind === 'member' && entry.id === currentUid}
              deletionLock={deletionLockOf(entry)}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))
        )}
      </TableBody>
    </Table>
  );
}

function SkeletonRows() {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <TableRow key={row}>
      {COLUMNS.map((column) => (
        <TableCell key={column}>
          <Skeleton className="h-4 w-24" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

interface StaffRowProps {
  entry: DirectoryEntry;
  isSelf: boolean;
  deletionLock: string | null;
  onEdit: (entry: DirectoryEntry) => void;
  onDelete: (entry: DirectoryEntry) => void;
}

function StaffRow({ entry, isSelf, deletionLock, onEdit, onDelete }: StaffRowProps) {
  const lockId = useId();
  const invited = entry.kind === 'invite';
  return (
    <TableRow>
      <TableCell className="font-medium">
        <span className="flex flex-wrap items-center gap-2">
          <span className="whitespace-nowrap">{entry.name}</span>
          {isSelf ? <Badge variant="outline">You</Badge> : null}
          {invited ? <Badge variant="info">Invited</Badge> : null}
        </span>
      </TableCell>
      <TableCell className="text-muted-foreground">{entry.username}</TableCell>
      <TableCell className="whitespace-nowrap">{entry.email}</TableCell>
      <TableCell>
        <Badge variant={entry.role === 'admin' ? 'accent' : entry.role === 'editor' ? 'teal' : 'neutral'}>
          {ROLE_NAMES[entry.role]}
        </Badge>
      </TableCell>
      <TableCell>
        <Badge variant={entry.status === 'active' ? 'success' : 'neutral'}>
          {entry.status === 'active' ? 'Active' : 'Inactive'}
        </Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {formatLastLogin(entry.lastLogin)}
        {invited ? (
          <span className="block text-xs whitespace-normal text-muted-foreground">
            Joins at their first e-mail-link sign-in
          </span>
        ) : null}
      </TableCell>
      <TableCell>
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={`Edit ${entry.name}`}
            title="Edit"
            onClick={() => onEdit(entry)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          {/* A disabled button gets no pointer events, so the wrapper carries the hover tooltip. */}
          <span title={deletionLock ?? 'Delete'}>
            <Button
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label={`Delete ${entry.name}`}
              disabled={deletionLock !== null}
              aria-describedby={deletionLock ? lockId : undefined}
              onClick={() => onDelete(entry)}
            >
              <Trash2 aria-hidden="true" className="text-danger" />
            </Button>
          </span>
          {deletionLock ? (
            <span id={lockId} className="sr-only">
              {deletionLock}
            </span>
          ) : null}
        </div>
      </TableCell>
    </TableRow>
  );
}
