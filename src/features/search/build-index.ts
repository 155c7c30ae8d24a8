import type { BlogPost } from '@/data/schemas/blog-post';
import type { Project } from '@/data/schemas/project';
import { paths, postPath } from '@/lib/paths';
import {
  DOCS_PER_FILE,
  encodePostings,
  htmlToText,
  searchTerms,
  shardOf,
  type SearchDoc,
  type SearchManifest,
} from './terms';

/** The excerpt a result shows: the stored one, else the start of the text, about two lines. */
function shortExcerpt(excerpt: string, text: string): string {
  const source = (excerpt.trim() || text.trim()).replace(/\s+/g, ' ');
  return source.length > 180 ? `${source.slice(0, 177).replace(/\s+\S*$/, '')}…` : source;
}

interface Indexed {
  doc: SearchDoc;
  text: string;
}

function indexedPost(post: BlogPost): Indexed {
  const body = htmlToText(post.content);
  return {
    doc: {
      url: postPath(post),
      kind: 'post',
      id: post.id,
      title: post.title,
      excerpt: shortExcerpt(post.excerpt, body),
    },
    text: [post.title, post.excerpt, post.category, post.tags.join(' '), body].join(' '),
  };
}

function indexedProject(project: Project): Indexed {
  const caseStudy = [project.longDescription, project.challenges, project.solutions, project.results]
    .map(htmlToText)
    .join(' ');
  return {
    doc: {
      url: paths.project(project.id),
      kind: 'project',
      id: project.id,
      title: project.title,
      excerpt: shortExcerpt(project.description, caseStudy),
    },
    text: [project.title, project.client, project.category, project.description, caseStudy].join(' '),
  };
}

/**
 * The site search's index, as files (path under SEARCH_INDEX_PATH -> JSON): every published post's title,
 * excerpt, category, tags and body, every completed project's title, client, category, description and
 * case study. Documents are numbered newest first (posts, then projects); `t/<shard>.json` maps each word
 * to its documents, `d/<n>.json` lists DOCS_PER_FILE documents' listings, `manifest.json` names the shards.
 */
export function buildSearchIndex(
  posts: readonly BlogPost[],
  projects: readonly Project[],
): Map<string, string> {
  const indexed = [...posts.map(indexedPost), ...projects.map(indexedProject)];
  const shards = new Map<string, Map<string, number[]>>();
  indexed.forEach(({ text }, number) => {
    for (const term of searchTerms(text)) {
      const shard = shards.get(shardOf(term)) ?? new Map<string, number[]>();
      shards.set(shardOf(term), shard);
      const postings = shard.get(term) ?? [];
      postings.push(number);
      shard.set(term, postings);
    }
  });
  const files = new Map<string, string>();
  for (const [key, terms] of shards) {
    const encoded = Object.fromEntries([...terms].map(([term, numbers]) => [term, encodePostings(numbers)]));
    files.set(`t/${key}.json`, JSON.stringify(encoded));
  }
  for (let start = 0; start < indexed.length; start += DOCS_PER_FILE) {
    const docs = indexed.slice(start, start + DOCS_PER_FILE).map(({ doc }) => doc);
    files.set(`d/${start / DOCS_PER_FILE}.json`, JSON.stringify(docs));
  }
  const manifest: SearchManifest = { docs: indexed.length, shards: [...shards.keys()].sort() };
  files.set('manifest.json', JSON.stringify(manifest));
  return files;
}
