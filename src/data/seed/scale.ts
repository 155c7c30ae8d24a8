/**
 * The site in five years, for `npm run bench:scale` and `npm run demo -- --scale` / `npm run dev -- --scale`:
 * 5,000 published posts and 500 completed projects on top of the seed, generated deterministically (the same
 * documents every run), with bodies of a few hundred words, a dozen categories and a hundred tags. The
 * oldest post's body holds a word no other document has (SCALE_OLDEST_WORD), for the search benchmark.
 */

import { searchWordsFor, withSearchWords } from '../search-words';
import { publishedWhenCreated } from './publish-times';

export const SCALE_POSTS = 5_000;
export const SCALE_PROJECTS = 500;
/** A word only the oldest scale post's body contains. */
export const SCALE_OLDEST_WORD = 'zanskarite';

const CATEGORIES = [
  'Web Development',
  'SEO',
  'Design',
  'Mobile',
  'Cloud',
  'Data',
  'Security',
  'E-commerce',
  'Tourism',
  'Education',
  'Healthcare',
  'Agriculture',
];
const PROJECT_CATEGORIES = ['Web Design', 'Mobile App', 'E-commerce', 'IoT'];
const WORDS = (
  'kashmir srinagar valley chinar lake houseboat saffron orchard apple walnut pashmina shikara tourism ' +
  'website performance accessibility design content search ranking mobile cloud database security backup ' +
  'customer booking payment inventory delivery analytics dashboard report school hospital clinic farmer ' +
  'market craft artisan carpet papier mache copper kahwa winter snow gulmarg pahalgam sonamarg dal jhelum ' +
  'bridge garden mughal tulip festival hotel guide traveller season autumn spring summer monsoon road'
).split(' ');

/** A small deterministic generator (mulberry32), so every run makes the same site. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function sentence(next: () => number, words: number): string {
  const picked = Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]);
  const text = picked.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

type Doc = Record<string, unknown>;

/** Post n (1 = the oldest): id 1000 + n, created one hour after the previous one from 2021-01-01. */
function scalePost(n: number, next: () => number): [string, Doc] {
  const createdAt = new Date(Date.UTC(2021, 0, 1) + n * 3_600_000);
  const title = `${sentence(next, 5).slice(0, -1)} (note ${n})`;
  const paragraphs = Array.from({ length: 6 }, () => `<p>${sentence(next, 50)}</p>`);
  if (n === 1) paragraphs.push(`<p>The ${SCALE_OLDEST_WORD} archive starts here.</p>`);
  const tags = Array.from({ length: 3 }, () => `topic-${Math.floor(next() * 100)}`);
  return [
    String(1000 + n),
    {
      title,
      slug: `scale-note-${n}`,
      content: paragraphs.join(''),
      excerpt: sentence(next, 25),
      image: '/images/placeholder.svg',
      status: 'Published',
      category: CATEGORIES[n % CATEGORIES.length],
      author: 'Admin',
      date: createdAt.toISOString().slice(0, 10),
      views: Math.floor(next() * 1000),
      tags: [...new Set(tags)],
      createdAt,
      updatedAt: createdAt,
    },
  ];
}

function scaleProject(n: number, next: () => number): [string, Doc] {
  const createdAt = new Date(Date.UTC(2021, 0, 1) + n * 86_400_000);
  return [
    String(1000 + n),
    {
      title: `${sentence(next, 3).slice(0, -1)} platform ${n}`,
      client: `Client ${n}`,
      category: PROJECT_CATEGORIES[n % PROJECT_CATEGORIES.length],
      status: 'Completed',
      date: createdAt.toISOString().slice(0, 10),
      image: '',
      images: [],
      description: sentence(next, 30),
      longDescription: `<p>${sentence(next, 80)}</p>`,
      challenges: `<p>${sentence(next, 40)}</p>`,
      solutions: `<p>${sentence(next, 40)}</p>`,
      results: `<p>${sentence(next, 40)}</p>`,
      duration: '3 months',
      website: '',
      liveSiteUrl: '',
      features: ['Booking', 'Payments'],
      technologies: ['React', 'Firebase'],
      createdAt,
      updatedAt: createdAt,
    },
  ];
}

/** The scale content by collection: posts with their slugs records, and projects. */
export function scaleCollections(
  posts = SCALE_POSTS,
  projects = SCALE_PROJECTS,
): Record<string, Record<string, Doc>> {
  const next = random(2026);
  const postDocs = Object.fromEntries(
    Array.from({ length: posts }, (_, index) => scalePost(index + 1, next)),
  );
  const slugs = Object.fromEntries(
    Object.entries(postDocs).map(([id, post]) => [String(post.slug), { postId: id }]),
  );
  const projectDocs = Object.fromEntries(
    Array.from({ length: projects }, (_, index) => scaleProject(index + 1, next)),
  );
  // With searchWords, as the app's writes store them.
  return {
    blog_posts: withSearchWords('blog_posts', publishedWhenCreated(postDocs)),
    slugs,
    projects: withSearchWords('projects', projectDocs),
  };
}

export const SCALE_INQUIRIES = 20_000;
export const SCALE_SUBSCRIBERS = 20_000;
/** The oldest scale inquiry (the last of 20,000 newest first): its sender's address and a word only its message has. */
export const SCALE_OLDEST_INQUIRY = { email: 'first.client@oldvalleymail.in', word: 'tosamaidan' } as const;

const INQUIRY_STATUSES = ['New', 'Responded', 'Resolved'] as const;

/** Inquiry n (1 = the oldest): one every two hours from 2022-01-01, before the seed's. */
function scaleInquiry(n: number, next: () => number): [string, Doc] {
  const createdAt = new Date(Date.UTC(2022, 0, 1) + n * 7_200_000);
  const oldest = n === 1;
  const data = {
    name: oldest ? 'First Client' : `Visitor ${n}`,
    email: oldest ? SCALE_OLDEST_INQUIRY.email : `visitor${n}@example.com`,
    phone: '',
    subject: sentence(next, 6).slice(0, -1),
    message: `${sentence(next, 40)}${oldest ? ` We run camps at ${SCALE_OLDEST_INQUIRY.word}.` : ''}`,
    status: INQUIRY_STATUSES[n % INQUIRY_STATUSES.length],
    createdAt,
  };
  return [
    `scale-inquiry-${String(n).padStart(5, '0')}`,
    { ...data, searchWords: searchWordsFor('contact_inquiries', data) },
  ];
}

/**
 * The back office's collections in five years, for `npm run bench:scale`: 20,000 contact inquiries (with
 * the words staff search them by) and 20,000 newsletter subscribers.
 */
export function scaleInboxCollections(
  inquiries = SCALE_INQUIRIES,
  subscribers = SCALE_SUBSCRIBERS,
): Record<string, Record<string, Doc>> {
  const next = random(1947);
  const start = Date.UTC(2022, 0, 1);
  return {
    contact_inquiries: Object.fromEntries(
      Array.from({ length: inquiries }, (_, index) => scaleInquiry(index + 1, next)),
    ),
    subscribers: Object.fromEntries(
      Array.from({ length: subscribers }, (_, index) => {
        const email = `reader${index + 1}@example.com`;
        return [email, { email, createdAt: new Date(start + (index + 1) * 3_600_000) }];
      }),
    ),
  };
}
