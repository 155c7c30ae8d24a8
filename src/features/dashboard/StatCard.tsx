import { TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { reachedCap } from '@/data/repos/counts';
import { formatCount } from '@/lib/format-count';
import { cn } from '@/lib/utils';
import { percentChange, type MonthOverMonth } from './stats';

interface StatCardProps {
  label: string;
  value: number | null;
  /** The value is a count that stopped at the query cap: shown as "10,000+". */
  orMore?: boolean;
  icon: LucideIcon;
  /** The breakdown under the figure, e.g. "3 published · 1 draft". */
  detail?: ReactNode;
  /** This calendar month's figure against last month's (new items, where the data has creation dates). */
  trend?: MonthOverMonth;
  /** What the trend counts: "new posts", "visits". */
  trendNoun?: string;
  /** Whether the loaded card has a trend footer: its skeleton keeps room for one. */
  hasTrend?: boolean;
}

function Trend({ trend, noun }: { trend: MonthOverMonth; noun: string }) {
  const change = percentChange(trend);
  const rising = trend.thisMonth >= trend.lastMonth;
  const Icon = rising ? TrendingUp : TrendingDown;
  return (
    <p className="mt-auto flex items-start gap-1.5 border-t border-border pt-3 text-xs text-muted-foreground">
      <Icon
        aria-hidden="true"
        className={cn('mt-px size-3.5 shrink-0', rising ? 'text-success' : 'text-danger')}
      />
      <span>
        <span className="font-semibold text-foreground">
          {formatCount(trend.thisMonth, reachedCap(trend.thisMonth))}
        </span>{' '}
        {noun} this month, {formatCount(trend.lastMonth, reachedCap(trend.lastMonth))} last month
        {change ? ` (${change})` : ''}
      </span>
    </p>
  );
}

/** One figure of the dashboard; null while loading. */
export function StatCard({
  label,
  value,
  orMore = false,
  icon: Icon,
  detail,
  trend,
  trendNoun = 'new items',
  hasTrend = false,
}: StatCardProps) {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-sans text-sm font-medium tracking-normal text-muted-foreground">{label}</h2>
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-chinar-50 text-chinar-800 dark:bg-chinar-500/15 dark:text-chinar-200">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      {/* Loading or loaded, each row keeps its place, so nothing moves but what the counts change when they
          arrive; the grid gives a row's cards the tallest one's height. */}
      {value === null ? (
        <Skeleton className="h-9 w-20" aria-hidden="true" />
      ) : (
        <p className="font-display text-3xl font-bold tracking-tight text-foreground">
          {formatCount(value, orMore)}
        </p>
      )}
      {value === null ? (
        <div className="flex flex-col gap-1 py-0.5" aria-hidden="true">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-28" />
        </div>
      ) : detail ? (
        <p className="text-sm text-muted-foreground">{detail}</p>
      ) : null}
      {value === null && hasTrend ? (
        <div className="mt-auto flex flex-col gap-1 border-t border-border pt-3" aria-hidden="true">
          <Skeleton className="h-3.5 w-44" />
          <Skeleton className="h-3.5 w-24" />
        </div>
      ) : value !== null && trend ? (
        <Trend trend={trend} noun={trendNoun} />
      ) : null}
    </Card>
  );
}
