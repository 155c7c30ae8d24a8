import {
  Bold,
  Code,
  CodeXml,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  RemoveFormatting,
  SquareCode,
  Strikethrough,
  TextQuote,
  Underline,
  type LucideIcon,
} from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';
import type { ActiveFormats, ToggleFormat } from './types';

type ToolbarCommand = ToggleFormat | 'link' | 'image' | 'clear';

interface ToolbarButton {
  command: ToolbarCommand;
  label: string;
  icon: LucideIcon;
  /** aria-keyshortcuts value and the hint shown on hover. */
  shortcut?: { aria: string; hint: string };
}

const ctrl = (key: string) => ({ aria: `Control+${key}`, hint: `Ctrl+${key}` });

const GROUPS: readonly (readonly ToolbarButton[])[] = [
  [
    { command: 'h2', label: 'Heading 2', icon: Heading2 },
    { command: 'h3', label: 'Heading 3', icon: Heading3 },
  ],
  [
    { command: 'bold', label: 'Bold', icon: Bold, shortcut: ctrl('B') },
    { command: 'italic', label: 'Italic', icon: Italic, shortcut: ctrl('I') },
    { command: 'underline', label: 'Underline', icon: Underline, shortcut: ctrl('U') },
    { command: 'strike', label: 'Strikethrough', icon: Strikethrough },
    { command: 'code', label: 'Inline code', icon: Code },
  ],
  [
    { command: 'bullet', label: 'Bulleted list', icon: List },
    { command: 'ordered', label: 'Numbered list', icon: ListOrdered },
    { command: 'blockquote', label: 'Quote', icon: TextQuote },
    { command: 'codeBlock', label: 'Code block', icon: SquareCode },
  ],
  [
    { command: 'link', label: 'Link', icon: Link, shortcut: ctrl('K') },
    { command: 'image', label: 'Image', icon: ImagePlus },
  ],
  [{ command: 'clear', label: 'Clear formatting', icon: RemoveFormatting }],
];

const HTML_SOURCE = 'html';
type FocusKey = ToolbarCommand | typeof HTML_SOURCE;

const isToggle = (command: ToolbarCommand): command is ToggleFormat =>
  command !== 'link' && command !== 'image' && command !== 'clear';

const buttonClasses =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-surface hover:text-foreground focus-visible:-outline-offset-2 disabled:pointer-events-none disabled:opacity-40 aria-pressed:bg-primary/15 aria-pressed:text-primary [&_svg]:size-4';

interface EditorToolbarProps {
  label: string;
  controls: string;
  formats: ActiveFormats;
  /** Formatting needs the visual editor (loaded and shown). */
  formattingEnabled: boolean;
  htmlSource: boolean;
  htmlSourceAvailable: boolean;
  onCommand: (command: ToolbarCommand) => void;
  onToggleHtmlSource: () => void;
}

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one Tab stop, arrow keys move between buttons,
 * toggles say whether they are on (aria-pressed). Buttons don't take focus on click, so the text keeps its
 * selection.
 */
export function EditorToolbar({
  label,
  controls,
  formats,
  formattingEnabled,
  htmlSource,
  htmlSourceAvailable,
  onCommand,
  onToggleHtmlSource,
}: EditorToolbarProps) {
  const [focusKey, setFocusKey] = useState<FocusKey>('h2');
  const enabledKeys: FocusKey[] = [
    ...(formattingEnabled ? GROUPS.flat().map((button) => button.command) : []),
    HTML_SOURCE,
  ];
  const tabStop = enabledKeys.includes(focusKey) ? focusKey : HTML_SOURCE;

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = enabledKeys.indexOf(
      event.target instanceof HTMLElement ? readKey(event.target) : tabStop,
    );
    const last = enabledKeys.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current >= last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current <= 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const key = enabledKeys[next]!;
    setFocusKey(key);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-key="${key}"]`)?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={moveFocus}
      // Sticky under the admin top bar (h-16), so it stays at hand in a long article.
      className="sticky top-16 z-10 flex flex-wrap items-center gap-0.5 rounded-t-xl border-b border-border bg-muted p-1.5"
    >
      {GROUPS.map((group, index) => (
        <div key={index} className="flex items-center gap-0.5">
          {index > 0 ? <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" /> : null}
          {group.map(({ command, label: buttonLabel, icon: Icon, shortcut }) => (
            <button
              key={command}
              type="button"
              data-key={command}
              className={buttonClasses}
              aria-label={buttonLabel}
              aria-keyshortcuts={shortcut?.aria}
              title={shortcut ? `${buttonLabel} (${shortcut.hint})` : buttonLabel}
              aria-pressed={isToggle(command) ? Boolean(formats[command]) : undefined}
              aria-haspopup={command === 'link' || command === 'image' ? 'dialog' : undefined}
              tabIndex={tabStop === command ? 0 : -1}
              disabled={!formattingEnabled}
              onFocus={() => setFocusKey(command)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onCommand(command)}
            >
              <Icon aria-hidden="true" />
            </button>
          ))}
        </div>
      ))}
      <button
        type="button"
        data-key={HTML_SOURCE}
        className={cn(buttonClasses, 'ml-auto w-auto gap-1.5 px-2.5 text-xs font-semibold')}
        aria-pressed={htmlSource}
        tabIndex={tabStop === HTML_SOURCE ? 0 : -1}
        disabled={!htmlSourceAvailable}
        onFocus={() => setFocusKey(HTML_SOURCE)}
        onClick={onToggleHtmlSource}
      >
        <CodeXml aria-hidden="true" />
        HTML source
      </button>
    </div>
  );
}

function readKey(element: HTMLElement): FocusKey {
  return (element.closest('[data-key]')?.getAttribute('data-key') ?? HTML_SOURCE) as FocusKey;
}

export type { ToolbarCommand };
