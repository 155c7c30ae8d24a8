import DOMPurify from 'dompurify';

// The browser's DOMPurify; the prerender (Node, no DOM of its own) hands in a DOM for the same sanitizer.
let purifier = DOMPurify;

/** For the prerender: sanitize with this window's DOM (e.g. jsdom's). */
export function sanitizeWithWindow(window: Parameters<typeof DOMPurify>[0]): void {
  purifier = DOMPurify(window);
}

/**
 * Stored HTML made safe to render with DOMPurify's HTML profile. The one sanitizer: the repositories store
 * rich text through it and <RichText> renders through it.
 */
export function sanitizeHtml(html: string): string {
  if (!purifier.isSupported) return '';
  const clean = purifier.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
  // Plain text (no tags at all) becomes a paragraph so it gets the prose styles.
  return /<[a-z][\s\S]*>/i.test(clean) ? clean : clean ? `<p>${clean}</p>` : '';
}
