import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { adminPaths } from '@/lib/admin-paths';
import { signInCopy } from '../sign-in-copy';
import { linkRequestSchema, type EmailFormInput, type EmailFormValues } from '../sign-in-schemas';
import { useSendLoginLink } from '../use-send-login-link';
import { EmailField } from './EmailField';
import { FormError } from './FormError';
import { PendingButton } from './PendingButton';

/** Asks for a sign-in link; once sent, the verify screen waits for it (knowing the address). */
export function LinkRequestForm() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const { send, sending, error } = useSendLoginLink();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailFormInput, unknown, EmailFormValues>({
    resolver: zodResolver(linkRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    if (await send(email))
      await navigate(adminPaths.verifyLink, { state: { ...(state as object | null), email } });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Request a login link" className="flex flex-col gap-5">
      <EmailField error={errors.email?.message} {...register('email')} />
      <FormError message={error} />
      <PendingButton
        type="submit"
        size="lg"
        className="w-full"
        pending={sending}
        pendingLabel={signInCopy.linkRequest.submitting}
      >
        <Send aria-hidden="true" />
        {signInCopy.linkRequest.submit}
      </PendingButton>
    </form>
  );
}
