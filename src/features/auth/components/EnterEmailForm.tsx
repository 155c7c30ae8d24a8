import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AtSign } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { signInCopy } from '../sign-in-copy';
import { linkVerifySchema, type EmailFormInput, type EmailFormValues } from '../sign-in-schemas';
import { AuthCardHeader } from './AuthCardHeader';
import { EmailField } from './EmailField';
import { VerificationError } from './VerificationError';

interface EnterEmailFormProps {
  defaultEmail: string;
  error: string | null;
  onSubmit(email: string): void;
  onStartOver(): void;
}

/** A valid link but no remembered address (another browser or device): ask which address it was sent to. */
export function EnterEmailForm({ defaultEmail, error, onSubmit, onStartOver }: EnterEmailFormProps) {
  const copy = signInCopy.verify;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailFormInput, unknown, EmailFormValues>({
    resolver: zodResolver(linkVerifySchema),
    defaultValues: { email: defaultEmail },
  });

  return (
    <>
      <AuthCardHeader
        icon={AtSign}
        title={copy.enterEmail}
        description="Enter the email address you requested the login link for, to finish signing in on this device."
        focusOnMount
      />
      <VerificationError message={error} />
      <form
        onSubmit={handleSubmit(({ email }) => onSubmit(email))}
        noValidate
        aria-label="Confirm your email"
        className="flex flex-col gap-5"
      >
        <EmailField error={errors.email?.message} {...register('email')} />
        <div className="flex flex-col gap-3">
          <Button type="submit" size="lg" className="w-full">
            {copy.continue}
          </Button>
          <Button variant="outline" className="w-full" onClick={onStartOver}>
            {copy.startOver}
          </Button>
        </div>
      </form>
    </>
  );
}
