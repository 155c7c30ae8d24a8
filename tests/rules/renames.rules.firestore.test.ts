/**
 * Security rules for renamed posts, on the Firestore emulator: a post that moves to another address keeps
 * the old one in `formerSlugs` (src/data/repos/blog-post-writes.ts), and its slugs/{slug} record stays the
 * post's, so no other post can take it; the rules validate the list (shape, size, no duplicates, never the
 * current slug, only addresses the post had) and let a record go only when its post is gone or names it
 * no more. Set-up goes past the rules; each test spoils one condition.
 *
 * This file uses its own project id, so it runs in parallel with the other rules files.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, serverTimestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { FORMER_SLUGS_LIMIT } from '@/data/models/blog-post';
import {
  auditedDelete,
  auditedUpdate,
  clientFor,
  createRulesTestEnvironment,
  endRulesTestEnvironment,
  newPost,
  readPastRules,
  resetData,
  UID,
  writeNewPost,
  writePastRules,
} from './helpers';

const PROJECT_ID = 'demo-chinar-rules-renames';

let env: RulesTestEnvironment;
const editor = (): Firestore => clientFor(env, UID.editor);
const stored = (path: string) => readPastRules(env, path);

/** Post 9 at `now-address`, renamed twice before: its former addresses and all three records. */
const NOW = 'now-address';
const FORMER = ['first-address', 'second-address'];

beforeAll(async () => {
  env = await createRulesTestEnvironment(PROJECT_ID);
});

beforeEach(async () => {
  await resetData(env);
  await writePastRules(env, {
    'blog_posts/9': { ...newPost({ slug: NOW }), formerSlugs: FORMER, createdAt: new Date('2026-10-01') },
    [`slugs/${NOW}`]: { postId: '9' },
    ...Object.fromEntries(FORMER.map((slug) => [`slugs/${slug}`, { postId: '9' }])),
  });
});

afterAll(async () => {
  await endRulesTestEnvironment(env);
});

/**
 * updatePost moving post 9 to `to`: the post with its new former addresses, the new record (unless it is
 * one of the post's already), the records in `release` deleted, with the revision and audit entry.
 */
function rename(
  to: string,
  formerSlugs: unknown,
  { claim = true, release = [] as readonly string[] } = {},
): Promise<void> {
  const db = editor();
  return auditedUpdate(
    doc(db, 'blog_posts/9'),
    { slug: to, formerSlugs, updatedAt: serverTimestamp() },
    {
      also: (batch) => {
        if (claim) batch.set(doc(db, 'slugs', to), { postId: '9' });
        for (const slug of release) batch.delete(doc(db, 'slugs', slug));
      },
    },
  );
}

describe('renames: a post keeps its old addresses', () => {
  it('moves to a new address keeping the one it leaves, whose record stays the post’s', async () => {
    await assertSucceeds(rename('third-address', [...FORMER, NOW]));
    expect(await stored('blog_posts/9')).toMatchObject({
      slug: 'third-address',
      formerSlugs: [...FORMER, NOW],
    });
    expect(await stored(`slugs/${NOW}`)).toEqual({ postId: '9' });
  });

  it('moves back to a former address, which leaves the list (its record is the post’s already)', async () => {
    await assertSucceeds(rename('first-address', ['second-address', NOW], { claim: false }));
    // Listed as former and current at once: refused.
    await assertFails(rename('second-address', ['second-address', NOW, 'first-address'], { claim: false }));
  });

  it('refuses another post a former address, asked for or by pointing at it', async () => {
    await assertFails(writeNewPost(editor(), '10', newPost({ slug: 'first-address' })));
    await assertFails(
      writeNewPost(editor(), '10', newPost({ slug: 'first-address' }), { slugRecord: false }),
    );
    expect(await stored('slugs/first-address')).toEqual({ postId: '9' });
  });

  it('never lets a former address’s record go while the post names it', async () => {
    await assertFails(deleteDoc(doc(editor(), 'slugs/first-address')));
    // Nor in a rename that keeps it listed.
    await assertFails(rename('third-address', [...FORMER, NOW], { release: ['first-address'] }));
    expect(await stored('slugs/first-address')).toEqual({ postId: '9' });
    // Dropped from the list by the same batch (the oldest beyond the limit), it may go.
    await assertSucceeds(rename('third-address', ['second-address', NOW], { release: ['first-address'] }));
    expect(await stored('slugs/first-address')).toBeNull();
  });

  it('releases every record in the batch that deletes the post', async () => {
    const db = editor();
    await assertSucceeds(
      auditedDelete(doc(db, 'blog_posts/9'), {
        also: (batch) => {
          for (const slug of [NOW, ...FORMER]) batch.delete(doc(db, 'slugs', slug));
        },
      }),
    );
    for (const slug of [NOW, ...FORMER]) expect(await stored(`slugs/${slug}`)).toBeNull();
  });
});

describe('renames: the former addresses are checked', () => {
  const many = (count: number) => Array.from({ length: count }, (_, n) => `address-${n + 1}`);

  it.each<[string, unknown]>([
    ['not a list', 'first-address'],
    ['a list with a number', [...FORMER, 42]],
    ['an invalid slug', [...FORMER, 'First Address']],
    ['an empty slug', [...FORMER, '']],
    ['all digits (an id)', [...FORMER, '2026']],
    ['81 characters', [...FORMER, 'x'.repeat(81)]],
    ['one twice', [...FORMER, NOW, NOW]],
    ['the current slug', [...FORMER, NOW, 'third-address']],
    ['an address the post never had', [...FORMER, NOW, 'someone-elses']],
  ])('refuses a list that is %s', async (_name, formerSlugs) => {
    await assertFails(rename('third-address', formerSlugs));
  });

  it(`refuses more than ${FORMER_SLUGS_LIMIT}, accepts ${FORMER_SLUGS_LIMIT} long ones`, async () => {
    const long = (slug: string) => `${slug}-${'x'.repeat(80 - slug.length - 1)}`;
    const full = many(FORMER_SLUGS_LIMIT).map(long);
    await writePastRules(env, {
      'blog_posts/9': { ...newPost({ slug: NOW }), formerSlugs: full, createdAt: new Date('2026-10-01') },
    });
    await assertFails(rename('third-address', [...full, NOW]));
    await assertSucceeds(rename(full[0]!, [...full.slice(1), NOW]));
  });

  it(`deletes a post with ${FORMER_SLUGS_LIMIT} former addresses and all its records in one batch`, async () => {
    const full = many(FORMER_SLUGS_LIMIT);
    await writePastRules(env, {
      'blog_posts/9': { ...newPost({ slug: NOW }), formerSlugs: full, createdAt: new Date('2026-10-01') },
      ...Object.fromEntries(full.map((slug) => [`slugs/${slug}`, { postId: '9' }])),
    });
    const db = editor();
    await assertSucceeds(
      auditedDelete(doc(db, 'blog_posts/9'), {
        also: (batch) => {
          for (const slug of [NOW, ...full]) batch.delete(doc(db, 'slugs', slug));
        },
      }),
    );
    expect(await stored(`slugs/${full[0]}`)).toBeNull();
  });

  it('refuses a new post that claims former addresses', async () => {
    const data: DocumentData = newPost({ slug: 'fresh-post', formerSlugs: ['fresh-old'] });
    await assertFails(writeNewPost(editor(), '10', data));
    await assertSucceeds(writeNewPost(editor(), '10', newPost({ slug: 'fresh-post', formerSlugs: [] })));
  });
});
