import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A bordered panel on the surface colour. The parts carry the padding, so a Card can also hold a flush Table. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-card border border-border bg-surface text-foreground shadow-card', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="card-header" className={cn('flex flex-col gap-1.5 p-5 sm:p-6', className)} {...props} />
  );
}

type CardTitleProps = ComponentProps<'h2'> & {
  /** The heading level that fits the page outline (default h2). */
  as?: 'h2' | 'h3' | 'h4';
};

export function CardTitle({ as: Heading = 'h2', className, ...props }: CardTitleProps) {
  return (
    <Heading className={cn('text-lg leading-snug font-semibold text-foreground', className)} {...props} />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  // Right under a header the header's bottom padding is the gap.
  return <div className={cn('p-5 sm:p-6 [[data-slot=card-header]+&]:pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-wrap items-center gap-3 border-t border-border px-5 py-4 sm:px-6', className)}
      {...props}
    />
  );
}
