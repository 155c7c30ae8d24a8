/** The formats the toolbar offers, as Quill names them, with the value that turns each on. */
export const TOGGLE_FORMATS = {
  h2: { format: 'header', value: 2 },
  h3: { format: 'header', value: 3 },
  bold: { format: 'bold', value: true },
  italic: { format: 'italic', value: true },
  underline: { format: 'underline', value: true },
  strike: { format: 'strike', value: true },
  bullet: { format: 'list', value: 'bullet' },
  ordered: { format: 'list', value: 'ordered' },
  blockquote: { format: 'blockquote', value: true },
  code: { format: 'code', value: true },
  codeBlock: { format: 'code-block', value: true },
} as const;

export type ToggleFormat = keyof typeof TOGGLE_FORMATS;

/** Which toolbar toggles are on where the cursor is. */
export type ActiveFormats = Partial<Record<ToggleFormat, boolean>>;

/** Where the cursor or selection was when a link or image dialog opened. */
export interface EditorSelection {
  index: number;
  length: number;
  text: string;
  /** The link already there, if any. */
  link: string | null;
}

/** What may change while the editor lives. */
export interface EditorSettings {
  placeholder?: string;
  readOnly: boolean;
  labelledBy?: string;
  describedBy?: string;
}

export interface EditorOptions extends EditorSettings {
  id: string;
  /** HTML after each change the user makes (never after setHtml). */
  onChange: (html: string) => void;
  onFormatsChange: (formats: ActiveFormats) => void;
  /** Ctrl/Cmd+K in the text. */
  onLinkShortcut: () => void;
}

/** The visual editor as RichTextEditor drives it; Quill stays behind this, in the lazily loaded chunk. */
export interface EditorHandle {
  setHtml(html: string): void;
  configure(settings: EditorSettings): void;
  focus(): void;
  toggle(format: ToggleFormat): void;
  clearFormatting(): void;
  selection(): EditorSelection;
  setLink(at: EditorSelection, url: string, text: string): void;
  removeLink(at: EditorSelection): void;
  insertImage(at: EditorSelection, url: string, alt: string): void;
  destroy(): void;
}
