import { queryOptions } from '@tanstack/react-query';
import { listInquiries } from '@/data/repos/inquiries';

export const inquiryKeys = { all: ['inquiries'] as const };

/** Every contact inquiry, newest first (staff only). */
export const allInquiriesQueryOptions = () =>
  queryOptions({ queryKey: inquiryKeys.all, queryFn: listInquiries });
