/*
 * The site search's words, shared by the index the build writes (./build-index.ts) and the browser's search
 * (./search.ts), so both read text the same way: lower case, Latin accents folded, words of any script's
 * letters, digits and marks (a Hindi or Urdu post is indexed too), two characters or more, without the
 * commonest English words (they match everything and weigh the most), and English words reduced to their
 * stem (Porter2, the Snowball English stemmer) so that "designing" finds "design".
 */
import { stem } from 'porter2';

const STOPWORDS = new Set(
  (
    'an and are as at be but by can do for from has have how if in into is it its of on or our so than ' +
    'that the their them then there these they this to was we were what when which who will with you your'
  ).split(' '),
);

/** Where the build writes the index (served by Hosting); the browser fetches only the parts a query needs. */
export const SEARCH_INDEX_PATH = '/_search';
/** Documents per listing file: the ten best results of a query touch a few small files. */
export const DOCS_PER_FILE = 10;
/** Documents per file of the id table: a change since the build finds its document in one small file. */
export const IDS_PER_FILE = 8;

/**
 * Where a word stands in a document, best first; a document is listed under a word once, at its best place.
 * A result's rank is the sum of its words' weights (then newest first), so a word in the title outranks
 * any number of words in the body.
 */
export const FIELD = { title: 0, summary: 1, body: 2 } as const;
export type Field = (typeof FIELD)[keyof typeof FIELD];
export const FIELD_WEIGHT: Record<Field, number> = { 0: 100, 1: 10, 2: 1 };

/** The words of `text` as written (lower case, accents folded), in order of first appearance, each once. */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    // Latin accents only: the marks of other scripts (Devanagari vowel signs, Arabic harakat) are letters' parts.
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}\p{M}]+/u);
  return [...new Set(words.filter((word) => word.length >= 2 && !STOPWORDS.has(word)))];
}

/** The form a word is indexed and searched by: an English word's stem, any other word as it is. */
export function wordStem(word: string): string {
  return /^[a-z]+$/.test(word) ? stem(word) : word;
}

/** The indexed forms of the words of `text`, in order of first appearance, each once. */
export function searchTerms(text: string): string[] {
  return [...new Set(searchWords(text).map(wordStem))];
}

/**
 * The index file a word's postings are in: its first three characters (two for two-letter words); a word
 * of another script, by its first two characters' code points (file names stay ASCII).
 */
export function shardOf(term: string): string {
  const head = term.slice(0, 3);
  if (/^[a-z0-9]+$/.test(head)) return head;
  const points = [...term].slice(0, 2).map((char) => (char.codePointAt(0) ?? 0).toString(36));
  return `u${points.join('-')}`;
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
  if (!encoded) return [];
  let current = 0;
  return encoded.split(',').map((gap, index) => {
    current = index === 0 ? parseInt(gap, 36) : current + parseInt(gap, 36);
    return current;
  });
}

/** A word's documents by field (title, summary, body), each list encoded, joined by "|", empty tails cut. */
export function encodeFieldPostings(byField: readonly (readonly number[])[]): string {
  return byField.map(encodePostings).join('|').replace(/\|+$/, '');
}

/** [document number, field] of every document an encoded word lists. */
export function decodeFieldPostings(encoded: string): [number, Field][] {
  return encoded
    .split('|')
    .flatMap((part, field) =>
      decodePostings(part).map((number): [number, Field] => [number, field as Field]),
    );
}

/** A document's key in the id table: its kind and id, as site/live names a change. */
export const docKey = (kind: SearchDoc['kind'], id: string) => `${kind}:${id}`;

/** The id-table file a document's number is in (FNV-1a of its key): one small file per change looked up. */
export function idFileOf(key: string, files: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % files;
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

/** The index's table of contents: how many documents, which word files exist, how many id-table files. */
export interface SearchManifest {
  docs: number;
  shards: string[];
  idFiles: number;
}
