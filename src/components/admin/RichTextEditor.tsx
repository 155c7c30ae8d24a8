import {
  lazy,
  Suspense,
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type Ref,
} from 'react';
import { Alert } from '@/components/ui/alert';
import { Textarea } from '@/components/ui/input';
import { LoadingState } from '@/components/ui/spinner';
import { EditorToolbar, type ToolbarCommand } from './rich-text-editor/EditorToolbar';
import type { InsertKind } from './rich-text-editor/InsertDialog';
import type { ActiveFormats, EditorHandle, EditorSelection } from './rich-text-editor/types';

/** What a form may do with the editor (react-hook-form's field ref: focus on an invalid save). */
export interface RichTextEditorHandle {
  /** Focuses the text shown: the visual editor's, or the HTML source box. */
  focus(): void;
}

export interface RichTextEditorProps {
  /** Id of the editable text (the HTML source box gets `${id}-html`). */
  id: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  /** Id of the visible label (a contenteditable can't use <label for>). */
  labelledBy?: string;
  describedBy?: string;
  /** Height of the writing area in px (default 400, the spec's content box). */
  minHeight?: number;
  readOnly?: boolean;
  placeholder?: string;
  ref?: Ref<RichTextEditorHandle>;
}

type Status = 'loading' | 'ready' | 'failed';

/** Quill and its styles download only when an editor is shown. */
const loadQuillEditor = () => import('./rich-text-editor/quill-editor');
/** The link and image dialog downloads when first opened. */
const InsertDialog = lazy(() =>
  import('./rich-text-editor/InsertDialog').then((module) => ({ default: module.InsertDialog })),
);

/**
 * Rich text as HTML: a visual editor (Quill) with an accessible toolbar, and an "HTML source" switch to a
 * monospace box and back (both edit the same value). The caller sanitizes what it stores.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
  describedBy,
  minHeight = 400,
  readOnly = false,
  placeholder,
  ref,
}: RichTextEditorProps) {
  const [status, setStatus] = useState<Status>('loading');
  const [htmlSource, setHtmlSource] = useState(false);
  const [formats, setFormats] = useState<ActiveFormats>({});
  const [dialog, setDialog] = useState<{ kind: InsertKind; at: EditorSelection | null }>({
    kind: 'link',
    at: null,
  });
  const surface = useRef<HTMLDivElement>(null);
  const source = useRef<HTMLTextAreaElement>(null);
  const editor = useRef<EditorHandle | null>(null);
  /** The HTML the visual editor holds, so a change it reported isn't loaded back into it. */
  const editorHtml = useRef<string | null>(null);

  const openDialog = (kind: InsertKind) => {
    if (editor.current) setDialog({ kind, at: editor.current.selection() });
  };

  const reportChange = useEffectEvent((html: string) => {
    editorHtml.current = html;
    onChange(html);
  });
  const openLinkDialog = useEffectEvent(() => openDialog('link'));
  const settings = { placeholder, readOnly, labelledBy, describedBy };
  const currentSettings = useEffectEvent(() => settings);
  const loadCurrentValue = useEffectEvent((handle: EditorHandle) => {
    handle.setHtml(value);
    editorHtml.current = value;
  });

  // One Quill per editor id; label, description, placeholder and read-only change on the live one.
  useEffect(() => {
    let cancelled = false;
    let handle: EditorHandle | null = null;
    loadQuillEditor().then(
      ({ createEditor }) => {
        if (cancelled || !surface.current) return;
        handle = createEditor(surface.current, {
          id,
          ...currentSettings(),
          onChange: reportChange,
          onFormatsChange: setFormats,
          onLinkShortcut: openLinkDialog,
        });
        loadCurrentValue(handle);
        editor.current = handle;
        setStatus('ready');
      },
      () => {
        if (cancelled) return;
        // Offline or a failed download: the content stays editable as HTML.
        setStatus('failed');
        setHtmlSource(true);
      },
    );
    return () => {
      cancelled = true;
      handle?.destroy();
      editor.current = null;
      editorHtml.current = null;
    };
  }, [id]);

  // The value into the visual editor whenever it is shown and holds something else. A layout effect: it
  // runs in the commit, before the browser handles the next key. As a passive effect it ran a task later,
  // and Chrome handles input first: a key typed in between (say the first one, as the editor appears and
  // takes focus) made the editor hold newer HTML than this render's value, so the stale value was loaded
  // back, then the next render loaded the typed text again with the caret at the start ("sia…A").
  useLayoutEffect(() => {
    if (status !== 'ready' || htmlSource || !editor.current || editorHtml.current === value) return;
    editor.current.setHtml(value);
    editorHtml.current = value;
  }, [status, htmlSource, value]);

  useEffect(() => {
    editor.current?.configure({ placeholder, readOnly, labelledBy, describedBy });
  }, [status, placeholder, readOnly, labelledBy, describedBy]);

  useImperativeHandle(
    ref,
    () => ({ focus: () => (htmlSource ? source.current?.focus() : editor.current?.focus()) }),
    [htmlSource],
  );

  const runCommand = (command: ToolbarCommand) => {
    const handle = editor.current;
    if (!handle) return;
    if (command === 'link' || command === 'image') openDialog(command);
    else if (command === 'clear') handle.clearFormatting();
    else handle.toggle(command);
  };

  const visualShown = !htmlSource && status === 'ready';
  return (
    <div
      className="rte-surface rounded-xl border border-ink-200 bg-white focus-within:border-chinar-600 dark:border-ink-500 dark:bg-ink-950 dark:focus-within:border-chinar-400"
      style={{ '--rte-min-height': `${minHeight}px` } as CSSProperties}
    >
      {readOnly ? null : (
        <EditorToolbar
          label="Formatting"
          controls={htmlSource ? `${id}-html` : id}
          formats={formats}
          formattingEnabled={visualShown}
          htmlSource={htmlSource}
          htmlSourceAvailable={status !== 'failed'}
          onCommand={runCommand}
          onToggleHtmlSource={() => setHtmlSource((shown) => !shown)}
        />
      )}
      {status === 'failed' ? (
        <Alert
          variant="warning"
          className="m-3"
          title="The visual editor could not be loaded."
          description="You can still edit the content as HTML below, or reload the page to try again."
        />
      ) : null}
      {status === 'loading' && !htmlSource ? (
        <LoadingState label="Loading editor…" style={{ minHeight }} />
      ) : null}
      <div ref={surface} hidden={!visualShown} className="rounded-b-xl" />
      {htmlSource ? (
        <Textarea
          ref={source}
          id={`${id}-html`}
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          spellCheck={false}
          readOnly={readOnly}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="block resize-y rounded-t-none border-0 font-mono text-sm shadow-none"
          style={{ minHeight }}
        />
      ) : null}
      {dialog.at ? (
        <Suspense fallback={null}>
          <InsertDialog
            kind={dialog.kind}
            at={dialog.at}
            onClose={() => setDialog((current) => ({ ...current, at: null }))}
            onLink={(at, url, text) => editor.current?.setLink(at, url, text)}
            onRemoveLink={(at) => editor.current?.removeLink(at)}
            onImage={(at, url, alt) => editor.current?.insertImage(at, url, alt)}
            onRestoreFocus={() => editor.current?.focus()}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
