import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full text-xs font-semibold', {
  variants: {
    variant: {
      neutral: 'bg-ink-50 text-ink-700',
      accent: 'bg-chinar-50 text-chinar-800',
      teal: 'bg-dal-50 text-dal-700',
      success: 'bg-green-100 text-green-800',
      outline: 'border border-ink-200 text-ink-700',
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
