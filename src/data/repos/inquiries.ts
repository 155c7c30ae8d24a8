import { fieldValue, getStore, STAFF_QUERY_LIMIT, type StoredDoc } from '../store';
import { readInquiry } from '../models/inquiry';
import { fromStored } from '../models/read';
import type { Inquiry, InquiryStatus } from '../schemas/inquiry';
import { SEARCH_WORDS_FIELD, searchWordsFor, type SearchQuery } from '../search-words';
import { equalities, listPage, searchListPage, readAllPages, type Page, type PageRequest } from './paging';

import { CONTACT_INQUIRIES } from './collections';
import { commitCountedChange } from './collection-stats';

export const toInquiry: (doc: StoredDoc) => Inquiry = fromStored(readInquiry);

const NEWEST_FIRST = { field: 'createdAt', direction: 'desc' } as const;

export interface InquiryFilter {
  status?: InquiryStatus;
  /** Only inquiries whose name, e-mail, subject or message hold every word (search-words.ts). */
  search?: SearchQuery;
}

/**
 * One page of inquiries, of every status or the one given, newest first (staff). A search reads the
 * inquiries holding its lookup word (one array-contains query, pageSize + 1 documents) and shows those of
 * them with its other words and the status: a page of a search may show fewer rows, never more reads.
 * The status is checked here rather than by the query, so one index (searchWords, createdAt) serves every
 * tab: an index entry per word and index costs storage on every inquiry.
 */
export async function listInquiriesPage(
  { status, search }: InquiryFilter,
  request: PageRequest,
): Promise<Page<Inquiry>> {
  if (!search) {
    return listPage(
      CONTACT_INQUIRIES,
      { ...request, where: equalities({ status }), orderBy: NEWEST_FIRST },
      toInquiry,
    );
  }
  return searchListPage(
    CONTACT_INQUIRIES,
    search,
    { ...request, orderBy: NEWEST_FIRST },
    toInquiry,
    (inquiry) => status === undefined || inquiry.status === status,
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

/** One inquiry by id (a link to it, an e-mail's re-send being followed), or null when there is none. */
export async function getInquiry(id: string): Promise<Inquiry | null> {
  const store = await getStore();
  const doc = await store.get(CONTACT_INQUIRIES, id);
  return doc ? toInquiry(doc) : null;
}

/**
 * An admin asks the Cloud Function (onInquiryResendRequested) to send a failed inquiry's e-mail again: one
 * field of the `notification` map, the only write the rules allow here (not audited: the function records
 * the outcome in the same map).
 */
export async function requestInquiryResend(id: string): Promise<void> {
  const store = await getStore();
  await store.update(CONTACT_INQUIRIES, id, {
    'notification.resendRequestedAt': fieldValue.serverTimestamp(),
  });
}

/**
 * Sets the status (the rules allow exactly `status`, a fresh `updatedAt` and missing searchWords), with its
 * audit entry (the status before and after) and the move of the counts, in a transaction on the stored
 * inquiry (commitCountedChange).
 */
export function setInquiryStatus(id: string, status: InquiryStatus): Promise<void> {
  return commitCountedChange(CONTACT_INQUIRIES, id, (stored) => {
    // An inquiry stored before search existed becomes searchable with its next status change.
    const searchWords =
      SEARCH_WORDS_FIELD in stored.data
        ? {}
        : { searchWords: searchWordsFor(CONTACT_INQUIRIES, stored.data) };
    return {
      write: {
        type: 'update',
        collection: CONTACT_INQUIRIES,
        id,
        data: { status, ...searchWords, updatedAt: fieldValue.serverTimestamp() },
      },
      after: { ...stored.data, status },
      audit: {
        action: 'inquiry.status',
        collection: CONTACT_INQUIRIES,
        docId: id,
        summary: toInquiry(stored).subject,
        before: { status: stored.data.status ?? null },
        after: { status },
      },
    };
  });
}

/** Deletes an inquiry with its audit entry (the subject and the sender's name stay in the log) and the counts' change. */
export function deleteInquiry(id: string): Promise<void> {
  return commitCountedChange(CONTACT_INQUIRIES, id, (stored) => {
    const inquiry = toInquiry(stored);
    return {
      write: { type: 'delete', collection: CONTACT_INQUIRIES, id },
      after: null,
      audit: {
        action: 'inquiry.delete',
        collection: CONTACT_INQUIRIES,
        docId: id,
        summary: `${inquiry.subject} (${inquiry.name})`,
      },
    };
  });
}
