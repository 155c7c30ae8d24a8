import { describe, expect, it } from 'vitest';
import {
  blogPostInputSchema,
  blogPostSchema,
  BLOG_POST_DEFAULTS,
  cleanList,
  contactFormSchema,
  inquirySchema,
  normalizeProjectStatus,
  projectGallery,
  projectSchema,
  projectWebsite,
  siteSettingsSchema,
  DEFAULT_SITE_SETTINGS,
  splitList,
  staffFormSchema,
  staffMemberSchema,
  subscribeFormSchema,
} from './index';

describe('blog post schema', () => {
  it('fills every missing field with the spec default', () => {
    const post = blogPostSchema.parse({ id: '9', title: 'Hello' });
    expect(post).toMatchObject({
      id: '9',
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

  it('keeps stored values and turns stored timestamps into dates', () => {
    const createdAt = new Date('2026-03-01T10:00:00Z');
    const post = blogPostSchema.parse({
      id: '1',
      title: 'T',
      status: 'Published',
      category: 'SEO',
      views: 12,
      tags: [' seo ', '', 'seo', 'local'],
      createdAt: createdAt.toISOString(),
      date: '2026-03-01',
    });
    expect(post.status).toBe('Published');
    expect(post.tags).toEqual(['seo', 'local']);
    expect(post.createdAt).toEqual(createdAt);
    expect(post.views).toBe(12);
  });

  it('treats an unknown status as Draft and blank category as Uncategorized', () => {
    const post = blogPostSchema.parse({ id: '1', status: 'Archived', category: '  ' });
    expect(post.status).toBe('Draft');
    expect(post.category).toBe('Uncategorized');
  });

  it('editor input: title required, tags split on commas, trimmed, empties dropped', () => {
    expect(blogPostInputSchema.safeParse({ title: '  ' }).success).toBe(false);
    const input = blogPostInputSchema.parse({ title: 'Post', tags: ' react, ,seo,react ,  ' });
    expect(input.tags).toEqual(['react', 'seo']);
    expect(input.status).toBe('Draft');
  });
});

describe('list helpers', () => {
  it('splitList and cleanList trim, drop empties and duplicates', () => {
    expect(splitList('a, b,,c , a')).toEqual(['a', 'b', 'c']);
    expect(cleanList([' x ', '', 'y', 'x'])).toEqual(['x', 'y']);
  });
});

describe('project schema', () => {
  it('reads Planned as Planning, case-insensitively, and defaults to In Progress', () => {
    expect(normalizeProjectStatus('Planned')).toBe('Planning');
    expect(normalizeProjectStatus('planning')).toBe('Planning');
    expect(normalizeProjectStatus('COMPLETED')).toBe('Completed');
    expect(normalizeProjectStatus(undefined)).toBe('In Progress');
  });

  it('defaults image, lists and optional text', () => {
    const project = projectSchema.parse({ id: '3', title: 'P' });
    expect(project).toMatchObject({ status: 'In Progress', features: [], technologies: [], images: [], client: '' });
    expect(project.image).toBe('/images/projects/placeholder.svg');
    expect(projectGallery(project)).toEqual(['/images/projects/placeholder.svg']);
  });

  it('gallery prefers the image list and website prefers liveSiteUrl', () => {
    const project = projectSchema.parse({
      id: '1',
      images: ['/a.svg', '/b.svg'],
      image: '/c.svg',
      website: 'https://old.example',
      liveSiteUrl: 'https://new.example',
    });
    expect(projectGallery(project)).toEqual(['/a.svg', '/b.svg']);
    expect(projectWebsite(project)).toBe('https://new.example');
    expect(projectWebsite({ website: 'https://w.example', liveSiteUrl: '' })).toBe('https://w.example');
  });
});

describe('inquiry and contact form', () => {
  it('shows status New when absent', () => {
    expect(inquirySchema.parse({ id: '1', name: 'A' }).status).toBe('New');
  });

  it('requires name, valid email, subject and message; phone optional', () => {
    const result = contactFormSchema.safeParse({ name: '', email: 'nope', subject: '', message: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Please enter your name',
        'Please enter a valid email address',
        'Please enter a subject',
        'Please enter your message',
      ]),
    );
    const ok = contactFormSchema.parse({ name: 'Sana', email: 'sana@example.in', subject: 'Hi', message: 'Hello' });
    expect(ok.phone).toBe('');
  });

  it('rejects an over-long message', () => {
    const result = contactFormSchema.safeParse({
      name: 'A',
      email: 'a@b.in',
      subject: 'S',
      message: 'x'.repeat(5001),
    });
    expect(result.success).toBe(false);
  });
});

describe('subscribe form', () => {
  it('lowercases the address and rejects invalid ones', () => {
    expect(subscribeFormSchema.parse({ email: ' Sana@Example.IN ' }).email).toBe('sana@example.in');
    expect(subscribeFormSchema.safeParse({ email: 'sana' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
  });
});

describe('staff', () => {
  it('defaults a missing role to editor', () => {
    expect(staffMemberSchema.parse({ id: 'u1', email: 'a@b.in' }).role).toBe('editor');
  });

  it('validates the user form with the spec messages', () => {
    const result = staffFormSchema.safeParse({ username: 'ab', email: 'x', name: 'Al', password: '123' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Username must be at least 3 characters',
      'Please enter a valid email address',
      'Name must be at least 3 characters',
      'Password must be at least 6 characters',
    ]);
    expect(staffFormSchema.parse({ username: 'abc', email: 'A@B.in', name: 'Ali' })).toMatchObject({
      role: 'user',
      status: 'active',
      password: '',
      email: 'a@b.in',
    });
  });
});

describe('site settings', () => {
  it('falls back to the site config for invalid fields', () => {
    const settings = siteSettingsSchema.parse({ ...DEFAULT_SITE_SETTINGS, contactEmail: 'bad', siteName: 'New' });
    expect(settings.siteName).toBe('New');
    expect(settings.contactEmail).toBe(DEFAULT_SITE_SETTINGS.contactEmail);
  });
});
