import { useId, useState } from 'react';
import { Check, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RadioGroup, RadioOption } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { INQUIRY_EMAIL_CHOICES } from '@/data/models/staff';
import type { InquiryEmailChoice, InquiryEmailSettings as Settings } from '@/data/schemas/staff';
import { useStaff } from '@/features/auth';
import { appConfig } from '@/lib/config';
import { formatSiteDateTime } from '@/lib/dates';
import type { InquiryEmailMode } from '@/lib/inquiry-email-mode';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { useInquiryEmailSettings, useSetInquiryEmails, useTestEmail } from './inquiry-emails';
import { settingsCopy } from './settings-copy';

const copy = settingsCopy.notifications;

function isChoice(value: string): value is InquiryEmailChoice {
  return (INQUIRY_EMAIL_CHOICES as readonly string[]).includes(value);
}

/**
 * The choices a site offers: without the Cloud Functions there is no e-mail per inquiry, and a choice of
 * 'each' made earlier shows, and works, as the digest (the workflow sends the digest to both).
 */
function choicesIn(mode: InquiryEmailMode): readonly InquiryEmailChoice[] {
  return mode === 'instant' ? INQUIRY_EMAIL_CHOICES : ['digest', 'none'];
}

function shownChoice(choice: InquiryEmailChoice, mode: InquiryEmailMode): InquiryEmailChoice {
  return mode === 'digest' && choice === 'each' ? 'digest' : choice;
}

/** The Cloud Function's last answer to a test, under the button: the toast is gone after a few seconds. */
function LastTest({ settings }: { settings: Settings }) {
  const answer = settings.testEmail;
  if (!answer) return null;
  const when = formatSiteDateTime(answer.at);
  return (
    <p
      className={cn('text-sm break-words', answer.state === 'sent' ? 'text-muted-foreground' : 'text-danger')}
    >
      {answer.state === 'sent'
        ? copy.testEmail.lastSent(answer.to, when)
        : copy.testEmail.lastFailed(answer.error, when)}
    </p>
  );
}

/**
 * The member's own choice of inquiry e-mails (stored on their staff record, saved on change), the site's
 * e-mail mode in plain words, and Test: a real e-mail to them through the Cloud Function (instant mode).
 */
export function InquiryEmailSettings() {
  const staff = useStaff();
  const mode = appConfig.inquiryEmail;
  const settings = useInquiryEmailSettings(staff.id);
  const save = useSetInquiryEmails(staff.id);
  const test = useTestEmail(staff.id);
  const stored = settings.data;
  const choice = stored ? shownChoice(stored.inquiryEmails, mode) : undefined;
  // The option just picked shows as chosen in the same frame as the tap, not once the cache's optimistic
  // update has gone through the query's notifications; the cache's value is shown again once it is saved.
  const [picked, setPicked] = useState<InquiryEmailChoice | null>(null);
  const shown = picked ?? choice;
  const testable = mode === 'instant';
  const hintId = useId();
  const testHintId = useId();

  function sendTest() {
    if (test.isPending) {
      // Pressed again while waiting: say so rather than ask twice.
      notify.info(copy.testEmail.waiting.title, copy.testEmail.waiting.description);
      return;
    }
    if (!stored) return;
    if (stored.inquiryEmails === 'none') {
      notify.error(copy.errorTitle, copy.emailDisabled);
      return;
    }
    test.mutate();
  }

  return (
    <>
      <div className="flex flex-col gap-2 pb-3">
        <RadioGroup
          legend={copy.inquiryEmails.legend}
          aria-describedby={hintId}
          value={shown ?? ''}
          disabled={!stored}
          onValueChange={(value) => {
            if (!isChoice(value) || value === shown) return;
            setPicked(value);
            save.mutate(value, { onSettled: () => setPicked(null) });
          }}
        >
          <p id={hintId} className="text-sm text-muted-foreground">
            {copy.inquiryEmails.hint}
          </p>
          {choicesIn(mode).map((option) => (
            <RadioOption
              key={option}
              value={option}
              label={copy.inquiryEmails.options[option].label}
              hint={copy.inquiryEmails.options[option].hint}
            />
          ))}
        </RadioGroup>
        {/* Kept in place (and its height) so the announcement is heard and nothing below jumps; in line
            with the options' labels. */}
        <p role="status" className="flex min-h-5 items-center gap-1.5 pl-8 text-sm text-muted-foreground">
          {settings.isPending ? (
            <>
              <Spinner />
              {copy.inquiryEmails.loading}
            </>
          ) : save.isPending ? (
            <>
              <Spinner />
              {copy.inquiryEmails.saving}
            </>
          ) : save.isSuccess ? (
            <>
              <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
              {copy.inquiryEmails.saved}
            </>
          ) : null}
        </p>
        {settings.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
            {copy.inquiryEmails.loadError}
            <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
              {copy.inquiryEmails.retry}
            </Button>
          </div>
        ) : null}
      </div>
      {/* A row like the push switch's: what Test does on the left, the button at the end (under it on a
          phone, as the push row's controls). */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4">
        <div className="flex min-w-60 flex-1 flex-col gap-1">
          <p className="text-sm font-medium text-ink-900 dark:text-ink-50">{copy.testEmailTitle}</p>
          <p id={testHintId} className="text-sm break-words text-muted-foreground">
            {testable ? copy.testEmailHint(staff.email) : copy.testEmailUnavailable}
          </p>
          {stored && testable ? <LastTest settings={stored} /> : null}
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-label={copy.testEmailLabel}
          aria-describedby={testHintId}
          aria-busy={test.isPending || undefined}
          disabled={!testable || !stored}
          onClick={sendTest}
        >
          {test.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          {test.isPending ? copy.testing : copy.test}
        </Button>
      </div>
    </>
  );
}
