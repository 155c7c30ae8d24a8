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
import type { Inquiry } from '@/data/schemas/inquiry';
import { cn } from '@/lib/utils';
import { InquiryRow, type InquiryRowActions } from './InquiryRow';
import { CELL } from './table-cell';

const BASE_COLUMNS = ['Name', 'Email', 'Subject', 'Date', 'Status'] as const;
/** Fixed widths (the subject takes the rest), so the columns keep theirs when the rows arrive. */
const WIDTHS: Partial<Record<string, string>> = {
  Name: 'w-36',
  Email: 'w-44',
  Date: 'w-28',
  Status: 'w-28',
  Actions: 'w-72',
};
/** Spec section 9: admin tables show 5 skeleton rows. */
const SKELETON_ROWS = 5;

interface InquiryTableProps {
  /** The rows to show; null while the inquiries load. */
  inquiries: readonly Inquiry[] | null;
  emptyText: string;
  expandedIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Absent for read-only staff: no Actions column. */
  actions?: InquiryRowActions;
}

export function InquiryTable({ inquiries, emptyText, expandedIds, onToggle, actions }: InquiryTableProps) {
  const columns = actions ? [...BASE_COLUMNS, 'Actions'] : BASE_COLUMNS;
  return (
    <Table
      aria-label="Inquiries"
      aria-busy={inquiries === null || undefined}
      // A size container: an opened message is as wide as this region (InquiryDetails), not the table.
      containerClassName="@container"
      className="min-w-4xl table-fixed"
    >
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead
              key={column}
              className={cn(CELL, WIDTHS[column], column === 'Actions' && 'text-right')}
            >
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {inquiries === null ? (
          Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <TableRow key={row}>
              {columns.map((column) => (
                <TableCell key={column}>
                  <Skeleton className="h-4 w-24" />
                </TableCell>
              ))}
            </TableRow>
          ))
        ) : inquiries.length === 0 ? (
          <TableEmptyRow colSpan={columns.length}>{emptyText}</TableEmptyRow>
        ) : (
          inquiries.map((inquiry) => (
            <InquiryRow
              key={inquiry.id}
              inquiry={inquiry}
              expanded={expandedIds.has(inquiry.id)}
              onToggle={() => onToggle(inquiry.id)}
              columns={columns.length}
              actions={actions}
            />
          ))
        )}
      </TableBody>
    </Table>
  );
}
