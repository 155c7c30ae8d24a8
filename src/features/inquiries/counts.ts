import { queryOptions } from '@tanstack/react-query';
import { countInquiriesByMonth, countInquiriesByStatus } from '@/data/repos/counts';
import type { InquiryCounts } from './inbox';

/** Under ['inquiries'], so invalidating the inquiries (status change, delete) refreshes the counts too. */
const inquiryCountKeys = {
  all: ['inquiries', 'counts'] as const,
  byMonth: () => [...inquiryCountKeys.all, 'by-month'] as const,
};

/** The inbox's counts; each is "or more" only when it reached STAFF_QUERY_LIMIT itself (reachedCap). */
export type CappedInquiryCounts = InquiryCounts;

/** Total / New / Responded / Resolved by count() aggregations (3 or 4 requests), not by reading inquiries. */
export const inquiryCountsQueryOptions = () =>
  queryOptions({
    queryKey: inquiryCountKeys.all,
    queryFn: (): Promise<CappedInquiryCounts> => countInquiriesByStatus(),
  });

/** Inquiries received this calendar month and last (dashboard trend). */
export const inquiriesByMonthQueryOptions = () =>
  queryOptions({ queryKey: inquiryCountKeys.byMonth(), queryFn: () => countInquiriesByMonth() });
