import { useState } from 'react';
import { notify } from '@/lib/notify';
import { passwordSignInMessage, passwordSignInMessages } from './messages';
import { useSession } from './session';
import { signInCopy } from './sign-in-copy';
import type { PasswordLoginValues } from './sign-in-schemas';

const copy = signInCopy.login;

/**
 * Password sign-in with the spec's toasts. A refused account (no active staff record) gets only the gate's
 * 'Access Denied' toast; the screen shows the returned message inline either way. On success the login
 * guard sends the person to the admin.
 */
export function usePasswordSignIn() {
  const session = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn({ email, password }: PasswordLoginValues): Promise<void> {
    setPending(true);
    setError(null);
    try {
      const outcome = await session.signInWithPassword(email, password);
      if (outcome.ok) {
        notify.success(copy.success.title, copy.success.description);
        return;
      }
      if (outcome.denied) {
        // The gate's 'Access Denied' toast is already up.
        setError(outcome.message);
        return;
      }
      // No reason: the provider said only that the pair is wrong (spec: 'Invalid password' / 'Invalid credentials').
      const message = passwordSignInMessage(outcome.error);
      setError(message ?? passwordSignInMessages.invalidPassword);
      notify.error(copy.failedTitle, message ?? copy.failedFallback);
    } catch {
      setError(copy.unexpected);
      notify.error(copy.unexpected);
    } finally {
      setPending(false);
    }
  }

  return { signIn, pending, error };
}
