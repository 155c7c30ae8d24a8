import { MailWarning, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Inquiry } from '@/data/schemas/inquiry';
import { useCan } from '@/features/auth';
import { formatSiteDateTime } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { inquiryEmailCopy as copy } from './email-copy';
import { useResendInquiryEmail } from './queries';

/** The inquiry's e-mail to staff in words: sent to whom and when, on its way, failed and why, or not sent. */
export function inquiryEmailText(inquiry: Pick<Inquiry, 'notification'>): string {
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
export function InquiryEmailFailedMark({ inquiry }: { inquiry: Pick<Inquiry, 'notification'> }) {
  if (inquiry.notification?.state !== 'failed') return null;
  return (
    <span title={copy.failedMark} className="inline-flex text-danger">
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
  const failed = inquiry.notification?.state === 'failed';
  const pending = resend.isPending;

  function requestResend() {
    if (pending) {
      notify.info(copy.waiting.title, copy.waiting.description);
      return;
    }
    resend.mutate(inquiry);
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <span className={failed ? 'font-medium break-words text-danger' : 'break-words'}>
        {inquiryEmailText(inquiry)}
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
