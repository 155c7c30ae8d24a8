import { Link } from 'react-router-dom';
import { MailCheck, RotateCw } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { adminPaths } from '@/lib/admin-paths';
import { signInCopy } from '../sign-in-copy';
import { AuthCardHeader } from './AuthCardHeader';
import { FormError } from './FormError';
import { PendingButton } from './PendingButton';
import { VerificationError } from './VerificationError';

const ADDRESS_NOT_FOUND_ID = 'verify-address-not-found';

interface CheckEmailViewProps {
  /** Where the link went, when known (navigation state or storage); without it there is nothing to resend. */
  email: string | null;
  error: string | null;
  resending: boolean;
  resendError: string | null;
  onResend(): void;
}

/** Waiting for the link to be opened, or after a failed attempt: resend it or sign in another way. */
export function CheckEmailView({ email, error, resending, resendError, onResend }: CheckEmailViewProps) {
  const copy = signInCopy.verify;
  const description = email ? (
    <>
      We sent a login link to <strong className="font-semibold text-foreground">{email}</strong>. Open it on
      this device to sign in.
    </>
  ) : (
    'Open the login link from your email on this device to sign in.'
  );

  return (
    <>
      <AuthCardHeader icon={MailCheck} title={copy.checkEmail} description={description} focusOnMount />
      <VerificationError message={error} />
      <div className="flex flex-col gap-3">
        <FormError message={resendError} />
        {email ? (
          <PendingButton
            size="lg"
            className="w-full"
            pending={resending}
            pendingLabel={signInCopy.linkRequest.submitting}
            onClick={onResend}
          >
            <RotateCw aria-hidden="true" />
            {copy.resend}
          </PendingButton>
        ) : (
          <>
            {/* Resending needs the address the link went to; this browser has none, so the request restarts. */}
            <p id={ADDRESS_NOT_FOUND_ID} className="text-sm text-muted-foreground">
              {copy.addressNotFound}
            </p>
            <Link
              to={adminPaths.loginWithLink}
              aria-describedby={ADDRESS_NOT_FOUND_ID}
              className={buttonVariants({ size: 'lg', className: 'w-full' })}
            >
              Request a New Link
            </Link>
          </>
        )}
        <Link to={adminPaths.login} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
          {copy.otherMethod}
        </Link>
      </div>
    </>
  );
}
