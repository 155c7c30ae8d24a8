import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { ListPager } from '@/components/admin/ListPager';
import { useListParam } from '@/components/admin/use-list-params';
import { useWordSearch } from '@/components/admin/use-word-search';
import { usePagedQuery } from '@/components/admin/use-paged-list';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import type { Inquiry, InquiryStatus } from '@/data/schemas/inquiry';
import { useCan } from '@/features/auth/session';
import {
  INQUIRY_SEARCH_PARAM,
  isStatusFilter,
  statusFilterParam,
  type StatusFilter,
} from '@/features/inquiries/inbox';
import { InquiryCounts } from '@/features/inquiries/InquiryCounts';
import { InquiryFilters } from '@/features/inquiries/InquiryFilters';
import { InquiryLinkDialog, inquiryLinkParam } from '@/features/inquiries/InquiryLinkDialog';
import type { InquiryRowActions } from '@/features/inquiries/InquiryRow';
import { InquiryTable } from '@/features/inquiries/InquiryTable';
import {
  inboxCountsQueryOptions,
  inquiriesLoadFailure,
  inquiriesPageQueryOptions,
  inquiryListFilter,
  useDeleteInquiry,
  useExportInquiries,
  useSetInquiryStatus,
  prefetchInbox,
} from '@/features/inquiries/queries';
import { notify } from '@/lib/notify';
import type { SearchQuery } from '@/data/search-words';
import type { ScreenPrefetch } from '@/lib/route-prefetch';

/** What a link to this screen reads ahead on intent (src/app/admin/routes.tsx, prefetchAdminScreen). */
export const prefetch: ScreenPrefetch = (client) => prefetchInbox(client);

function emptyText(status: StatusFilter, search: SearchQuery | null): string {
  if (search) return 'No inquiries match your search.';
  if (status === 'all') return 'No inquiries yet.';
  return `No ${status.toLowerCase()} inquiries.`;
}

/**
 * /admin/inquiries: the contact form's messages; counts, filter, search, read, answer, export, delete, each
 * one's e-mail to staff; ?inquiry=<id> (the link in every inquiry e-mail) opens that one in a dialog.
 */
export default function InquiriesPage() {
  const [status, setStatusFilter] = useListParam(statusFilterParam, { resetsPage: true });
  const {
    text: search,
    setText: setSearch,
    query: searched,
    searchable,
  } = useWordSearch(INQUIRY_SEARCH_PARAM);
  const list = usePagedQuery((request) =>
    inquiriesPageQueryOptions(inquiryListFilter(status, searched), request),
  );
  const counts = useQuery(inboxCountsQueryOptions());
  const canEdit = useCan('editContent');
  const setStatus = useSetInquiryStatus();
  const remove = useDeleteInquiry();
  const exporting = useExportInquiries();
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(new Set());
  const [pendingDeletion, setPendingDeletion] = useState<Inquiry | null>(null);
  const [linkedId, setLinkedId] = useListParam(inquiryLinkParam, { history: 'replace' });
  const failed = list.query.isError || counts.isError;

  function toggle(id: string) {
    setExpandedIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  async function changeStatus(inquiry: Inquiry, next: InquiryStatus) {
    try {
      await setStatus.mutateAsync({ id: inquiry.id, status: next, from: inquiry.status });
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
      // Deleted from the dialog a link opened: nothing is left to show there.
      if (pendingDeletion.id === linkedId) setLinkedId('');
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
          <Button
            variant="outline"
            title="Every inquiry of the chosen tab, all pages"
            onClick={() => exporting.mutate(inquiryListFilter(status))}
            disabled={!list.items?.length || exporting.isPending}
          >
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        }
      />
      {failed ? (
        <Alert variant="danger" {...inquiriesLoadFailure}>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void Promise.all([list.query.refetch(), counts.refetch()])}
          >
            Retry
          </Button>
        </Alert>
      ) : (
        <div className="flex flex-col gap-6">
          <InquiryCounts counts={counts.data ?? null} />
          <Tabs
            value={status}
            onValueChange={(value) => {
              if (isStatusFilter(value)) setStatusFilter(value);
            }}
          >
            <Card className="min-w-0">
              <InquiryFilters search={search} onSearch={setSearch} searchable={searchable} />
              <ListPager label="Pages of inquiries" {...list.pager} />
              <TabsContent value={status} className="mt-0!">
                {list.query.isPending ? (
                  <p role="status" className="sr-only">
                    Loading inquiries…
                  </p>
                ) : null}
                <InquiryTable
                  inquiries={list.items}
                  emptyText={emptyText(status, searched)}
                  expandedIds={expandedIds}
                  onToggle={toggle}
                  actions={rowActions}
                />
              </TabsContent>
            </Card>
          </Tabs>
        </div>
      )}
      <InquiryLinkDialog actions={rowActions} />
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
