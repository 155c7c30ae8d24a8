import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBlogPost } from '@/data/models/blog-post';
import { readProject } from '@/data/models/project';
import { scaleCollections, SCALE_OLDEST_WORD } from '@/data/seed';
import { seedSearchContent } from '@/testing/search-content';
import { buildSearchIndex } from './build-index';
import { resetSearchForTesting, searchSite } from './search';
import { decodePostings, encodePostings, searchTerms, SEARCH_INDEX_PATH } from './terms';

const { posts, projects } = seedSearchContent();

/** Serves the built index as Hosting would, and records the bytes each search downloads. */
function serve(files: Map<string, string>) {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const file = url.slice(SEARCH_INDEX_PATH.length + 1);
      fetched.push(file);
      const body = files.get(file);
      return body === undefined
        ? new Response('not found', { status: 404, headers: { 'content-type': 'text/html' } })
        : new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return fetched;
}

describe('the site search', () => {
  beforeEach(() => resetSearchForTesting());
  afterEach(() => vi.unstubAllGlobals());

  it('reads words the same way for the index and the query', () => {
    expect(searchTerms('The Dal Lake’s Shikāras, and 2 UI tips')).toEqual([
      'dal',
      'lake',
      'shikaras',
      'ui',
      'tips',
    ]);
    expect(decodePostings(encodePostings([0, 3, 13, 400]))).toEqual([0, 3, 13, 400]);
  });

  it('finds a post by a word of its body and a project by its client, with the words matched', async () => {
    serve(buildSearchIndex(posts, projects));
    const fast = posts[0]!;
    const bodyWord = searchTerms(fast.content.replace(/<[^>]*>/g, ' ')).find(
      (word) => word.length > 6 && !searchTerms(`${fast.title} ${fast.excerpt}`).includes(word),
    )!;
    const byBody = await searchSite(bodyWord);
    expect(byBody.results.map((result) => result.title)).toContain(fast.title);
    expect(byBody.results.find((result) => result.title === fast.title)?.matched).toEqual([bodyWord]);

    const project = projects[0]!;
    const byClient = await searchSite(project.client);
    expect(byClient.results[0]).toMatchObject({
      kind: 'project',
      title: project.title,
      url: `/projects/${project.id}`,
    });
  });

  it('matches the word being typed as a prefix, and needs every word', async () => {
    serve(buildSearchIndex(posts, projects));
    const typed = await searchSite('kashm');
    expect(typed.total).toBeGreaterThan(0);
    expect(typed.results.every((result) => result.matched.some((word) => word.startsWith('kashm')))).toBe(
      true,
    );
    expect((await searchSite('kashmir zzzznotaword')).total).toBe(0);
  });

  it('applies what changed since the build: a withdrawn post leaves, a new one joins', async () => {
    serve(buildSearchIndex(posts, projects));
    const [first] = posts;
    const word = searchTerms(first!.title)[0]!;
    const fresh = readBlogPost(
      { title: `Fresh ${word} notes`, status: 'Published', slug: 'fresh-notes' },
      '99',
    );
    const outcome = await searchSite(word, {
      changes: {
        posts: [
          { id: first!.id, changedAt: new Date(), item: null },
          { id: '99', changedAt: new Date(), item: fresh },
        ],
        projects: [],
      },
    });
    const titles = outcome.results.map((result) => result.title);
    expect(titles).toContain(fresh.title);
    expect(titles).not.toContain(first!.title);
  });

  it('at 5,000 posts finds the oldest by a word only its body has, downloading under 100 kB', async () => {
    const scale = scaleCollections();
    const scalePosts = Object.entries(scale.blog_posts!)
      .map(([id, raw]) => readBlogPost(raw, id))
      .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
    const scaleProjects = Object.entries(scale.projects!).map(([id, raw]) => readProject(raw, id));
    const files = buildSearchIndex(scalePosts, scaleProjects);
    const fetched = serve(files);
    const outcome = await searchSite(SCALE_OLDEST_WORD);
    expect(outcome.results.map((result) => result.url)).toEqual(['/blog/scale-note-1']);
    const bytes = fetched.reduce((sum, file) => sum + (files.get(file)?.length ?? 0), 0);
    // Uncompressed; Hosting sends them compressed.
    expect(bytes).toBeLessThan(100_000);
  });
});
