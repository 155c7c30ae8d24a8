import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ListPager } from '@/components/admin/ListPager';
import { usePagedQuery } from '@/components/admin/use-paged-list';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { TrashItem } from '@/data/schemas/history';
import { isStoreError } from '@/data/store';
import { adminPaths } from '@/lib/admin-paths';
import { formatDateTime } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { ITEM_NOUN, ITEM_TYPE_LABEL, trashCopy } from './copy';
import { trashPageQueryOptions, useRestoreFromTrash } from './queries';

const LOADING_ROWS = 4;

/** Columns shown from the sm breakpoint up. */
const WIDE_ONLY = 'hidden sm:table-cell';

const titleOf = (item: TrashItem) => item.title.trim() || trashCopy.untitled;

/** Where a restored post or project is opened. */
function itemPath(item: TrashItem): string {
  return item.collection === 'blog_posts'
    ? adminPaths.editBlogPost(item.docId)
    : adminPaths.project(item.docId);
}

function restoreFailure(error: unknown, noun: string): string {
  if (isStoreError(error, 'already-exists')) return trashCopy.idTaken(noun);
  if (isStoreError(error, 'not-found')) return trashCopy.gone;
  return trashCopy.retryText;
}

/** The recently deleted posts and projects, a page at a time; admins restore them (canRestore). */
export function TrashList({ canRestore }: { canRestore: boolean }) {
  const list = usePagedQuery(trashPageQueryOptions);
  const { query } = list;
  const restore = useRestoreFromTrash();
  const [pending, setPending] = useState<TrashItem | null>(null);
  const [restored, setRestored] = useState<TrashItem | null>(null);
  const columns = canRestore ? 5 : 4;

  async function confirmRestore() {
    if (!pending) return;
    const noun = ITEM_NOUN[pending.collection];
    try {
      await restore.mutateAsync(pending);
    } catch (error) {
      notify.error(trashCopy.restoreFailed, restoreFailure(error, noun));
      throw error; // keeps the dialog open for another try (or Cancel)
    }
    notify.success(trashCopy.restored(noun), trashCopy.restoredTitle(titleOf(pending)));
    setRestored(pending);
    setPending(null);
  }

  if (query.isError) {
    return (
      <Alert variant="danger" title={trashCopy.loadFailed} description={trashCopy.loadFailedText}>
        <Button variant="outline" size="sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {trashCopy.retry}
        </Button>
      </Alert>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {restored ? (
        <Alert variant="success" title={trashCopy.restoredTitle(titleOf(restored))}>
          <Link to={itemPath(restored)} className="text-sm font-semibold underline underline-offset-4">
            {trashCopy.open(ITEM_NOUN[restored.collection])}
          </Link>
        </Alert>
      ) : null}
      <Card>
        <ListPager label={trashCopy.pagerLabel} {...list.pager} />
        {/* From sm up, fixed widths (the title takes the rest): the columns keep theirs when the rows arrive. */}
        <Table aria-label={trashCopy.tableLabel} className="sm:table-fixed">
          <TableHeader>
            <TableRow>
              <TableHead>{trashCopy.columns.title}</TableHead>
              <TableHead className={cn(WIDE_ONLY, 'w-36')}>{trashCopy.columns.type}</TableHead>
              <TableHead className={cn(WIDE_ONLY, 'w-56')}>{trashCopy.columns.deletedBy}</TableHead>
              <TableHead className={cn(WIDE_ONLY, 'w-56')}>{trashCopy.columns.deletedAt}</TableHead>
              {canRestore ? (
                <TableHead className="w-32">
                  <span className="sr-only">{trashCopy.actions}</span>
                </TableHead>
              ) : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {query.isPending ? (
              Array.from({ length: LOADING_ROWS }, (_, index) => (
                <TableRow key={`skeleton-${index}`}>
                  {Array.from({ length: columns }, (_, cell) => (
                    <TableCell key={cell}>
                      <Skeleton className="h-4 w-32" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : !list.items?.length ? (
              <TableRow>
                <TableCell colSpan={columns} className="py-10 text-center text-muted-foreground">
                  {trashCopy.empty}
                </TableCell>
              </TableRow>
            ) : (
              list.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell className="max-w-80 font-medium text-foreground">
                    {titleOf(item)}
                    {/* On a phone the other columns are left out: what, who and when go under the title. */}
                    <span className="mt-1 block text-xs font-normal text-muted-foreground sm:hidden">
                      {ITEM_TYPE_LABEL[item.collection]} · {item.deletedByName.trim() || trashCopy.unknown} ·{' '}
                      {formatDateTime(item.deletedAt)}
                    </span>
                  </TableCell>
                  <TableCell className={WIDE_ONLY}>
                    <Badge variant={item.collection === 'blog_posts' ? 'accent' : 'teal'}>
                      {ITEM_TYPE_LABEL[item.collection]}
                    </Badge>
                  </TableCell>
                  <TableCell className={WIDE_ONLY}>
                    {item.deletedByName.trim() || trashCopy.unknown}
                  </TableCell>
                  <TableCell className={`${WIDE_ONLY} whitespace-nowrap text-muted-foreground`}>
                    <time dateTime={item.deletedAt?.toISOString()}>{formatDateTime(item.deletedAt)}</time>
                  </TableCell>
                  {canRestore ? (
                    <TableCell className="text-right">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={trashCopy.restoreLabel(titleOf(item))}
                        onClick={() => setPending(item)}
                      >
                        <RotateCcw aria-hidden="true" />
                        {trashCopy.restore}
                      </Button>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </Card>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={trashCopy.confirmTitle(pending ? ITEM_NOUN[pending.collection] : '')}
        description={trashCopy.confirmText(pending ? titleOf(pending) : '')}
        confirmLabel={trashCopy.restore}
        onConfirm={confirmRestore}
      />
    </div>
  );
}
