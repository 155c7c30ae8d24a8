/**
 * The visual editor on Quill 2, loaded only where an editor is shown (RichTextEditor imports this module
 * dynamically). Quill's core plus the formats the toolbar offers; no Quill theme or toolbar: the toolbar is
 * our own accessible React one, and the styles are editor.css on the app's colour tokens.
 */
import Quill, { Delta, type Range } from 'quill/core';
import Blockquote from 'quill/formats/blockquote';
import Bold from 'quill/formats/bold';
import CodeBlock, { Code } from 'quill/formats/code';
import Header from 'quill/formats/header';
import Image from 'quill/formats/image';
import Italic from 'quill/formats/italic';
import Link from 'quill/formats/link';
import List from 'quill/formats/list';
import Strike from 'quill/formats/strike';
import Underline from 'quill/formats/underline';
import 'quill/dist/quill.core.css';
import './editor.css';
import {
  TOGGLE_FORMATS,
  type ActiveFormats,
  type EditorHandle,
  type EditorOptions,
  type EditorSelection,
  type EditorSettings,
  type ToggleFormat,
} from './types';

Quill.register(
  {
    'formats/blockquote': Blockquote,
    'formats/bold': Bold,
    'formats/code': Code,
    'formats/code-block': CodeBlock,
    'formats/header': Header,
    'formats/image': Image,
    'formats/italic': Italic,
    'formats/link': Link,
    'formats/list': List,
    'formats/strike': Strike,
    'formats/underline': Underline,
  },
  true,
);

const TOGGLES = Object.keys(TOGGLE_FORMATS) as ToggleFormat[];

/** Quill 2.0 writes every space as &nbsp;, which stops text wrapping on the public page. */
function semanticHtml(quill: Quill): string {
  if (quill.getLength() <= 1) return '';
  return quill.getSemanticHTML().replaceAll('&nbsp;', ' ');
}

function activeFormats(quill: Quill, range: Range): ActiveFormats {
  const formats = quill.getFormat(range);
  return Object.fromEntries(
    TOGGLES.map((key) => [key, formats[TOGGLE_FORMATS[key].format] === TOGGLE_FORMATS[key].value]),
  );
}

export function createEditor(container: HTMLElement, options: EditorOptions): EditorHandle {
  const host = document.createElement('div');
  container.append(host);
  const quill = new Quill(host, {
    modules: {
      keyboard: {
        bindings: {
          // Tab leaves the editor (keyboard users must be able to move on), instead of typing a tab.
          tab: null,
          indent: null,
          outdent: null,
          'remove tab': null,
          'indent code-block': null,
          'outdent code-block': null,
          link: {
            key: 'k',
            shortKey: true,
            handler: () => {
              options.onLinkShortcut();
              return false;
            },
          },
        },
      },
      // Pasted or dropped image files would be stored inline as huge data: URLs; images go in by address.
      uploader: { mimetypes: [] },
    },
  });

  const root = quill.root;
  root.id = options.id;
  root.setAttribute('role', 'textbox');
  root.setAttribute('aria-multiline', 'true');
  const setAttribute = (name: string, value: string | undefined) =>
    value ? root.setAttribute(name, value) : root.removeAttribute(name);
  const configure = (settings: EditorSettings) => {
    quill.enable(!settings.readOnly);
    root.setAttribute('aria-readonly', String(settings.readOnly));
    setAttribute('aria-labelledby', settings.labelledBy);
    setAttribute('aria-describedby', settings.describedBy);
    setAttribute('data-placeholder', settings.placeholder);
  };
  configure(options);

  const reportFormats = () => {
    const range = quill.getSelection();
    if (range) options.onFormatsChange(activeFormats(quill, range));
  };
  quill.on('text-change', (_delta, _old, source) => {
    if (source === 'user') options.onChange(semanticHtml(quill));
  });
  quill.on('editor-change', reportFormats);

  /** The selection, widened to the whole link when the cursor is inside one. */
  function selection(): EditorSelection {
    let range = quill.getSelection(true);
    const [link, offset] = quill.scroll.descendant(Link, range.index);
    if (link && range.length === 0) range = { index: range.index - offset, length: link.length() };
    const linkFormat = quill.getFormat(range).link;
    return {
      ...range,
      text: quill.getText(range.index, range.length),
      link: typeof linkFormat === 'string' ? linkFormat : null,
    };
  }

  return {
    setHtml(html) {
      quill.setContents(quill.clipboard.convert({ html }), 'silent');
      quill.history.clear();
    },
    configure,
    focus: () => quill.focus(),
    toggle(key) {
      const { format, value } = TOGGLE_FORMATS[key];
      const range = quill.getSelection(true);
      quill.format(format, quill.getFormat(range)[format] === value ? false : value, 'user');
      reportFormats();
    },
    clearFormatting() {
      const range = quill.getSelection(true);
      if (range.length > 0) quill.removeFormat(range.index, range.length, 'user');
      else for (const format of Object.keys(quill.getFormat(range))) quill.format(format, false, 'user');
      reportFormats();
    },
    selection,
    setLink(at, url, text) {
      if (at.length > 0) {
        quill.formatText(at.index, at.length, 'link', url, 'user');
        quill.setSelection(at.index + at.length, 0, 'silent');
        return;
      }
      const label = text.trim() || url;
      quill.insertText(at.index, label, { link: url }, 'user');
      quill.setSelection(at.index + label.length, 0, 'silent');
    },
    removeLink(at) {
      quill.formatText(at.index, at.length, 'link', false, 'user');
    },
    insertImage(at, url, alt) {
      const image = new Delta()
        .retain(at.index)
        .delete(at.length)
        .insert({ image: url }, alt ? { alt } : {});
      quill.updateContents(image, 'user');
      quill.setSelection(at.index + 1, 0, 'silent');
    },
    destroy() {
      quill.off('text-change');
      quill.off('editor-change');
      host.remove();
    },
  };
}
