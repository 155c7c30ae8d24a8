import { Link } from 'react-router-dom';
import { TableCell, TableRow } from '@/components/ui/table';
import type { Inquiry } from '@/data/schemas/inquiry';
import { InquiryStatusBadge } from '@/features/inquiries';
import { adminPaths } from '@/lib/admin-paths';
import { formatShortDate } from '@/lib/dates';
import { RECENT_INQUIRIES } from './queries';
import { RecentTableCard } from './RecentTableCard';

export const dashboardLinkClasses = 'font-semibold text-primary underline-offset-4 hover:underline';

/** The newest inquiries, each with a View link to the inbox; null while loading. */
export function RecentInquiriesCard({ inquiries }: { inquiries: readonly Inquiry[] | undefined }) {
  return (
    <RecentTableCard
      title="Recent inquiries"
      description="The latest messages from the contact form."
      link={{ to: adminPaths.inquiries, label: 'All inquiries' }}
      columns={[
        { label: 'Name', width: 'w-44' },
        { label: 'Email', width: 'w-56' },
        { label: 'Date', width: 'w-28' },
        { label: 'Subject' },
        { label: 'Status', width: 'w-32' },
        { label: 'Action', width: 'w-24' },
      ]}
      loadingRows={RECENT_INQUIRIES}
      emptyText="No inquiries yet."
      rows={
        inquiries
          ? inquiries.map((inquiry) => (
              <TableRow key={inquiry.id}>
                <TableCell className="truncate font-medium" title={inquiry.name}>
                  {inquiry.name}
                </TableCell>
                <TableCell className="truncate text-muted-foreground" title={inquiry.email}>
                  {inquiry.email}
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatShortDate(inquiry.createdAt)}</TableCell>
                <TableCell className="truncate" title={inquiry.subject}>
                  {inquiry.subject}
                </TableCell>
                <TableCell>
                  <InquiryStatusBadge status={inquiry.status} />
                </TableCell>
                <TableCell>
                  <Link
                    to={adminPaths.inquiry(inquiry.id)}
                    className={dashboardLinkClasses}
                    aria-label={`View inquiry from ${inquiry.name}`}
                  >
                    View
                  </Link>
                </TableCell>
              </TableRow>
            ))
          : null
      }
    />
  );
}
