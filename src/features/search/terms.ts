/*
 * The site search's words, shared by the index the build writes (./build-index.ts) and the browser's search
 * (./search.ts), so both read text the same way: lower case, accents folded, letters and digits only, two
 * characters or more, without the commonest English words (they match everything and weigh the most).
 */

const STOPWORDS = new Set(
  (
    'an and are as at be but by can do for from has have how if in into is it its of on or our so than ' +
    'that the their them then there these they this to was we were what when which who will with you your'
  ).split(' '),
);

/** Where the build writes the index (served by Hosting); the browser fetches only the parts a query needs. */
export const SEARCH_INDEX_PATH = '/_search';
/** Documents per metadata file: a page of results touches one or two. */
export const DOCS_PER_FILE = 25;

/** The words of `text`, in order of first appearance, each once. */
export function searchTerms(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/);
  return [...new Set(words.filter((word) => word.length >= 2 && !STOPWORDS.has(word)))];
}

/** The index file a word's postings are in: its first three characters (two for two-letter words). */
export function shardOf(term: string): string {
  return term.slice(0, 3);
}

/** Document numbers (ascending) as base-36 gaps: "0,3,a" is 0, 3, 13. */
export function encodePostings(numbers: readonly number[]): string {
  let previous = 0;
  return numbers
    .map((number, index) => {
      const gap = index === 0 ? number : number - previous;
      previous = number;
      return gap.toString(36);
    })
    .join(',');
}

export function decodePostings(encoded: string): number[] {
  let current = 0;
  return encoded.split(',').map((gap, index) => {
    current = index === 0 ? parseInt(gap, 36) : current + parseInt(gap, 36);
    return current;
  });
}

/** The text of stored (sanitized) HTML: tags dropped, the common entities read. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** One searchable document's listing: address, kind, title, excerpt. */
export interface SearchDoc {
  /** The page's address. */
  url: string;
  kind: 'post' | 'project';
  /** The post's or project's id (site/live's changes replace or withdraw it). */
  id: string;
  title: string;
  excerpt: string;
}

/** The index's table of contents: which shards exist, how many documents, when it was built. */
export interface SearchManifest {
  docs: number;
  shards: string[];
}
