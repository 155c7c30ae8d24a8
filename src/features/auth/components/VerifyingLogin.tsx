import { ShieldCheck } from 'lucide-react';
import { LoadingState } from '@/components/ui/spinner';
import { AuthCardHeader } from './AuthCardHeader';
import { signInCopy } from '../sign-in-copy';

/** Shown while a sign-in link is being completed. */
export function VerifyingLogin() {
  return (
    <>
      <AuthCardHeader icon={ShieldCheck} title={signInCopy.verify.verifying} focusOnMount />
      <LoadingState label="Checking your login link..." className="py-6" />
    </>
  );
}
