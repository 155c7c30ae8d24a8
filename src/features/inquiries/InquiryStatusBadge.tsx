import { Badge } from '@/components/ui/badge';
import type { InquiryStatus } from '@/data/schemas/inquiry';

const variantByStatus = { New: 'accent', Responded: 'info', Resolved: 'success' } as const;

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return <Badge variant={variantByStatus[status]}>{status}</Badge>;
}
