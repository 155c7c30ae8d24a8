import { queryOptions } from '@tanstack/react-query';
import { countInquiriesByMonth, countInquiriesByStatus } from '@/data/repos/counts';
import type { InquiryCounts } from './inbox';

/** Under ['inquiries'], so invalidating the inquiries (status change, delete) refreshes the counts too. */
const inquiryCountKeys = {
  all: ['inquiries', 'counts'] as const,
  byMonth: () => [...inquiryCountKeys.all, 'by-month'] as const,
};

/** The inbox's counts; exact, or (counted by aggregation) "or more" only when one reached the cap. */
export type CappedInquiryCounts = InquiryCounts;

/** Total / New / Responded / Resolved from stats/contact_inquiries (one read), not by reading inquiries. */
export const inquiryCountsQueryOptions = () =>
  queryOptions({
    queryKey: inquiryCountKeys.all,
    queryFn: (): Promise<CappedInquiryCounts> => countInquiriesByStatus(),
  });

/** Inquiries received this calendar month and last (dashboard trend). */
export const inquiriesByMonthQueryOptions = () =>
  queryOptions({ queryKey: inquiryCountKeys.byMonth(), queryFn: () => countInquiriesByMonth() });
