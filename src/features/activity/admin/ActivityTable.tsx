import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableEmptyRow,
} from '@/components/ui/table';
import type { AuditEntry } from '@/data/schemas/history';
import { cn } from '@/lib/utils';
import { ActivityRow } from './ActivityRow';
import { isRemoved, removedTargets } from './targets';

const COLUMNS = ['When', 'Person', 'Action', 'Target'] as const;
/**
 * From sm up, fixed widths (the target takes the rest), so the columns keep theirs when the rows arrive; on a
 * phone each row is one cell (ActivityRow).
 */
const WIDTHS: Partial<Record<string, string>> = { When: 'w-56', Person: 'w-60', Action: 'w-60' };
/** Spec section 9: admin tables show 5 skeleton rows. */
const SKELETON_ROWS = 5;
const CELL = 'px-3! first:pl-4! last:pr-4!';

interface ActivityTableProps {
  /** The entries of the page, newest first; null while they load. */
  entries: readonly AuditEntry[] | null;
  emptyText: string;
}

/** The audit log's rows: when, who, what, and the target with the fields it changed. */
export function ActivityTable({ entries, emptyText }: ActivityTableProps) {
  // One clock for the page's relative times, taken when the rows first render.
  const [now] = useState(() => new Date());
  const removed = entries ? removedTargets(entries) : new Set<string>();
  return (
    <Table aria-label="Activity" aria-busy={entries === null || undefined} className="sm:table-fixed">
      {/* On a phone each row says who, what and when in its one cell (ActivityRow): no header row. */}
      <TableHeader className="max-sm:hidden">
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column} className={cn(CELL, WIDTHS[column])}>
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries === null ? (
          Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <TableRow key={row}>
              {COLUMNS.map((column) => (
                <TableCell key={column} className={cn(CELL, column !== 'Target' && 'max-sm:hidden')}>
                  <Skeleton className="h-4 w-24" />
                </TableCell>
              ))}
            </TableRow>
          ))
        ) : entries.length === 0 ? (
          <TableEmptyRow colSpan={COLUMNS.length}>{emptyText}</TableEmptyRow>
        ) : (
          entries.map((entry) => (
            <ActivityRow key={entry.id} entry={entry} removed={isRemoved(entry, removed)} now={now} />
          ))
        )}
      </TableBody>
    </Table>
  );
}
