import { Link } from 'react-router-dom';
import { House, Link2Off } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';
import { previewCopy } from './copy';

/** A link that is unknown, expired or revoked: say so, and where to get a new one. */
export function PreviewUnavailable() {
  const { unavailable } = previewCopy;
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <Link2Off aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 max-w-2xl text-3xl font-extrabold text-ink-950 sm:text-4xl">{unavailable.title}</h1>
      <p className="mt-4 max-w-lg text-lg leading-8 text-muted-foreground">{unavailable.text}</p>
      <Link to={paths.home} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        <House aria-hidden="true" />
        {unavailable.home}
      </Link>
    </section>
  );
}
