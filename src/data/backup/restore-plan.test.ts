import { describe, expect, it } from 'vitest';
import type { BackupFields } from './format';
import {
  backupDocuments,
  describePlan,
  inBatches,
  planRestore,
  postsToCheckForSlugs,
  refKey,
  type DatabaseState,
} from './restore-plan';
import { sampleBackup } from './testing/sample-backup';

function state(overrides: Partial<DatabaseState> = {}): DatabaseState {
  return {
    existing: new Map(),
    slugRecords: new Map(),
    otherPostSlugs: new Map(),
    trash: new Set(),
    ...overrides,
  };
}

/** A database that holds exactly the sample backup. */
function restoredState(): DatabaseState {
  const existing = new Map<string, BackupFields>(
    backupDocuments(sampleBackup()).map((doc) => [refKey(doc), structuredClone(doc.fields)]),
  );
  return state({ existing, slugRecords: new Map([['why-a-fast-website-wins', '1']]) });
}

describe('restore plan', () => {
  it('writes every document and rebuilds the slugs into an empty database', () => {
    const plan = planRestore(sampleBackup(), state());
    expect(plan.conflicts).toEqual([]);
    expect(plan.writes).toHaveLength(8 + 3 + 1);
    expect(plan.writes).toContainEqual({
      type: 'set',
      path: 'blog_posts/1/revisions',
      id: 'baseline',
      fields: sampleBackup().collections.blog_posts['1']!.revisions.baseline,
    });
    expect(plan.writes.at(-1)).toEqual({
      type: 'set',
      path: 'slugs',
      id: 'why-a-fast-website-wins',
      fields: { postId: '1' },
    });
    expect(plan.groups.map((group) => [group.name, group.inBackup, group.created])).toEqual([
      ['blog_posts', 2, 2],
      ['projects', 1, 1],
      ['settings', 1, 1],
      ['contact_inquiries', 1, 1],
      ['subscribers', 1, 1],
      ['admins', 1, 1],
      ['invites', 1, 1],
      ['blog_posts revisions', 2, 2],
      ['projects revisions', 1, 1],
    ]);
  });

  it('writes nothing when the database already holds the backup', () => {
    const plan = planRestore(sampleBackup(), restoredState());
    expect(plan.writes).toEqual([]);
    expect(plan.slugs).toEqual({ written: [], unchanged: 1, removed: [] });
    expect(plan.groups.every((group) => group.unchanged === group.inBackup)).toBe(true);
  });

  it('overwrites what differs, frees a restored post’s other slugs and takes it out of the trash', () => {
    const current = restoredState();
    const existing = new Map(current.existing);
    existing.set('blog_posts/1', { title: 'Renamed', slug: 'renamed', status: 'Draft' });
    existing.set('admins/demo-admin', { ...existing.get('admins/demo-admin')!, role: 'editor' });
    existing.delete('blog_posts/2');
    const plan = planRestore(
      sampleBackup(),
      state({
        existing,
        slugRecords: new Map([
          ['renamed', '1'],
          ['someone-elses', '7'],
        ]),
        trash: new Set(['blog_posts~2']),
        totals: { blog_posts: 3, admins: 1, subscribers: 4 },
      }),
    );
    expect(plan.writes).toEqual([
      { type: 'set', path: 'blog_posts', id: '1', fields: sampleBackup().collections.blog_posts['1']!.data },
      { type: 'set', path: 'blog_posts', id: '2', fields: sampleBackup().collections.blog_posts['2']!.data },
      {
        type: 'set',
        path: 'admins',
        id: 'demo-admin',
        fields: sampleBackup().collections.admins['demo-admin'],
      },
      { type: 'set', path: 'slugs', id: 'why-a-fast-website-wins', fields: { postId: '1' } },
      { type: 'delete', path: 'slugs', id: 'renamed' },
      { type: 'delete', path: 'trash', id: 'blog_posts~2' },
    ]);
    const posts = plan.groups.find((group) => group.name === 'blog_posts')!;
    expect(posts).toMatchObject({ inBackup: 2, created: 1, overwritten: ['1'], unchanged: 0, others: 2 });
    expect(describePlan(plan)).toEqual([
      'blog_posts            2 in the backup: 1 new, 1 overwritten (1); 2 other documents left as they are',
      'projects              1 in the backup: 0 new, 1 unchanged',
      'settings              1 in the backup: 0 new, 1 unchanged',
      'contact_inquiries     1 in the backup: 0 new, 1 unchanged',
      'subscribers           1 in the backup: 0 new, 1 unchanged; 3 other documents left as they are',
      'admins                1 in the backup: 0 new, 1 overwritten (demo-admin)',
      'invites               1 in the backup: 0 new, 1 unchanged',
      'blog_posts revisions  2 in the backup: 0 new, 2 unchanged',
      'projects revisions    1 in the backup: 0 new, 1 unchanged',
      'slugs                 rebuilt from the posts: 1 written, 1 removed (renamed)',
      'trash                 1 record removed (blog_posts~2): restored, no longer deleted',
      '6 writes in 1 batch of at most 500.',
    ]);
  });

  it('keeps the records of a restored post’s former slugs, and rebuilds missing ones', () => {
    const backup = sampleBackup();
    const post = backup.collections.blog_posts['1']!;
    post.data = { ...post.data, formerSlugs: ['fast-websites-win'] };
    const kept = planRestore(
      backup,
      state({
        slugRecords: new Map([
          ['why-a-fast-website-wins', '1'],
          ['fast-websites-win', '1'],
        ]),
      }),
    );
    expect(kept.slugs).toEqual({ written: [], unchanged: 2, removed: [] });
    const rebuilt = planRestore(backup, state());
    expect(rebuilt.slugs.written).toEqual(['why-a-fast-website-wins', 'fast-websites-win']);
  });

  it('refuses a slug that a post outside the backup still has, and takes over a stale record', () => {
    const backup = sampleBackup();
    const slugRecords = new Map([['why-a-fast-website-wins', '9']]);
    expect(postsToCheckForSlugs(backup, slugRecords)).toEqual(['9']);

    const taken = planRestore(
      backup,
      state({ slugRecords, otherPostSlugs: new Map([['9', 'why-a-fast-website-wins']]) }),
    );
    expect(taken.conflicts).toEqual([
      'blog_posts/1 has the slug "why-a-fast-website-wins", which blog_posts/9 (not in the backup) has too: ' +
        'change or delete that post first, then restore again.',
    ]);

    const stale = planRestore(
      backup,
      state({ slugRecords, otherPostSlugs: new Map([['9', 'another-slug']]) }),
    );
    expect(stale.conflicts).toEqual([]);
    expect(stale.slugs.written).toEqual(['why-a-fast-website-wins']);
  });

  it('splits the writes into batches Firestore accepts', () => {
    const sizes = inBatches(Array.from({ length: 1201 }, (_, index) => index)).map((batch) => batch.length);
    expect(sizes).toEqual([500, 500, 201]);
    expect(inBatches([])).toEqual([]);
  });
});
