import type { AuditEntry } from '@/data/schemas/history';
import { entryChanges, type FieldChange } from './changes';

/** Long values (a site description) are cut in the row; the whole value is in the tooltip and the CSV. */
const SHOWN_CHARACTERS = 80;

function Value({ text, removed = false }: { text: string; removed?: boolean }) {
  const cut = text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS - 1)}…` : text;
  const Tag = removed ? 'del' : 'ins';
  return (
    <Tag
      title={cut === text ? undefined : text}
      className={
        removed
          ? 'text-muted-foreground line-through decoration-muted-foreground/60'
          : 'font-medium text-foreground no-underline'
      }
    >
      {cut}
    </Tag>
  );
}

function Change({ change }: { change: FieldChange }) {
  const { label, before, after } = change;
  return (
    <li className="break-words">
      <span className="text-muted-foreground">{label}:</span>{' '}
      {before !== null && after !== null ? (
        <>
          <Value text={before} removed />
          <span aria-hidden="true"> → </span>
          <span className="sr-only">changed to </span>
          <Value text={after} />
        </>
      ) : (
        <span className="text-foreground">{after ?? before}</span>
      )}
    </li>
  );
}

/** The fields an entry changed, "Label: before → after" each (settings, staff, invites, inquiry status). */
export function EntryChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const changes = entryChanges(entry);
  if (changes.length === 0) return null;
  return (
    <ul aria-label="Changes" className="mt-1 flex flex-col gap-0.5 text-xs">
      {changes.map((change) => (
        <Change key={change.field} change={change} />
      ))}
    </ul>
  );
}
