/**
 * A rich-text body as the lines a reader sees: one per paragraph, heading, list item or line break, with
 * images as "[Image: alt]". Parsed into an inert document (DOMParser runs no script and loads no image).
 */

const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TR',
  'UL',
]);

function describeImage(image: Element): string {
  const alt = image.getAttribute('alt')?.trim();
  return `[Image: ${alt || image.getAttribute('src') || 'no description'}]`;
}

/** The text of a node with a line break around every block, "• " before list items. */
function collect(node: Node, out: string[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    out.push(node.textContent ?? '');
    return;
  }
  if (!(node instanceof Element)) return;
  const tag = node.tagName;
  if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'TEMPLATE') return;
  if (tag === 'BR') {
    out.push('\n');
    return;
  }
  if (tag === 'IMG') {
    out.push(describeImage(node));
    return;
  }
  const block = BLOCKS.has(tag);
  if (block) out.push('\n');
  if (tag === 'LI') out.push('• ');
  for (const child of node.childNodes) collect(child, out);
  if (block) out.push('\n');
}

/** The body's visible lines, whitespace collapsed, empty lines left out. */
export function htmlToLines(html: string): string[] {
  if (!html.trim()) return [];
  const document = new DOMParser().parseFromString(html, 'text/html');
  const out: string[] = [];
  collect(document.body, out);
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '' && line !== '•');
}
