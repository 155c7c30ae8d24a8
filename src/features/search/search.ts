import type { LiveChange } from '@/data/models/live-site';
import type { BlogPost } from '@/data/schemas/blog-post';
import type { Project } from '@/data/schemas/project';
import { paths, postPath } from '@/lib/paths';
import {
  decodePostings,
  DOCS_PER_FILE,
  SEARCH_INDEX_PATH,
  searchTerms,
  shardOf,
  type SearchDoc,
  type SearchManifest,
} from './terms';

/*
 * The site search in the browser: the index the build wrote (./build-index.ts), downloaded in parts on
 * the first search (the manifest, the word files of the words typed, the listings of the results shown),
 * plus what staff changed since the build (site/live). Every part is fetched once per page load.
 */

export interface SearchResult extends SearchDoc {
  /** The indexed words this result matched (a word typed last matches as a prefix). */
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

/** Index words matching `term`: itself, or (for the word being typed, three letters or more) all it starts. */
function matchingWords(shard: Record<string, string>, term: string, asPrefix: boolean): string[] {
  if (!asPrefix) return term in shard ? [term] : [];
  return Object.keys(shard).filter((word) => word.startsWith(term));
}

/** Documents matching every term, each with the words it matched: numbers ascending (newest first). */
async function indexMatches(terms: string[], lastIsPrefix: boolean): Promise<Map<number, Set<string>>> {
  const manifest = await indexFile<SearchManifest>('manifest.json');
  const perTerm = await Promise.all(
    terms.map(async (term, index) => {
      const byDoc = new Map<number, Set<string>>();
      if (!manifest.shards.includes(shardOf(term))) return byDoc;
      const shard = await indexFile<Record<string, string>>(`t/${shardOf(term)}.json`);
      const asPrefix = lastIsPrefix && index === terms.length - 1 && term.length >= 3;
      for (const word of matchingWords(shard, term, asPrefix)) {
        for (const number of decodePostings(shard[word] ?? '')) {
          const words = byDoc.get(number) ?? new Set<string>();
          words.add(word);
          byDoc.set(number, words);
        }
      }
      return byDoc;
    }),
  );
  const [first, ...rest] = perTerm;
  const matches = new Map<number, Set<string>>();
  for (const [number, words] of first ?? []) {
    if (!rest.every((byDoc) => byDoc.has(number))) continue;
    const all = new Set(words);
    for (const byDoc of rest) for (const word of byDoc.get(number) ?? []) all.add(word);
    matches.set(number, all);
  }
  return new Map([...matches].sort(([a], [b]) => a - b));
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

/** A changed post or project as a search document, with the words of what lists show of it. */
function changedDoc(change: LiveChange<BlogPost> | LiveChange<Project>, kind: 'post' | 'project') {
  const item = change.item;
  if (!item) return null;
  if (kind === 'post') {
    const post = item as BlogPost;
    return {
      doc: { url: postPath(post), kind, id: post.id, title: post.title, excerpt: post.excerpt },
      words: searchTerms([post.title, post.excerpt, post.category, post.tags.join(' ')].join(' ')),
    };
  }
  const project = item as Project;
  return {
    doc: {
      url: paths.project(project.id),
      kind,
      id: project.id,
      title: project.title,
      excerpt: project.description,
    },
    words: searchTerms([project.title, project.client, project.category, project.description].join(' ')),
  };
}

/** The words of `words` that match every term (the last typed as a prefix), or null when one has none. */
function matchedBy(words: string[], terms: string[], lastIsPrefix: boolean): string[] | null {
  const matched: string[] = [];
  for (const [index, term] of terms.entries()) {
    const asPrefix = lastIsPrefix && index === terms.length - 1 && term.length >= 3;
    const hits = words.filter((word) => (asPrefix ? word.startsWith(term) : word === term));
    if (hits.length === 0) return null;
    matched.push(...hits);
  }
  return [...new Set(matched)];
}

/**
 * Searches every published post and completed project for `query` (all its words; the last one as typed so
 * far), newest first, with the first `limit` results' listings. Rejects when the index cannot be loaded.
 */
export async function searchSite(
  query: string,
  { limit = 10, changes }: { limit?: number; changes?: SearchChanges } = {},
): Promise<SearchOutcome> {
  const terms = searchTerms(query);
  if (terms.length === 0) return { results: [], total: 0 };
  const lastIsPrefix = !/\s$/.test(query);
  const matches = await indexMatches(terms, lastIsPrefix);

  // What changed since the build: withdrawn items leave the results, new and edited ones are matched by what
  // lists show of them (an edited body is matched as it was built until the next build).
  const changed = new Map<string, ReturnType<typeof changedDoc>>();
  for (const change of changes?.posts ?? []) changed.set(`post:${change.id}`, changedDoc(change, 'post'));
  for (const change of changes?.projects ?? [])
    changed.set(`project:${change.id}`, changedDoc(change, 'project'));

  // Listings are loaded a page at a time until `limit` results stand (a withdrawn one is skipped).
  const numbers = [...matches.keys()];
  const fromIndex: SearchResult[] = [];
  let withdrawn = 0;
  for (let start = 0; start < numbers.length && fromIndex.length < limit; start += limit) {
    const page = numbers.slice(start, start + limit);
    const docs = await listings(page);
    for (const number of page) {
      const doc = docs.get(number);
      if (!doc) continue;
      const key = `${doc.kind}:${doc.id}`;
      const now = changed.has(key) ? changed.get(key) : undefined;
      changed.delete(key);
      if (now === null) withdrawn += 1;
      else fromIndex.push({ ...(now?.doc ?? doc), matched: [...(matches.get(number) ?? [])] });
    }
  }
  const newer: SearchResult[] = [];
  for (const entry of changed.values()) {
    const matched = entry && matchedBy(entry.words, terms, lastIsPrefix);
    if (entry && matched) newer.push({ ...entry.doc, matched });
  }
  const all = [...newer, ...fromIndex];
  return { results: all.slice(0, limit), total: newer.length + numbers.length - withdrawn };
}

/** Tests start with nothing downloaded. */
export function resetSearchForTesting(): void {
  downloads.clear();
}
