import { describe, expect, it } from 'vitest';
import { absoluteUrl, resolveMeta, withBrandSuffix } from './meta';
import { buildArticleJsonLd, buildBusinessJsonLd, sanitizeJsonForScript } from './json-ld';
import { site } from '@/content/site';
import { DEFAULT_SITE_SETTINGS } from '@/data/models/site-settings';

describe('withBrandSuffix', () => {
  it('adds the brand when missing', () => {
    expect(withBrandSuffix('About Us')).toBe(`About Us | ${site.name}`);
  });
  it('leaves titles that already name the brand (any case)', () => {
    expect(withBrandSuffix(`${site.name.toUpperCase()} careers`)).toBe(`${site.name.toUpperCase()} careers`);
  });
  it('uses the brand alone for an empty title', () => {
    expect(withBrandSuffix('  ')).toBe(site.name);
  });
});

describe('resolveMeta', () => {
  it('builds canonical and share image from the site URL', () => {
    const meta = resolveMeta(
      { title: 'Blog', description: ' Notes ', path: '/blog/' },
      site.name,
      'https://agency.example',
    );
    expect(meta.canonical).toBe('https://agency.example/blog');
    expect(meta.image).toBe(`https://agency.example${site.shareImage}`);
    expect(meta.description).toBe('Notes');
    expect(meta.type).toBe('website');
    expect(meta.keywords).toContain(site.keywords[0]);
  });
  it('keeps absolute image URLs and the root path', () => {
    expect(absoluteUrl('https://cdn.example/x.png', 'https://a.example')).toBe('https://cdn.example/x.png');
    expect(absoluteUrl('/', 'https://a.example')).toBe('https://a.example/');
  });
});

describe('JSON-LD', () => {
  it('describes the business with address, region and opening hours', () => {
    const data = buildBusinessJsonLd(DEFAULT_SITE_SETTINGS, 'https://a.example');
    expect(data).toMatchObject({
      '@type': 'ProfessionalService',
      name: site.name,
      url: 'https://a.example/',
    });
    expect(JSON.stringify(data)).toContain('Srinagar');
    expect((data.openingHoursSpecification as unknown[]).length).toBe(2);
  });
  it('names the business, its e-mail and profiles as the site settings say', () => {
    const data = buildBusinessJsonLd(
      {
        siteName: 'Dal Lake Labs',
        siteDescription: 'Software from Srinagar.',
        contactEmail: 'studio@dallakelabs.example',
        socialLinks: { facebook: '', twitter: 'https://x.com/dallakelabs', instagram: '', linkedin: '' },
      },
      'https://a.example',
    );
    expect(data).toMatchObject({
      name: 'Dal Lake Labs',
      description: 'Software from Srinagar.',
      email: 'studio@dallakelabs.example',
      sameAs: ['https://x.com/dallakelabs'],
    });
  });
  it.each([
    // 01:15 in India on 28 Nov: the day it went public there, not UTC's 27th.
    { publishedAt: new Date('2026-11-27T19:45:00Z'), datePublished: '2026-11-28T01:15:00+05:30' },
    // A post stored before publish times existed: its day.
    { publishedAt: null, datePublished: '2026-11-20' },
  ])('dates an article by when it went public ($datePublished)', ({ publishedAt, datePublished }) => {
    const article = { title: 't', description: 'd', path: '/blog/t', image: '/i.svg', author: 'A' };
    expect(buildArticleJsonLd({ ...article, date: '2026-11-20', publishedAt })).toMatchObject({
      datePublished,
    });
  });

  it('escapes "<" so stored text cannot close the script element', () => {
    const json = sanitizeJsonForScript(
      buildArticleJsonLd({
        title: '</script><script>alert(1)</script>',
        description: 'd',
        path: '/blog/1',
        image: '/i.svg',
        author: 'A',
        date: '2026-01-01',
      }),
    );
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).headline).toBe('</script><script>alert(1)</script>');
  });
});
