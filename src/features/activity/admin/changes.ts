import type { AuditEntry } from '@/data/schemas/history';
import type { FieldMap } from '@/data/models/history';
import { ROLE_LABELS } from '@/features/auth';

/**
 * What an entry's before/after say changed (settings, staff records, invites, an inquiry's status), as
 * people read it: "Contact e-mail: a@x → b@x". Nested maps (the settings' social links) are compared
 * field by field.
 */
export interface FieldChange {
  /** The field's path in the stored document, e.g. "socialLinks.facebook". */
  field: string;
  label: string;
  /** The value shown for each side; null when that side has none (a record created or removed). */
  before: string | null;
  after: string | null;
}

const FIELD_LABELS: Record<string, string> = {
  siteName: 'Site name',
  siteDescription: 'Site description',
  contactEmail: 'Contact e-mail',
  'socialLinks.facebook': 'Facebook',
  'socialLinks.twitter': 'Twitter / X',
  'socialLinks.instagram': 'Instagram',
  'socialLinks.linkedin': 'LinkedIn',
  name: 'Name',
  email: 'E-mail',
  username: 'Username',
  role: 'Role',
  status: 'Status',
  // An admin's change of someone's choice of inquiry e-mails (each, digest or none).
  inquiryEmails: 'Inquiry e-mails',
  // What a share or an unshare entry names (its link) and a prune entry deleted (the versions).
  preview: 'Preview link',
  pruned: 'Versions deleted',
};

/** Fields in the order the forms show them; others follow alphabetically. */
const FIELD_ORDER = Object.keys(FIELD_LABELS);

/** Shown for a field that is empty on one side. */
const NO_VALUE = '—';

function isMap(value: unknown): value is FieldMap {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** The map's leaves by dotted path ({ socialLinks: { facebook } } → "socialLinks.facebook"). */
function flatten(map: FieldMap, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(map)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isMap(value)) for (const [leaf, inner] of flatten(value, path)) leaves.set(leaf, inner);
    else leaves.set(path, value);
  }
  return leaves;
}

function formatValue(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return NO_VALUE;
  if (value instanceof Date) return value.toISOString();
  // A prune names every version it deleted: the count says it.
  if (field === 'pruned' && Array.isArray(value)) return String(value.length);
  if (field === 'role' && typeof value === 'string' && Object.hasOwn(ROLE_LABELS, value)) {
    return ROLE_LABELS[value as keyof typeof ROLE_LABELS];
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function fieldRank(field: string): number {
  const rank = FIELD_ORDER.indexOf(field);
  return rank < 0 ? FIELD_ORDER.length : rank;
}

function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/**
 * The fields an entry records: with both sides, those whose value differs; with one side (a record
 * created or removed), its fields that hold a value. Entries without before/after (posts, projects,
 * deletions) have none.
 */
export function entryChanges({ before, after }: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  if (!before && !after) return [];
  const old = before ? flatten(before) : new Map<string, unknown>();
  const next = after ? flatten(after) : new Map<string, unknown>();
  const fields = [...new Set([...old.keys(), ...next.keys()])].sort(
    (a, b) => fieldRank(a) - fieldRank(b) || a.localeCompare(b),
  );
  return fields.flatMap((field) => {
    const was = before ? formatValue(field, old.get(field)) : null;
    const is = after ? formatValue(field, next.get(field)) : null;
    if (was === is) return [];
    if ((was ?? NO_VALUE) === NO_VALUE && (is ?? NO_VALUE) === NO_VALUE) return [];
    return [{ field, label: fieldLabel(field), before: was, after: is }];
  });
}

/** "Contact e-mail: a@x → b@x", or "Role: Editor" for a side alone. */
export function formatChange({ label, before, after }: FieldChange): string {
  if (before !== null && after !== null) return `${label}: ${before} → ${after}`;
  return `${label}: ${after ?? before ?? NO_VALUE}`;
}
