import type { AuditEntry } from '@/data/schemas/history';
import { AUDIT_ACTION_LABELS } from '@/data/models/audit-log';
import { toCsv } from '@/lib/csv';
import { entryChanges, formatChange } from './changes';

const ACTIVITY_CSV_HEADER = [
  'Time (UTC)',
  'Person',
  'Person ID',
  'Action',
  'Action code',
  'Collection',
  'Document',
  'Summary',
  'Changes',
] as const;

/** The export of the Activity screen: one row per entry, its changes as "Label: before → after; …". */
export function activityCsv(entries: readonly AuditEntry[]): string {
  return toCsv(
    ACTIVITY_CSV_HEADER,
    entries.map((entry) => [
      entry.at?.toISOString() ?? '',
      entry.actorName,
      entry.actor,
      AUDIT_ACTION_LABELS[entry.action],
      entry.action,
      entry.collection,
      entry.docId,
      entry.summary,
      entryChanges(entry).map(formatChange).join('; '),
    ]),
  );
}

/** activity-2026-11-22.csv */
export function activityCsvName(now = new Date()): string {
  return `activity-${now.toISOString().slice(0, 10)}.csv`;
}
