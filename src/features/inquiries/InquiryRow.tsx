import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { TableCell, TableRow } from '@/components/ui/table';
import type { Inquiry, InquiryStatus } from '@/data/schemas/inquiry';
import { formatDateTime, formatShortDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { BreakableEmail, InquiryDetails } from './InquiryDetails';
import { InquiryEmailFailedMark } from './InquiryEmailState';
import { InquiryStatusActions } from './InquiryStatusActions';
import { InquiryStatusBadge } from './InquiryStatusBadge';
import { CELL } from './table-cell';

export interface InquiryRowActions {
  onSetStatus: (inquiry: Inquiry, status: InquiryStatus) => void;
  onDelete: (inquiry: Inquiry) => void;
}

interface InquiryRowProps {
  inquiry: Inquiry;
  expanded: boolean;
  onToggle: () => void;
  columns: number;
  /** Absent for read-only staff: no status or delete controls. */
  actions?: InquiryRowActions;
}

/** One inquiry, and under it, when opened, its whole message. */
export function InquiryRow({ inquiry, expanded, onToggle, columns, actions }: InquiryRowProps) {
  const detailsId = useId();
  return (
    <>
      <TableRow className={cn(expanded && 'bg-muted/70! even:bg-muted/70!')}>
        <TableCell className={cn(CELL, 'min-w-32 font-medium')}>
          <div className="flex items-start gap-1">
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId : undefined}
              onClick={onToggle}
              className="-m-1 inline-flex items-start gap-1.5 rounded-md p-1 text-left hover:text-primary"
            >
              <ChevronRight
                aria-hidden="true"
                className={cn('mt-0.5 size-4 shrink-0 transition-transform', expanded && 'rotate-90')}
              />
              <span>
                <span className="sr-only">Message from</span> {inquiry.name}
              </span>
            </button>
            {/* On a phone the status column is off to the side: the failed e-mail shows by the name. */}
            <InquiryEmailFailedMark inquiry={inquiry} className="mt-0.5 shrink-0 sm:hidden" />
          </div>
        </TableCell>
        {/* A long address wraps at its @ and dots (break-words: anywhere, if it still does not fit). */}
        <TableCell className={cn(CELL, 'min-w-36 break-words text-muted-foreground')}>
          <a
            href={`mailto:${inquiry.email}`}
            className="underline-offset-4 hover:text-primary hover:underline"
          >
            <BreakableEmail email={inquiry.email} />
          </a>
        </TableCell>
        <TableCell className={cn(CELL, 'min-w-40')}>
          <span className="line-clamp-2">{inquiry.subject}</span>
        </TableCell>
        <TableCell className={cn(CELL, 'whitespace-nowrap text-muted-foreground')}>
          <time dateTime={inquiry.createdAt?.toISOString()} title={formatDateTime(inquiry.createdAt)}>
            {formatShortDate(inquiry.createdAt)}
          </time>
        </TableCell>
        <TableCell className={CELL}>
          <span className="inline-flex items-center gap-1.5">
            <InquiryStatusBadge status={inquiry.status} />
            <InquiryEmailFailedMark inquiry={inquiry} className="max-sm:hidden" />
          </span>
        </TableCell>
        {actions ? (
          <TableCell className={cn(CELL, 'text-right')}>
            <InquiryStatusActions inquiry={inquiry} {...actions} />
          </TableCell>
        ) : null}
      </TableRow>
      {expanded ? (
        <TableRow id={detailsId} className="bg-muted/30! [tbody>&]:hover:bg-muted/30!">
          <TableCell colSpan={columns} className="pt-1! pb-4!">
            <InquiryDetails
              inquiry={inquiry}
              onMarkNew={actions ? () => actions.onSetStatus(inquiry, 'New') : undefined}
            />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
