import { anyText, type ListParam } from '@/components/admin/use-list-params';
import type { ActivityFilter } from '@/data/repos/activity';
import { AUDIT_ACTIONS, type AuditAction } from '@/data/models/audit-log';
import { isIsoDate } from '@/data/models/read';

/**
 * The Activity screen's filters as they sit in the address (?person=uid&action=post.update&from=2026-11-01
 * &to=2026-11-30); '' is "any" and is left out. Each is a where-clause of the page's query.
 */
export interface ActivityView {
  /** A staff member's uid. */
  person: string;
  action: AuditAction | '';
  /** First day shown, YYYY-MM-DD (local time). */
  from: string;
  /** Last day shown, YYYY-MM-DD (local time), included. */
  to: string;
}

export const ANY_VIEW: ActivityView = { person: '', action: '', from: '', to: '' };

const isAction = (raw: string): raw is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(raw);
/** A real calendar day (2026-02-30 is not). */
function isDay(raw: string): raw is string {
  if (!isIsoDate(raw)) return false;
  const day = localDay(raw);
  return day.getFullYear() === Number(raw.slice(0, 4)) && day.getDate() === Number(raw.slice(8, 10));
}

export const activityParams = {
  person: { name: 'person', fallback: '', accepts: anyText } satisfies ListParam<string>,
  action: { name: 'action', fallback: '', accepts: isAction } satisfies ListParam<AuditAction | ''>,
  from: { name: 'from', fallback: '', accepts: isDay } satisfies ListParam<string>,
  to: { name: 'to', fallback: '', accepts: isDay } satisfies ListParam<string>,
};

/** Midnight at the start of a YYYY-MM-DD day in the browser's time zone. */
function localDay(day: string, addDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + addDays);
}

/** The repository's filter: the chosen days become [start of `from`, start of the day after `to`). */
export function activityFilter({ person, action, from, to }: ActivityView): ActivityFilter {
  return {
    ...(person ? { actor: person } : {}),
    ...(action ? { action } : {}),
    ...(from ? { from: localDay(from) } : {}),
    ...(to ? { to: localDay(to, 1) } : {}),
  };
}

export function isFiltered(view: ActivityView): boolean {
  return Object.values(view).some(Boolean);
}
