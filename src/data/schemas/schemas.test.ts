import { describe, expect, it } from 'vitest';
import {
  blogPostInputSchema,
  contactFormSchema,
  httpsUrl,
  optionalUrl,
  projectInputSchema,
  siteSettingsInputSchema,
  splitList,
  staffFormSchema,
  subscribeFormSchema,
} from './index';

describe('blog post editor input', () => {
  it('requires a title and splits tags on commas, trimmed, empties dropped', () => {
    expect(blogPostInputSchema.safeParse({ title: '  ' }).error?.issues[0]?.message).toBe(
      'Title is required',
    );
    const input = blogPostInputSchema.parse({ title: 'Post', tags: ' react, ,seo,react ,  ' });
    expect(input.tags).toEqual(['react', 'seo']);
    expect(input.status).toBe('Draft');
  });
  it('takes an optional slug: empty (made from the title) or lowercase words joined by dashes', () => {
    expect(blogPostInputSchema.parse({ title: 'Post' }).slug).toBeUndefined();
    expect(blogPostInputSchema.parse({ title: 'Post', slug: ' my-first-post ' }).slug).toBe('my-first-post');
    expect(blogPostInputSchema.parse({ title: 'Post', slug: '' }).slug).toBe('');
    for (const slug of ['My-Post', 'my post', '-post', '2026', 'x'.repeat(81)]) {
      expect(blogPostInputSchema.safeParse({ title: 'Post', slug }).error?.issues[0]?.message).toBe(
        'Use lowercase letters, digits and dashes (e.g. my-first-post)',
      );
    }
  });
  it('splitList trims, drops empties and duplicates', () => {
    expect(splitList('a, b,,c , a')).toEqual(['a', 'b', 'c']);
  });
});

describe('contact form', () => {
  it('requires name, valid email, subject and message; phone optional', () => {
    const result = contactFormSchema.safeParse({ name: '', email: 'nope', subject: '', message: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        'Please enter your name',
        'Please enter a valid email address',
        'Please enter a subject',
        'Please enter your message',
      ]),
    );
    const ok = contactFormSchema.parse({
      name: 'Sana',
      email: 'sana@example.in',
      subject: 'Hi',
      message: 'Hello',
    });
    expect(ok.phone).toBe('');
  });

  it('rejects an over-long message and a phone with letters', () => {
    const base = { name: 'A', email: 'a@b.in', subject: 'S', message: 'Hello' };
    expect(contactFormSchema.safeParse({ ...base, message: 'x'.repeat(5001) }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...base, phone: 'call me' }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...base, phone: '+91 (194) 245-1800' }).success).toBe(true);
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

describe('project form', () => {
  it('requires the starred fields and cleans the lists', () => {
    const result = projectInputSchema.safeParse({ status: 'Completed', date: '2026-01-01' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(
      expect.arrayContaining(['title', 'client', 'category', 'image', 'description']),
    );
    const ok = projectInputSchema.parse({
      title: 'T',
      client: 'C',
      category: 'IoT',
      status: 'Planning',
      date: '2026-01-01',
      image: '/images/i.svg',
      description: 'D',
      features: [' a ', '', 'a', 'b'],
      liveSiteUrl: '',
    });
    expect(ok.features).toEqual(['a', 'b']);
    expect(projectInputSchema.safeParse({ ...ok, status: 'Planned' }).success).toBe(false);
    expect(projectInputSchema.safeParse({ ...ok, liveSiteUrl: 'example' }).success).toBe(false);
  });
});

describe('staff form', () => {
  it('validates with the spec messages and defaults', () => {
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

describe('site settings form', () => {
  it('requires a name and a valid e-mail; social links are https URLs or empty', () => {
    const valid = {
      siteName: 'Chinar',
      siteDescription: '',
      contactEmail: 'hello@chinardigital.in',
      socialLinks: { facebook: '', twitter: 'https://x.com/c', instagram: '', linkedin: '' },
    };
    expect(siteSettingsInputSchema.safeParse(valid).success).toBe(true);
    expect(siteSettingsInputSchema.safeParse({ ...valid, contactEmail: 'x' }).success).toBe(false);
    expect(
      siteSettingsInputSchema.safeParse({
        ...valid,
        socialLinks: { ...valid.socialLinks, facebook: 'fb.com' },
      }).success,
    ).toBe(false);
    for (const link of ['http://x.com', 'javascript:alert(1)', 'https://', 'https://nohost']) {
      const result = siteSettingsInputSchema.safeParse({
        ...valid,
        socialLinks: { ...valid.socialLinks, instagram: link },
      });
      expect(result.success, link).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter a full URL starting with https://');
    }
  });
});

describe('URL validators', () => {
  it('httpsUrl accepts only https (or empty); optionalUrl still accepts http for other links', () => {
    expect(httpsUrl.safeParse(' https://www.linkedin.com/company/x ').data).toBe(
      'https://www.linkedin.com/company/x',
    );
    expect(httpsUrl.safeParse('').success).toBe(true);
    expect(httpsUrl.safeParse('http://x.com').success).toBe(false);
    expect(optionalUrl.safeParse('http://x.com').success).toBe(true);
  });
});
