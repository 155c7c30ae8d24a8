import type { ComponentProps } from 'react';
import { cn, withDefault } from '@/lib/utils';

/** A spinning ring in the current text colour; decorative, so pair it with visible or sr-only text. */
export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0 animate-spin', withDefault(className, 'size-', 'size-4'), className)}
      {...props}
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

type LoadingStateProps = ComponentProps<'div'> & {
  /** Visible text, also what screen readers announce. Default "Loading…". */
  label?: string;
};

/** A block that says something is loading (role="status", so the label is announced politely). */
export function LoadingState({ label = 'Loading…', className, ...props }: LoadingStateProps) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-center justify-center gap-3 text-sm text-muted-foreground',
        withDefault(className, 'py-', 'py-12'),
        className,
      )}
      {...props}
    >
      <Spinner className="size-5 text-primary" />
      <span>{label}</span>
    </div>
  );
}
