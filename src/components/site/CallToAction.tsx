import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

interface CallToActionProps {
  title?: string;
  description?: string;
  primary?: { to: string; label: string };
  secondary?: { to: string; label: string };
}

/** The closing "let's talk" band used at the end of most pages. */
export function CallToAction({
  title = 'Have a project in mind?',
  description = 'Tell us what you are building. We reply within one working day with honest advice, a plan and a quote.',
  primary = { to: paths.contact, label: 'Start a conversation' },
  secondary = { to: paths.projects, label: 'See our work' },
}: CallToActionProps) {
  return (
    <section className="section">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl bg-ink-950 px-6 py-14 text-center shadow-lift sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-chinar-600/40 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-24 -left-24 -z-10 size-80 rounded-full bg-dal-500/25 blur-3xl"
          />
          <h2 className="mx-auto max-w-2xl text-3xl font-extrabold text-white sm:text-4xl">{title}</h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-ink-200">{description}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to={primary.to} className={cn(buttonVariants({ variant: 'primary', size: 'lg' }))}>
              {primary.label} <ArrowRight aria-hidden="true" />
            </Link>
            <Link
              to={secondary.to}
              className={cn(buttonVariants({ variant: 'outline-inverse', size: 'lg' }))}
            >
              {secondary.label}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
