import { CircleCheck, Inbox, Mail, Reply, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isLowerBound } from '@/data/repos/counts';
import { formatCount } from '@/lib/format-count';
import type { CappedInquiryCounts as Counts } from './counts';

const tiles: ReadonlyArray<{
  key: Exclude<keyof Counts, 'exact'>;
  label: string;
  icon: LucideIcon;
  iconClass: string;
}> = [
  {
    key: 'total',
    label: 'Total',
    icon: Inbox,
    iconClass: 'bg-ink-50 text-ink-700 dark:bg-ink-800 dark:text-ink-100',
  },
  {
    key: 'New',
    label: 'New',
    icon: Mail,
    iconClass: 'bg-chinar-50 text-chinar-800 dark:bg-chinar-500/20 dark:text-chinar-200',
  },
  {
    key: 'Responded',
    label: 'Responded',
    icon: Reply,
    iconClass: 'bg-blue-100 text-blue-800 dark:bg-blue-500/20 dark:text-blue-200',
  },
  {
    key: 'Resolved',
    label: 'Resolved',
    icon: CircleCheck,
    iconClass: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  },
];

/** A count by aggregation at the cap is a lower bound: "10,000+", and only then. */
function figure(counts: Counts, key: Exclude<keyof Counts, 'exact'>): string {
  return formatCount(counts[key], isLowerBound(counts[key], counts.exact));
}

/** Total / new / responded / resolved, as small tiles; null while the counts load. */
export function InquiryCounts({ counts }: { counts: Counts | null }) {
  return (
    <section aria-label="Inquiry counts">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map(({ key, label, icon: Icon, iconClass }) => (
          // The icon sits inside the <dt> (a <dl> group may hold only <dt> and <dd>), placed on the left.
          <Card key={key} className="relative flex flex-col justify-center py-3.5 pr-4 pl-[4.25rem]">
            <dt className="truncate text-sm text-muted-foreground">
              <span
                className={`absolute top-1/2 left-4 grid size-10 -translate-y-1/2 place-items-center rounded-xl ${iconClass}`}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {label}
            </dt>
            <dd className="font-display text-2xl leading-tight font-bold text-foreground">
              {counts ? figure(counts, key) : <Skeleton className="my-0.75 h-6 w-8" />}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
