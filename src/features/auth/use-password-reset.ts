import { useState } from 'react';
import { notify } from '@/lib/notify';
import { emailSchema } from '@/data/schemas/common';
import { passwordResetErrorMessage } from './login-messages';
import { getAuthService } from './service';
import { signInCopy } from './sign-in-copy';

const copy = signInCopy.reset;

/**
 * 'Forgot Password?': sends a reset e-mail to the address typed in the login form (spec sections 5 and 8).
 * Returns false without sending when the address is missing or invalid, so the form can focus the field.
 */
export function usePasswordReset() {
  const [sending, setSending] = useState(false);

  async function sendReset(typedEmail: string): Promise<boolean> {
    const parsed = emailSchema.safeParse(typedEmail);
    if (!parsed.success) {
      notify.error(copy.emailRequired.title, copy.emailRequired.description);
      return false;
    }
    const email = parsed.data;
    setSending(true);
    try {
      await (await getAuthService()).sendPasswordReset(email);
      notify.success(copy.sentTitle, copy.sent(email));
    } catch (error) {
      notify.error(copy.failedTitle, passwordResetErrorMessage(error));
    } finally {
      setSending(false);
    }
    return true;
  }

  return { sendReset, sending };
}
