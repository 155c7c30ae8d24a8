import type { Stat } from '@/content/home';
import { cn } from '@/lib/utils';

interface StatFigureProps {
  stat: Stat;
  inverse?: boolean;
  className?: string;
}

/** A headline figure over its label, read in that order ("150+ Projects delivered"). */
export function StatFigure({ stat, inverse = false, className }: StatFigureProps) {
  return (
    <div className={className}>
      <p
        className={cn(
          'font-display text-4xl font-extrabold tracking-tight sm:text-5xl',
          inverse ? 'text-white' : 'text-ink-950',
        )}
      >
        {stat.value}
      </p>
      <p className={cn('mt-2 text-sm font-medium', inverse ? 'text-ink-200' : 'text-muted-foreground')}>
        {stat.label}
      </p>
    </div>
  );
}
