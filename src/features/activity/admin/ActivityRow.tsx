import { TableCell, TableRow } from '@/components/ui/table';
import { AUDIT_ACTION_LABELS } from '@/data/models/audit-log';
import type { AuditEntry } from '@/data/schemas/history';
import { formatDateTime, timeAgo } from '@/lib/dates';
import { EntryChanges } from './EntryChanges';
import { EntryTarget } from './EntryTarget';
import { EntryTime } from './EntryTime';

/** Narrower cells than the Table default; from `sm` up the four columns, below it the last one alone. */
const CELL = 'px-3! align-top first:pl-4! last:pr-4!';
const WIDE_ONLY = 'max-sm:hidden';

interface ActivityRowProps {
  entry: AuditEntry;
  /** Its target no longer exists (as far as the page tells). */
  removed: boolean;
  /** The clock the relative times are counted from. */
  now: Date;
}

/**
 * One entry: when, who, what, and the target with the fields it changed. On a phone the first three
 * columns are hidden and the target cell starts with "who · what · when" instead, so nothing needs a
 * sideways scroll at 360 px.
 */
export function ActivityRow({ entry, removed, now }: ActivityRowProps) {
  const person = entry.actorName || 'Unknown';
  const action = AUDIT_ACTION_LABELS[entry.action];
  return (
    <TableRow>
      <TableCell className={`${CELL} ${WIDE_ONLY}`}>
        <EntryTime at={entry.at} now={now} />
      </TableCell>
      <TableCell className={`${CELL} ${WIDE_ONLY} min-w-28 font-medium`}>{person}</TableCell>
      <TableCell className={`${CELL} ${WIDE_ONLY} min-w-32`}>{action}</TableCell>
      <TableCell className={`${CELL} max-sm:pl-4! sm:min-w-48`}>
        <p className="mb-1 text-xs text-muted-foreground sm:hidden">
          <span className="font-medium text-foreground">{person}</span> · {action}
          {entry.at ? (
            <>
              {' · '}
              <time dateTime={entry.at.toISOString()} title={formatDateTime(entry.at)}>
                {timeAgo(entry.at.getTime(), now.getTime())}
              </time>
            </>
          ) : null}
        </p>
        <EntryTarget entry={entry} removed={removed} />
        <EntryChanges entry={entry} />
      </TableCell>
    </TableRow>
  );
}
