/**
 * `npm run backup` and `npm run restore` on the Firestore emulator (run by scripts/test-firestore.mjs,
 * which sets FIRESTORE_EMULATOR_HOST): a round trip (backup, wipe, restore) gives back the same documents,
 * timestamps to the microsecond Firestore keeps; a bad file changes nothing. The commands run as a person
 * runs them, in a process of their own.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// A project of its own: firebase-admin ignores the rules, and nothing else here shares its data.
const PROJECT_ID = 'demo-chinar-backup';
const EMULATOR = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const ROOT = resolve(import.meta.dirname, '../../..');
/** What a round trip must give back: the backed-up collections and the slug records rebuilt from the posts. */
const COMPARED = [
  'blog_posts',
  'projects',
  'settings',
  'contact_inquiries',
  'subscribers',
  'admins',
  'invites',
  'slugs',
];

let app: App;
let db: Firestore;
let dir: string;

/** A timestamp with microseconds (Firestore keeps microseconds). */
const at = (seconds: number, micros = 0) => new Timestamp(seconds, micros * 1000);

function revision(
  kind: string,
  content: Record<string, unknown>,
  savedAt: Timestamp,
  savedBy: string | null,
) {
  return { kind, content, savedBy, savedByName: savedBy ? 'Saima Mir' : '', savedAt, restoredFrom: null };
}

/** Posts with revisions, a project, settings, inquiries, subscribers (enough for two batches), staff. */
async function seed(): Promise<void> {
  const writes: Array<[string, Record<string, unknown>]> = [
    [
      'blog_posts/1',
      {
        title: 'Why a fast website wins',
        slug: 'why-a-fast-website-wins',
        status: 'Published',
        content: '<p>Speed.</p>',
        views: 42,
        // A counted view's slot and time (repos/post-views.ts).
        viewSlot: '3',
        viewedAt: at(1_792_050_000, 654_321),
        tags: ['speed', 'seo'],
        date: '2026-10-14',
        createdAt: at(1_791_970_200, 123_456),
        updatedAt: at(1_792_000_000, 999_999),
      },
    ],
    [
      'blog_posts/1/revisions/baseline',
      revision(
        'baseline',
        { title: 'Why speed wins', slug: 'why-a-fast-website-wins' },
        at(1_791_970_200, 123_456),
        null,
      ),
    ],
    [
      'blog_posts/1/revisions/AbCdEfGhIjKlMnOpQrSt',
      revision(
        'update',
        { title: 'Why a fast website wins', nested: { when: at(5, 6) } },
        at(1_792_000_000, 999_999),
        'demo-editor',
      ),
    ],
    ['blog_posts/2', { title: 'A draft', slug: 'a-draft', status: 'Draft', createdAt: at(1_792_100_000, 1) }],
    ['blog_posts/3', { title: 'Stored before slugs', status: 'Published' }],
    [
      'projects/1',
      {
        title: 'Dal Lake Houseboats',
        status: 'Completed',
        features: ['Booking', 'Payments'],
        rating: 4.5,
        createdAt: at(1_790_000_000, 250_000),
      },
    ],
    [
      'projects/1/revisions/ZyXwVuTsRqPoNmLkJiHg',
      revision('create', { title: 'Dal Lake Houseboats' }, at(1_790_000_000, 250_000), 'demo-admin'),
    ],
    [
      'settings/site',
      {
        siteName: 'Chinar Digital',
        contactEmail: 'hello@chinardigital.test',
        socialLinks: { facebook: '', twitter: 'https://x.com/chinar', instagram: '', linkedin: '' },
      },
    ],
    [
      'contact_inquiries/k3Jd9sLq',
      {
        name: 'Zainab',
        email: 'z@example.com',
        subject: 'Hi',
        message: 'Hello',
        status: 'New',
        createdAt: at(1_793_000_000, 7),
      },
    ],
    [
      'contact_inquiries/old',
      {
        name: 'No status',
        email: 'o@example.com',
        subject: 'Old',
        message: 'Legacy',
        createdAt: at(1_700_000_000),
      },
    ],
    [
      'admins/demo-admin',
      {
        email: 'admin@chinardigital.test',
        name: 'Aamir Qadri',
        username: 'aamir',
        role: 'admin',
        status: 'active',
        createdAt: at(1_768_195_800),
        lastLogin: null,
      },
    ],
    [
      'invites/invited@chinardigital.test',
      {
        email: 'invited@chinardigital.test',
        name: 'Mehvish Rather',
        role: 'editor',
        status: 'active',
        createdAt: at(1_790_500_000),
      },
    ],
    ['slugs/why-a-fast-website-wins', { postId: '1' }],
    ['slugs/a-draft', { postId: '2' }],
    // Not backed up.
    ['audit_log/e1', { action: 'post.update', actor: 'demo-editor' }],
    ['throttles/views-1', { at: at(1) }],
  ];
  for (let n = 0; n < 520; n += 1) {
    const email = `reader${String(n).padStart(3, '0')}@example.com`;
    writes.push([`subscribers/${email}`, { email, createdAt: at(1_793_100_000 + n, n) }]);
  }
  for (let start = 0; start < writes.length; start += 500) {
    const batch = db.batch();
    for (const [path, data] of writes.slice(start, start + 500)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

async function wipe(): Promise<void> {
  const url = `http://${EMULATOR}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Clearing the emulator failed: ${response.status}`);
}

/** Stored values with each timestamp as "seconds.nanoseconds", so that equal means exactly equal. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp)
    return `timestamp ${value.seconds}.${String(value.nanoseconds).padStart(9, '0')}`;
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  }
  return value;
}

/** Every document of the compared collections and their revisions: path -> fields. */
async function dump(): Promise<Record<string, unknown>> {
  const all: Record<string, unknown> = {};
  for (const name of COMPARED) {
    for (const doc of (await db.collection(name).get()).docs) {
      all[doc.ref.path] = plain(doc.data());
      if (name !== 'blog_posts' && name !== 'projects') continue;
      for (const revision of (await doc.ref.collection('revisions').get()).docs) {
        all[revision.ref.path] = plain(revision.data());
      }
    }
  }
  return all;
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs scripts/<script>.mjs as `npm run` would, on the emulator. */
function run(script: 'backup' | 'restore', args: string[]): Promise<Run> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [join(ROOT, 'scripts', `${script}.mjs`), ...args],
      { cwd: ROOT, env: { ...process.env, FIRESTORE_EMULATOR_HOST: EMULATOR } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(() => {
  // No credentials on the emulator: firebase-admin must not look for Google Cloud's metadata server.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  app = initializeApp({ projectId: PROJECT_ID }, 'backup-round-trip');
  db = getFirestore(app);
  dir = mkdtempSync(join(tmpdir(), 'chinar-backup-'));
});

afterAll(async () => {
  await wipe();
  await deleteApp(app);
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await wipe();
  await seed();
});

// Each test starts the commands several times (a second or two each) on a seeded database.
describe('npm run backup / npm run restore (Firestore emulator)', { timeout: 90_000 }, () => {
  it('backs up, and after a wipe restores the same documents, timestamps exact', async () => {
    const before = await dump();
    expect(Object.keys(before)).toHaveLength(3 + 2 + 1 + 1 + 1 + 2 + 520 + 1 + 1 + 2);

    const file = join(dir, 'round-trip.json');
    const backup = await run('backup', ['--project', PROJECT_ID, '--out', file]);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Wrote 532 documents to ${file}`);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as {
      collections: Record<string, unknown>;
      projectId: string;
    };
    expect(saved.projectId).toBe(PROJECT_ID);
    expect(Object.keys(saved.collections)).toEqual(COMPARED.slice(0, -1));
    expect(JSON.stringify(saved)).toContain('{"$timestamp":{"seconds":1791970200,"nanoseconds":123456000}}');

    await wipe();
    expect(await dump()).toEqual({});

    const dryRun = await run('restore', [file, '--project', PROJECT_ID]);
    expect(dryRun.code).toBe(0);
    expect(dryRun.stdout).toContain('blog_posts            3 in the backup: 3 new');
    expect(dryRun.stdout).toContain('subscribers           520 in the backup: 520 new');
    expect(dryRun.stdout).toContain('blog_posts revisions  2 in the backup: 2 new');
    expect(dryRun.stdout).toContain('slugs                 rebuilt from the posts: 2 written');
    expect(dryRun.stdout).toContain('534 writes in 2 batches of at most 500.');
    expect(dryRun.stdout).toContain(
      `Dry run: nothing was written. To apply it: npm run restore -- ${file} --project ${PROJECT_ID} --yes`,
    );
    expect(await dump()).toEqual({});

    const restore = await run('restore', [file, '--project', PROJECT_ID, '--yes']);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('batch 1 of 2: 500 writes');
    expect(restore.stdout).toContain('batch 2 of 2: 34 writes');
    expect(await dump()).toEqual(before);
    expect((await db.doc('audit_log/e1').get()).exists).toBe(false);

    const again = await run('restore', [file, '--project', PROJECT_ID, '--yes']);
    expect(again.stdout).toContain('Nothing to write: the database already holds this backup.');
  });

  it('overwrites what changed since, frees the old slug and takes the post out of the trash', async () => {
    const file = join(dir, 'changes.json');
    expect((await run('backup', ['--project', PROJECT_ID, '--out', file])).code).toBe(0);
    const before = await dump();
    await db.doc('blog_posts/2').update({ title: 'Renamed', slug: 'renamed' });
    await db.doc('slugs/a-draft').delete();
    await db.doc('slugs/renamed').set({ postId: '2' });
    await db.doc('blog_posts/1').delete();
    await db
      .doc('trash/blog_posts~1')
      .set({ collection: 'blog_posts', docId: '1', title: 'Why a fast website wins' });
    await db
      .doc('subscribers/new@example.com')
      .set({ email: 'new@example.com', createdAt: at(1_800_000_000) });

    const restore = await run('restore', [file, '--project', PROJECT_ID, '--yes']);
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(
      'blog_posts            3 in the backup: 1 new, 1 overwritten (2), 1 unchanged',
    );
    expect(restore.stdout).toContain(
      'subscribers           520 in the backup: 0 new, 520 unchanged; 1 other document left as it is',
    );
    expect(restore.stdout).toContain(
      'slugs                 rebuilt from the posts: 1 written, 1 unchanged, 1 removed (renamed)',
    );
    expect(restore.stdout).toContain('trash                 1 record removed (blog_posts~1)');
    const after = await dump();
    expect(after['subscribers/new@example.com']).toBeDefined();
    delete after['subscribers/new@example.com'];
    expect(after).toEqual(before);
    expect((await db.doc('trash/blog_posts~1').get()).exists).toBe(false);
  });

  it('refuses a corrupted file, naming the first bad record, and changes nothing', async () => {
    const file = join(dir, 'good.json');
    expect((await run('backup', ['--project', PROJECT_ID, '--out', file])).code).toBe(0);
    // The database has moved on since the backup; a bad file must not touch it.
    await db.doc('blog_posts/1').update({ title: 'Changed after the backup' });
    await db.doc('subscribers/reader000@example.com').delete();
    const before = await dump();

    const good = JSON.parse(readFileSync(file, 'utf8')) as {
      collections: { projects: Record<string, { revisions: Record<string, { kind: string }> }> };
    };
    good.collections.projects['1']!.revisions.ZyXwVuTsRqPoNmLkJiHg!.kind = 'edit';
    const corrupted = join(dir, 'corrupted.json');
    writeFileSync(corrupted, JSON.stringify(good));
    const refused = await run('restore', [corrupted, '--project', PROJECT_ID, '--yes']);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(
      'projects/1/revisions/ZyXwVuTsRqPoNmLkJiHg, field kind: expected one of "create", "update", "restore", "delete", "baseline"',
    );
    expect(refused.stderr).toContain('Nothing was written.');

    const truncated = join(dir, 'truncated.json');
    writeFileSync(truncated, readFileSync(file, 'utf8').slice(0, 5000));
    const unreadable = await run('restore', [truncated, '--project', PROJECT_ID, '--yes']);
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toMatch(/truncated\.json is not a valid backup: not a JSON file/);

    expect(await dump()).toEqual(before);
  });
});
