import { useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { contactPage } from '@/content/contact';
import { contactFormSchema, type ContactFormInput, type ContactFormValues } from '@/data/schemas/inquiry';
import { INQUIRY_LIMITS } from '@/data/models/inquiry';
import { isSiteBusyError } from '@/data/repos/throttle';
import { usePublicSiteSettings } from '@/features/site-settings';
import { prefetchAppCheck } from '@/lib/app-check';
import { adoptTypedText, type TypedTextAdopter } from '@/lib/before-start';
import { inquiryMailto } from './inquiry-mailto';
import { useSubmitInquiry } from './use-submit-inquiry';

const emptyForm: ContactFormInput = { name: '', email: '', phone: '', subject: '', message: '', website: '' };
const isFieldName = (name: string): name is keyof ContactFormInput => Object.hasOwn(emptyForm, name);

/**
 * While the site is busy (the write throttle refused the message), the same message can go by e-mail: a
 * mailto: link to the site's contact address with the subject, the message and the sender's details as
 * they stand in the form (which keeps them), so a visitor who cannot wait loses nothing.
 */
function SendByEmail({ control }: { control: Control<ContactFormInput, unknown, ContactFormValues> }) {
  const { byEmail } = contactPage.messages;
  const values = useWatch({ control });
  const { contactEmail } = usePublicSiteSettings();
  return (
    <p className="font-normal">
      {byEmail.lead}{' '}
      <a
        href={inquiryMailto(contactEmail, values, byEmail.bodyLabels)}
        className="font-semibold wrap-anywhere text-red-900 underline underline-offset-4 hover:text-red-950"
      >
        {byEmail.link} {contactEmail}
      </a>
    </p>
  );
}

/** The contact form: validated with the shared schema, cleared on success, kept intact on failure. */
export function ContactForm() {
  const { form: copy } = contactPage;
  const mutation = useSubmitInquiry();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyForm,
    shouldFocusError: true,
  });

  // Text typed before the app started (src/lib/before-start.ts) goes into the form's values, as typing would.
  const adoptTyped: TypedTextAdopter = (text, field) => {
    if (isFieldName(field.name)) setValue(field.name, text, { shouldDirty: true });
  };

  const onSubmit = handleSubmit((values) => {
    mutation.reset();
    mutation.mutate(values, { onSuccess: () => reset(emptyForm) });
  });

  return (
    <form
      ref={(form) => adoptTypedText(form, adoptTyped)}
      onSubmit={onSubmit}
      onFocus={prefetchAppCheck}
      noValidate
      aria-labelledby="contact-form-title"
      className="space-y-6"
    >
      <div>
        <h2 id="contact-form-title" className="text-2xl font-extrabold text-ink-950 sm:text-3xl">
          {copy.title}
        </h2>
        <p className="mt-2 text-muted-foreground">{copy.description}</p>
      </div>

      {mutation.isError ? (
        <div className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="min-w-0 space-y-2">
            <p role="alert">
              {isSiteBusyError(mutation.error)
                ? contactPage.messages.busy
                : contactPage.messages.failureInline}
            </p>
            {isSiteBusyError(mutation.error) ? <SendByEmail control={control} /> : null}
          </div>
        </div>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={copy.labels.name} error={errors.name?.message}>
          <Input
            autoComplete="name"
            placeholder={copy.placeholders.name}
            maxLength={INQUIRY_LIMITS.name}
            required
            {...register('name')}
          />
        </FormField>
        <FormField label={copy.labels.email} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={copy.placeholders.email}
            maxLength={INQUIRY_LIMITS.email}
            required
            {...register('email')}
          />
        </FormField>
        <FormField label={copy.labels.phone} optional hint={copy.phoneHint} error={errors.phone?.message}>
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={copy.placeholders.phone}
            maxLength={INQUIRY_LIMITS.phone}
            {...register('phone')}
          />
        </FormField>
        <FormField label={copy.labels.subject} error={errors.subject?.message}>
          <Input
            placeholder={copy.placeholders.subject}
            maxLength={INQUIRY_LIMITS.subject}
            required
            {...register('subject')}
          />
        </FormField>
      </div>

      <FormField label={copy.labels.message} error={errors.message?.message}>
        <Textarea
          rows={6}
          placeholder={copy.placeholders.message}
          maxLength={INQUIRY_LIMITS.message}
          required
          {...register('message')}
        />
      </FormField>

      {/* Honeypot: off-screen and skipped by keyboard and screen readers; only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{copy.labels.honeypot}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <div className="flex flex-col gap-4 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-sm text-xs leading-5 text-muted-foreground">{copy.privacy}</p>
        <Button type="submit" size="lg" disabled={mutation.isPending} className="sm:min-w-44">
          {mutation.isPending ? copy.submitting : copy.submit}
          <Send aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
