/**
 * Readable post addresses (/blog/<slug>): lowercase ASCII words joined by dashes. A slug is never all
 * digits, so /blog/<x> is a numeric post id exactly when x is all digits (old links keep working).
 * The same format is enforced by firestore.rules (blog_posts and slugs/{slug}); keep both in step.
 */
export const SLUG_MAX_LENGTH = 80;

/** The fallback when a title has no letters or digits to make a slug from. */
const FALLBACK_SLUG = 'post';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ALL_DIGITS = /^[0-9]+$/;

/** Letters NFKD does not take apart into an ASCII letter and an accent. */
const TRANSLITERATIONS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/** Cuts a dash-joined text to at most `max` characters, at a dash when there is one to cut at. */
function cutAtWordBoundary(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const cut = head.endsWith('-') ? max : head.lastIndexOf('-');
  return (cut > 0 ? text.slice(0, cut) : text.slice(0, max)).replace(/-+$/, '');
}

/** A title as a slug: "Local SEO: a checklist!" → "local-seo-a-checklist". Never empty, never all digits. */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (letter) => TRANSLITERATIONS[letter] ?? '')
    // "Don't" reads as "dont", not "don-t".
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const slug = cutAtWordBoundary(words, SLUG_MAX_LENGTH);
  if (!slug) return FALLBACK_SLUG;
  if (ALL_DIGITS.test(slug))
    return `${FALLBACK_SLUG}-${slug.slice(0, SLUG_MAX_LENGTH - FALLBACK_SLUG.length - 1)}`;
  return slug;
}

/** Lowercase letters and digits in dash-separated words, at most 80 characters, not all digits. */
export function isValidSlug(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= SLUG_MAX_LENGTH &&
    SLUG_PATTERN.test(value) &&
    !ALL_DIGITS.test(value)
  );
}

/** base-2, base-3, …, still within 80 characters (the base is cut at a word boundary to make room). */
function withSuffix(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${cutAtWordBoundary(base, SLUG_MAX_LENGTH - suffix.length)}${suffix}`;
}

/** The most candidates tried before giving up (a safety net; real titles never get near it). */
const MAX_CANDIDATES = 1000;

/** The first of base, base-2, base-3, … that `taken` says is free. */
export async function uniqueSlug(
  base: string,
  taken: (slug: string) => boolean | Promise<boolean>,
): Promise<string> {
  const start = isValidSlug(base) ? base : slugify(base);
  if (!(await taken(start))) return start;
  for (let n = 2; n <= MAX_CANDIDATES; n += 1) {
    const candidate = withSuffix(start, n);
    if (!(await taken(candidate))) return candidate;
  }
  throw new Error(`No free address found for "${start}".`);
}

/** A category's or tag's address segment (/blog/tag/<slug>): "Web Development" → "web-development". */
export function termSlug(name: string): string {
  return slugify(name);
}
