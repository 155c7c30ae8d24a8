/*
 * The counts the staff screens show for the collections visitors fill (firestore.rules, "stats"):
 *
 *   stats/contact_inquiries   { total, New, Responded, Resolved, lastChange }
 *   stats/subscribers         { total, lastChange }
 *
 * Every write that changes a count carries its change (statsWrite) in the same batch, and the rules check
 * it, so a screen reads one document instead of counting 20,000. firebase-admin makes the documents
 * (countedStats: the seed, a restore, `npm run stats:backfill`). Nothing here imports app code, so the
 * seed, the scripts and the rules tests use the same arithmetic.
 */
import { INQUIRY_STATUSES } from '../constants';

export const STATS = 'stats';

export type CountedCollection = 'contact_inquiries' | 'subscribers';

export const COUNTED_COLLECTIONS: readonly CountedCollection[] = ['contact_inquiries', 'subscribers'];

/** The field that names the document whose write moved the counts last (the rules check it). */
export const LAST_CHANGE = 'lastChange';

type InquiryCountKey = (typeof INQUIRY_STATUSES)[number];

/** A collection's counts: `total`, and for inquiries one per status. */
export type CollectionCounts = { total: number } & Partial<Record<InquiryCountKey, number>>;

/** What a write changes: each count's difference (absent: unchanged). */
export type CountsChange = Partial<Record<keyof CollectionCounts, number>>;

type Data = Readonly<Record<string, unknown>>;

/** The status an inquiry counts under: New for none, or one the form does not use (as the app reads it). */
export function inquiryCountKey(data: Data): InquiryCountKey {
  const status = data.status;
  return status === 'Responded' || status === 'Resolved' ? status : 'New';
}

/**
 * What writing a document of `collection` changes in its counts, from its data before and after (null:
 * absent); {} when nothing (an edit that keeps an inquiry's status).
 */
export function countsChange(
  collection: CountedCollection,
  before: Data | null,
  after: Data | null,
): CountsChange {
  if (before === null && after === null) return {};
  const total = before === null ? 1 : after === null ? -1 : 0;
  if (collection === 'subscribers') return total === 0 ? {} : { total };
  const change: CountsChange = total === 0 ? {} : { total };
  const from = before === null ? null : inquiryCountKey(before);
  const to = after === null ? null : inquiryCountKey(after);
  if (from === to) return change;
  if (from !== null) change[from] = -1;
  if (to !== null) change[to] = 1;
  return change;
}

/** The counts of `collection` as its documents hold them (firebase-admin: seed, restore, backfill). */
export function countedStats(collection: CountedCollection, docs: Iterable<Data>): CollectionCounts {
  const counts: CollectionCounts =
    collection === 'subscribers'
      ? { total: 0 }
      : { total: 0, ...Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, 0])) };
  for (const data of docs) {
    counts.total += 1;
    if (collection === 'contact_inquiries') {
      const key = inquiryCountKey(data);
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }
  return counts;
}

/** The counts as a screen shows them, from the stored document (a missing or odd field reads as 0). */
export function readCounts(collection: CountedCollection, raw: Data): CollectionCounts {
  const number = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0;
  const counts: CollectionCounts = { total: number(raw.total) };
  if (collection === 'contact_inquiries')
    for (const status of INQUIRY_STATUSES) counts[status] = number(raw[status]);
  return counts;
}
