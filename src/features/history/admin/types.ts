import type { VersionedCollection } from '@/data/models/history';

/** What the editors pass to the History button and its panel (apart from both, so neither imports the other). */
export interface HistoryProps {
  collection: VersionedCollection;
  docId: string;
  /** Editors and admins restore; users only read. */
  canRestore: boolean;
  /** After a restore has reloaded the content's queries (the editor reloads its form). */
  onRestored?: () => void;
}
