import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { subscribeFormSchema, type SubscribeFormInput } from '@/data/schemas/subscriber';
import { subscribe } from '@/data/repos/subscribers';
import { cn } from '@/lib/utils';

type Outcome = { kind: 'subscribed' | 'already-subscribed' | 'error'; email: string } | null;

const messages = {
  subscribed: (email: string) => `Thanks for subscribing! We'll send our next update to ${email}.`,
  'already-subscribed': (email: string) => `${email} is already subscribed. Thank you for following us.`,
  error: () => 'We could not subscribe you right now. Please check your connection and try again.',
};

/** Footer newsletter form: one required e-mail (spec), stored in subscribers/{e-mail}. */
export default function SubscribeForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<SubscribeFormInput>({
    resolver: zodResolver(subscribeFormSchema),
    defaultValues: { email: '' },
  });
  const mutation = useMutation({ mutationFn: subscribe });

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const result = await mutation.mutateAsync(values);
      setOutcome({ kind: result, email: values.email.trim().toLowerCase() });
      form.reset({ email: '' });
    } catch {
      // The typed address stays in the field so the visitor can simply try again.
      setOutcome({ kind: 'error', email: values.email });
    }
  });

  const fieldError = form.formState.errors.email?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4" aria-label="Subscribe to our newsletter">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="footer-subscribe-email" className="sr-only">
          Email address
        </label>
        <input
          id="footer-subscribe-email"
          type="email"
          required
          autoComplete="email"
          placeholder="Your Email Address"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby="footer-subscribe-status"
          className={cn(
            'h-11 min-w-0 flex-1 rounded-full border border-white/15 bg-white/5 px-5 text-sm text-white placeholder:text-ink-300 focus-visible:border-chinar-400 focus-visible:outline-2 focus-visible:outline-chinar-400/40',
            fieldError && 'border-red-400',
          )}
          {...form.register('email')}
        />
        <button
          type="submit"
          disabled={mutation.isPending}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-full bg-chinar-700 px-5 text-sm font-semibold text-white transition-colors hover:bg-chinar-800 disabled:opacity-60"
        >
          {mutation.isPending ? 'Subscribing…' : 'Subscribe'}
          <ArrowRight aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div id="footer-subscribe-status" role="status" aria-live="polite" className="mt-2 min-h-5 text-sm">
        {fieldError ? <p className="text-red-300">{fieldError}</p> : null}
        {!fieldError && outcome ? (
          <p className={cn('flex items-start gap-2', outcome.kind === 'error' ? 'text-red-300' : 'text-dal-300')}>
            {outcome.kind !== 'error' ? <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
            {messages[outcome.kind](outcome.email)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
