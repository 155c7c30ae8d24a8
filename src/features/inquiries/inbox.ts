import type { Inquiry, InquiryStatus } from '@/data/schemas/inquiry';
import { INQUIRY_STATUSES } from '@/data/models/inquiry';
import type { ListParam } from '@/components/admin/use-list-params';
import { toCsv } from '@/lib/csv';

export type StatusFilter = 'all' | InquiryStatus;

export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...INQUIRY_STATUSES];

export function isStatusFilter(value: string): value is StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value);
}

/** The inbox's tab in its address: ?status=Resolved (All: no parameter). */
export const statusFilterParam: ListParam<StatusFilter> = {
  name: 'status',
  fallback: 'all',
  accepts: isStatusFilter,
};

/** The search over every inquiry, in the address as ?q=. */
export const INQUIRY_SEARCH_PARAM = 'q';

export interface InquiryCounts {
  /** Exact at any size (the statistics document); else a figure at the cap is a lower bound. */
  exact: boolean;
  total: number;
  New: number;
  Responded: number;
  Resolved: number;
}

/** A mailto: link that opens a reply: "Re: {subject}" to the sender. */
export function replyMailto({ email, subject }: Pick<Inquiry, 'email' | 'subject'>): string {
  const address = encodeURIComponent(email).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

/** A tel: link for a phone number as typed ("+91 94190 55231" -> "tel:+919419055231"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const CSV_HEADER = ['Name', 'Email', 'Phone', 'Subject', 'Message', 'Status', 'Received at'] as const;

export function inquiriesCsv(inquiries: readonly Inquiry[]): string {
  return toCsv(
    CSV_HEADER,
    inquiries.map((inquiry) => [
      inquiry.name,
      inquiry.email,
      inquiry.phone,
      inquiry.subject,
      inquiry.message,
      inquiry.status,
      inquiry.createdAt?.toISOString() ?? '',
    ]),
  );
}
