import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { AUDIT_ACTION_LABELS } from '@/data/models/audit-log';
import type { AuditEntry } from '@/data/schemas/history';
import { adminPaths } from '@/lib/admin-paths';
import { formatDateTime, timeAgo } from '@/lib/dates';
import { EntryTarget } from './EntryTarget';
import { RECENT_ACTIVITY } from './queries';
import { isRemoved, removedTargets } from './targets';

function EntryItem({ entry, removed, now }: { entry: AuditEntry; removed: boolean; now: Date }) {
  return (
    <li className="flex items-start justify-between gap-4 px-5 py-3 sm:px-6">
      <div className="flex min-w-0 flex-col gap-0.5 text-sm">
        <p>
          <span className="font-medium">{entry.actorName || 'Unknown'}</span>
          <span className="text-muted-foreground"> · {AUDIT_ACTION_LABELS[entry.action]}</span>
        </p>
        <EntryTarget entry={entry} removed={removed} />
      </div>
      {entry.at ? (
        <time
          dateTime={entry.at.toISOString()}
          title={formatDateTime(entry.at)}
          className="shrink-0 text-xs whitespace-nowrap text-muted-foreground"
        >
          {timeAgo(entry.at.getTime(), now.getTime())}
        </time>
      ) : null}
    </li>
  );
}

/** The dashboard's last five audit entries (admins only), with a link to the Activity screen. */
export function RecentActivityCard({ entries }: { entries: readonly AuditEntry[] | undefined }) {
  const titleId = useId();
  const [now] = useState(() => new Date());
  const removed = entries ? removedTargets(entries) : new Set<string>();
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <CardTitle id={titleId}>Recent activity</CardTitle>
          <CardDescription>The latest changes made by staff.</CardDescription>
        </div>
        <Link
          to={adminPaths.activity}
          className="shrink-0 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          All activity
        </Link>
      </CardHeader>
      <ol
        aria-busy={entries === undefined || undefined}
        className="divide-y divide-border border-t border-border"
      >
        {entries === undefined ? (
          Array.from({ length: RECENT_ACTIVITY }, (_, index) => (
            // An entry's two lines (who and what, then the target), so the card keeps its height.
            <li key={index} className="flex flex-col gap-0.5 px-5 py-3 sm:px-6">
              <Skeleton className="h-5 w-full max-w-72" />
              <Skeleton className="h-5 w-full max-w-48" />
            </li>
          ))
        ) : entries.length === 0 ? (
          <li className="px-5 py-8 text-center text-sm text-muted-foreground sm:px-6">No activity yet.</li>
        ) : (
          entries.map((entry) => (
            <EntryItem key={entry.id} entry={entry} removed={isRemoved(entry, removed)} now={now} />
          ))
        )}
      </ol>
    </Card>
  );
}
