import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { fieldClasses } from './field-classes';

/**
 * A text field. Its type is always written out (text unless the caller says otherwise): checkers such as
 * HTML_CodeSniffer (H98) judge `autocomplete` against the input's explicit type.
 */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-32 py-3 leading-6', className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor
    <label className={cn('text-sm font-medium text-ink-900 dark:text-ink-50', className)} {...props} />
  );
}
