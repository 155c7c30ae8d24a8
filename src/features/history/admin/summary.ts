import type { VersionedCollection } from '@/data/models/history';
import type { Revision } from '@/data/schemas/history';
import { formatDateTimeToSecond } from '@/lib/dates';
import { historyCopy, ITEM_NOUN, summaryCopy } from './copy';
import { changedFields, inSentence } from './fields';

/** Who saved a version, as the list shows it. */
export function revisionAuthor(revision: Revision): string {
  if (revision.kind === 'baseline') return historyCopy.baselineAuthor;
  return revision.savedByName.trim() || historyCopy.unknownAuthor;
}

/** When a version was saved, as the list and the dialogs show it: to the second, so quick saves differ. */
export function revisionDate(revision: Revision): string {
  return formatDateTimeToSecond(revision.savedAt);
}

/** The title the version had (a deleted item's version has its last one), '' when it has none. */
export function revisionTitle(revision: Revision): string {
  const title = revision.content.title;
  return typeof title === 'string' ? title.trim() : '';
}

/**
 * One line on what a version changed against the one before it (`older`; undefined when that one is not
 * known, e.g. the oldest recorded version): "Changed title, content, tags". A restore names the version it
 * brought back when `find` knows it.
 */
export function revisionSummary(
  collection: VersionedCollection,
  revision: Revision,
  older: Revision | undefined,
  find: (id: string) => Revision | undefined = () => undefined,
): string {
  const noun = ITEM_NOUN[collection];
  switch (revision.kind) {
    case 'baseline':
      return summaryCopy.baseline;
    case 'create':
      return summaryCopy.create(noun);
    case 'delete':
      return summaryCopy.delete(noun);
    case 'update':
      return older ? changes(collection, older, revision) : summaryCopy.edited;
    case 'restore': {
      const source = revision.restoredFrom ? find(revision.restoredFrom) : undefined;
      const restored = source ? summaryCopy.restoredFrom(revisionDate(source)) : summaryCopy.restoredEarlier;
      const fields = older ? changedLabels(collection, older, revision) : '';
      return fields ? `${restored} · ${summaryCopy.alsoChanged(fields)}` : restored;
    }
  }
}

/** "title, content, tags": the fields changed since `older`, '' when none. */
function changedLabels(collection: VersionedCollection, older: Revision, revision: Revision): string {
  return changedFields(collection, older.content, revision.content)
    .map((field) => inSentence(field.label))
    .join(', ');
}

function changes(collection: VersionedCollection, older: Revision, revision: Revision): string {
  const fields = changedLabels(collection, older, revision);
  return fields ? summaryCopy.changed(fields) : summaryCopy.noChange;
}
