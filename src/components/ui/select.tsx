import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/utils';
import { fieldClasses } from './field-classes';

type SelectProps = ComponentProps<'select'> & {
  /** Classes for the wrapper (width, margins); `className` goes on the <select> itself. */
  containerClassName?: string;
};

/**
 * A native <select> that looks like Input (same border, focus and aria-invalid styles) with a chevron.
 * Native on purpose: the platform picker is accessible and right on phones. Works inside FormField.
 */
export function Select({ className, containerClassName, children, ...props }: SelectProps) {
  return (
    <div className={cn('relative', containerClassName)}>
      <select
        className={cn(
          fieldClasses,
          'h-11 cursor-pointer appearance-none truncate pr-10 disabled:cursor-not-allowed',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
