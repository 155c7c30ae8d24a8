import { Pencil } from 'lucide-react';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type Ref,
  type RefObject,
} from 'react';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import type { RichTextEditorHandle } from '@/components/admin/RichTextEditor';

// The editor (and Quill with it) downloads only when someone edits a section: most edits of a project
// never touch the case study, and the form stays within the admin's JavaScript budget.
const RichTextEditor = lazy(() =>
  import('@/components/admin/RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  /** Focuses the editor, or the button that opens it (react-hook-form's field ref). */
  ref?: Ref<{ focus(): void }>;
}

/** The words of stored HTML, for the preview (an inert document: nothing runs or loads). */
function textOf(html: string): string {
  // A space after every block, or "…Kashmir.</p><ul><li>High…" would read "Kashmir.High…".
  const spaced = html.replace(/<\/(?:p|li|h[1-6]|blockquote|pre|div)>|<br\s*\/?>/gi, '$& ');
  const body = new DOMParser().parseFromString(spaced, 'text/html').body;
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Moves focus into the editor once it is ready (the button that opened it is gone by then). The editable
 * element exists a moment before it is shown, so this retries until focus really lands.
 */
function useFocusWhenReady(container: RefObject<HTMLDivElement | null>, editorId: string, active: boolean) {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const focusEditor = () => {
      const editor = root.querySelector<HTMLElement>(`[id="${editorId}"], [id="${editorId}-html"]`);
      editor?.focus();
      return editor !== null && document.activeElement === editor;
    };
    if (focusEditor()) return;
    const observer = new MutationObserver(() => {
      if (focusEditor()) stop();
    });
    // Someone who moved on to another field while the editor loaded keeps their place.
    const movedOn = (event: FocusEvent) => {
      if (!root.contains(event.target as Node)) stop();
    };
    function stop() {
      observer.disconnect();
      document.removeEventListener('focusin', movedOn);
    }
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
    document.addEventListener('focusin', movedOn);
    return stop;
  }, [container, editorId, active]);
}

/**
 * A case-study section (HTML): a short preview with an Edit button; the rich-text editor replaces it on
 * demand and stays open.
 */
export function RichTextField({ label, value, onChange, error, ref }: RichTextFieldProps) {
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const editorRef = useRef<RichTextEditorHandle>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  useImperativeHandle(
    ref,
    () => ({ focus: () => (editing ? editorRef.current : openButtonRef.current)?.focus() }),
    [editing],
  );
  const editorId = `${id}-editor`;
  const errorId = `${id}-error`;
  useFocusWhenReady(container, editorId, editing);
  const preview = editing ? '' : textOf(value);

  return (
    <div ref={container} className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-3">
        <span id={`${id}-label`} className="text-sm font-medium text-foreground">
          {label}
        </span>
        {editing ? null : (
          <Button
            ref={openButtonRef}
            variant="outline"
            size="sm"
            aria-label={`${preview ? 'Edit' : 'Write'} ${label}`}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
            {preview ? 'Edit' : 'Write'}
          </Button>
        )}
      </div>
      {editing ? (
        <Suspense
          fallback={<LoadingState label="Loading editor…" className="rounded-xl border border-border py-8" />}
        >
          <RichTextEditor
            ref={editorRef}
            id={editorId}
            value={value}
            onChange={onChange}
            labelledBy={`${id}-label`}
            describedBy={error ? errorId : undefined}
            minHeight={160}
          />
        </Suspense>
      ) : (
        <div className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted-foreground">
          <p className="line-clamp-3">{preview || 'Not written yet.'}</p>
        </div>
      )}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
