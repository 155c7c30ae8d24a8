import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { VersionedCollection } from '@/data/models/history';
import type { Revision } from '@/data/schemas/history';
import { historyCopy } from './copy';
import { fieldChanged, fieldsOf } from './fields';
import { FieldDiff } from './FieldDiff';
import { revisionAuthor, revisionDate } from './summary';

interface CompareDialogProps {
  collection: VersionedCollection;
  /** The version compared; null when the dialog is closed. */
  revision: Revision | null;
  current: Revision;
  canRestore: boolean;
  onClose: () => void;
  onRestore: (revision: Revision) => void;
}

/** A version against the current one: the title, then each changed field, the body last. */
export function CompareDialog({
  collection,
  revision,
  current,
  canRestore,
  onClose,
  onRestore,
}: CompareDialogProps) {
  return (
    <Dialog
      open={revision !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {revision ? (
        <DialogContent size="xl">
          <CompareBody collection={collection} revision={revision} current={current} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{historyCopy.close}</Button>
            </DialogClose>
            {canRestore ? (
              <Button onClick={() => onRestore(revision)}>{historyCopy.restoreThis}</Button>
            ) : null}
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function CompareBody({
  collection,
  revision,
  current,
}: {
  collection: VersionedCollection;
  revision: Revision;
  current: Revision;
}) {
  const fields = fieldsOf(collection, revision.content, current.content);
  const changed = fields.filter((field) => fieldChanged(field, revision.content, current.content));
  const unchanged = fields.filter((field) => !changed.includes(field));
  return (
    <>
      <DialogHeader>
        <DialogTitle>{historyCopy.compareTitle}</DialogTitle>
        <DialogDescription>
          {historyCopy.compareDescription(revisionDate(revision), revisionAuthor(revision))}
        </DialogDescription>
      </DialogHeader>
      {changed.length === 0 ? (
        <p className="text-sm text-foreground">{historyCopy.identical}</p>
      ) : (
        <>
          <p className="text-xs text-muted-foreground">{historyCopy.legend}</p>
          <div className="flex flex-col gap-5">
            {changed.map((field) => (
              <FieldDiff key={field.key} field={field} before={revision.content} after={current.content} />
            ))}
          </div>
        </>
      )}
      {unchanged.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{historyCopy.unchanged}:</span>{' '}
          {unchanged.map((field) => field.label).join(', ')}
        </p>
      ) : null}
    </>
  );
}
