import { useState, type FormEvent } from 'react';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { prefetchAppCheck } from '@/lib/app-check';
import { adoptTypedText } from '@/lib/before-start';
import { cn } from '@/lib/utils';
import type { SubscribeOutcome } from './subscribe-action';

const resultMessages = {
  subscribed: (email: string) => `Thanks for subscribing! We'll send our next update to ${email}.`,
  'already-subscribed': (email: string) => `${email} is already subscribed. Thank you for following us.`,
};
const errorMessage = 'We could not subscribe you right now. Please check your connection and try again.';
/** The write throttle refused it (src/data/repos/throttle.ts); the address stays in the field. */
const busyMessage = 'We are receiving many sign-ups right now. Please try again in a few minutes.';

/**
 * Footer newsletter form: one required e-mail (spec), stored in subscribers/{e-mail}. It is on every page,
 * so it stays tiny: validation (zod) and the data layer load on the first submit, not with the page.
 */
export function SubscribeForm() {
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setOutcome(null);
    const { submitSubscription } = await import('./subscribe-action');
    const result = await submitSubscription(email);
    setOutcome(result);
    setPending(false);
    // Keep what was typed unless it was stored: the visitor can correct it or try again.
    if (result.kind === 'subscribed' || result.kind === 'already-subscribed') setEmail('');
  }

  const invalid = outcome?.kind === 'invalid';
  return (
    <form
      onSubmit={onSubmit}
      onFocus={prefetchAppCheck}
      noValidate
      className="mt-4"
      aria-label="Subscribe to our newsletter"
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="footer-subscribe-email" className="sr-only">
          Email address
        </label>
        <input
          id="footer-subscribe-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Your Email Address"
          ref={(field) => adoptTypedText(field, setEmail)}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby="footer-subscribe-status"
          className={cn(
            'h-11 min-w-0 flex-1 rounded-full border border-white/15 bg-white/5 px-5 text-sm text-white placeholder:text-ink-300 focus-visible:border-chinar-400 focus-visible:outline-2 focus-visible:outline-chinar-400/40',
            invalid && 'border-red-400',
          )}
        />
        <button
          type="submit"
          disabled={pending}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-full bg-chinar-700 px-5 text-sm font-semibold text-white transition-colors hover:bg-chinar-800 disabled:opacity-60"
        >
          {pending ? 'Subscribing…' : 'Subscribe'}
          <ArrowRight aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div id="footer-subscribe-status" role="status" aria-live="polite" className="mt-2 min-h-5 text-sm">
        {outcome ? <OutcomeMessage outcome={outcome} /> : null}
      </div>
    </form>
  );
}

function OutcomeMessage({ outcome }: { outcome: SubscribeOutcome }) {
  if (outcome.kind === 'invalid') return <p className="text-red-300">{outcome.message}</p>;
  if (outcome.kind === 'error') return <p className="text-red-300">{errorMessage}</p>;
  if (outcome.kind === 'busy') return <p className="text-amber-200">{busyMessage}</p>;
  return (
    <p className="flex items-start gap-2 text-dal-300">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {resultMessages[outcome.kind](outcome.email)}
    </p>
  );
}
