import { fieldValue, getStore, isStoreError, STAFF_QUERY_LIMIT, type StoredDoc } from '../store';
import { newDocumentId } from '../store/document-id';
import { INQUIRY_DEFAULTS, readInquiry } from '../models/inquiry';
import { fromStored } from '../models/read';
import {
  contactFormSchema,
  type ContactFormInput,
  type Inquiry,
  type InquiryStatus,
} from '../schemas/inquiry';
import { equalities, listPage, readAllPages, type Page, type PageRequest } from './paging';
import { commitStamped, SiteBusyError } from './throttle';

export const CONTACT_INQUIRIES = 'contact_inquiries';

export const toInquiry: (doc: StoredDoc) => Inquiry = fromStored(readInquiry);

export type SubmitInquiryResult = 'sent' | 'discarded';

/**
 * Stores a contact form submission, with its throttle stamp (./throttle.ts). A filled honeypot means a bot:
 * nothing is stored, and the caller shows the usual success so the bot learns nothing. SiteBusyError when
 * the rules refuse it: the form checked every field as the rules do, so a refusal means another message
 * was accepted less than the interval ago.
 */
export async function submitContactInquiry(input: ContactFormInput): Promise<SubmitInquiryResult> {
  const { website, ...fields } = contactFormSchema.parse(input);
  if (website) return 'discarded';
  const id = newDocumentId();
  const inquiry = {
    ...fields,
    email: fields.email.toLowerCase(),
    status: INQUIRY_DEFAULTS.status,
    createdAt: fieldValue.serverTimestamp(),
  };
  try {
    await commitStamped(CONTACT_INQUIRIES, id, [
      { type: 'create', collection: CONTACT_INQUIRIES, id, data: inquiry },
    ]);
  } catch (error) {
    if (isStoreError(error, 'permission-denied')) throw new SiteBusyError(CONTACT_INQUIRIES);
    throw error;
  }
  return 'sent';
}

const NEWEST_FIRST = { field: 'createdAt', direction: 'desc' } as const;

/** One page of inquiries, of every status or the one given, newest first (staff). */
export async function listInquiriesPage(
  filter: { status?: InquiryStatus },
  request: PageRequest,
): Promise<Page<Inquiry>> {
  return listPage(
    CONTACT_INQUIRIES,
    { ...request, where: equalities({ ...filter }), orderBy: NEWEST_FIRST },
    toInquiry,
  );
}

/**
 * Every inquiry (of the status given), newest first, read STAFF_QUERY_LIMIT at a time: for an explicit
 * export only, where a person's click may cost one read per inquiry; a page load never calls it.
 */
export async function listAllInquiries(filter: { status?: InquiryStatus } = {}): Promise<Inquiry[]> {
  const store = await getStore();
  const docs = await readAllPages(
    store,
    CONTACT_INQUIRIES,
    { where: equalities({ ...filter }), orderBy: NEWEST_FIRST },
    STAFF_QUERY_LIMIT,
  );
  return docs.map(toInquiry);
}

/**
 * The newest inquiries (dashboard, notifications); with `since`, only those received at or after it (the
 * notification bell's poll asks for what is newer than what it has).
 */
export async function listRecentInquiries(count: number, since?: Date): Promise<Inquiry[]> {
  const store = await getStore();
  const docs = await store.list(CONTACT_INQUIRIES, {
    where: since ? [{ field: 'createdAt', op: '>=', value: since }] : [],
    orderBy: NEWEST_FIRST,
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
