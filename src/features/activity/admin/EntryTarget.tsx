import { Link } from 'react-router-dom';
import type { AuditEntry } from '@/data/schemas/history';
import { targetPath } from './targets';

const linkClasses = 'font-medium text-primary underline-offset-4 hover:underline';

/** What a person reads as the target: the summary, or what the entry names when it has none. */
function targetName({ summary, action, collection, docId }: AuditEntry): string {
  if (summary.trim()) return summary;
  if (action === 'settings.update') return 'Site settings';
  return `${collection}/${docId}`;
}

/** The entry's target, linked to its screen while it exists (Recently deleted for a deleted post or project). */
export function EntryTarget({ entry, removed }: { entry: AuditEntry; removed: boolean }) {
  const name = targetName(entry);
  const to = targetPath(entry, removed);
  if (!to) return <span className="font-medium break-words">{name}</span>;
  return (
    <Link to={to} className={`${linkClasses} break-words`}>
      {name}
    </Link>
  );
}
