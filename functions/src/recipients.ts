/**
 * Who gets the e-mails: the staff (admins/{uid}) who chose them for themselves in the back office
 * (`inquiryEmails`, choices.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { EmailingChoice } from './choices.js';
import { isPlainAddress } from './message.js';

/**
 * An agency has a handful of staff, so one query with a bound far above any real team reads them all; the
 * bound keeps a run's cost fixed if the directory ever holds something it should not.
 */
export const RECIPIENTS_LIMIT = 100;

/**
 * The active staff who chose `choice` (or any of `choices`), as deduplicated addresses. One query a choice,
 * each with two equality filters: Firestore serves them from its single-field indexes, no composite index
 * needed (an `in` beside the status filter might want one).
 */
export async function staffRecipients(
  db: Pick<Firestore, 'collection'>,
  choices: EmailingChoice | readonly EmailingChoice[],
): Promise<string[]> {
  const list: readonly EmailingChoice[] = typeof choices === 'string' ? [choices] : choices;
  const snapshots = await Promise.all(
    [...new Set(list)].map((choice) =>
      db
        .collection('admins')
        .where('status', '==', 'active')
        .where('inquiryEmails', '==', choice)
        .limit(RECIPIENTS_LIMIT)
        .get(),
    ),
  );
  return recipientAddresses(snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => doc.get('email'))));
}

/**
 * The addresses to write to: trimmed, each once (case aside), sorted so the To header is stable. An address
 * that fails the strict check is left out rather than risk a malformed To header.
 */
export function recipientAddresses(emails: readonly unknown[]): string[] {
  const byKey = new Map<string, string>();
  for (const email of emails) {
    if (typeof email !== 'string') continue;
    const address = email.trim();
    if (!isPlainAddress(address)) continue;
    const key = address.toLowerCase();
    if (!byKey.has(key)) byKey.set(key, address);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}
