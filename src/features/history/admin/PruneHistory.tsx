import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { RETENTION, type VersionedCollection } from '@/data/models/history';
import type { PruneResult } from '@/data/repos/history-prune';
import { notify } from '@/lib/notify';
import { ITEM_NOUN, pruneCopy } from './copy';
import { usePruneRevisions } from './queries';

interface PruneHistoryProps {
  collection: VersionedCollection;
  docId: string;
}

function resultMessage({ pruned, more }: PruneResult): string {
  if (pruned === 0 && !more) return pruneCopy.nothing(RETENTION.days, RETENTION.newest);
  return more ? `${pruneCopy.removed(pruned)} ${pruneCopy.more}` : pruneCopy.removed(pruned);
}

/** The History panel's "Old versions" (admins): removes what the retention policy lets go, and says how much. */
export function PruneHistory({ collection, docId }: PruneHistoryProps) {
  const headingId = useId();
  const prune = usePruneRevisions(collection, docId);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const noun = ITEM_NOUN[collection];

  async function confirm() {
    try {
      setResult(resultMessage(await prune.mutateAsync()));
    } catch (error) {
      notify.error(pruneCopy.failed, pruneCopy.failedText);
      throw error; // keeps the dialog open for another try
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 border-t border-border pt-4">
      <h3 id={headingId} className="text-sm font-semibold text-foreground">
        {pruneCopy.heading}
      </h3>
      <p className="text-sm text-muted-foreground">{pruneCopy.policy(RETENTION.days, RETENTION.newest)}</p>
      <div>
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          {pruneCopy.button}
        </Button>
      </div>
      <p role="status" className="text-sm text-foreground">
        {result}
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={pruneCopy.confirmTitle}
        description={pruneCopy.confirmText(noun, RETENTION.days, RETENTION.newest)}
        confirmLabel={pruneCopy.confirm}
        onConfirm={confirm}
        destructive
      />
    </section>
  );
}
