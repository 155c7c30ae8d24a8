import { Alert } from '@/components/ui/alert';
import { signInCopy } from '../sign-in-copy';

/** The verify screen's 'Verification Failed' alert, shown while an error exists. */
export function VerificationError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="danger" title={signInCopy.verify.failedTitle} description={message} className="mb-5" />
  );
}
