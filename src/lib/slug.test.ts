import { describe, expect, it } from 'vitest';
import { isValidSlug, SLUG_MAX_LENGTH, slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it('makes lowercase words joined by dashes', () => {
    expect(slugify('Why a fast website wins more customers than a pretty one')).toBe(
      'why-a-fast-website-wins-more-customers-than-a-pretty-one',
    );
    expect(slugify('Local SEO for Kashmir tourism businesses: a practical checklist')).toBe(
      'local-seo-for-kashmir-tourism-businesses-a-practical-checklist',
    );
    expect(slugify('WordPress or a custom CMS? How we help clients decide')).toBe(
      'wordpress-or-a-custom-cms-how-we-help-clients-decide',
    );
  });

  it('strips accents and drops other characters', () => {
    expect(slugify('Crème brûlée à Srinagar')).toBe('creme-brulee-a-srinagar');
    expect(slugify('Straße & Smørrebrød')).toBe('strasse-smorrebrod');
    expect(slugify('Don’t panic: it’s only 5 steps!')).toBe('dont-panic-its-only-5-steps');
    expect(slugify('कश्मीर Kashmir 🍁 guide')).toBe('kashmir-guide');
  });

  it('collapses runs of separators and trims dashes at both ends', () => {
    expect(slugify('  --Hello,,,   World--  ')).toBe('hello-world');
    expect(slugify('a / b \\ c _ d')).toBe('a-b-c-d');
  });

  it('keeps at most 80 characters, cut at a word boundary', () => {
    const title = `${'word '.repeat(30)}end`;
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^(word-)*word$/);
    expect(slug.length).toBe(79);
    // A dash right after the 80th character: the first 80 are kept whole.
    const exact = `${'a'.repeat(40)} ${'b'.repeat(39)} more`;
    expect(slugify(exact)).toBe(`${'a'.repeat(40)}-${'b'.repeat(39)}`);
    // One word longer than 80 characters is cut inside the word.
    expect(slugify('x'.repeat(200))).toBe('x'.repeat(80));
  });

  it('is never empty', () => {
    expect(slugify('')).toBe('post');
    expect(slugify('   ')).toBe('post');
    expect(slugify('?!… 🍁')).toBe('post');
  });

  it('is never all digits, so it cannot be mistaken for a post id', () => {
    expect(slugify('2026')).toBe('post-2026');
    expect(slugify('12 / 34')).toBe('12-34');
    expect(slugify('9'.repeat(100))).toBe(`post-${'9'.repeat(75)}`);
    expect(isValidSlug(slugify('9'.repeat(100)))).toBe(true);
  });

  it('always gives a valid slug', () => {
    for (const title of [
      '',
      'Hello',
      '2026',
      'ÀÉÎÕÜ',
      `${'long '.repeat(50)}`,
      '-a-',
      '1-2-3',
      'x'.repeat(81),
    ]) {
      expect(isValidSlug(slugify(title)), title).toBe(true);
    }
  });
});

describe('isValidSlug', () => {
  it.each(['a', 'post', 'my-first-post', 'seo-2026', '2026-review', 'a1-b2', 'x'.repeat(80)])(
    'accepts %s',
    (slug) => {
      expect(isValidSlug(slug)).toBe(true);
    },
  );

  it.each([
    ['empty', ''],
    ['all digits', '123'],
    ['capitals', 'My-Post'],
    ['a leading dash', '-post'],
    ['a trailing dash', 'post-'],
    ['two dashes', 'my--post'],
    ['a space', 'my post'],
    ['an underscore', 'my_post'],
    ['a slash', 'my/post'],
    ['an accent', 'crème'],
    ['81 characters', 'x'.repeat(81)],
  ])('refuses %s', (_name, slug) => {
    expect(isValidSlug(slug)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isValidSlug(undefined)).toBe(false);
    expect(isValidSlug(42)).toBe(false);
  });
});

describe('uniqueSlug', () => {
  it('is the base when it is free', async () => {
    expect(await uniqueSlug('my-post', () => false)).toBe('my-post');
  });

  it('adds -2, -3, … until one is free, with a sync or async check', async () => {
    const taken = new Set(['my-post', 'my-post-2']);
    expect(await uniqueSlug('my-post', (slug) => taken.has(slug))).toBe('my-post-3');
    expect(await uniqueSlug('my-post', async (slug) => taken.has(slug))).toBe('my-post-3');
  });

  it('stays within 80 characters, cutting the base at a word boundary', async () => {
    const base = slugify(`${'word '.repeat(30)}end`);
    const slug = await uniqueSlug(base, (candidate) => candidate === base);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^(word-)+2$/);
    const long = 'x'.repeat(80);
    expect(await uniqueSlug(long, (candidate) => candidate === long)).toBe(`${'x'.repeat(78)}-2`);
  });

  it('makes a valid slug of a base that is not one', async () => {
    expect(await uniqueSlug('2026', () => false)).toBe('post-2026');
    expect(await uniqueSlug('', (slug) => slug === 'post')).toBe('post-2');
  });
});
