import { X } from 'lucide-react';
import { useId, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { LIST_LIMITS, type ListName } from '@/data/schemas/common';
import { cn } from '@/lib/utils';

interface ListFieldProps {
  /** Which bounded list (its limits come from LIST_LIMITS). */
  name: ListName;
  label: string;
  /** One entry, for the Add button's name: "Add feature". */
  itemNoun: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  placeholder?: string;
  /** A reason to refuse an entry (e.g. not a URL), or null. */
  validateItem?: (item: string) => string | null;
  /** The form's message for the whole list. */
  error?: string;
  /** 'url' brings up the address keyboard on phones (paths on this site are allowed, so no type="url"). */
  inputMode?: 'text' | 'url';
  /** Focuses the text box (react-hook-form's field ref: focus on an invalid save). */
  ref?: Ref<{ focus(): void }>;
}

/**
 * A text box plus Add (Enter adds too); entries are trimmed, empty ones ignored, repeats ignored with a
 * note; each shows as a chip with its own remove button. Bounded as the rules bound the stored list.
 */
export function ListField({
  name,
  label,
  itemNoun,
  items,
  onChange,
  placeholder,
  validateItem,
  error,
  inputMode = 'text',
  ref,
}: ListFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => inputRef.current?.focus() }), []);
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState('');
  const limit = LIST_LIMITS[name];
  const full = items.length >= limit.items;
  const message = note || error;

  function add() {
    const item = draft.trim();
    if (!item) {
      setDraft('');
      return;
    }
    const problem = full
      ? `The list is full (${limit.items}).`
      : items.includes(item)
        ? `"${item}" is already in the list.`
        : item.length > limit.itemLength
          ? `Keep each ${itemNoun} under ${limit.itemLength} characters.`
          : (validateItem?.(item) ?? null);
    if (problem) {
      setNote(problem);
      return;
    }
    onChange([...items, item]);
    setDraft('');
    setNote('');
  }

  function remove(item: string) {
    onChange(items.filter((existing) => existing !== item));
    setNote('');
    inputRef.current?.focus(); // the removed chip's button took the focus with it
  }

  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the entry instead of submitting the form
    add();
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-1.5">
      <Label id={`${id}-label`} htmlFor={`${id}-input`}>
        {label}
      </Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={`${id}-input`}
          name={name}
          inputMode={inputMode}
          value={draft}
          placeholder={placeholder}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-hint ${id}-message`}
          onChange={(event) => {
            setDraft(event.target.value);
            setNote('');
          }}
          onKeyDown={addOnEnter}
        />
        <Button variant="outline" onClick={add} disabled={full} aria-label={`Add ${itemNoun}`}>
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {full
          ? `The list is full (${limit.items}). Remove one to add another.`
          : `${items.length} of ${limit.items}. Press Enter or Add to add one.`}
      </p>
      <p
        id={`${id}-message`}
        aria-live="polite"
        className={cn('text-sm font-medium text-danger', !message && 'sr-only')}
      >
        {message}
      </p>
      {items.length > 0 ? (
        <ul aria-label={label} className="mt-1 flex flex-wrap gap-2">
          {items.map((item) => (
            <li
              key={item}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-muted py-1 pr-1 pl-3 text-sm text-foreground"
            >
              <span className="min-w-0 wrap-break-word">{item}</span>
              <button
                type="button"
                aria-label={`Remove ${item}`}
                title="Remove"
                onClick={() => remove(item)}
                className="flex size-7 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-surface hover:text-foreground"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
