import { getStore, type FieldFilter, type ListCursor, type StoredDoc } from '../store';
import { readAuditEntry, type AuditAction } from '../models/audit-log';
import { AUDIT_LOG } from './collections';
import { fromStored } from '../models/read';
import type { AuditEntry } from '../schemas/history';
import { equalities, listPage, type Page, type PageRequest } from './paging';

/**
 * Reads of the audit log (audit_log, admins only; models/history.ts says how entries are written). Every
 * query orders by `at` (server time) newest first; firestore.indexes.json has the composite indexes the
 * person and action filters need with it (actor + at, action + at, actor + action + at).
 *
 * What each read costs (Firestore bills one read per document returned, 1 when none):
 *   - a page of the Activity screen: page size + 1 (the extra entry tells whether there is a next page);
 *   - the dashboard's card: RECENT count (5);
 *   - the CSV export: one read per row up to ACTIVITY_EXPORT_CAP, plus 1 per EXPORT_CHUNK rows.
 * Nothing else reads the log: the public pages never import this module.
 */

export const toAuditEntry: (doc: StoredDoc) => AuditEntry = fromStored(readAuditEntry);

const NEWEST_FIRST = { field: 'at', direction: 'desc' } as const;

/** The most rows one CSV export reads (and so bills); the screen says when an export stopped there. */
export const ACTIVITY_EXPORT_CAP = 5_000;
/** The export reads the log this many entries per request. */
const EXPORT_CHUNK = 1_000;

/** Which entries: by whom (a uid), which action, and when (from inclusive, to exclusive). */
export interface ActivityFilter {
  actor?: string;
  action?: AuditAction;
  from?: Date;
  to?: Date;
}

function activityWhere({ actor, action, from, to }: ActivityFilter): FieldFilter[] {
  return [
    ...equalities({ actor, action }),
    ...(from ? [{ field: 'at', op: '>=' as const, value: from }] : []),
    ...(to ? [{ field: 'at', op: '<' as const, value: to }] : []),
  ];
}

/**
 * One page of the audit log, newest first, narrowed by person, action and time (admins). Costs page
 * size + 1 reads. nextCursor is the `at` and id of the last entry shown (null on the last page): entries
 * of one batch share their server time, and the id keeps a page boundary between them from skipping any.
 */
export function listActivityPage(filter: ActivityFilter, request: PageRequest): Promise<Page<AuditEntry>> {
  return listPage(
    AUDIT_LOG,
    { ...request, where: activityWhere(filter), orderBy: NEWEST_FIRST },
    toAuditEntry,
  );
}

/** The newest `count` entries (the dashboard's card): `count` reads. */
export async function listRecentActivity(count: number): Promise<AuditEntry[]> {
  const store = await getStore();
  const docs = await store.list(AUDIT_LOG, { orderBy: NEWEST_FIRST, limit: count });
  return docs.map(toAuditEntry);
}

export interface ActivityExport {
  entries: AuditEntry[];
  /** True when more entries match than the cap: the export holds the newest `cap` only. */
  capped: boolean;
}

/**
 * Every entry of the filter, newest first, up to `cap`, read EXPORT_CHUNK at a time: for an explicit CSV
 * export only (one read per row up to the cap, and 1 more per chunk); a page load never calls it.
 */
export async function listActivityForExport(
  filter: ActivityFilter,
  cap: number = ACTIVITY_EXPORT_CAP,
): Promise<ActivityExport> {
  const entries: AuditEntry[] = [];
  let after: ListCursor | null = null;
  while (entries.length < cap) {
    const page = await listActivityPage(filter, {
      pageSize: Math.min(EXPORT_CHUNK, cap - entries.length),
      after,
    });
    entries.push(...page.items);
    if (page.nextCursor === null) return { entries, capped: false };
    after = page.nextCursor;
  }
  return { entries, capped: true };
}
