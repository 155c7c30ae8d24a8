import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { readBlogPost } from '@/data/models/blog-post';
import { readProject } from '@/data/models/project';
import type { LiveChange } from '@/data/models/live-site';
import type { BlogPost } from '@/data/schemas/blog-post';
import { scaleCollections, SCALE_OLDEST_WORD } from '@/data/seed';
import { seedSearchContent, serveSearchIndex as serve } from '@/testing/search-content';
import { buildSearchIndex } from './build-index';
import { resetSearchForTesting, searchSite } from './search';
import { decodePostings, encodePostings, searchTerms } from './terms';

const { posts, projects } = seedSearchContent();

/** What the files downloaded weigh as Hosting sends them (compressed). */
const gzipped = (files: Map<string, string>, fetched: string[]) =>
  [...new Set(fetched)].reduce((sum, file) => sum + gzipSync(files.get(file) ?? '').length, 0);

const DAY = 86_400_000;

/** Post `n` of a generated site (higher is newer): the given fields over a plain body. */
function post(n: number, fields: Record<string, unknown> = {}): BlogPost {
  const at = new Date(Date.UTC(2020, 0, 1) + n * DAY);
  return readBlogPost(
    {
      title: `Note ${n}`,
      slug: `note-${n}`,
      excerpt: 'A short note.',
      content: '<p>Plain words about the valley.</p>',
      status: 'Published',
      category: 'Notes',
      author: 'Admin',
      tags: [],
      createdAt: at,
      publishAt: at,
      ...fields,
    },
    String(n),
  );
}

/** Newest first, as the build indexes them. */
const newestFirst = (list: BlogPost[]) =>
  [...list].sort((a, b) => (b.publishAt?.getTime() ?? 0) - (a.publishAt?.getTime() ?? 0));

const change = (item: BlogPost | null, id = item?.id ?? ''): LiveChange<BlogPost> => ({
  id,
  changedAt: new Date(),
  item,
});

const ids = (outcome: { results: { id: string }[] }) => outcome.results.map((result) => result.id);

describe('the site search', () => {
  it('reads words the same way for the index and the query: in any script, English ones by their stem', () => {
    expect(searchTerms('The Dal Lake’s Shikāras, and 2 UI tips')).toEqual([
      'dal',
      'lake',
      'shikara',
      'ui',
      'tip',
    ]);
    expect(searchTerms('डल झील में शिकारा')).toEqual(['डल', 'झील', 'में', 'शिकारा']);
    expect(searchTerms('ڈل جھیل میں شکارا')).toEqual(['ڈل', 'جھیل', 'میں', 'شکارا']);
    expect(decodePostings(encodePostings([0, 3, 13, 400]))).toEqual([0, 3, 13, 400]);
  });

  it.each([
    ['designing', 'design'],
    ['hospitals', 'hospital'],
    ['forecasting', 'forecast'],
    ['technologies', 'technology'],
    ['houseboats', 'Houseboat'],
  ])('“%s” and “%s” are one word to the search', (typed, written) => {
    expect(searchTerms(typed)).toEqual(searchTerms(written));
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

  it('finds posts by their author and projects by their technologies, showing the words as written', async () => {
    serve(buildSearchIndex(posts, projects));
    const byAuthor = await searchSite('sana mir');
    expect(byAuthor.results.map((result) => result.id)).toEqual(
      posts.filter((each) => each.author === 'Sana Mir').map((each) => each.id),
    );
    const flutter = await searchSite('flutter ');
    expect(flutter.results[0]).toMatchObject({ kind: 'project', id: '3' });
    const hospitals = await searchSite('hospitals ');
    expect(hospitals.results[0]?.matched).toEqual(['hospital']);
  });

  it('indexes a post written in Hindi or Urdu', async () => {
    const hindi = post(2, { title: 'डल झील पर शिकारा की सैर', content: '<p>सुबह की धूप में झील।</p>' });
    const urdu = post(1, { title: 'ڈل جھیل پر شکارا', content: '<p>صبح کی دھوپ میں جھیل۔</p>' });
    serve(buildSearchIndex([hindi, urdu], []));
    expect(ids(await searchSite('शिकारा'))).toEqual(['2']);
    expect(ids(await searchSite('جھیل'))).toEqual(['1']);
    expect(ids(await searchSite('धूप '))).toEqual(['2']);
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

  describe('what changed since the build', () => {
    // Ten posts with "monsoon" in their body (ids 1-10, 10 the newest), one with it in its title (id 11).
    const site = newestFirst([
      ...Array.from({ length: 10 }, (_, index) =>
        post(index + 1, { content: '<p>The monsoon reached the valley.</p>' }),
      ),
      post(11, { title: 'Monsoon notes' }),
    ]);
    const byId = (id: string) => site.find((each) => each.id === id)!;

    it.each([
      {
        name: 'an edited post keeps its place and is counted once',
        changes: [change({ ...byId('5'), title: 'Note 5, revised' })],
        order: ['11', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1'],
        total: 11,
      },
      {
        name: 'an edited post whose title now has the word ranks by it',
        changes: [change({ ...byId('3'), title: 'After the monsoon' })],
        order: ['11', '3', '10', '9', '8', '7', '6', '5', '4', '2', '1'],
        total: 11,
      },
      {
        name: 'an edited post whose title lost the word still matches by its built body',
        changes: [change({ ...byId('11'), title: 'Rain notes' })],
        order: ['11', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1'],
        total: 11,
      },
      {
        name: 'withdrawn posts leave the results and the total, beyond the page shown too',
        changes: [change(null, '10'), change(null, '2'), change(null, '1')],
        order: ['11', '9', '8', '7', '6', '5', '4', '3'],
        total: 8,
      },
      {
        name: 'a new post joins by the same rules, before older ones of its rank',
        changes: [
          change(post(30, { title: 'Notes', excerpt: 'The monsoon, again.' })),
          change(post(31, { title: 'Unrelated' })),
        ],
        order: ['11', '30', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1'],
        total: 12,
      },
    ])('$name', async ({ changes, order, total }) => {
      serve(buildSearchIndex(site, []));
      const full = await searchSite('monsoon ', { limit: 20, changes: { posts: changes, projects: [] } });
      expect(ids(full)).toEqual(order);
      expect(full.total).toBe(total);
      resetSearchForTesting();
      // The first page alone: the same first results, the same total.
      const page = await searchSite('monsoon ', { limit: 3, changes: { posts: changes, projects: [] } });
      expect(ids(page)).toEqual(order.slice(0, 3));
      expect(page.total).toBe(total);
    });
  });

  it('ranks the best of 1,800 matches at 5,000 posts first: title, then summary, tags and category, then body', async () => {
    // Every third post of 5,000 has the word in its body, 40 of those in their excerpt, tags or category,
    // and one old post in its title; the newest post has it nowhere.
    const site = newestFirst(
      Array.from({ length: 5_000 }, (_, index) => {
        const n = index + 1;
        if (n === 1_200) return post(n, { title: 'Booking a houseboat in the monsoon' });
        if (n % 3 !== 0) return post(n);
        const fields: Record<string, unknown> = { content: `<p>Rain in the monsoon, note ${n}.</p>` };
        if (n % 375 === 0) fields.excerpt = 'What the monsoon changes for bookings.';
        if (n % 375 === 3) fields.tags = ['monsoon'];
        if (n % 375 === 6) fields.category = 'Monsoon';
        return post(n, fields);
      }),
    );
    const files = buildSearchIndex(site, []);
    const fetched = serve(files);
    const outcome = await searchSite('monsoon bookings ', { limit: 10 });
    expect(outcome.results[0]?.id).toBe('1200');
    // The summary matches of both words next, newest first, before any body match.
    expect(ids(outcome).slice(1)).toEqual([
      '4875',
      '4500',
      '4125',
      '3750',
      '3375',
      '3000',
      '2625',
      '2250',
      '1875',
    ]);

    resetSearchForTesting();
    fetched.length = 0;
    const common = await searchSite('monsoon', { limit: 10 });
    expect(common.total).toBeGreaterThan(1_600);
    // The title match, then those with the word in their tags, category or excerpt, newest first.
    expect(ids(common)).toEqual([
      '1200',
      '4881',
      '4878',
      '4875',
      '4506',
      '4503',
      '4500',
      '4131',
      '4128',
      '4125',
    ]);
    expect(gzipped(files, fetched)).toBeLessThan(60_000);
  });

  it('at the scale seed finds the oldest post by a word only its body has, and ranks a common query, downloading little', async () => {
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

    // A common pair of words (in nearly every post): ranked over 5,000 matches, still a few small files.
    resetSearchForTesting();
    fetched.length = 0;
    const common = await searchSite('monsoon season ');
    expect(common.total).toBeGreaterThan(5_000);
    expect(common.results).toHaveLength(10);
    // With the search's code (under 10 kB), under 100 kB as sent.
    expect(gzipped(files, fetched)).toBeLessThan(90_000);
  });
});
