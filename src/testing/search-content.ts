import { vi } from 'vitest';
import { readBlogPost } from '@/data/models/blog-post';
import { readProject } from '@/data/models/project';
import { seedBlogPosts, seedProjects } from '@/data/seed';

/** What the build indexes from the seed: its published posts (newest first) and completed projects. */
export function seedSearchContent() {
  const posts = Object.entries(seedBlogPosts)
    .map(([id, raw]) => readBlogPost(raw, id))
    .filter((post) => post.status === 'Published')
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
  const projects = Object.entries(seedProjects)
    .map(([id, raw]) => readProject(raw, id))
    .filter((project) => project.status === 'Completed');
  return { posts, projects };
}

/**
 * Serves a built search index (path under /_search -> JSON) as Hosting would, in place of `fetch`; returns
 * the files fetched, in order (a missing one answers 404 as HTML, like Hosting's 404 page).
 */
export function serveSearchIndex(files: ReadonlyMap<string, string>): string[] {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const file = url.replace(/^\/_search\//, '');
      fetched.push(file);
      const body = files.get(file);
      return body === undefined
        ? new Response('not found', { status: 404, headers: { 'content-type': 'text/html' } })
        : new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return fetched;
}
