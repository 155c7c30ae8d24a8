import type { BlogPost } from '@/data/schemas/blog-post';
import type { Project } from '@/data/schemas/project';
import { searchablePost, searchableProject, type Searchable } from './fields';
import {
  DOCS_PER_FILE,
  docKey,
  encodeFieldPostings,
  FIELD,
  type Field,
  idFileOf,
  IDS_PER_FILE,
  searchTerms,
  shardOf,
  type SearchManifest,
} from './terms';

/** Each word of a document at the best field it appears in (title before summary before body). */
function bestFields({ fields }: Searchable): Map<string, Field> {
  const best = new Map<string, Field>();
  fields.forEach((text, field) => {
    for (const term of searchTerms(text)) if (!best.has(term)) best.set(term, field as Field);
  });
  return best;
}

/** Every word's documents by field, grouped by the word file it goes into. */
function postingsByShard(indexed: readonly Searchable[]): Map<string, Map<string, number[][]>> {
  const shards = new Map<string, Map<string, number[][]>>();
  indexed.forEach((searchable, number) => {
    for (const [term, field] of bestFields(searchable)) {
      const shard = shards.get(shardOf(term)) ?? new Map<string, number[][]>();
      shards.set(shardOf(term), shard);
      const byField = shard.get(term) ?? Object.values(FIELD).map(() => []);
      byField[field]?.push(number);
      shard.set(term, byField);
    }
  });
  return shards;
}

/**
 * The site search's index, as files (path under SEARCH_INDEX_PATH -> JSON): every published post's title;
 * excerpt, category, tags and author; and body; every completed project's title; description, client,
 * category and technologies; and case study (./fields.ts). Documents are numbered newest first (posts, then
 * projects); `t/<shard>.json` maps each word to its documents by field, `d/<n>.json` lists DOCS_PER_FILE
 * documents' listings, `i/<n>.json` maps documents' kind and id to their number (for the changes since the
 * build), `manifest.json` names the word files and counts the id files.
 */
export function buildSearchIndex(
  posts: readonly BlogPost[],
  projects: readonly Project[],
): Map<string, string> {
  const indexed = [...posts.map(searchablePost), ...projects.map(searchableProject)];
  const files = new Map<string, string>();
  const shards = postingsByShard(indexed);
  for (const [key, terms] of shards) {
    const encoded = Object.fromEntries(
      [...terms].map(([term, byField]) => [term, encodeFieldPostings(byField)]),
    );
    files.set(`t/${key}.json`, JSON.stringify(encoded));
  }
  for (let start = 0; start < indexed.length; start += DOCS_PER_FILE) {
    const docs = indexed.slice(start, start + DOCS_PER_FILE).map(({ doc }) => doc);
    files.set(`d/${start / DOCS_PER_FILE}.json`, JSON.stringify(docs));
  }
  const idFiles = Math.max(1, Math.ceil(indexed.length / IDS_PER_FILE));
  const ids = Array.from({ length: idFiles }, (): Record<string, number> => ({}));
  indexed.forEach(({ doc }, number) => {
    const key = docKey(doc.kind, doc.id);
    const table = ids[idFileOf(key, idFiles)];
    if (table) table[key] = number;
  });
  ids.forEach((table, file) => files.set(`i/${file}.json`, JSON.stringify(table)));
  const manifest: SearchManifest = { docs: indexed.length, shards: [...shards.keys()].sort(), idFiles };
  files.set('manifest.json', JSON.stringify(manifest));
  return files;
}
