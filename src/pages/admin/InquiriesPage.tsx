import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import type { Inquiry, InquiryStatus } from '@/data/models/inquiry';
import { useCan } from '@/features/auth/session';
import {
  countInquiries,
  filterInquiries,
  inquiriesCsv,
  isStatusFilter,
  type StatusFilter,
} from '@/features/inquiries/inbox';
import { InquiryCounts } from '@/features/inquiries/InquiryCounts';
import { InquiryFilters } from '@/features/inquiries/InquiryFilters';
import type { InquiryRowActions } from '@/features/inquiries/InquiryRow';
import { InquiryTable } from '@/features/inquiries/InquiryTable';
import {
  allInquiriesQueryOptions,
  useDeleteInquiry,
  useSetInquiryStatus,
} from '@/features/inquiries/queries';
import { downloadTextFile } from '@/lib/csv';
import { notify } from '@/lib/notify';

const LOAD_FAILED = 'Failed to load inquiries.';

function emptyText(hasAny: boolean, status: StatusFilter, search: string): string {
  if (!hasAny) return 'No inquiries yet.';
  if (search.trim()) return 'No inquiries match your search.';
  return `No ${status === 'all' ? '' : `${status.toLowerCase()} `}inquiries.`;
}

/** The toast of spec section 8, once per failed load (a failed Retry toasts again). */
function useLoadFailureToast(failedAt: number) {
  useEffect(() => {
    if (failedAt) notify.error(LOAD_FAILED, 'Check your connection and try again.');
  }, [failedAt]);
}

/** /admin/inquiries: the contact form's messages; counts, filter, search, read, answer, export, delete. */
export default function InquiriesPage() {
  const query = useQuery(allInquiriesQueryOptions());
  const canEdit = useCan('editContent');
  const setStatus = useSetInquiryStatus();
  const remove = useDeleteInquiry();
  const [status, setStatusFilter] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(new Set());
  const [pendingDeletion, setPendingDeletion] = useState<Inquiry | null>(null);
  useLoadFailureToast(query.isError ? query.errorUpdatedAt : 0);

  const counts = useMemo(() => (query.data ? countInquiries(query.data) : null), [query.data]);
  const shown = useMemo(
    () => (query.data ? filterInquiries(query.data, status, deferredSearch) : null),
    [query.data, status, deferredSearch],
  );

  function toggle(id: string) {
    setExpandedIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  function exportCsv() {
    if (!shown) return;
    downloadTextFile(`inquiries-${new Date().toISOString().slice(0, 10)}.csv`, inquiriesCsv(shown));
  }

  async function changeStatus(inquiry: Inquiry, next: InquiryStatus) {
    try {
      await setStatus.mutateAsync({ id: inquiry.id, status: next });
      notify.success(`Inquiry marked as ${next}`);
    } catch {
      notify.error('Failed to update inquiry status.', 'Please try again.');
    }
  }

  async function confirmDeletion() {
    if (!pendingDeletion) return;
    try {
      await remove.mutateAsync(pendingDeletion.id);
      notify.success('Inquiry deleted successfully.');
      setPendingDeletion(null);
    } catch (error) {
      notify.error('Failed to delete inquiry.', 'Please try again.');
      throw error; // keeps the dialog open for another try
    }
  }

  const rowActions: InquiryRowActions | undefined = canEdit
    ? { onSetStatus: (inquiry, next) => void changeStatus(inquiry, next), onDelete: setPendingDeletion }
    : undefined;

  return (
    <>
      <AdminPageHeader
        title="Customer Inquiries"
        description="Messages sent through the contact form. Open one to read it and reply."
        actions={
          <Button variant="outline" onClick={exportCsv} disabled={!shown || shown.length === 0}>
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        }
      />
      {query.isError ? (
        <Alert variant="danger" title={LOAD_FAILED} description="Check your connection and try again.">
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : (
        <div className="flex flex-col gap-6">
          <InquiryCounts counts={counts} />
          <Tabs
            value={status}
            onValueChange={(value) => {
              if (isStatusFilter(value)) setStatusFilter(value);
            }}
          >
            <Card className="min-w-0">
              <InquiryFilters search={search} onSearch={setSearch} />
              <TabsContent value={status} className="mt-0!">
                {query.isPending ? (
                  <p role="status" className="sr-only">
                    Loading inquiries…
                  </p>
                ) : null}
                <InquiryTable
                  inquiries={shown}
                  emptyText={emptyText(Boolean(query.data?.length), status, deferredSearch)}
                  expandedIds={expandedIds}
                  onToggle={toggle}
                  actions={rowActions}
                />
              </TabsContent>
            </Card>
          </Tabs>
        </div>
      )}
      <ConfirmDialog
        open={pendingDeletion !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDeletion(null);
        }}
        title="Delete inquiry"
        description={`Delete the inquiry from ${pendingDeletion?.name ?? ''} ("${pendingDeletion?.subject ?? ''}")? This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDeletion}
      />
    </>
  );
}
