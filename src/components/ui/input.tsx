import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { fieldClasses } from './field-classes';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, 'h-11', className)} {...props} />;
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
