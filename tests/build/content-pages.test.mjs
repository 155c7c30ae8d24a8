// The content pages prerendered from the build's snapshot (the budget build reads the seed content), read
// without JavaScript as a crawler or link preview would: posts, projects, the blog and portfolio lists,
// old post addresses, the not-found page, sitemap.xml and rss.xml.
import { after, before, test } from 'node:test';
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
  const { seedCollections } = await loadSeed();
  const all = Object.entries(seedCollections.blog_posts).map(([id, data]) => ({ id, ...data }));
  posts = all.filter((post) => post.status === 'Published');
  drafts = all.filter((post) => post.status !== 'Published');
  const allProjects = Object.entries(seedCollections.projects).map(([id, data]) => ({ id, ...data }));
  projects = allProjects.filter((project) => project.status === 'Completed');
  unlisted = allProjects.filter((project) => project.status !== 'Completed');
  assert.ok(posts.length > 0 && drafts.length > 0, 'the seed has published and draft posts');
  assert.ok(projects.length > 0 && unlisted.length > 0, 'the seed has completed and other projects');
});
after(() => {
  // The seed loader's Vite server leaves handles behind.
  setImmediate(() => process.exit(process.exitCode ?? 0));
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

test('the blog and portfolio lists are prerendered with every published post and completed project', () => {
  const blog = page('/blog');
  const blogText = blog.querySelector('main').textContent;
  for (const post of posts) {
    assert.ok(blogText.includes(post.title), `lists ${post.title}`);
    assert.ok(blog.querySelector(`a[href="/blog/${post.slug}"]`), `links /blog/${post.slug}`);
  }
  for (const draft of drafts) assert.ok(!blogText.includes(draft.title), `no draft ${draft.title}`);
  assert.equal(blog.getElementById('root').dataset.prerenderedSearch, 'exact');
  const listData = JSON.parse(blog.getElementById('page-data').textContent).queries[0].data;
  assert.equal(listData.length, posts.length);
  assert.ok(
    listData.every((post) => post.content === ''),
    'post bodies are not embedded in the list',
  );

  const portfolio = page('/projects');
  const portfolioText = portfolio.querySelector('main').textContent;
  for (const project of projects) assert.ok(portfolioText.includes(project.title), `lists ${project.title}`);
  for (const project of unlisted) assert.ok(!portfolioText.includes(project.title), `not ${project.title}`);
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
