// The inquiries feature's public entry (back office only), for other back-office features.
export { InquiryStatusBadge } from './InquiryStatusBadge';
export { inquiriesByMonthQueryOptions, inquiryCountsQueryOptions, type CappedInquiryCounts } from './counts';
export { inquiryKeys } from './queries';
