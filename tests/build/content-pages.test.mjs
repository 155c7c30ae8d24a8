// The content pages prerendered from the build's snapshot (the budget build reads the seed content and 56
// older posts and 20 projects of the scale seed), read without JavaScript as a crawler or link preview
// would: posts, projects, every page of the blog and portfolio lists, old post addresses, the not-found
// page, sitemap.xml and rss.xml.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { loadSeed } from '../../scripts/lib/seed.mjs';

const dir = resolve(process.env.BUILD_DIR ?? 'dist-budget');
const siteUrl = 'https://www.example.com'; // VITE_SITE_URL in .env.budget

let posts;
let drafts;
let projects;
let unlisted;
before(async () => {
  const seed = await loadSeed();
  const { seedCollections } = seed;
  // What scripts/build.mjs adds to the seed for the budget build (BUDGET_EXTRA).
  const extra = seed.scaleCollections(56, 20);
  const byNewest = (a, b) => b.createdAt - a.createdAt;
  const all = Object.entries({ ...seedCollections.blog_posts, ...extra.blog_posts })
    .map(([id, data]) => ({ id, ...data }))
    .sort(byNewest);
  posts = all.filter((post) => post.status === 'Published');
  drafts = all.filter((post) => post.status !== 'Published');
  const allProjects = Object.entries({ ...seedCollections.projects, ...extra.projects })
    .map(([id, data]) => ({ id, ...data }))
    .sort(byNewest);
  projects = allProjects.filter((project) => project.status === 'Completed');
  unlisted = allProjects.filter((project) => project.status !== 'Completed');
  assert.ok(posts.length > 0 && drafts.length > 0, 'the seed has published and draft posts');
  assert.ok(projects.length > 0 && unlisted.length > 0, 'the seed has completed and other projects');
});

const read = (file) => readFileSync(join(dir, file), 'utf8');
const page = (path) => {
  const file = `${path.slice(1)}.html`;
  assert.ok(existsSync(join(dir, file)), `${file} exists`);
  return new JSDOM(read(file)).window.document; // JSDOM runs no scripts by default
};
const meta = (document, selector) => document.querySelector(selector)?.getAttribute('content') ?? null;
const jsonLd = (document) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent);
    return Array.isArray(data) ? data : [data];
  });
// Text compared without whitespace: how blocks are spaced differs between stored HTML and the page.
const squeeze = (value) => value.replace(/\s+/g, '');
const text = (html) => squeeze(new JSDOM(`<body>${html}</body>`).window.document.body.textContent);
const xml = (file) => {
  // Throws on anything that is not well-formed XML.
  const document = new JSDOM(read(file), { contentType: 'application/xml' }).window.document;
  assert.equal(document.querySelector('parsererror'), null, `${file} is well-formed`);
  return document;
};

test('a post is prerendered at its slug with its text, metadata, JSON-LD and data', () => {
  for (const post of posts) {
    assert.match(post.slug, /^[a-z0-9]+(-[a-z0-9]+)*$/, `${post.title} has a slug`);
    const document = page(`/blog/${post.slug}`);
    assert.equal(document.title, `${post.title} | Blog | Chinar Digital`);
    assert.equal(meta(document, 'meta[name="description"]'), post.excerpt);
    const canonical = document.querySelector('link[rel="canonical"]').getAttribute('href');
    assert.equal(canonical, `${siteUrl}/blog/${post.slug}`);
    assert.match(meta(document, 'meta[property="og:image"]'), /^https:\/\/www\.example\.com\/.+/);
    assert.equal(meta(document, 'meta[property="og:type"]'), 'article');
    const article = jsonLd(document).find((data) => data['@type'] === 'BlogPosting');
    assert.ok(article, 'BlogPosting JSON-LD');
    assert.equal(article.headline, post.title);
    assert.equal(article.mainEntityOfPage, canonical);
    assert.equal(document.querySelector('h1').textContent.trim(), post.title);
    const body = squeeze(document.querySelector('main').textContent);
    assert.ok(body.includes(text(post.content).slice(0, 120)), 'the article body is in the HTML');
    const feed = document.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    assert.equal(feed?.getAttribute('href'), `${siteUrl}/rss.xml`);

    const data = JSON.parse(document.getElementById('page-data').textContent);
    assert.ok(
      data.queries.some((query) => query.data?.id === post.id && query.data.content),
      'the post is embedded for hydration',
    );
    assert.equal(document.getElementById('root').dataset.prerenderedPath, `/blog/${post.slug}`);
  }
});

test('a completed project is prerendered with its case study, metadata and CreativeWork JSON-LD', () => {
  for (const project of projects) {
    const document = page(`/projects/${project.id}`);
    assert.equal(document.title, `${project.title} | Chinar Digital`);
    assert.equal(meta(document, 'meta[name="description"]'), project.description);
    const canonical = document.querySelector('link[rel="canonical"]').getAttribute('href');
    assert.equal(canonical, `${siteUrl}/projects/${project.id}`);
    assert.match(meta(document, 'meta[property="og:image"]'), /^https:\/\/www\.example\.com\/.+/);
    const work = jsonLd(document).find((data) => data['@type'] === 'CreativeWork');
    assert.ok(work, 'CreativeWork JSON-LD');
    assert.equal(work.name, project.title);
    assert.equal(work.url, canonical);
    assert.equal(document.querySelector('h1').textContent.trim(), project.title);
    const body = squeeze(document.querySelector('main').textContent);
    assert.ok(body.includes(squeeze(project.description)), 'the description is in the HTML');
    if (project.longDescription)
      assert.ok(body.includes(text(project.longDescription).slice(0, 80)), 'the case study is in the HTML');
  }
  for (const project of unlisted)
    assert.ok(!existsSync(join(dir, `projects/${project.id}.html`)), `${project.title} is not public`);
});

/** The pages of a list from its first address, following each page's "Next" link (rel=next) as a crawler would. */
function listPages(firstPath) {
  const pages = [];
  for (let path = firstPath; path;) {
    const document = page(path);
    pages.push({ path, document });
    assert.ok(pages.length < 100, `${firstPath} has fewer than 100 pages`);
    path = document.querySelector('nav[aria-label="Pagination"] a[rel="next"]')?.getAttribute('href') ?? null;
  }
  return pages;
}
const cardLinks = (document, prefix) =>
  [...document.querySelectorAll(`main a[href^="${prefix}"]`)].map((link) => link.getAttribute('href'));
const embedded = (document, kind) =>
  JSON.parse(document.getElementById('page-data').textContent).queries.find((query) =>
    query.key.includes(kind),
  )?.data;

test('/blog lists every published post, newest first, six a page on numbered pages, each with only its own posts', () => {
  const pages = listPages('/blog');
  assert.equal(pages.length, Math.ceil(posts.length / 6));
  assert.deepEqual(
    pages.map(({ path }) => path),
    ['/blog', ...pages.slice(1).map((_, index) => `/blog/page/${index + 2}`)],
  );
  const listed = pages.flatMap(({ document }) => {
    const listing = embedded(document, 'listing');
    assert.ok(
      listing.items.length <= 6 && listing.items.every((post) => post.content === ''),
      'bodies are not embedded',
    );
    return listing.items.map((post) => post.slug);
  });
  assert.deepEqual(
    listed,
    posts.map((post) => post.slug),
  );
  // Each page's cards link its posts.
  for (const { document } of pages)
    for (const post of embedded(document, 'listing').items)
      assert.ok(document.querySelector(`a[href="/blog/${post.slug}"]`), `links /blog/${post.slug}`);
  const blogText = pages.map(({ document }) => document.querySelector('main').textContent).join(' ');
  for (const draft of drafts) assert.ok(!blogText.includes(draft.title), `no draft ${draft.title}`);
  assert.equal(pages[0].document.getElementById('root').dataset.prerenderedSearch, 'exact');
  assert.equal(
    pages[1].document.querySelector('link[rel="canonical"]').getAttribute('href'),
    `${siteUrl}/blog/page/2`,
  );
});

test('the oldest post is reachable from its own page by its tag and its category, each list paged to it', () => {
  const oldest = posts.at(-1);
  const document = page(`/blog/${oldest.slug}`);
  const tagLink = document.querySelector(`main a[href^="/blog/tag/"]`).getAttribute('href');
  const categoryLink = document.querySelector(`main a[href^="/blog/category/"]`).getAttribute('href');
  for (const list of [tagLink, categoryLink]) {
    const found = listPages(list).some(({ document: listPage }) =>
      cardLinks(listPage, '/blog/').includes(`/blog/${oldest.slug}`),
    );
    assert.ok(found, `${list} lists the oldest post`);
  }
  // Every category and every popular tag the sidebar offers is a prerendered list of its posts.
  const sidebar = page('/blog').querySelector('aside');
  const terms = [...sidebar.querySelectorAll('a[href^="/blog/category/"], a[href^="/blog/tag/"]')];
  assert.ok(terms.length > 12, 'the sidebar offers the categories and tags');
  for (const link of terms) {
    const count = Number(link.textContent.match(/(\d+)\s*article/)?.[1] ?? NaN);
    const total = listPages(link.getAttribute('href')).reduce(
      (sum, { document: listPage }) => sum + embedded(listPage, 'listing').items.length,
      0,
    );
    if (!Number.isNaN(count))
      assert.equal(total, count, `${link.getAttribute('href')} lists its ${count} posts`);
    else assert.ok(total > 0, `${link.getAttribute('href')} lists posts`);
  }
});

test('/projects lists every completed project on numbered pages, and each category filter is its own list', () => {
  const pages = listPages('/projects');
  const listed = pages.flatMap(({ document }) =>
    embedded(document, 'listing').items.map((project) => project.id),
  );
  assert.deepEqual(
    listed,
    projects.map((project) => project.id),
  );
  const text = pages.map(({ document }) => document.querySelector('main').textContent).join(' ');
  for (const project of unlisted) assert.ok(!text.includes(project.title), `not ${project.title}`);
  const filters = [...page('/projects').querySelectorAll('nav[aria-label="Filter projects by category"] a')];
  assert.deepEqual(
    filters.map((link) => link.textContent),
    ['All', 'Web Design', 'Mobile App', 'E-commerce', 'IoT'],
  );
  for (const link of filters.slice(1)) {
    const category = link.textContent;
    const ids = listPages(link.getAttribute('href')).flatMap(({ document }) =>
      embedded(document, 'listing').items.map((project) => project.id),
    );
    assert.deepEqual(
      ids,
      projects.filter((project) => project.category === category).map((project) => project.id),
      category,
    );
  }
});

test('old post addresses (/blog/{id}) move to the slug address; drafts have no page', () => {
  for (const post of posts) {
    const document = page(`/blog/${post.id}`);
    const target = `${siteUrl}/blog/${post.slug}`;
    assert.equal(document.querySelector('link[rel="canonical"]').getAttribute('href'), target);
    assert.equal(meta(document, 'meta[http-equiv="refresh"]'), `0; url=${target}`);
  }
  for (const draft of drafts) {
    assert.ok(!existsSync(join(dir, `blog/${draft.slug}.html`)), `no page for draft ${draft.title}`);
    assert.ok(!existsSync(join(dir, `blog/${draft.id}.html`)), `no redirect for draft ${draft.title}`);
  }
});

test('the not-found page is prerendered as 404.html for any address', () => {
  const document = page('/404');
  assert.match(document.querySelector('h1').textContent, /not found/i);
  assert.equal(document.getElementById('root').dataset.prerenderedPath, '*');
  assert.match(meta(document, 'meta[name="robots"]'), /^noindex/);
});

test('sitemap.xml is valid and lists every post and completed project with lastmod, no drafts', () => {
  const document = xml('sitemap.xml');
  const entries = [...document.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0].textContent,
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent,
  }));
  for (const entry of entries) assert.match(entry.lastmod, /^\d{4}-\d{2}-\d{2}$/, `${entry.loc} lastmod`);
  const locs = entries.map((entry) => entry.loc);
  for (const path of ['/', '/about', '/services', '/packages', '/projects', '/blog', '/contact'])
    assert.ok(locs.includes(siteUrl + path), path);
  for (const post of posts) assert.ok(locs.includes(`${siteUrl}/blog/${post.slug}`), post.slug);
  for (const project of projects) assert.ok(locs.includes(`${siteUrl}/projects/${project.id}`), project.id);
  for (const draft of drafts) assert.ok(!locs.some((loc) => loc.endsWith(`/blog/${draft.slug}`)), draft.slug);
  for (const project of unlisted) assert.ok(!locs.includes(`${siteUrl}/projects/${project.id}`), project.id);
  // Each category's and tag's list is indexed; numbered pages are reached by their links.
  for (const path of ['/blog/category/web-development', '/blog/tag/small-business', '/projects/category/iot'])
    assert.ok(locs.includes(siteUrl + path), path);
  assert.ok(!locs.some((loc) => loc.includes('/page/')), 'no numbered page');
  assert.equal(new Set(locs).size, locs.length, 'no address twice');
});

test('rss.xml is a valid RSS 2.0 feed of the published posts', () => {
  const document = xml('rss.xml');
  assert.equal(document.documentElement.getAttribute('version'), '2.0');
  const channel = document.getElementsByTagName('channel')[0];
  assert.equal(channel.getElementsByTagName('title')[0].textContent, 'Chinar Digital Blog'); // the seed's site name
  assert.equal(channel.getElementsByTagName('link')[0].textContent, `${siteUrl}/blog`);
  const items = [...channel.getElementsByTagName('item')].map((item) => ({
    title: item.getElementsByTagName('title')[0].textContent,
    link: item.getElementsByTagName('link')[0].textContent,
    pubDate: item.getElementsByTagName('pubDate')[0].textContent,
    description: item.getElementsByTagName('description')[0].textContent,
  }));
  assert.equal(items.length, posts.length);
  for (const post of posts) {
    const item = items.find((entry) => entry.title === post.title);
    assert.ok(item, `feed has ${post.title}`);
    assert.equal(item.link, `${siteUrl}/blog/${post.slug}`);
    assert.equal(item.description, post.excerpt);
    assert.ok(!Number.isNaN(Date.parse(item.pubDate)), 'RFC 822 date');
  }
  for (const draft of drafts) assert.ok(!items.some((item) => item.title === draft.title), draft.title);
});
