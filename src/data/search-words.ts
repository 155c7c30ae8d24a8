/**
 * Whole-collection search for the back office. Firestore matches no part of a text, so a document that
 * staff search keeps `searchWords`: the words of its searchable text, lower-cased, written by the same
 * write as the text. A search asks for the documents whose list holds one word of the query
 * (array-contains, one page at a time) and keeps those that hold the others too.
 *
 * firestore.rules (isSearchWordsOf) accept a list only when every entry is a word of the document's own
 * text as the rules split it: lower-cased, cut at anything but a-z and 0-9. So a word is indexed only when
 * it is plain ASCII letters and digits between ASCII separators (spaces, punctuation): those come out the
 * same whatever lower-cases the text. A word with an accent or in another script ("café", "Zoë") is
 * left out, since lower-casing it may give other ASCII letters elsewhere ('İ' is 'i̇' in one runtime and 'i'
 * in another) and the rules would then refuse the whole write (a visitor's message). Such a word is still
 * found by the sender's e-mail or the other words.
 */

/** Most words one document keeps (firestore.rules: isSearchWordsOf). About 1 KB of words at most. */
export const SEARCH_WORDS_MAX = 200;

/** The field that holds them, on every searchable collection. */
export const SEARCH_WORDS_FIELD = 'searchWords';

/** Words too common to find anything by; leaving them out saves index storage (the rules allow a subset). */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by for from has have he her his i in is it its me my no not of on or our ' +
    'she so that the their them they this to was we were will with you your'
  ).split(' '),
);

const ASCII_WORD = /^[A-Za-z0-9]+$/;

/** Tokens cut at ASCII separators only: a token that holds other characters stays whole (and is dropped). */
function tokensOf(text: string): string[] {
  // Any ASCII character but a letter or digit separates; nothing outside ASCII does.
  return text.split(/[^A-Za-z0-9\u0080-\u{10FFFF}]+/u);
}

function isIndexable(token: string): boolean {
  return token.length > 1 && ASCII_WORD.test(token) && !STOP_WORDS.has(token.toLowerCase());
}

/**
 * The searchWords of a document: the words of its texts in order of first use, lower-cased, each once,
 * at most SEARCH_WORDS_MAX (the texts come in order of importance: name and subject before a message).
 */
export function searchWordsOf(...texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const token of tokensOf(text)) {
      if (words.size === SEARCH_WORDS_MAX) return [...words];
      if (isIndexable(token)) words.add(token.toLowerCase());
    }
  }
  return [...words];
}

/** A search as typed, ready for the store: the words to match, and the one the query asks Firestore for. */
export interface SearchQuery {
  /** Every word a match must hold. */
  words: string[];
  /**
   * The word the store looks up (array-contains): the likely rarest, so its first page most likely holds
   * the match: the longest word with a digit (a number, "visitor123"), else of an e-mail address's name
   * (before the @), else of all.
   */
  lookup: string;
}

/**
 * The query of a search box's text, or null when it holds no word that can be searched for (empty, only
 * stop words or one-letter words). An e-mail address searches for its words like any text ("aisha.khan@
 * example.com": aisha, khan, example, com): its local part usually names one person.
 */
export function parseSearch(text: string): SearchQuery | null {
  const words = searchWordsOf(text);
  if (words.length === 0) return null;
  const withDigits = words.filter((word) => /\d/.test(word));
  // In an e-mail address the name before the @ is rarer than the domain ("gmail", "com").
  const localPart = searchWordsOf(/([^\s@]+)@/.exec(text)?.[1] ?? '');
  const candidates = [withDigits, localPart, words].find((list) => list.length > 0) ?? words;
  const lookup = candidates.reduce((longest, word) => (word.length > longest.length ? word : longest));
  return { words, lookup };
}

/** Whether a document's stored searchWords hold every word of the query. */
export function holdsEveryWord(stored: unknown, query: SearchQuery): boolean {
  if (!Array.isArray(stored)) return false;
  const held = new Set(stored);
  return query.words.every((word) => held.has(word));
}

type SearchedTexts = (data: Readonly<Record<string, unknown>>) => unknown[];

/**
 * The texts staff search in each searchable collection, in order of importance (firestore.rules check
 * searchWords against the same fields). Subscribers need none (the address is the document id), nor staff
 * (the Users screen reads the whole directory, which only admins can add to).
 */
const SEARCHED_TEXTS: Readonly<Record<string, SearchedTexts>> = {
  contact_inquiries: (data) => [data.name, data.email, data.subject, data.message],
  blog_posts: (data) => [data.title],
  projects: (data) => [data.title, data.client],
};

/** The searchWords a document of `collection` should hold (an empty list for a collection not searched). */
export function searchWordsFor(collection: string, data: Readonly<Record<string, unknown>>): string[] {
  const texts = SEARCHED_TEXTS[collection]?.(data) ?? [];
  return searchWordsOf(...texts.filter((text): text is string => typeof text === 'string'));
}

/**
 * What a write derives from a document's own text (the type, not an interface: still a plain record).
 * titleKey, on posts only, is what the staff list sorts titles by (blog-posts.ts).
 */
export type DerivedFields = { searchWords: string[]; titleKey?: string };

/**
 * A post's title as the list sorts it: A-Z lower-cased, so "apple" and "Zebra" sort as a reader expects
 * (Firestore orders text by code point, capitals first). Only ASCII letters change: the rules accept the
 * key when it lower-cases to what the title lower-cases to, which then holds whatever lower() does to
 * other letters.
 */
export function titleKeyOf(title: string): string {
  return title.replace(/[A-Z]+/g, (capitals) => capitals.toLowerCase());
}

/** The fields every write of a document of `collection` stores with its text (create, edit, restore). */
export function derivedFieldsFor(collection: string, data: Readonly<Record<string, unknown>>): DerivedFields {
  const searchWords = searchWordsFor(collection, data);
  if (collection === 'blog_posts' && typeof data.title === 'string') {
    return { searchWords, titleKey: titleKeyOf(data.title) };
  }
  return { searchWords };
}

/**
 * The documents of a collection with their derived fields (the seed's, a backfill's): each document as
 * it was, with searchWords set from its own text.
 */
export function withSearchWords<Doc extends Record<string, unknown>>(
  collection: string,
  docs: Readonly<Record<string, Doc>>,
): Record<string, Doc & DerivedFields> {
  return Object.fromEntries(
    Object.entries(docs).map(([id, data]) => [id, { ...data, ...derivedFieldsFor(collection, data) }]),
  );
}
