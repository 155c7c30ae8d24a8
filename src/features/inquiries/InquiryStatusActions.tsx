import { Check, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Inquiry, InquiryStatus } from '@/data/schemas/inquiry';

/** The row's actions (spec: Responded, Resolved, Delete); the current status's button shows as set. */
const ROW_STATUSES = ['Responded', 'Resolved'] as const satisfies readonly InquiryStatus[];

interface InquiryStatusActionsProps {
  inquiry: Inquiry;
  onSetStatus: (inquiry: Inquiry, status: InquiryStatus) => void;
  onDelete: (inquiry: Inquiry) => void;
}

export function InquiryStatusActions({ inquiry, onSetStatus, onDelete }: InquiryStatusActionsProps) {
  return (
    <div className="flex items-center justify-end gap-1">
      {ROW_STATUSES.map((status) => {
        const current = inquiry.status === status;
        return (
          <Button
            key={status}
            variant={current ? 'ghost' : 'outline'}
            size="sm"
            className="px-3!"
            disabled={current}
            aria-label={`Mark inquiry from ${inquiry.name} as ${status}`}
            onClick={() => onSetStatus(inquiry, status)}
          >
            {current ? <Check aria-hidden="true" /> : null}
            {status}
          </Button>
        );
      })}
      <Button
        variant="ghost"
        size="icon"
        className="size-9! text-danger!"
        aria-label={`Delete inquiry from ${inquiry.name}`}
        title="Delete"
        onClick={() => onDelete(inquiry)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
