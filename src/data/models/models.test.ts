import { describe, expect, it } from 'vitest';
import {
  BLOG_POST_DEFAULTS,
  cleanList,
  DEFAULT_SITE_SETTINGS,
  normalizeProjectStatus,
  projectGallery,
  projectWebsite,
  readBlogPost,
  readInquiry,
  readProject,
  readSiteSettings,
  readTimestamp,
  sameSiteSettings,
} from './index';

describe('readBlogPost', () => {
  it('fills every missing field with the spec default', () => {
    const post = readBlogPost({ title: 'Hello' }, '9');
    expect(post).toMatchObject({
      id: '9',
      slug: '',
      title: 'Hello',
      content: '',
      excerpt: '',
      status: 'Draft',
      category: 'Uncategorized',
      author: 'Admin',
      views: 0,
      tags: [],
      image: BLOG_POST_DEFAULTS.image,
      createdAt: null,
      updatedAt: null,
    });
    expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reads a stored slug, and a missing or malformed one as none', () => {
    expect(readBlogPost({ slug: 'hello-kashmir' }, '9').slug).toBe('hello-kashmir');
    for (const slug of [undefined, '', 'Hello Kashmir', '123', 42, null]) {
      expect(readBlogPost({ slug }, '9').slug).toBe('');
    }
  });

  it('keeps stored values and turns stored timestamps into dates', () => {
    const createdAt = new Date('2026-03-01T10:00:00Z');
    const post = readBlogPost(
      {
        title: 'T',
        status: 'Published',
        category: 'SEO',
        views: 12,
        tags: [' seo ', '', 'seo', 'local', 7],
        createdAt: createdAt.toISOString(),
        date: '2026-03-01',
      },
      '1',
    );
    expect(post.status).toBe('Published');
    expect(post.tags).toEqual(['seo', 'local']);
    expect(post.createdAt).toEqual(createdAt);
    expect(post.views).toBe(12);
    expect(post.date).toBe('2026-03-01');
  });

  it('treats unknown status as Draft, blank category as Uncategorized, bad views as 0', () => {
    const post = readBlogPost(
      {
        status: 'Archived',
        category: '  ',
        views: -3,
        createdAt: 'nonsense',
      },
      '1',
    );
    expect(post.status).toBe('Draft');
    expect(post.category).toBe('Uncategorized');
    expect(post.views).toBe(0);
    expect(post.createdAt).toBeNull();
  });
});

describe('list and time readers', () => {
  it('cleanList trims, drops empties, non-text and duplicates', () => {
    expect(cleanList([' x ', '', 'y', 'x', 3])).toEqual(['x', 'y']);
  });
  it('readTimestamp accepts Date, ISO text and epoch millis', () => {
    const date = new Date('2026-01-02T03:04:05Z');
    expect(readTimestamp(date)).toBe(date);
    expect(readTimestamp(date.toISOString())).toEqual(date);
    expect(readTimestamp(date.getTime())).toEqual(date);
    expect(readTimestamp(undefined)).toBeNull();
  });
});

describe('readProject', () => {
  it('reads Planned as Planning, case-insensitively, and defaults to In Progress', () => {
    expect(normalizeProjectStatus('Planned')).toBe('Planning');
    expect(normalizeProjectStatus('planning')).toBe('Planning');
    expect(normalizeProjectStatus('COMPLETED')).toBe('Completed');
    expect(normalizeProjectStatus(undefined)).toBe('In Progress');
  });

  it('defaults image, lists and optional text', () => {
    const project = readProject({ title: 'P' }, '3');
    expect(project).toMatchObject({
      status: 'In Progress',
      features: [],
      technologies: [],
      images: [],
      client: '',
    });
    expect(project.image).toBe('/images/projects/placeholder.svg');
    expect(projectGallery(project)).toEqual(['/images/projects/placeholder.svg']);
  });

  it('gallery prefers the image list and website prefers liveSiteUrl', () => {
    const project = readProject(
      {
        images: ['/a.svg', '/b.svg'],
        image: '/c.svg',
        website: 'https://old.example',
        liveSiteUrl: 'https://new.example',
      },
      '1',
    );
    expect(projectGallery(project)).toEqual(['/a.svg', '/b.svg']);
    expect(projectWebsite(project)).toBe('https://new.example');
    expect(projectWebsite({ website: 'https://w.example', liveSiteUrl: '' })).toBe('https://w.example');
  });
});

describe('readInquiry', () => {
  it('shows status New when absent or unknown', () => {
    expect(readInquiry({ name: 'A' }, '1').status).toBe('New');
    expect(readInquiry({ status: 'Spam' }, '1').status).toBe('New');
    expect(readInquiry({ status: 'Resolved' }, '1').status).toBe('Resolved');
  });
});

describe('sameSiteSettings', () => {
  it('holds for the same values in other objects, and fails on any one field', () => {
    const copy = readSiteSettings({
      ...DEFAULT_SITE_SETTINGS,
      socialLinks: { ...DEFAULT_SITE_SETTINGS.socialLinks },
    });
    expect(copy).not.toBe(DEFAULT_SITE_SETTINGS);
    expect(sameSiteSettings(copy, DEFAULT_SITE_SETTINGS)).toBe(true);
    expect(sameSiteSettings({ ...copy, siteDescription: 'Other' }, DEFAULT_SITE_SETTINGS)).toBe(false);
    const otherLink = { ...copy, socialLinks: { ...copy.socialLinks, linkedin: 'https://linkedin.com/x' } };
    expect(sameSiteSettings(otherLink, DEFAULT_SITE_SETTINGS)).toBe(false);
  });
});

describe('readSiteSettings', () => {
  it('uses the site config when there is no document', () => {
    expect(readSiteSettings(null)).toEqual(DEFAULT_SITE_SETTINGS);
  });
  it('keeps valid stored values and falls back for malformed ones', () => {
    const settings = readSiteSettings({
      siteName: 'New name',
      contactEmail: 'not-an-email',
      socialLinks: {
        facebook: 'javascript:alert(1)',
        twitter: 'https://x.com/new',
        instagram: 'http://instagram.com/plain-http',
        linkedin: '',
      },
    });
    expect(settings.siteName).toBe('New name');
    expect(settings.contactEmail).toBe(DEFAULT_SITE_SETTINGS.contactEmail);
    expect(settings.socialLinks.facebook).toBe(DEFAULT_SITE_SETTINGS.socialLinks.facebook);
    expect(settings.socialLinks.instagram).toBe(DEFAULT_SITE_SETTINGS.socialLinks.instagram);
    expect(settings.socialLinks.twitter).toBe('https://x.com/new');
    expect(settings.socialLinks.linkedin).toBe('');
  });
  it('accepts only a plain e-mail address for the mailto link', () => {
    expect(readSiteSettings({ contactEmail: 'team@agency.example.in' }).contactEmail).toBe(
      'team@agency.example.in',
    );
    expect(readSiteSettings({ contactEmail: 'a@b.in?bcc=x@y.in' }).contactEmail).toBe(
      DEFAULT_SITE_SETTINGS.contactEmail,
    );
  });
});
