import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminPaths } from '@/lib/admin-paths';
import { notify } from '@/lib/notify';
import { errorMessageOr } from '@/lib/utils';
import { forgetLinkEmail, hasActionLinkParameters, recalledLinkEmail } from './email-link';
import { verifyLinkErrorMessage, verifyMessages } from './messages';
import { getAuthService } from './service';
import { useSession } from './session';
import { signInCopy } from './sign-in-copy';

const copy = signInCopy.verify;

/**
 * checking: finding out whether this address is a sign-in link; verifying: completing it;
 * enter-email: a link but no known address; check-email: no link (yet), or a failed attempt.
 */
export type VerificationStep = 'checking' | 'verifying' | 'enter-email' | 'check-email';

/**
 * The e-mail-link verification flow (spec section 4): on arrival, a sign-in link completes at once when the
 * address is known (navigation state, then storage), otherwise the screen asks for it. Success toasts and
 * clears the stored address; the login guard then sends the person to the admin.
 */
export function useLinkVerification(addressFromRequest: string | null) {
  const session = useSession();
  const navigate = useNavigate();
  const [knownEmail] = useState(() => addressFromRequest ?? recalledLinkEmail());
  const [step, setStep] = useState<VerificationStep>('checking');
  const [error, setError] = useState<string | null>(null);
  const [typedEmail, setTypedEmail] = useState('');
  const linkUrl = useRef('');
  // A link works once: StrictMode's second effect run must not try it again.
  const started = useRef(false);

  const complete = useCallback(
    async (email: string, stepOnFailure: 'enter-email' | 'check-email') => {
      setStep('verifying');
      setError(null);
      try {
        const outcome = await session.completeLinkSignIn(email, linkUrl.current);
        if (outcome.ok) {
          forgetLinkEmail();
          notify.success(copy.success.title, copy.success.description);
          return;
        }
        if (outcome.denied) {
          // The gate's 'Access Denied' toast is already up.
          setError(outcome.message);
        } else {
          const message = verifyLinkErrorMessage(outcome.error);
          notify.error(copy.failedTitle, message ?? copy.failedToast);
          setError(message ?? copy.failedInline);
        }
      } catch (caught) {
        notify.error(copy.errorTitle, copy.completeError.toast);
        setError(errorMessageOr(caught, copy.completeError.inline));
      }
      setStep(stepOnFailure);
    },
    [session],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const href = window.location.href;
    getAuthService()
      .then((service) => {
        if (!service.isSignInLink(href)) {
          if (hasActionLinkParameters(href)) {
            notify.error(copy.failedTitle, verifyMessages.invalidLink);
            setError(verifyMessages.invalidLink);
          } else if (!knownEmail) {
            // Right after requesting a link, waiting for it is not an error.
            setError(verifyMessages.noLinkDetected);
          }
          setStep('check-email');
          return;
        }
        linkUrl.current = href;
        if (knownEmail) void complete(knownEmail, 'check-email');
        else setStep('enter-email');
      })
      .catch((caught: unknown) => {
        notify.error(copy.errorTitle, copy.checkError.toast);
        setError(errorMessageOr(caught, copy.checkError.inline));
        setStep('check-email');
      });
  }, [complete, knownEmail]);

  const submitEmail = useCallback(
    (email: string) => {
      setTypedEmail(email);
      void complete(email, 'enter-email');
    },
    [complete],
  );

  const startOver = useCallback(() => {
    forgetLinkEmail();
    void navigate(adminPaths.loginWithLink);
  }, [navigate]);

  const clearError = useCallback(() => setError(null), []);

  return { step, error, knownEmail, typedEmail, submitEmail, startOver, clearError };
}
