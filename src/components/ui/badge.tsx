import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/*
 * Light: a pale tint with its 800/900 shade (>= 5.9:1). Dark (admin): a translucent tint with the 200/300
 * shade (>= 7.2:1 over background, surface and muted). Statuses: neutral, info, success, warning, danger.
 */
const badgeVariants = cva('inline-flex items-center gap-1 rounded-full text-xs font-semibold', {
  variants: {
    variant: {
      neutral: 'bg-ink-50 text-ink-700 dark:bg-ink-800 dark:text-ink-100',
      accent: 'bg-chinar-50 text-chinar-800 dark:bg-chinar-500/20 dark:text-chinar-200',
      teal: 'bg-dal-50 text-dal-700 dark:bg-dal-500/15 dark:text-dal-300',
      info: 'bg-blue-100 text-blue-800 dark:bg-blue-500/20 dark:text-blue-200',
      success: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
      warning: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
      danger: 'bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200',
      outline: 'border border-ink-200 text-ink-700 dark:border-ink-600 dark:text-ink-100',
      inverse: 'bg-white/10 text-white ring-1 ring-white/20',
    },
    size: {
      sm: 'px-2.5 py-0.5',
      md: 'px-3 py-1',
    },
  },
  defaultVariants: { variant: 'neutral', size: 'sm' },
});

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
