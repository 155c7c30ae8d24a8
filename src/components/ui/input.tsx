import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const fieldBase =
  'w-full rounded-xl border border-ink-200 bg-white px-4 text-base text-ink-900 shadow-xs transition-colors placeholder:text-ink-400 hover:border-ink-300 focus-visible:border-chinar-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-chinar-600/30 disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/30 sm:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldBase, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldBase, 'min-h-32 py-3 leading-6', className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor
  return <label className={cn('text-sm font-medium text-ink-900', className)} {...props} />;
}
