import type { BlogPost } from '@/data/schemas/blog-post';
import type { Project } from '@/data/schemas/project';
import { paths, postPath } from '@/lib/paths';
import { htmlToText, type SearchDoc } from './terms';

/*
 * What the search reads of a post or project, shared by the build's index (./build-index.ts) and the
 * browser's matching of what changed since the build (./search.ts, where an item carries no body), so the
 * two rank alike.
 */

/** A document's listing and its text by field, in FIELD order: title, summary, body. */
export interface Searchable {
  doc: SearchDoc;
  fields: [title: string, summary: string, body: string];
}

/** The excerpt a result shows: the stored one, else the start of the text, about two lines. */
function shortExcerpt(excerpt: string, text: string): string {
  const source = (excerpt.trim() || text.trim()).replace(/\s+/g, ' ');
  return source.length > 180 ? `${source.slice(0, 177).replace(/\s+\S*$/, '')}…` : source;
}

/** A post: title; excerpt, category, tags and author; body. */
export function searchablePost(post: BlogPost): Searchable {
  const body = htmlToText(post.content);
  return {
    doc: {
      url: postPath(post),
      kind: 'post',
      id: post.id,
      title: post.title,
      excerpt: shortExcerpt(post.excerpt, body),
    },
    fields: [post.title, [post.excerpt, post.category, post.tags.join(' '), post.author].join(' '), body],
  };
}

/** A project: title; description, client, category and technologies; case study. */
export function searchableProject(project: Project): Searchable {
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
    fields: [
      project.title,
      [project.description, project.client, project.category, project.technologies.join(' ')].join(' '),
      caseStudy,
    ],
  };
}
