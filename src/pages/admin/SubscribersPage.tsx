import { useQuery } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { ListPager } from '@/components/admin/ListPager';
import { SearchField } from '@/components/admin/SearchField';
import { useListSearch } from '@/components/admin/use-list-params';
import { usePagedQuery } from '@/components/admin/use-paged-list';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { SubscriberCount } from '@/data/repos/subscribers';
import type { Subscriber } from '@/data/schemas/subscriber';
import { useCan } from '@/features/auth/session';
import {
  subscriberCountQueryOptions,
  subscribersPageQueryOptions,
  useExportSubscribers,
  useRemoveSubscriber,
  prefetchSubscribers,
} from '@/features/subscribers/admin/queries';
import { formatDateTime } from '@/lib/dates';
import { formatCount } from '@/lib/format-count';
import { notify } from '@/lib/notify';
import { ADMIN_SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced-value';
import type { ScreenPrefetch } from '@/lib/route-prefetch';

/** What a link to this screen reads ahead on intent (src/app/admin/routes.tsx, prefetchAdminScreen). */
export const prefetch: ScreenPrefetch = (client) => prefetchSubscribers(client);

const LOADING_ROWS = 5;

function signedUp({ count, atCap }: SubscriberCount): string {
  return `${formatCount(count, atCap)} ${count === 1 ? 'person has' : 'people have'} signed up through the footer form.`;
}

/** /admin/subscribers: the footer form's sign-ups a page at a time; search, export, and (admins) remove. */
export default function SubscribersPage() {
  const [search, setSearch] = useListSearch('q', { resetsPage: true });
  const start = useDebouncedValue(search, ADMIN_SEARCH_DEBOUNCE_MS).trim().toLowerCase();
  const list = usePagedQuery((request) => subscribersPageQueryOptions(request, start));
  const { query } = list;
  const total = useQuery(subscriberCountQueryOptions());
  const canRemove = useCan('manageStaff');
  const remove = useRemoveSubscriber();
  const exporting = useExportSubscribers();
  const [pendingRemoval, setPendingRemoval] = useState<Subscriber | null>(null);
  const shown = list.items ?? [];
  const columns = canRemove ? 3 : 2;

  async function confirmRemoval() {
    if (!pendingRemoval) return;
    try {
      await remove.mutateAsync(pendingRemoval.email);
      notify.success('Subscriber removed', `${pendingRemoval.email} will no longer receive updates.`);
      setPendingRemoval(null);
    } catch (error) {
      notify.error('Failed to remove subscriber.', 'Please try again.');
      throw error; // keeps the dialog open for another try
    }
  }

  return (
    <>
      <AdminPageHeader
        title="Subscribers"
        description={total.data ? signedUp(total.data) : 'People who signed up through the footer form.'}
        actions={
          <Button
            variant="outline"
            title="Every subscriber, all pages"
            onClick={() => exporting.mutate()}
            disabled={!list.items?.length || exporting.isPending}
          >
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        }
      />
      {query.isError ? (
        <Alert
          variant="danger"
          title="Failed to load subscribers."
          description="Check your connection and try again."
        >
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : (
        <Card>
          <div className="border-b border-border p-4">
            <SearchField
              label="Search subscribers"
              placeholder="Email address"
              description="Every subscriber whose address starts with what you type, in address order."
              className="sm:max-w-md"
              value={search}
              onChange={setSearch}
            />
          </div>
          <ListPager label="Pages of subscribers" {...list.pager} />
          {/* Fixed widths (the address takes the rest): the columns keep theirs when the rows arrive. */}
          <Table aria-label="Subscribers" className="min-w-xl table-fixed">
            <TableHeader>
              <TableRow>
                <TableHead>Email</TableHead>
                <TableHead className="w-64">Subscribed</TableHead>
                {canRemove ? (
                  <TableHead className="w-40">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                ) : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {query.isPending ? (
                Array.from({ length: LOADING_ROWS }, (_, index) => (
                  <TableRow key={index}>
                    {Array.from({ length: columns }, (_, cell) => (
                      <TableCell key={cell}>
                        <Skeleton className="h-4 w-40" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              ) : shown.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns} className="py-10 text-center text-muted-foreground">
                    {start ? 'No subscriber’s address starts with that.' : 'No one has subscribed yet.'}
                  </TableCell>
                </TableRow>
              ) : (
                shown.map((subscriber) => (
                  <TableRow key={subscriber.email}>
                    <TableCell className="font-medium break-words">
                      <a href={`mailto:${subscriber.email}`} className="underline-offset-4 hover:underline">
                        {subscriber.email}
                      </a>
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">
                      {formatDateTime(subscriber.createdAt)}
                    </TableCell>
                    {canRemove ? (
                      <TableCell className="text-right">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Remove ${subscriber.email}`}
                          onClick={() => setPendingRemoval(subscriber)}
                        >
                          <Trash2 aria-hidden="true" />
                          Remove
                        </Button>
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </Card>
      )}
      <ConfirmDialog
        open={pendingRemoval !== null}
        onOpenChange={(open) => {
          if (!open) setPendingRemoval(null);
        }}
        title="Remove subscriber"
        description={`Remove ${pendingRemoval?.email ?? ''} from the list? They can subscribe again from the website.`}
        confirmLabel="Remove"
        destructive
        onConfirm={confirmRemoval}
      />
    </>
  );
}
