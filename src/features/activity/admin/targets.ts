import type { AuditEntry } from '@/data/schemas/history';
import { adminPaths } from '@/lib/admin-paths';

type Entry = Pick<AuditEntry, 'action' | 'collection' | 'docId'>;

const targetKey = ({ collection, docId }: Entry) => `${collection}/${docId}`;

/**
 * The targets that no longer exist as far as these entries tell (newest first): those whose newest entry
 * here is a deletion. An entry further back (another page) may have brought one back, so this is a guess
 * that costs no read; a wrong guess only shows a link as plain text or to Recently deleted.
 */
export function removedTargets(entries: readonly Entry[]): ReadonlySet<string> {
  const seen = new Set<string>();
  const removed = new Set<string>();
  for (const entry of entries) {
    const key = targetKey(entry);
    if (seen.has(key)) continue;
    seen.add(key);
    if (entry.action.endsWith('.delete')) removed.add(key);
  }
  return removed;
}

export function isRemoved(entry: Entry, removed: ReadonlySet<string>): boolean {
  return removed.has(targetKey(entry));
}

/**
 * Where an entry's target is in the back office: the post's editor, the project's page, the inbox, the
 * users or settings screen. A deleted post or project leads to Recently deleted (where an admin restores
 * it); other removed targets (an inquiry, a subscriber, a staff record) have no link.
 */
export function targetPath(entry: Entry, removed: boolean): string | null {
  const subject = entry.action.split('.')[0];
  switch (subject) {
    case 'post':
      return removed ? adminPaths.recentlyDeleted : adminPaths.editBlogPost(entry.docId);
    case 'project':
      return removed ? adminPaths.recentlyDeleted : adminPaths.project(entry.docId);
    case 'inquiry':
      return removed ? null : adminPaths.inquiries;
    case 'staff':
    case 'invite':
      return removed ? null : adminPaths.users;
    case 'settings':
      return adminPaths.settings;
    default:
      return null;
  }
}
