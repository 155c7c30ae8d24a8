import { fieldValue, getStore, type StoredDoc } from '../store';
import { readInquiry, type Inquiry, type InquiryStatus } from '../models/inquiry';
import { contactFormSchema, type ContactFormInput } from '../schemas/inquiry';

export const CONTACT_INQUIRIES = 'contact_inquiries';

export function toInquiry(doc: StoredDoc): Inquiry {
  return readInquiry({ ...doc.data, id: doc.id });
}

export type SubmitInquiryResult = 'sent' | 'discarded';

/**
 * Stores a contact form submission. A filled honeypot means a bot: nothing is stored, and the caller
 * shows the usual success so the bot learns nothing.
 */
export async function submitContactInquiry(input: ContactFormInput): Promise<SubmitInquiryResult> {
  const { website, ...fields } = contactFormSchema.parse(input);
  if (website) return 'discarded';
  const store = await getStore();
  await store.add(CONTACT_INQUIRIES, {
    ...fields,
    email: fields.email.toLowerCase(),
    status: 'New',
    createdAt: fieldValue.serverTimestamp(),
  });
  return 'sent';
}

export async function listInquiries(): Promise<Inquiry[]> {
  const store = await getStore();
  const docs = await store.list(CONTACT_INQUIRIES, { orderBy: { field: 'createdAt', direction: 'desc' } });
  return docs.map(toInquiry);
}

/** The newest inquiries (dashboard, notifications). */
export async function listRecentInquiries(count: number): Promise<Inquiry[]> {
  const store = await getStore();
  const docs = await store.list(CONTACT_INQUIRIES, {
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: count,
  });
  return docs.map(toInquiry);
}

/** Sets the status; the rules allow exactly `status` and a fresh `updatedAt` on an update. */
export async function setInquiryStatus(id: string, status: InquiryStatus): Promise<void> {
  const store = await getStore();
  await store.update(CONTACT_INQUIRIES, id, { status, updatedAt: fieldValue.serverTimestamp() });
}

export async function deleteInquiry(id: string): Promise<void> {
  const store = await getStore();
  await store.remove(CONTACT_INQUIRIES, id);
}
