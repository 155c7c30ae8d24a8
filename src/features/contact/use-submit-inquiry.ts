import { useMutation } from '@tanstack/react-query';
import { submitContactInquiry } from '@/data/repos/visitor-submissions';
import { isSiteBusyError } from '@/data/repos/throttle';
import { contactPage } from '@/content/contact';
import { notify } from '@/lib/notify';

/**
 * Sends a contact inquiry (stored in contact_inquiries). The spec's toasts are raised here; the form adds
 * its own inline message and decides whether to clear itself.
 */
export function useSubmitInquiry() {
  return useMutation({
    mutationKey: ['contact-inquiry', 'submit'],
    mutationFn: submitContactInquiry,
    onSuccess: () => notify.success(contactPage.messages.success),
    onError: (error) =>
      notify.error(isSiteBusyError(error) ? contactPage.messages.busy : contactPage.messages.failureToast),
  });
}
