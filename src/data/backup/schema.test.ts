import { describe, expect, it } from 'vitest';
import type { BackupFile } from './format';
import { parseBackupText, validateBackup } from './schema';
import { sampleBackup, ts } from './testing/sample-backup';

/** Marks a field to delete in `edited`. */
const REMOVE = Symbol('remove');

type Edit = [path: readonly string[], value: unknown];

/** The sample as parsed JSON, with each value at its path replaced (or removed with REMOVE). */
function edited(...edits: Edit[]): unknown {
  const file = JSON.parse(JSON.stringify(sampleBackup())) as Record<string, unknown>;
  for (const [path, value] of edits) {
    let parent = file;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
    const last = path.at(-1)!;
    if (value === REMOVE) delete parent[last];
    else parent[last] = value;
  }
  return file;
}

const collections = (...path: string[]) => ['collections', ...path];

function problemOf(input: unknown) {
  const result = validateBackup(input);
  if (result.ok) throw new Error('expected the file to be refused');
  return result;
}

describe('backup file schema', () => {
  it('accepts a good file and gives it back as it was', () => {
    const result = validateBackup(edited());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.backup).toEqual(sampleBackup());
  });

  it('accepts a post without revisions, documents without the fields readers fill in, and extra fields', () => {
    const result = validateBackup(
      edited(
        [collections('blog_posts', '2', 'revisions'), REMOVE],
        [collections('blog_posts', '2', 'data'), {}],
        [collections('contact_inquiries', 'k3Jd9sLq', 'status'), REMOVE],
        [
          collections('contact_inquiries', 'k3Jd9sLq', 'source'),
          { page: '/contact', at: ts(1, 2), tags: [1, true, null] },
        ],
      ),
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.backup.collections.blog_posts['2']!.revisions).toEqual({});
  });

  it('reads the text of a file, with or without a byte-order mark', () => {
    const text = JSON.stringify(sampleBackup());
    expect(parseBackupText(text).ok).toBe(true);
    expect(parseBackupText(`\ufeff${text}`).ok).toBe(true);
    const broken = parseBackupText(text.slice(0, -10));
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.message).toMatch(/^not a JSON file \(/);
  });

  it.each<[string, Edit, string]>([
    [
      'another format',
      [['format'], 'wordpress'],
      'field format: expected "chinar-digital-backup": this is not a backup of this site',
    ],
    ['a later version', [['version'], 2], 'field version: expected 1: this restore reads version 1 backups'],
    ['a bad createdAt', [['createdAt'], 'yesterday'], 'field createdAt: expected an ISO date and time'],
    ['no collections', [['collections'], REMOVE], 'field collections: missing'],
    [
      'a collection left out',
      [collections('subscribers'), REMOVE],
      'subscribers, field collections.subscribers: missing',
    ],
    [
      'a collection a backup does not hold',
      [collections('audit_log'), {}],
      'field collections: a backup does not hold "audit_log"',
    ],
  ])('refuses %s', (_name, edit, message) => {
    expect(problemOf(edited(edit)).message).toBe(message);
  });

  const TIMESTAMP =
    'a timestamp is {"$timestamp": {"seconds": integer, "nanoseconds": integer from 0 to 999999999}}';

  it.each<[string, Edit, string]>([
    [
      'a field of the wrong type',
      [collections('blog_posts', '1', 'data', 'title'), 7],
      'blog_posts/1, field title: expected a text',
    ],
    [
      'a status of the wrong type',
      [collections('projects', '1', 'data', 'status'), true],
      'projects/1, field status: expected one of "In Progress", "Completed", "Planning"',
    ],
    [
      'an unknown status',
      [collections('contact_inquiries', 'k3Jd9sLq', 'status'), 'Spam'],
      'contact_inquiries/k3Jd9sLq, field status: expected one of "New", "Responded", "Resolved"',
    ],
    [
      'a timestamp as a date string',
      [collections('subscribers', 'farooq@example.com', 'createdAt'), '2026-11-20'],
      `subscribers/farooq@example.com, field createdAt: expected a timestamp: ${TIMESTAMP}`,
    ],
    [
      'a timestamp out of range',
      [collections('admins', 'demo-admin', 'createdAt'), ts(1, 1_000_000_000)],
      `admins/demo-admin, field createdAt: expected a timestamp: ${TIMESTAMP}`,
    ],
    [
      'a broken timestamp deep in a map',
      [collections('settings', 'site', 'extra'), { when: { $timestamp: { seconds: 1.5, nanoseconds: 0 } } }],
      `settings/site, field extra.when: not a valid timestamp: ${TIMESTAMP}, seconds from -62135596800 to 253402300799`,
    ],
    [
      'a timestamp with another key beside it',
      [collections('settings', 'site', 'extra'), { ...ts(1), note: 'x' }],
      `settings/site, field extra: not a valid timestamp: ${TIMESTAMP} and nothing else`,
    ],
    [
      "a post's last view time as a date string",
      [collections('blog_posts', '1', 'data', 'viewedAt'), '2026-11-20'],
      `blog_posts/1, field viewedAt: expected a timestamp: ${TIMESTAMP}`,
    ],
    [
      'a bad item in a list',
      [collections('blog_posts', '1', 'data', 'tags'), ['ok', 3]],
      'blog_posts/1, field tags[1]: expected a text',
    ],
    [
      'a bad slug',
      [collections('blog_posts', '1', 'data', 'slug'), 'Not A Slug'],
      'blog_posts/1, field slug: not a valid slug (e.g. my-first-post)',
    ],
    [
      'two posts with one slug',
      [collections('blog_posts', '2', 'data', 'slug'), 'why-a-fast-website-wins'],
      'blog_posts/2, field slug: the slug "why-a-fast-website-wins" is also the slug of blog_posts/1',
    ],
    [
      'a document id Firestore refuses',
      [collections('contact_inquiries', 'a/b'), sampleBackup().collections.contact_inquiries.k3Jd9sLq],
      'contact_inquiries/a/b: not a valid document id',
    ],
    [
      'a document that is not an object',
      [collections('admins', 'demo-admin'), 'admin'],
      'admins/demo-admin: expected an object of fields',
    ],
    [
      'a post without its data',
      [collections('blog_posts', '2'), { title: 'x', status: 'Draft' }],
      'blog_posts/2, field data: missing (and 1 more problem)',
    ],
    [
      'a revision with an unknown kind',
      [collections('projects', '1', 'revisions', 'ZyXwVuTsRqPoNmLkJiHg', 'kind'), 'edit'],
      'projects/1/revisions/ZyXwVuTsRqPoNmLkJiHg, field kind: expected one of "create", "update", "restore", "delete", "baseline"',
    ],
    [
      'a revision with an extra key',
      [collections('blog_posts', '1', 'revisions', 'baseline', 'note'), 'x'],
      'blog_posts/1/revisions/baseline: unexpected field "note"',
    ],
    [
      'a revision without savedAt',
      [collections('blog_posts', '1', 'revisions', 'AbCdEfGhIjKlMnOpQrSt', 'savedAt'), REMOVE],
      'blog_posts/1/revisions/AbCdEfGhIjKlMnOpQrSt, field savedAt: missing',
    ],
    [
      'a baseline kind under another id',
      [collections('blog_posts', '1', 'revisions', 'AbCdEfGhIjKlMnOpQrSt', 'kind'), 'baseline'],
      'blog_posts/1/revisions/AbCdEfGhIjKlMnOpQrSt, field kind: only the revision "baseline" may be of kind "baseline"',
    ],
    [
      'settings other than settings/site',
      [collections('settings', 'theme'), {}],
      'settings/theme: only settings/site is backed up',
    ],
    [
      'a subscriber filed under another address',
      [collections('subscribers', 'farooq@example.com', 'email'), 'zainab@example.com'],
      'subscribers/farooq@example.com, field email: expected "farooq@example.com", the e-mail the document is filed under, in lowercase',
    ],
    [
      'an unknown staff role',
      [collections('invites', 'invited@chinardigital.test', 'role'), 'owner'],
      'invites/invited@chinardigital.test, field role: expected one of "admin", "editor", "user"',
    ],
  ])('names the record and field of %s', (_name, edit, message) => {
    expect(problemOf(edited(edit)).message).toBe(message);
  });

  it('names the first bad record and how many more there are', () => {
    const result = problemOf(
      edited(
        [collections('projects', '1', 'data', 'title'), null],
        [collections('admins', 'demo-admin', 'role'), 'boss'],
        [collections('blog_posts', '1', 'data', 'views'), -1],
      ),
    );
    expect(result.problem).toEqual({
      collection: 'blog_posts',
      id: '1',
      record: 'blog_posts/1',
      field: 'views',
      message: 'expected a whole number, 0 or more',
    });
    expect(result.problems).toBe(3);
    expect(result.message).toBe(
      'blog_posts/1, field views: expected a whole number, 0 or more (and 2 more problems)',
    );
  });

  it('is typed as the file it checks', () => {
    const backup: BackupFile = sampleBackup();
    const result = validateBackup(backup);
    expect(result.ok && result.backup.collections.settings.site).toEqual(backup.collections.settings.site);
  });
});
