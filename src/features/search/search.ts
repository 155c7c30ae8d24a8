import { listedAt, type LiveChange } from '@/data/models/live-site';
import type { BlogPost } from '@/data/schemas/blog-post';
import type { Project } from '@/data/schemas/project';
import { searchablePost, searchableProject, type Searchable } from './fields';
import {
  decodeFieldPostings,
  docKey,
  DOCS_PER_FILE,
  FIELD,
  FIELD_WEIGHT,
  type Field,
  idFileOf,
  SEARCH_INDEX_PATH,
  searchTerms,
  searchWords,
  shardOf,
  wordStem,
  type SearchDoc,
  type SearchManifest,
} from './terms';

/*
 * The site search in the browser: the index the build wrote (./build-index.ts), downloaded in parts from the
 * first key typed (the manifest, the word files of the words typed, the listings of the results shown),
 * plus what staff changed since the build (site/live), which replaces or withdraws the built entries. Every
 * part is fetched once per page load.
 */

export interface SearchResult extends SearchDoc {
  /** The words this result matched, as its title or excerpt writes them, else as typed. */
  matched: string[];
}

export interface SearchOutcome {
  results: SearchResult[];
  /** All matches, of which `results` are the first. */
  total: number;
}

export interface SearchChanges {
  posts: readonly LiveChange<BlogPost>[];
  projects: readonly LiveChange<Project>[];
}

const downloads = new Map<string, Promise<unknown>>();

/** One index file, fetched once; rejects when the index is missing (dev, tests) or unreadable. */
function indexFile<T>(file: string): Promise<T> {
  let download = downloads.get(file) as Promise<T> | undefined;
  if (!download) {
    download = fetch(`${SEARCH_INDEX_PATH}/${file}`).then(async (response) => {
      if (!response.ok || !response.headers.get('content-type')?.includes('json'))
        throw new Error(`The search index file ${file} is not available (${response.status}).`);
      return (await response.json()) as T;
    });
    download.catch(() => downloads.delete(file));
    downloads.set(file, download);
  }
  return download;
}

const manifestFile = () => indexFile<SearchManifest>('manifest.json');

/** A word of the query: as typed, as indexed, and for the word being typed, the starts index words may have. */
interface QueryTerm {
  typed: string;
  stem: string;
  /** The word being typed (three characters or more) matches index words starting with its stem or itself. */
  prefixes: string[] | null;
}

function queryTerms(query: string): QueryTerm[] {
  const words = searchWords(query);
  const lastIsPrefix = !/\s$/.test(query);
  return words.map((typed, index) => {
    const stem = wordStem(typed);
    const asPrefix = lastIsPrefix && index === words.length - 1 && typed.length >= 3;
    // A start shorter than a word file's key would need every file that starts so.
    const prefixes = [...new Set([stem, typed])].filter((start) => start.length >= 3);
    return { typed, stem, prefixes: asPrefix ? prefixes : null };
  });
}

/** The word files a term's index words are in. */
const shardsOf = (term: QueryTerm) => [...new Set((term.prefixes ?? [term.stem]).map(shardOf))];

/** Of `words` (index forms), those `term` matches. */
function wordsMatching(words: readonly string[], term: QueryTerm): string[] {
  const { prefixes } = term;
  if (prefixes) return words.filter((word) => prefixes.some((start) => word.startsWith(start)));
  return words.includes(term.stem) ? [term.stem] : [];
}

/** How one document matches one term: the best field, and the index words matched. */
interface TermMatch {
  field: Field;
  words: string[];
}

/** The documents of the index matching `term`, by number. */
async function termMatches(term: QueryTerm, manifest: SearchManifest): Promise<Map<number, TermMatch>> {
  const keys = shardsOf(term).filter((key) => manifest.shards.includes(key));
  const shards = await Promise.all(keys.map((key) => indexFile<Record<string, string>>(`t/${key}.json`)));
  const byDoc = new Map<number, TermMatch>();
  for (const shard of shards) {
    for (const word of wordsMatching(Object.keys(shard), term)) {
      for (const [number, field] of decodeFieldPostings(shard[word] ?? '')) {
        const found = byDoc.get(number);
        if (!found) byDoc.set(number, { field, words: [word] });
        else {
          found.field = Math.min(found.field, field) as Field;
          found.words.push(word);
        }
      }
    }
  }
  return byDoc;
}

/** The index numbers of documents by key (kind:id); a key the build did not index is absent. */
async function indexNumbers(keys: readonly string[], manifest: SearchManifest): Promise<Map<string, number>> {
  const files = [...new Set(keys.map((key) => idFileOf(key, manifest.idFiles)))];
  const tables = await Promise.all(files.map((file) => indexFile<Record<string, number>>(`i/${file}.json`)));
  const numbers = new Map<string, number>();
  for (const key of keys)
    for (const table of tables) if (table[key] !== undefined) numbers.set(key, table[key]);
  return numbers;
}

/** A post or project changed since the build: null when withdrawn. */
interface Changed {
  key: string;
  searchable: Searchable | null;
  listedAt: number;
}

/** The changes by key, the latest of each item only. */
function changedItems(changes: SearchChanges | undefined): Changed[] {
  const latest = new Map<string, { changedAt: number; changed: Changed }>();
  const add = (key: string, changedAt: Date, searchable: Searchable | null, at: number) => {
    const previous = latest.get(key);
    if (!previous || previous.changedAt <= changedAt.getTime())
      latest.set(key, { changedAt: changedAt.getTime(), changed: { key, searchable, listedAt: at } });
  };
  for (const { id, changedAt, item } of changes?.posts ?? [])
    add(docKey('post', id), changedAt, item && searchablePost(item), item ? listedAt(item) : 0);
  for (const { id, changedAt, item } of changes?.projects ?? [])
    add(docKey('project', id), changedAt, item && searchableProject(item), item ? listedAt(item) : 0);
  return [...latest.values()].map(({ changed }) => changed);
}

/** A document matching every term. */
interface Candidate {
  /** The sum of its terms' field weights: where the words are, before when it was published. */
  score: number;
  /** Among equal scores, ascending: the build's number (newest first); items new since the build before. */
  order: number;
  /** Per term, the index words it matched. */
  words: string[][];
  /** The index's listing number, or the listing itself for an item changed since the build. */
  source: number | SearchDoc;
}

/** A changed item matched by its listed fields, its body as the build read it (site/live has no body). */
function changedMatch(
  { fields }: Searchable,
  terms: readonly QueryTerm[],
  built: readonly (TermMatch | undefined)[],
): Pick<Candidate, 'score' | 'words'> | null {
  const fieldTerms = fields.map(searchTerms);
  let score = 0;
  const words: string[][] = [];
  for (const [index, term] of terms.entries()) {
    const hits = fieldTerms.map((terms) => wordsMatching(terms, term));
    let field = hits.findIndex((matched) => matched.length > 0) as Field | -1;
    const fromBuild = built[index];
    if (field === -1 && fromBuild) field = FIELD.body;
    if (field === -1) return null;
    score += FIELD_WEIGHT[field];
    words.push([...new Set([...hits.flat(), ...(fromBuild?.words ?? [])])]);
  }
  return { score, words };
}

/** Every match, best first: the index's (less what changed since the build) and the changed items'. */
function rankedCandidates(
  terms: readonly QueryTerm[],
  perTerm: readonly Map<number, TermMatch>[],
  changed: readonly Changed[],
  numbers: ReadonlyMap<string, number>,
): Candidate[] {
  const replaced = new Set(numbers.values());
  const candidates: Candidate[] = [];
  const [first, ...rest] = perTerm;
  for (const [number, match] of first ?? []) {
    if (replaced.has(number)) continue;
    const others = rest.map((byDoc) => byDoc.get(number));
    if (others.some((other) => !other)) continue;
    const all = [match, ...others].filter((each): each is TermMatch => Boolean(each));
    const score = all.reduce((sum, each) => sum + FIELD_WEIGHT[each.field], 0);
    candidates.push({ score, order: number, words: all.map((each) => each.words), source: number });
  }
  // An edited item keeps its place in the build's order; new ones come before, newest first.
  const fresh = changed
    .filter((item) => item.searchable && !numbers.has(item.key))
    .sort((a, b) => b.listedAt - a.listedAt);
  for (const item of changed) {
    if (!item.searchable) continue;
    const number = numbers.get(item.key);
    const built = number === undefined ? [] : perTerm.map((byDoc) => byDoc.get(number));
    const match = changedMatch(item.searchable, terms, built);
    if (!match) continue;
    const order = number ?? fresh.indexOf(item) - fresh.length;
    candidates.push({ ...match, order, source: item.searchable.doc });
  }
  return candidates.sort((a, b) => b.score - a.score || a.order - b.order);
}

async function listings(numbers: number[]): Promise<Map<number, SearchDoc>> {
  const files = [...new Set(numbers.map((number) => Math.floor(number / DOCS_PER_FILE)))];
  const loaded = await Promise.all(files.map((file) => indexFile<SearchDoc[]>(`d/${file}.json`)));
  const docs = new Map<number, SearchDoc>();
  files.forEach((file, index) =>
    loaded[index]?.forEach((doc, offset) => docs.set(file * DOCS_PER_FILE + offset, doc)),
  );
  return docs;
}

/** What a result shows as matched: each term's words as its title or excerpt writes them, else as typed. */
function shownWords(doc: SearchDoc, words: readonly string[][], terms: readonly QueryTerm[]): string[] {
  const written = searchWords(`${doc.title} ${doc.excerpt}`);
  const shown = terms.flatMap((term, index) => {
    const forms = new Set(words[index]);
    const inText = written.filter((word) => forms.has(wordStem(word)));
    return inText.length > 0 ? inText : [term.typed];
  });
  return [...new Set(shown)];
}

/**
 * Searches every published post and completed project for `query` (all its words in any of their forms;
 * the last one as typed so far), best first: by where the words are (title, then summary, tags, category
 * and author, then body), then newest first; with the first `limit` results' listings. What changed since
 * the build (`changes`) replaces or withdraws the built entries. Rejects when the index cannot be loaded.
 */
export async function searchSite(
  query: string,
  { limit = 10, changes }: { limit?: number; changes?: SearchChanges } = {},
): Promise<SearchOutcome> {
  const terms = queryTerms(query);
  if (terms.length === 0) return { results: [], total: 0 };
  const changed = changedItems(changes);
  const manifest = await manifestFile();
  const [perTerm, numbers] = await Promise.all([
    Promise.all(terms.map((term) => termMatches(term, manifest))),
    indexNumbers(
      changed.map((item) => item.key),
      manifest,
    ),
  ]);
  const ranked = rankedCandidates(terms, perTerm, changed, numbers);
  const top = ranked.slice(0, limit);
  const docs = await listings(top.flatMap(({ source }) => (typeof source === 'number' ? [source] : [])));
  const results = top.flatMap(({ source, words }) => {
    const doc = typeof source === 'number' ? docs.get(source) : source;
    return doc ? [{ ...doc, matched: shownWords(doc, words, terms) }] : [];
  });
  return { results, total: ranked.length };
}

/**
 * Starts downloading what a search for `query` will need (the manifest, the word files of the words typed
 * so far, the id files of what changed since the build), without waiting: called at each key typed.
 */
export function prefetchSearch(query: string, changes?: SearchChanges): void {
  const terms = queryTerms(query);
  // A word of one or two characters being typed is about to grow into another word file's.
  const last = terms.at(-1);
  if (last && !/\s$/.test(query) && !last.prefixes) terms.pop();
  const keys = changedItems(changes).map((item) => item.key);
  void manifestFile()
    .then((manifest) => {
      const shards = terms.flatMap(shardsOf).filter((key) => manifest.shards.includes(key));
      for (const key of shards) void indexFile(`t/${key}.json`).catch(() => undefined);
      return indexNumbers(keys, manifest);
    })
    // The search itself reports a missing index.
    .catch(() => undefined);
}

/** Tests start with nothing downloaded. */
export function resetSearchForTesting(): void {
  downloads.clear();
}
