import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import type { Revision } from '@/data/schemas/history';
import { useCan } from '@/features/auth';
import { CompareDialog } from './CompareDialog';
import { historyCopy, ITEM_NOUN } from './copy';
import type { HistoryProps } from './types';
import { PruneHistory } from './PruneHistory';
import { revisionsQueryOptions } from './queries';
import { RestoreRevisionDialog } from './RestoreRevisionDialog';
import { RevisionList } from './RevisionList';

interface HistoryDialogProps extends HistoryProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The History panel (downloaded on the editor's first click on "History"): the versions newest first,
 * a page at a time, with Compare and (editors, admins) Restore; admins also remove old versions.
 */
export function HistoryDialog({
  collection,
  docId,
  canRestore,
  onRestored,
  open,
  onOpenChange,
}: HistoryDialogProps) {
  const noun = ITEM_NOUN[collection];
  const canPrune = useCan('pruneHistory');
  const [comparing, setComparing] = useState<Revision | null>(null);
  const [restoring, setRestoring] = useState<Revision | null>(null);

  function restored() {
    setRestoring(null);
    setComparing(null);
    onOpenChange(false);
    onRestored?.();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{historyCopy.title}</DialogTitle>
          <DialogDescription>
            {canRestore ? historyCopy.description(noun) : historyCopy.readOnlyDescription(noun)}
          </DialogDescription>
        </DialogHeader>
        <Versions
          {...{ collection, docId, canRestore }}
          comparing={comparing}
          onCompare={setComparing}
          onRestore={setRestoring}
        />
        {canPrune ? <PruneHistory collection={collection} docId={docId} /> : null}
        <RestoreRevisionDialog
          collection={collection}
          docId={docId}
          revision={restoring}
          onClose={() => setRestoring(null)}
          onRestored={restored}
        />
      </DialogContent>
    </Dialog>
  );
}

interface VersionsProps extends Pick<HistoryProps, 'collection' | 'docId' | 'canRestore'> {
  comparing: Revision | null;
  onCompare: (revision: Revision | null) => void;
  onRestore: (revision: Revision) => void;
}

function Versions({ collection, docId, canRestore, comparing, onCompare, onRestore }: VersionsProps) {
  const query = useInfiniteQuery(revisionsQueryOptions(collection, docId));
  if (query.isPending) return <LoadingState label={historyCopy.loading} />;
  if (query.isError) {
    return (
      <Alert variant="danger" title={historyCopy.loadFailed}>
        <Button variant="outline" size="sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {historyCopy.retry}
        </Button>
      </Alert>
    );
  }
  const loaded = query.data.pages.flatMap((page) => page.items);
  // Each version's summary compares it with the one before: while more pages wait, the last one loaded
  // is held back until the next page brings its predecessor.
  const shown = query.hasNextPage ? loaded.slice(0, -1) : loaded;
  const [current] = loaded;
  if (!current)
    return <p className="text-sm text-muted-foreground">{historyCopy.empty(ITEM_NOUN[collection])}</p>;
  return (
    <>
      <RevisionList
        collection={collection}
        revisions={shown}
        olderOf={(index) => loaded[index + 1]}
        find={(id) => loaded.find((revision) => revision.id === id)}
        canRestore={canRestore}
        onCompare={onCompare}
        onRestore={onRestore}
      />
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? <Spinner /> : null}
          {query.isFetchingNextPage ? historyCopy.loadingMore : historyCopy.loadMore}
        </Button>
      ) : null}
      <CompareDialog
        collection={collection}
        revision={comparing}
        current={current}
        canRestore={canRestore}
        onClose={() => onCompare(null)}
        onRestore={onRestore}
      />
    </>
  );
}
