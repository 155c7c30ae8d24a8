import { Mail, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Inquiry } from '@/data/schemas/inquiry';
import { formatDateTime } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { inquiryEmailCopy } from './email-copy';
import { InquiryEmailState } from './InquiryEmailState';
import { replyMailto, telHref } from './inbox';

interface InquiryDetailsProps {
  inquiry: Inquiry;
  /** Only for staff who may change the status: puts an answered inquiry back to New. */
  onMarkNew?: () => void;
  /** 'row' (default): under its table row, as wide as the table's scrolling region; 'panel': in a dialog. */
  layout?: 'row' | 'panel';
}

const linkClasses = 'font-medium text-primary underline-offset-4 hover:underline';

/** An opened inquiry: the whole message (line breaks kept), how to reach the sender, and a reply link. */
export function InquiryDetails({ inquiry, onMarkNew, layout = 'row' }: InquiryDetailsProps) {
  return (
    <div
      className={cn(
        'flex flex-col gap-4',
        // Sticky and as wide as the scrolling table region: readable without scrolling sideways on a phone.
        layout === 'row' && 'sticky left-4 w-[calc(100cqw-2rem)] max-w-3xl py-2',
      )}
    >
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold break-words text-foreground">{inquiry.subject}</p>
        <p className="text-sm leading-6 break-words whitespace-pre-line text-foreground">{inquiry.message}</p>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Email</dt>
        <dd className="break-words">
          <a href={`mailto:${inquiry.email}`} className={linkClasses}>
            {inquiry.email}
          </a>
        </dd>
        <dt className="text-muted-foreground">Phone</dt>
        <dd>
          {inquiry.phone ? (
            <a href={telHref(inquiry.phone)} className={linkClasses}>
              {inquiry.phone}
            </a>
          ) : (
            <span className="text-muted-foreground">Not given</span>
          )}
        </dd>
        <dt className="text-muted-foreground">Received</dt>
        <dd>{formatDateTime(inquiry.createdAt)}</dd>
        {inquiry.updatedAt ? (
          <>
            <dt className="text-muted-foreground">Status changed</dt>
            <dd>{formatDateTime(inquiry.updatedAt)}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{inquiryEmailCopy.label}</dt>
        <dd>
          <InquiryEmailState inquiry={inquiry} />
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <a href={replyMailto(inquiry)} className={buttonVariants({ variant: 'primary', size: 'sm' })}>
          <Mail aria-hidden="true" />
          Reply by email
        </a>
        {onMarkNew && inquiry.status !== 'New' ? (
          <Button variant="outline" size="sm" onClick={onMarkNew}>
            <RotateCcw aria-hidden="true" />
            Mark as New
          </Button>
        ) : null}
      </div>
    </div>
  );
}
