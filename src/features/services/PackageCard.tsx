import { Link } from 'react-router-dom';
import { Check, Clock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { formatInr, type EngagementPackage } from '@/content/packages';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

/** One engagement package: name, starting price, timeline, call to action and what it includes. */
export function PackageCard({ item }: { item: EngagementPackage }) {
  const headingId = `package-${item.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex h-full flex-col rounded-card border bg-surface p-7 shadow-card sm:p-8',
        item.featured ? 'border-chinar-600 shadow-lift ring-1 ring-chinar-600' : 'border-border',
      )}
    >
      {item.featured ? (
        <Badge variant="accent" size="md" className="absolute -top-3 left-7 ring-1 ring-chinar-200 sm:left-8">
          Most popular
        </Badge>
      ) : null}
      <h3 id={headingId} className="text-2xl font-extrabold text-ink-950">
        {item.name}
      </h3>
      <p className="mt-1 text-sm font-medium text-chinar-700">{item.audience}</p>
      <p className="mt-4 leading-7 text-muted-foreground">{item.tagline}</p>

      <p className="mt-6 flex flex-col">
        <span className="text-sm font-medium text-muted-foreground">Starting at</span>
        <span className="font-display text-4xl font-extrabold tracking-tight text-ink-950">
          {formatInr(item.priceFrom)}
        </span>
        <span className="mt-1 text-sm text-muted-foreground">{item.priceNote}</span>
      </p>
      <p className="mt-4 flex items-center gap-2 text-sm font-medium text-ink-800">
        <Clock aria-hidden="true" className="size-4 text-dal-600" />
        Timeline: {item.timeline}
      </p>

      <Link
        to={paths.contact}
        aria-label={`Get a quote for the ${item.name} package`}
        className={cn(
          buttonVariants({ variant: item.featured ? 'primary' : 'secondary', size: 'md' }),
          'mt-7 w-full',
        )}
      >
        Get a quote
      </Link>

      <h4 className="mt-8 text-sm font-semibold tracking-wide text-ink-950 uppercase">What’s included</h4>
      <ul className="mt-4 space-y-3 text-sm leading-6 text-ink-800">
        {item.includes.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-dal-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
