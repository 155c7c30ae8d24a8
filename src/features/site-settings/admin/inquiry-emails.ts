import { useEffect, useRef } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getInquiryEmailSettings, requestTestEmail, setOwnInquiryEmails } from '@/data/repos/staff';
import type { InquiryEmailChoice, InquiryEmailSettings } from '@/data/schemas/staff';
import { isStoreError } from '@/data/store';
import { notify } from '@/lib/notify';
import { pollUntil, type PollOutcome } from '@/lib/poll';
import { settingsCopy } from './settings-copy';

const copy = settingsCopy.notifications;

const inquiryEmailKeys = {
  settings: (uid: string) => ['staff', 'inquiry-emails', uid] as const,
};

/** The signed-in member's own e-mail settings: one read of their staff record. */
const inquiryEmailSettingsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: inquiryEmailKeys.settings(uid),
    queryFn: async () => {
      const settings = await getInquiryEmailSettings(uid);
      // The record exists for anyone signed in here (the session's gate read it).
      if (!settings) throw new Error('No staff record.');
      return settings;
    },
  });

export function useInquiryEmailSettings(uid: string) {
  return useQuery(inquiryEmailSettingsQueryOptions(uid));
}

/**
 * Saves the member's choice as soon as it is made (auto-save, like the other switches): shown at once, and
 * on a refusal put back as stored, with a toast that says so. One save at a time, in the order chosen.
 */
export function useSetInquiryEmails(uid: string) {
  const queryClient = useQueryClient();
  const key = inquiryEmailKeys.settings(uid);
  return useMutation({
    mutationFn: (choice: InquiryEmailChoice) => setOwnInquiryEmails(uid, choice),
    scope: { id: `inquiry-emails:${uid}` },
    onMutate: async (choice) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<InquiryEmailSettings>(key);
      queryClient.setQueryData<InquiryEmailSettings>(key, (settings) =>
        settings ? { ...settings, inquiryEmails: choice } : settings,
      );
      return { previous };
    },
    onError: (error, _choice, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify.error(
        copy.inquiryEmails.failedTitle,
        isStoreError(error, 'permission-denied')
          ? copy.inquiryEmails.failed.denied
          : copy.inquiryEmails.failed.other,
      );
      // What is stored now, whatever else was chosen meanwhile.
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** The Cloud Function has answered the member's latest test request (it names the request it answers). */
function isTestAnswered(settings: InquiryEmailSettings | null): boolean {
  const requested = settings?.testEmailRequestedAt;
  const answered = settings?.testEmail?.requestedAt;
  return Boolean(requested && answered && requested.getTime() === answered.getTime());
}

/** Thrown when the request itself could not be written: nothing was asked of the function. */
class TestNotRequestedError extends Error {
  override name = 'TestNotRequestedError';
}

/**
 * Test (instant mode): asks the Cloud Function for a test e-mail to the member's own address, then waits
 * for its answer on their record (pollUntil: at most a minute), and says how it went. A screen that closes
 * meanwhile stops the wait and says nothing.
 */
export function useTestEmail(uid: string) {
  const queryClient = useQueryClient();
  const key = inquiryEmailKeys.settings(uid);
  const waiting = useRef<AbortController | null>(null);
  useEffect(() => () => waiting.current?.abort(), []);

  return useMutation({
    mutationFn: async (): Promise<PollOutcome<InquiryEmailSettings | null>> => {
      waiting.current?.abort();
      const controller = new AbortController();
      waiting.current = controller;
      try {
        await requestTestEmail(uid);
      } catch (error) {
        throw new TestNotRequestedError('The request was not stored.', { cause: error });
      }
      return pollUntil(
        // A read that fails (a moment offline) is one more "not yet".
        () => getInquiryEmailSettings(uid).catch(() => null),
        isTestAnswered,
        {
          signal: controller.signal,
          onValue: (settings) => {
            if (settings) queryClient.setQueryData(key, settings);
          },
        },
      );
    },
    onSuccess: (outcome) => {
      const answer = outcome.value?.testEmail;
      if (!outcome.done || !answer) {
        notify.info(copy.testEmail.noAnswer.title, copy.testEmail.noAnswer.description);
      } else if (answer.state === 'sent') {
        notify.success(copy.testEmail.sent.title, copy.testEmail.sent.description(answer.to));
      } else {
        notify.error(copy.errorTitle, copy.testEmail.failed(answer.error));
      }
    },
    onError: (error) => {
      if (waiting.current?.signal.aborted) return;
      notify.error(
        copy.errorTitle,
        error instanceof TestNotRequestedError
          ? copy.testEmail.notRequested
          : copy.testEmail.noAnswer.description,
      );
    },
  });
}
