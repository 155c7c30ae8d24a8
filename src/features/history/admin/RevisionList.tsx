import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { RevisionKind, VersionedCollection } from '@/data/models/history';
import type { Revision } from '@/data/schemas/history';
import { historyCopy, KIND_LABELS } from './copy';
import { revisionAuthor, revisionDate, revisionSummary, revisionTitle } from './summary';

const KIND_BADGES: Record<RevisionKind, BadgeProps['variant']> = {
  create: 'success',
  update: 'neutral',
  restore: 'info',
  delete: 'danger',
  baseline: 'outline',
};

interface RevisionListProps {
  collection: VersionedCollection;
  /** The versions shown, newest (the current one) first. */
  revisions: readonly Revision[];
  /** The version before each one shown, by id (undefined for the oldest known). */
  olderOf: (index: number) => Revision | undefined;
  find: (id: string) => Revision | undefined;
  canRestore: boolean;
  onCompare: (revision: Revision) => void;
  onRestore: (revision: Revision) => void;
}

/** The versions: kind, who, when (to the second), the title it had, what changed; Compare and Restore on all but the current one. */
export function RevisionList({
  collection,
  revisions,
  olderOf,
  find,
  canRestore,
  onCompare,
  onRestore,
}: RevisionListProps) {
  return (
    <ol aria-label={historyCopy.listLabel} className="flex flex-col divide-y divide-border">
      {revisions.map((revision, index) => {
        const date = revisionDate(revision);
        const current = index === 0;
        return (
          <li key={revision.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={KIND_BADGES[revision.kind]}>{KIND_LABELS[revision.kind]}</Badge>
                {current ? <Badge variant="accent">{historyCopy.current}</Badge> : null}
                <time
                  dateTime={revision.savedAt?.toISOString()}
                  className="text-sm font-medium text-foreground tabular-nums"
                >
                  {date}
                </time>
                <span className="text-sm text-muted-foreground">
                  {revision.kind === 'baseline'
                    ? revisionAuthor(revision)
                    : historyCopy.by(revisionAuthor(revision))}
                </span>
              </div>
              {revisionTitle(revision) ? (
                // The title this version had: "the version called X" is found without opening Compare.
                <p className="truncate text-sm font-medium text-foreground">{revisionTitle(revision)}</p>
              ) : null}
              <p className="text-sm text-muted-foreground">
                {revisionSummary(collection, revision, olderOf(index), find)}
              </p>
            </div>
            {current ? null : (
              <div className="flex shrink-0 gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`${historyCopy.compare} the version of ${date}`}
                  onClick={() => onCompare(revision)}
                >
                  {historyCopy.compare}
                </Button>
                {canRestore ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`${historyCopy.restore} the version of ${date}`}
                    onClick={() => onRestore(revision)}
                  >
                    {historyCopy.restore}
                  </Button>
                ) : null}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
