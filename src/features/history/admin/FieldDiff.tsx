import { useId, type ReactNode } from 'react';
import type { FieldMap } from '@/data/models/history';
import { cn } from '@/lib/utils';
import { historyCopy } from './copy';
import { listValue, textValue, type VersionedField } from './fields';
import { htmlToLines } from './html-lines';
import { diffSequences, mergeParts, words, type DiffPart } from './sequence-diff';

/*
 * A changed field, old (this version) against new (the current one). Never colour alone: removed text is
 * struck through and marked "−", added text underlined and marked "+", each with words for screen readers.
 */

const removedClasses =
  'rounded-sm bg-red-100 text-red-900 line-through decoration-2 dark:bg-red-500/20 dark:text-red-100';
const addedClasses =
  'rounded-sm bg-green-100 text-green-900 underline decoration-2 underline-offset-2 dark:bg-green-500/15 dark:text-green-100';

const lineMarks = { same: ' ', removed: '−', added: '+' } as const;

/** Unchanged lines kept around a change in the body; longer runs fold into "n unchanged lines". */
const CONTEXT_LINES = 2;

function Removed({ children }: { children: ReactNode }) {
  return (
    <del className={removedClasses}>
      <span className="sr-only">{historyCopy.removedText}</span>
      {children}
    </del>
  );
}

function Added({ children }: { children: ReactNode }) {
  return (
    <ins className={addedClasses}>
      <span className="sr-only">{historyCopy.addedText}</span>
      {children}
    </ins>
  );
}

function Column({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border border-border p-3">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{heading}</p>
      <div className="text-sm break-words whitespace-pre-wrap text-foreground">{children}</div>
    </div>
  );
}

function Empty() {
  return <span className="text-muted-foreground italic">{historyCopy.emptyValue}</span>;
}

/** Side by side, the words removed marked on the left and the words added on the right. */
function TextDiff({ before, after }: { before: string; after: string }) {
  const parts = mergeParts(diffSequences(words(before), words(after)));
  const side = (skip: DiffPart<string>['kind']) =>
    parts
      .filter((part) => part.kind !== skip)
      .map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.value}</span>
        ) : part.kind === 'removed' ? (
          <Removed key={index}>{part.value}</Removed>
        ) : (
          <Added key={index}>{part.value}</Added>
        ),
      );
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <Column heading={historyCopy.thisVersion}>{before ? side('added') : <Empty />}</Column>
      <Column heading={historyCopy.currentVersion}>{after ? side('removed') : <Empty />}</Column>
    </div>
  );
}

/** Side by side, the items only in this version marked on the left, those only in the current one on the right. */
function ListDiff({ before, after }: { before: string[]; after: string[] }) {
  const list = (items: string[], others: string[], kind: 'removed' | 'added') =>
    items.length === 0 ? (
      <span className="text-muted-foreground italic">{historyCopy.noItems}</span>
    ) : (
      <ul className="flex flex-col gap-1 whitespace-normal">
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>
            {others.includes(item) ? (
              item
            ) : (
              <>
                <span aria-hidden="true" className="mr-1 font-mono">
                  {lineMarks[kind]}
                </span>
                {kind === 'removed' ? <Removed>{item}</Removed> : <Added>{item}</Added>}
              </>
            )}
          </li>
        ))}
      </ul>
    );
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <Column heading={historyCopy.thisVersion}>{list(before, after, 'removed')}</Column>
      <Column heading={historyCopy.currentVersion}>{list(after, before, 'added')}</Column>
    </div>
  );
}

type LineRow = DiffPart<string> | { kind: 'fold'; count: number };

/** The body's lines with a few unchanged ones around each change; the rest folded. */
function withContext(parts: readonly DiffPart<string>[]): LineRow[] {
  const near = parts.map((part) => part.kind !== 'same');
  const keep = parts.map((_, index) =>
    near.slice(Math.max(0, index - CONTEXT_LINES), index + CONTEXT_LINES + 1).some(Boolean),
  );
  const rows: LineRow[] = [];
  parts.forEach((part, index) => {
    if (keep[index]) {
      rows.push(part);
      return;
    }
    const last = rows.at(-1);
    if (last?.kind === 'fold') last.count += 1;
    else rows.push({ kind: 'fold', count: 1 });
  });
  return rows;
}

const lineWords = { same: '', removed: historyCopy.removedLine, added: historyCopy.addedLine } as const;

/** The body as lines read, each removed or added line marked; formatting-only changes are said. */
function HtmlDiff({ label, before, after }: { label: string; before: string; after: string }) {
  const parts = diffSequences(htmlToLines(before), htmlToLines(after));
  if (parts.every((part) => part.kind === 'same')) {
    return <p className="text-sm text-muted-foreground">{historyCopy.formattingOnly}</p>;
  }
  return (
    <ol
      aria-label={`Changes in ${label}`}
      className="overflow-hidden rounded-lg border border-border font-mono text-sm"
    >
      {withContext(parts).map((row, index) =>
        row.kind === 'fold' ? (
          <li key={index} className="bg-muted px-3 py-1 text-xs text-muted-foreground">
            ⋯ {historyCopy.unchangedLines(row.count)}
          </li>
        ) : (
          <li
            key={index}
            className={cn(
              'flex gap-2 px-3 py-1',
              row.kind === 'removed' && 'bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-100',
              row.kind === 'added' && 'bg-green-100 text-green-900 dark:bg-green-500/15 dark:text-green-100',
            )}
          >
            <span aria-hidden="true" className="w-3 shrink-0 select-none">
              {lineMarks[row.kind]}
            </span>
            <span className="min-w-0 font-sans break-words whitespace-pre-wrap">
              {lineWords[row.kind] ? <span className="sr-only">{lineWords[row.kind]}</span> : null}
              {row.value}
            </span>
          </li>
        ),
      )}
    </ol>
  );
}

/** One changed field under its editor label (a region named after it). */
export function FieldDiff({
  field,
  before,
  after,
}: {
  field: VersionedField;
  before: FieldMap;
  after: FieldMap;
}) {
  const headingId = useId();
  const left = before[field.key];
  const right = after[field.key];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-foreground">
        {field.label}
      </h3>
      {field.kind === 'list' ? (
        <ListDiff before={listValue(left)} after={listValue(right)} />
      ) : field.kind === 'html' ? (
        <HtmlDiff label={field.label} before={textValue(left)} after={textValue(right)} />
      ) : (
        <TextDiff before={textValue(left)} after={textValue(right)} />
      )}
    </section>
  );
}
