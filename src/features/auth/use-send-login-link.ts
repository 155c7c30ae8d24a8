import { useCallback, useState } from 'react';
import { notify } from '@/lib/notify';
import { errorMessageOr } from '@/lib/utils';
import { continueUrlFor, isEmailLinkAllowed, rememberLinkEmail } from './email-link';
import { useAdminReturnPath, withReturnPath } from './return-path';
import { sendLinkErrorMessage } from './login-messages';
import { getAuthService } from './service';
import { signInCopy } from './sign-in-copy';
import { AuthError } from './types';

const copy = signInCopy.linkRequest;

/**
 * Sends an e-mail sign-in link (spec sections 5 and 8), shared by the request screen and the verify
 * screen's resend. Addresses outside the configured allow-list get 'Access Restricted' and nothing is sent.
 * The address is remembered so the verify screen can finish without asking, and the link returns to where
 * the person was going (return-path.ts). Resolves true once sent.
 */
export function useSendLoginLink() {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const returnPath = useAdminReturnPath();

  const send = useCallback(
    async (email: string): Promise<boolean> => {
      setError(null);
      if (!isEmailLinkAllowed(email)) {
        notify.error(copy.restricted.title, copy.restricted.description);
        setError(copy.restricted.description);
        return false;
      }
      setSending(true);
      try {
        const service = await getAuthService();
        await service.sendSignInLink(email, withReturnPath(continueUrlFor(window.location), returnPath));
        rememberLinkEmail(email);
        notify.success(copy.sent.title, copy.sent.description);
        return true;
      } catch (caught) {
        if (caught instanceof AuthError) {
          const message = sendLinkErrorMessage(caught, window.location.hostname);
          notify.error(copy.failedTitle, message ?? copy.failedToast);
          setError(message ?? copy.failedInline);
        } else {
          const message = errorMessageOr(caught, copy.unexpected);
          notify.error(copy.unexpectedTitle, message);
          setError(message);
        }
        return false;
      } finally {
        setSending(false);
      }
    },
    [returnPath],
  );

  return { send, sending, error };
}
