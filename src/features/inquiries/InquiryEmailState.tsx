import { MailCheck, MailWarning, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Inquiry } from '@/data/schemas/inquiry';
import { useCan } from '@/features/auth';
import { formatSiteDateTime } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { inquiryEmailCopy as copy } from './email-copy';
import { useResendInquiryEmail } from './queries';

/** The inquiry's e-mail to staff in words: sent to whom and when, on its way, failed and why, or not sent. */
function inquiryEmailText(inquiry: Pick<Inquiry, 'notification'>): string {
  const record = inquiry.notification;
  if (!record) return copy.none;
  switch (record.state) {
    case 'sent':
      return copy.sent(record.to, formatSiteDateTime(record.at));
    case 'sending':
      return copy.sending;
    case 'failed':
      return copy.failed(record.error, record.attempts);
    case 'skipped':
      return copy.skipped(record.error);
  }
}

/** The table's mark on an inquiry whose e-mail failed (the details say why). */
export function InquiryEmailFailedMark({
  inquiry,
  className,
}: {
  inquiry: Pick<Inquiry, 'notification'>;
  className?: string;
}) {
  if (inquiry.notification?.state !== 'failed') return null;
  return (
    <span title={copy.failedMark} className={cn('inline-flex text-danger', className)}>
      <MailWarning role="img" aria-label={copy.failedMark} className="size-4" />
    </span>
  );
}

/**
 * The inquiry's e-mail state, and for admins, on a failed one, Re-send: the Cloud Function sends it again,
 * and the state follows until it settles.
 */
export function InquiryEmailState({ inquiry }: { inquiry: Inquiry }) {
  const mayResend = useCan('resendInquiryEmail');
  const resend = useResendInquiryEmail();
  const state = inquiry.notification?.state;
  const failed = state === 'failed';
  const pending = resend.isPending;

  function requestResend() {
    if (pending) {
      notify.info(copy.waiting.title, copy.waiting.description);
      return;
    }
    resend.mutate(inquiry);
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <span className="flex min-w-0 items-start gap-1.5">
        {state === 'sent' ? (
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
        ) : state === 'failed' ? (
          <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
        ) : state === 'sending' ? (
          <Spinner className="mt-0.5 text-muted-foreground" />
        ) : null}
        {/* One element with the whole text: "Failed: <reason> (n attempts)" is read and found as one. */}
        <span
          className={cn(
            'min-w-0 break-words',
            failed ? 'text-danger' : state === 'sent' ? 'text-foreground' : 'text-muted-foreground',
          )}
        >
          {inquiryEmailText(inquiry)}
        </span>
      </span>
      {mayResend && (failed || pending) ? (
        <Button variant="outline" size="sm" aria-busy={pending || undefined} onClick={requestResend}>
          {pending ? <Spinner /> : <RotateCw aria-hidden="true" />}
          {pending ? copy.resending : copy.resend}
        </Button>
      ) : null}
    </div>
  );
}
