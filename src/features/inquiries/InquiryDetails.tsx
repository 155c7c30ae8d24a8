import { Fragment } from 'react';
import { Mail, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Inquiry } from '@/data/schemas/inquiry';
import { formatSiteDateTime } from '@/lib/dates';
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
/** A term of the details list: over its value on phones (room for long values), beside it from sm up. */
const termClasses = 'text-muted-foreground max-sm:not-first:mt-2';

/** A name (before the @) longer than this, in characters, may also wrap before its dots. */
const LONG_NAME = 20;

/**
 * Where an address may wrap: after its @, and in a long name before each dot ("a.b" -> "a", ".b"; a short
 * last piece such as ".jr@" stays with the one before). The domain wraps at its hyphens, as any text does.
 */
function emailParts(email: string): string[] {
  const at = email.indexOf('@');
  const name = email.slice(0, at + 1);
  const rest = email.slice(at + 1);
  if (at < 0 || name.length <= LONG_NAME) return [name, rest].filter(Boolean);
  const pieces = name.split(/(?=\.)/);
  const last = pieces.at(-1) ?? '';
  if (pieces.length > 1 && last.length <= 4) pieces.splice(-2, 2, `${pieces.at(-2) ?? ''}${last}`);
  return [...pieces, rest];
}

/** An e-mail address with line-break opportunities (<wbr>), so it wraps in a narrow column, not mid-name. */
export function BreakableEmail({ email }: { email: string }) {
  return emailParts(email).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

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
      <dl className="grid grid-cols-1 gap-y-0.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4 sm:gap-y-1">
        <dt className={termClasses}>Email</dt>
        <dd className="break-words">
          <a href={`mailto:${inquiry.email}`} className={linkClasses}>
            <BreakableEmail email={inquiry.email} />
          </a>
        </dd>
        <dt className={termClasses}>Phone</dt>
        <dd>
          {inquiry.phone ? (
            <a href={telHref(inquiry.phone)} className={linkClasses}>
              {inquiry.phone}
            </a>
          ) : (
            <span className="text-muted-foreground">Not given</span>
          )}
        </dd>
        {/* In the site's time zone, as the e-mail to staff and its state say it. */}
        <dt className={termClasses}>Received</dt>
        <dd>{formatSiteDateTime(inquiry.createdAt)}</dd>
        {inquiry.updatedAt ? (
          <>
            <dt className={termClasses}>Status changed</dt>
            <dd>{formatSiteDateTime(inquiry.updatedAt)}</dd>
          </>
        ) : null}
        <dt className={termClasses}>{inquiryEmailCopy.label}</dt>
        <dd className="min-w-0">
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
