import { useLocation } from 'react-router-dom';
import { LoadingState } from '@/components/ui/spinner';
import { CheckEmailView } from '@/features/auth/components/CheckEmailView';
import { EnterEmailForm } from '@/features/auth/components/EnterEmailForm';
import { VerifyingLogin } from '@/features/auth/components/VerifyingLogin';
import { useLinkVerification } from '@/features/auth/use-link-verification';
import { useSendLoginLink } from '@/features/auth/use-send-login-link';
import { AdminTitle } from '@/components/admin/AdminTitle';

/** The address the request screen passed along (navigation state), if any. */
function useRequestedEmail(): string | null {
  const state: unknown = useLocation().state;
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string')
    return state.email;
  return null;
}

/** /admin/verify-otp: completes an e-mail sign-in link, or waits for one (spec sections 2 and 4). */
export default function VerifyLinkPage() {
  const verification = useLinkVerification(useRequestedEmail());
  const resend = useSendLoginLink();
  const { step, error, knownEmail } = verification;

  async function resendLink() {
    if (knownEmail && (await resend.send(knownEmail))) verification.clearError();
  }

  return (
    <>
      <AdminTitle title="Verify Login" />
      {step === 'checking' ? <LoadingState label="Checking your login link..." /> : null}
      {step === 'verifying' ? <VerifyingLogin /> : null}
      {step === 'enter-email' ? (
        <EnterEmailForm
          defaultEmail={verification.typedEmail}
          error={error}
          onSubmit={verification.submitEmail}
          onStartOver={verification.startOver}
        />
      ) : null}
      {step === 'check-email' ? (
        <CheckEmailView
          email={knownEmail}
          error={error}
          resending={resend.sending}
          resendError={resend.error}
          onResend={() => void resendLink()}
        />
      ) : null}
    </>
  );
}
