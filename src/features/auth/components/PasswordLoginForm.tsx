import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { signInCopy } from '../sign-in-copy';
import { passwordLoginSchema, type PasswordLoginInput, type PasswordLoginValues } from '../sign-in-schemas';
import { usePasswordReset } from '../use-password-reset';
import { usePasswordSignIn } from '../use-password-sign-in';
import { EmailField } from './EmailField';
import { FormError } from './FormError';
import { PendingButton } from './PendingButton';

/** E-mail and password sign-in, with 'Forgot Password?' for the address typed above. Keeps what was typed on failure. */
export function PasswordLoginForm() {
  const { signIn, pending, error } = usePasswordSignIn();
  const { sendReset, sending } = usePasswordReset();
  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<PasswordLoginInput, unknown, PasswordLoginValues>({
    resolver: zodResolver(passwordLoginSchema),
    defaultValues: { email: '', password: '' },
  });

  async function requestReset() {
    const sent = await sendReset(getValues('email'));
    if (!sent) setFocus('email');
  }

  return (
    <form
      onSubmit={handleSubmit(signIn)}
      noValidate
      aria-label="Sign in with password"
      className="flex flex-col gap-5"
    >
      <EmailField error={errors.email?.message} {...register('email')} />
      <div className="flex flex-col gap-1">
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" required {...register('password')} />
        </FormField>
        <button
          type="button"
          className="inline-flex items-center gap-1.5 self-end rounded-md py-1 text-sm font-semibold text-primary hover:underline disabled:opacity-60 dark:text-chinar-300"
          disabled={sending}
          aria-busy={sending || undefined}
          onClick={() => void requestReset()}
        >
          {sending ? (
            <>
              <Spinner />
              {signInCopy.reset.sending}
            </>
          ) : (
            signInCopy.reset.button
          )}
        </button>
      </div>
      <FormError message={error} />
      <PendingButton
        type="submit"
        size="lg"
        className="w-full"
        pending={pending}
        pendingLabel={signInCopy.login.submitting}
      >
        {signInCopy.login.submit}
      </PendingButton>
    </form>
  );
}
