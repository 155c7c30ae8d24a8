import type { ComponentProps } from 'react';
import { cn, withDefault } from '@/lib/utils';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'animate-pulse',
        withDefault(className, 'rounded-', 'rounded-lg'),
        withDefault(className, 'bg-', 'bg-ink-100 dark:bg-ink-800'),
        className,
      )}
      {...props}
    />
  );
}
