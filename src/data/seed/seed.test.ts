import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBlogPost } from '@/data/models/blog-post';
import { readInquiry } from '@/data/models/inquiry';
import { PROJECT_CATEGORIES, readProject } from '@/data/models/project';
import { readSiteSettings } from '@/data/models/site-settings';
import { searchWordsOf } from '@/data/search-words';
import { isPageKey, pendingViewsOf, readMonthStats, visitStatsIdsOf } from '@/data/models/visit-stats';
import { isValidSlug, slugify } from '@/lib/slug';
import { seedBlogPosts, seedCollections, seedInquiries, seedProjects, seedSlugs } from './index';
import { SEED_VISIT_MONTHS } from './visit-stats';

const posts = Object.entries(seedBlogPosts).map(([id, data]) => readBlogPost(data, id));
const projects = Object.entries(seedProjects).map(([id, data]) => readProject(data, id));
const inquiries = Object.entries(seedInquiries).map(([id, data]) => readInquiry(data, id));
const showcase = projects.filter((project) => Number(project.id) >= 1 && Number(project.id) <= 6);

function publicFileExists(url: string): boolean {
  return existsSync(join(process.cwd(), 'public', url.replace(/^\//, '')));
}

describe('seed content', () => {
  it('groups the documents by collection', () => {
    expect(Object.keys(seedCollections).sort()).toEqual(
      [
        'admins',
        'blog_posts',
        'contact_inquiries',
        'invites',
        'projects',
        'settings',
        'site',
        'slugs',
        'stats',
        'subscribers',
        'throttles',
        'visit_stats',
      ].sort(),
    );
    // site/live carries the seed's settings, so public pages read the same values either way.
    expect(seedCollections.site?.live?.settings).toEqual(seedCollections.settings?.site);
    // Every slot of the write throttle (2 kinds, 5 slots) starts free (and present: the rules fill slots in order).
    expect(Object.keys(seedCollections.throttles ?? {})).toHaveLength(10);
    expect(seedCollections.slugs).toBe(seedSlugs);
    // Posts and projects as the app's writes store them: with the words staff search them by (and a
    // post's title as the list sorts it).
    expect(Object.keys(seedCollections.blog_posts ?? {})).toEqual(Object.keys(seedBlogPosts));
    expect(seedCollections.blog_posts?.['3']).toEqual({
      ...seedBlogPosts['3'],
      searchWords: ['wordpress', 'custom', 'cms', 'how', 'help', 'clients', 'decide'],
      titleKey: 'wordpress or a custom cms? how we help clients decide',
    });
    expect(Object.keys(seedCollections.projects ?? {})).toEqual(Object.keys(seedProjects));
    for (const [id, project] of Object.entries(seedProjects)) {
      expect(seedCollections.projects?.[id]).toEqual({
        ...project,
        searchWords: searchWordsOf(String(project.title), String(project.client)),
      });
    }
    // The inquiries as the contact form stores them: with the words staff search them by.
    expect(Object.keys(seedCollections.contact_inquiries ?? {})).toEqual(Object.keys(seedInquiries));
    expect(seedCollections.contact_inquiries?.['1']).toMatchObject({
      ...seedInquiries['1'],
      searchWords: expect.arrayContaining(['rouf', 'gulmargretreat', 'hotel', 'gulmarg']),
    });
    for (const collection of Object.values(seedCollections)) {
      for (const data of Object.values(collection)) expect(data).not.toHaveProperty('id');
    }
  });

  it('has valid site settings', () => {
    const raw = seedCollections.settings?.site;
    expect(raw).toBeDefined();
    // The reader falls back to the site config for bad values; the stored document must already be what it reads as.
    expect(readSiteSettings(raw ?? null)).toEqual(raw);
  });

  describe('blog posts', () => {
    it('has five posts, exactly one of them a Draft', () => {
      expect(posts.map((post) => post.id)).toEqual(['1', '2', '3', '4', '5']);
      expect(posts.filter((post) => post.status === 'Draft').map((post) => post.id)).toEqual(['5']);
    });

    it('stores every field without relying on schema defaults', () => {
      for (const [id, data] of Object.entries(seedBlogPosts)) {
        const post = readBlogPost(data, id);
        expect(post).toEqual({ id, ...data });
        expect(post.title.length).toBeGreaterThan(10);
        expect(post.excerpt.length).toBeGreaterThan(40);
        expect(post.content).toMatch(/<h2>/);
        expect(post.tags.length).toBeGreaterThanOrEqual(2);
        expect(post.tags.length).toBeLessThanOrEqual(4);
        expect(post.createdAt).toBeInstanceOf(Date);
        expect(post.updatedAt).toBeInstanceOf(Date);
      }
    });

    it('gives every post the slug of its title, and a slugs record pointing back at it and its former ones', () => {
      for (const post of posts) {
        expect(post.slug).toBe(slugify(post.title));
        expect(isValidSlug(post.slug)).toBe(true);
      }
      const addresses = posts.flatMap((post) => [post.slug, ...post.formerSlugs]);
      expect(new Set(addresses).size).toBe(addresses.length);
      expect(posts.find((post) => post.id === '4')?.formerSlugs).toEqual([
        'machine-learning-for-small-companies',
      ]);
      expect(seedSlugs).toEqual(
        Object.fromEntries(
          posts.flatMap((post) =>
            [post.slug, ...post.formerSlugs].map((slug) => [slug, { postId: post.id }]),
          ),
        ),
      );
    });

    it('uses at least three categories and shares tags across posts', () => {
      expect(new Set(posts.map((post) => post.category)).size).toBeGreaterThanOrEqual(3);
      const tagCounts = new Map<string, number>();
      for (const tag of posts.flatMap((post) => post.tags)) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
      expect([...tagCounts.values()].some((count) => count > 1)).toBe(true);
    });

    it('orders published posts newest first by id', () => {
      const published = posts.filter((post) => post.status === 'Published');
      const byCreated = [...published].sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime());
      expect(byCreated.map((post) => post.id)).toEqual(['1', '2', '3', '4']);
      expect(new Set(published.map((post) => post.createdAt!.getTime())).size).toBe(published.length);
    });
  });

  describe('projects', () => {
    it('parses every project', () => {
      expect(projects.map((project) => project.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    });

    it('shows six Completed projects covering every category', () => {
      expect(showcase).toHaveLength(6);
      for (const project of showcase) expect(project.status).toBe('Completed');
      expect(new Set(showcase.map((project) => project.category))).toEqual(new Set(PROJECT_CATEGORIES));
      const others = projects.filter((project) => !showcase.includes(project));
      expect(others.map((project) => project.status)).toEqual(['In Progress', 'Planning', 'In Progress']);
    });

    it('gives each showcase project a full case study', () => {
      for (const project of showcase) {
        expect(project.images).toHaveLength(4);
        expect(project.image).toBe(project.images[0]);
        expect(project.challenges).not.toBe('');
        expect(project.solutions).not.toBe('');
        expect(project.results).not.toBe('');
        expect(project.longDescription).not.toBe('');
        expect(project.duration).not.toBe('');
        expect(project.website).toMatch(/^https:\/\//);
        expect(project.liveSiteUrl).toBe(project.website);
        expect(project.features.length).toBeGreaterThanOrEqual(4);
        expect(project.technologies.length).toBeGreaterThanOrEqual(4);
      }
    });

    it('orders the showcase newest first by id', () => {
      const byCreated = [...showcase].sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime());
      expect(byCreated.map((project) => project.id)).toEqual(['1', '2', '3', '4', '5', '6']);
    });
  });

  describe('inquiries', () => {
    it('has five inquiries with a mix of statuses, one without a status', () => {
      expect(inquiries).toHaveLength(5);
      expect(new Set(inquiries.map((inquiry) => inquiry.status))).toEqual(
        new Set(['New', 'Responded', 'Resolved']),
      );
      expect(Object.values(seedInquiries).filter((data) => !('status' in data))).toHaveLength(1);
      for (const inquiry of inquiries) {
        expect(inquiry.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
        expect(inquiry.message.length).toBeGreaterThan(40);
        expect(inquiry.createdAt).toBeInstanceOf(Date);
      }
    });
  });

  describe('visit statistics', () => {
    const docs = seedCollections.visit_stats ?? {};
    const months = SEED_VISIT_MONTHS.map(({ month }) =>
      readMonthStats(
        month,
        visitStatsIdsOf(month).map((id) => docs[id] ?? null),
      ),
    );
    const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

    it('holds five shards for each of October and November 2026, every day counted', () => {
      expect(Object.keys(docs).sort()).toEqual([
        ...visitStatsIdsOf('2026-10'),
        ...visitStatsIdsOf('2026-11'),
      ]);
      expect(months.map((stats) => Object.keys(stats.days).length)).toEqual([31, 30]);
    });

    it('adds up as flushes would: views are pages and posts, post views are the posts', () => {
      for (const stats of months) {
        const days = Object.values(stats.days);
        expect(sum(days.map((day) => day.postViews))).toBe(sum(Object.values(stats.posts)));
        expect(sum(days.map((day) => day.views - day.postViews))).toBe(sum(Object.values(stats.pages)));
        expect(sum(Object.values(stats.referrers))).toBeLessThan(sum(days.map((day) => day.visits)));
        expect(Object.keys(stats.pages).every(isPageKey)).toBe(true);
      }
    });

    it('has every post view folded, within each published post’s own count', () => {
      for (const doc of Object.values(docs)) expect(pendingViewsOf(doc)).toEqual({});
      const published = posts.filter((post) => post.status === 'Published');
      for (const id of new Set(months.flatMap((stats) => Object.keys(stats.posts)))) {
        const post = published.find((candidate) => candidate.id === id);
        expect(post).toBeDefined();
        expect(sum(months.map((stats) => stats.posts[id] ?? 0))).toBeLessThanOrEqual(post!.views);
      }
    });
  });

  it('references only images that exist under public/', () => {
    const urls = new Set<string>();
    for (const post of posts) urls.add(post.image);
    for (const project of projects) {
      urls.add(project.image);
      for (const image of project.images) urls.add(image);
    }
    urls.add('/images/placeholder.svg');
    urls.add('/images/projects/placeholder.svg');
    const missing = [...urls].filter((url) => !publicFileExists(url));
    expect(missing).toEqual([]);
  });

  /** The project illustrations that hold text, as [url, source]. */
  function illustrationsWithText() {
    const svgs = [...new Set(projects.flatMap((project) => [project.image, ...project.images]))].filter(
      (url) => url.endsWith('.svg'),
    );
    const withText = svgs
      .map((url) => [url, readFileSync(join(process.cwd(), 'public', url.slice(1)), 'utf8')] as const)
      .filter(([, svg]) => svg.includes('<text'));
    expect(withText.length).toBeGreaterThan(20);
    return withText;
  }

  it('draws the text of its illustrations geometrically, laid out once whatever size they are drawn at', () => {
    const loose = illustrationsWithText().filter(
      ([, svg]) => !/^<svg [^>]*text-rendering="geometricPrecision"/.test(svg),
    );
    expect(loose.map(([url]) => url)).toEqual([]);
  });

  // Each illustration is its own document, and each size and weight of its text costs a font lookup when it
  // is first laid out (a synchronous call to the browser process on Linux), so the art keeps to one scale.
  it('sets the text of its illustrations in one type scale: sizes 10 to 42 px and weights 400 and 700', () => {
    const sizes = new Set(['10', '12', '14', '17', '20', '26', '42']);
    const offScale = illustrationsWithText().flatMap(([url, svg]) => [
      ...[...svg.matchAll(/font-size(?::|=")([\d.]+)/g)]
        .filter(([, size]) => !sizes.has(size!))
        .map(([match]) => `${url}: ${match}`),
      ...[...svg.matchAll(/font-weight(?::|=")(\w+)/g)]
        .filter(([, weight]) => weight !== '400' && weight !== '700')
        .map(([match]) => `${url}: ${match}`),
    ]);
    expect(offScale).toEqual([]);
  });
});

describe('demo staff', () => {
  it('has an Auth account for every staff record, and none for the invite', async () => {
    const { demoAuthAccounts, seedAdmins, seedInvites } = await import('./index');
    const accountUids = demoAuthAccounts.map((account) => account.uid);
    for (const [uid, record] of Object.entries(seedAdmins)) {
      expect(accountUids).toContain(uid);
      expect(demoAuthAccounts.find((account) => account.uid === uid)?.email).toBe(record.email);
    }
    for (const email of Object.keys(seedInvites)) {
      expect(demoAuthAccounts.some((account) => account.email === email)).toBe(false);
    }
    // Exactly one active admin, one account without a record (the outsider).
    const activeAdmins = Object.values(seedAdmins).filter((r) => r.role === 'admin' && r.status === 'active');
    expect(activeAdmins).toHaveLength(1);
    expect(demoAuthAccounts.filter((account) => !(account.uid in seedAdmins))).toHaveLength(1);
  });
});
