import { formatDateTime, timeAgo } from '@/lib/dates';

/** "18 Nov 2026, 12:12 pm" over "5 minutes ago" (the clock of the page's render). */
export function EntryTime({ at, now }: { at: Date | null; now: Date }) {
  if (!at) return <span className="text-muted-foreground">—</span>;
  return (
    <time dateTime={at.toISOString()} className="flex flex-col">
      <span className="whitespace-nowrap">{formatDateTime(at)}</span>
      <span className="text-xs whitespace-nowrap text-muted-foreground">
        {timeAgo(at.getTime(), now.getTime())}
      </span>
    </time>
  );
}
