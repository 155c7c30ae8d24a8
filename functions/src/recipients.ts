/**
 * Who gets the e-mails: the staff (admins/{uid}) who chose them for themselves in the back office.
 * `inquiryEmails` is 'each' (an e-mail per new inquiry), 'digest' (one a day) or 'none'; a record without it
 * has not chosen, which counts as 'none'.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { isPlainAddress } from './message.js';

export const INQUIRY_EMAIL_CHOICES = ['each', 'digest', 'none'] as const;
export type InquiryEmailChoice = (typeof INQUIRY_EMAIL_CHOICES)[number];

/**
 * An agency has a handful of staff, so one query with a bound far above any real team reads them all; the
 * bound keeps a run's cost fixed if the directory ever holds something it should not.
 */
export const RECIPIENTS_LIMIT = 100;

/**
 * The active staff who chose `choice`, as deduplicated addresses. Two equality filters: Firestore serves
 * them from its single-field indexes, no composite index needed.
 */
export async function staffRecipients(
  db: Pick<Firestore, 'collection'>,
  choice: Exclude<InquiryEmailChoice, 'none'>,
): Promise<string[]> {
  const snapshot = await db
    .collection('admins')
    .where('status', '==', 'active')
    .where('inquiryEmails', '==', choice)
    .limit(RECIPIENTS_LIMIT)
    .get();
  return recipientAddresses(snapshot.docs.map((doc) => doc.get('email')));
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
