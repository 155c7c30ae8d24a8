import { describe, expect, it } from 'vitest';
import type { Revision } from '@/data/schemas/history';
import { formatDateTimeToSecond } from '@/lib/dates';
import { changedFields, inSentence, textValue } from './fields';
import { revisionAuthor, revisionSummary } from './summary';

const post = {
  title: 'Fast sites',
  slug: 'fast-sites',
  content: '<p>Body</p>',
  tags: ['seo'],
  status: 'Draft',
};

function revision(overrides: Partial<Revision>): Revision {
  return {
    id: 'r1',
    kind: 'update',
    content: post,
    savedBy: 'uid-1',
    savedByName: 'Saima Mir',
    savedAt: new Date('2026-03-01T10:00:00Z'),
    restoredFrom: null,
    seq: null,
    ...overrides,
  };
}

describe('revision summaries', () => {
  it('names the fields changed against the version before, with the editors’ labels', () => {
    const older = revision({ id: 'r0' });
    const newer = revision({
      content: { ...post, title: 'Faster sites', content: '<p>New body</p>', tags: ['seo', 'speed'] },
    });
    expect(revisionSummary('blog_posts', newer, older)).toBe('Changed title, tags, content');
    expect(revisionSummary('blog_posts', revision({}), older)).toBe('Saved without changes');
    expect(revisionSummary('blog_posts', newer, undefined)).toBe('Edited');
  });

  it('names a schedule, a reschedule and an unschedule as changes of the time it goes public', () => {
    const scheduled = revision({
      content: { ...post, status: 'Published', publishAt: new Date('2026-12-07T03:30:00.000Z') },
    });
    const draft = revision({ id: 'r0' });
    expect(revisionSummary('blog_posts', scheduled, draft)).toBe('Changed status, goes public');
    const moved = revision({
      content: { ...post, status: 'Published', publishAt: new Date('2026-12-08T03:30:00.000Z') },
    });
    expect(revisionSummary('blog_posts', moved, scheduled)).toBe('Changed goes public');
    expect(textValue(new Date('2026-12-07T03:30:00.000Z'))).toBe('7 Dec 2026, 9:00 am IST');
  });

  it('treats a missing field as empty, and labels unknown keys by name', () => {
    expect(changedFields('blog_posts', { title: 'A', excerpt: '' }, { title: 'A' })).toEqual([]);
    expect(changedFields('blog_posts', { title: 'A', tags: [] }, { title: 'A' })).toEqual([]);
    expect(changedFields('projects', { legacy: 1 }, { legacy: 2 }).map((field) => field.label)).toEqual([
      'legacy',
    ]);
    expect(changedFields('projects', { title: 'A' }, { title: 'B' }).map((field) => field.label)).toEqual([
      'Project Title',
    ]);
  });

  it('says what a create, a delete, a baseline and a restore were', () => {
    const source = revision({ id: 'r0', savedAt: new Date('2026-02-01T09:30:00Z') });
    expect(revisionSummary('blog_posts', revision({ kind: 'create' }), undefined)).toBe('Created the post');
    expect(revisionSummary('projects', revision({ kind: 'delete' }), source)).toBe('Deleted the project');
    expect(revisionSummary('blog_posts', revision({ kind: 'baseline' }), undefined)).toBe(
      'The version before history was kept',
    );
    const restore = revision({ kind: 'restore', restoredFrom: 'r0', content: { ...post, title: 'Old' } });
    const find = (id: string) => (id === 'r0' ? source : undefined);
    expect(revisionSummary('blog_posts', restore, revision({ id: 'r5' }), find)).toBe(
      `Restored the version of ${formatDateTimeToSecond(source.savedAt)} · changed title`,
    );
    expect(revisionSummary('blog_posts', restore, undefined)).toBe('Restored an earlier version');
  });

  it('names the author, or says the version predates history', () => {
    expect(revisionAuthor(revision({}))).toBe('Saima Mir');
    expect(revisionAuthor(revision({ kind: 'baseline', savedBy: null, savedByName: '' }))).toBe(
      'Before history was kept',
    );
    expect(revisionAuthor(revision({ savedByName: ' ' }))).toBe('Unknown staff member');
  });

  it('lowercases labels inside a sentence but keeps acronyms', () => {
    expect(inSentence('Project Title')).toBe('project title');
    expect(inSentence('URL slug')).toBe('URL slug');
    expect(inSentence('Live Site URL')).toBe('live site URL');
  });
});
