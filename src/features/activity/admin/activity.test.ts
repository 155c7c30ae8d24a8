import { describe, expect, it } from 'vitest';
import { activityFilter, activityParams, ANY_VIEW } from './activity-view';
import { entryChanges, formatChange } from './changes';
import { removedTargets, targetPath } from './targets';

describe('entryChanges', () => {
  it('lists the fields whose value differs, nested maps field by field, in the forms’ order', () => {
    const changes = entryChanges({
      before: { siteName: 'A', contactEmail: 'a@x.in', socialLinks: { linkedin: '', facebook: 'https://f' } },
      after: { siteName: 'B', contactEmail: 'a@x.in', socialLinks: { linkedin: 'https://l', facebook: '' } },
    });
    expect(changes.map(formatChange)).toEqual([
      'Site name: A → B',
      'Facebook: https://f → —',
      'LinkedIn: — → https://l',
    ]);
  });

  it('shows a record created or removed by its fields that hold a value, roles by their label', () => {
    const created = entryChanges({
      before: null,
      after: { email: 'new@x.in', name: 'New Person', username: '', role: 'user', status: 'active' },
    });
    expect(created.map(formatChange)).toEqual([
      'Name: New Person',
      'E-mail: new@x.in',
      'Role: User (read-only)',
      'Status: active',
    ]);
    expect(entryChanges({ before: { role: 'editor' }, after: null }).map(formatChange)).toEqual([
      'Role: Editor',
    ]);
  });

  it('names a share’s link and counts the versions a prune deleted', () => {
    expect(
      entryChanges({ before: null, after: { preview: 'AbCdEfGhIjKlMnOpQrStUv' } }).map(formatChange),
    ).toEqual(['Preview link: AbCdEfGhIjKlMnOpQrStUv']);
    expect(entryChanges({ before: null, after: { pruned: ['r1', 'r2', 'r3'] } }).map(formatChange)).toEqual([
      'Versions deleted: 3',
    ]);
  });

  it('has nothing for entries without before and after, or with no difference', () => {
    expect(entryChanges({ before: null, after: null })).toEqual([]);
    expect(entryChanges({ before: { status: 'New' }, after: { status: 'New' } })).toEqual([]);
  });

  it('names unknown fields by their path and shows other values as text', () => {
    expect(
      entryChanges({ before: { views: 1, at: new Date('2026-11-01T00:00:00Z') }, after: { views: 2 } }).map(
        formatChange,
      ),
    ).toEqual(['at: 2026-11-01T00:00:00.000Z → —', 'views: 1 → 2']);
  });
});

describe('targets', () => {
  const entry = (action: string, collection: string, docId: string) =>
    ({ action, collection, docId }) as Parameters<typeof targetPath>[0];

  it('counts a target as removed when its newest entry here is a deletion', () => {
    const removed = removedTargets([
      entry('post.restore', 'blog_posts', '1'),
      entry('post.delete', 'blog_posts', '1'),
      entry('project.delete', 'projects', '2'),
      entry('project.update', 'projects', '2'),
    ]);
    expect([...removed]).toEqual(['projects/2']);
  });

  it('leads to each subject’s screen, or to Recently deleted / nowhere once removed', () => {
    expect(targetPath(entry('post.update', 'blog_posts', '4'), false)).toBe('/admin/blog-posts/4/edit');
    expect(targetPath(entry('post.delete', 'blog_posts', '4'), true)).toBe('/admin/recently-deleted');
    expect(targetPath(entry('project.create', 'projects', '9'), false)).toBe('/admin/projects/9');
    expect(targetPath(entry('inquiry.status', 'contact_inquiries', '1'), false)).toBe('/admin/inquiries');
    expect(targetPath(entry('inquiry.delete', 'contact_inquiries', '1'), true)).toBeNull();
    expect(targetPath(entry('subscriber.delete', 'subscribers', 'a@x.in'), true)).toBeNull();
    expect(targetPath(entry('invite.create', 'invites', 'a@x.in'), false)).toBe('/admin/users');
    expect(targetPath(entry('staff.delete', 'admins', 'u1'), true)).toBeNull();
    expect(targetPath(entry('settings.update', 'settings', 'site'), false)).toBe('/admin/settings');
  });
});

describe('the view in the address', () => {
  it('turns the chosen days into a range from the first day’s start to the day after the last', () => {
    expect(activityFilter(ANY_VIEW)).toEqual({});
    expect(
      activityFilter({ person: 'u1', action: 'post.update', from: '2026-11-30', to: '2026-12-31' }),
    ).toEqual({
      actor: 'u1',
      action: 'post.update',
      from: new Date(2026, 10, 30),
      to: new Date(2027, 0, 1),
    });
  });

  it('accepts known actions and real days only', () => {
    expect(activityParams.action.accepts('post.update')).toBe(true);
    expect(activityParams.action.accepts('post.publish')).toBe(false);
    expect(activityParams.from.accepts('2026-11-05')).toBe(true);
    expect(activityParams.from.accepts('2026-02-30')).toBe(false);
    expect(activityParams.from.accepts('2026-13-01')).toBe(false);
    expect(activityParams.to.accepts('yesterday')).toBe(false);
  });
});
