import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import type { ServiceSummary } from '@/content/services';
import { cn } from '@/lib/utils';

interface ServiceCardProps {
  service: ServiceSummary;
  /** Heading level inside the page outline. */
  headingLevel?: 'h3' | 'h4';
  compact?: boolean;
}

/** A service as a card; the whole card is clickable through its heading link (one link per card). */
export function ServiceCard({ service, headingLevel: Heading = 'h3', compact = false }: ServiceCardProps) {
  const Icon = service.icon;
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col rounded-card border border-border bg-surface shadow-card transition duration-200 hover:-translate-y-0.5 hover:border-chinar-200 hover:shadow-lift has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring',
        compact ? 'p-6' : 'p-7',
      )}
    >
      <span
        className={cn(
          'flex items-center justify-center rounded-xl bg-chinar-50 text-chinar-700 transition-colors group-hover:bg-chinar-700 group-hover:text-white',
          compact ? 'size-11' : 'size-12',
        )}
      >
        <Icon aria-hidden="true" className={compact ? 'size-5' : 'size-6'} />
      </span>
      <Heading className={cn('font-bold text-ink-950', compact ? 'mt-4 text-lg' : 'mt-5 text-xl')}>
        <Link
          to={service.href}
          className="after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:outline-none"
        >
          {service.title}
        </Link>
      </Heading>
      <p
        className={cn('flex-1 text-muted-foreground', compact ? 'mt-2 text-sm leading-6' : 'mt-3 leading-7')}
      >
        {service.description}
      </p>
      <span
        aria-hidden="true"
        className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-chinar-700"
      >
        Learn more
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </article>
  );
}
