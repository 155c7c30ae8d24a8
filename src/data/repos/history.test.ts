import { beforeEach, describe, expect, it } from 'vitest';
import { isStoreError, setStore, type DataStore, type DocData } from '../store';
import { createTestStore } from '@/testing/render';
import { BASELINE_REVISION_ID } from '../models/history';
import { readAuditEntry } from '../models/audit-log';
import { setAuditActor } from './audit-actor';
import { createPost, deletePost, updatePost } from './blog-post-writes';
import { getPost } from './blog-posts';
import { listRevisionsPage, listTrashPage, restoreFromTrash, restoreRevision } from './history';
import { createProject, deleteProject, updateProject } from './project-writes';
import { getProject } from './projects';

let store: DataStore;
beforeEach(() => {
  setAuditActor({ uid: 'demo-editor', name: 'Sana Editor' });
  // Every write a second apart, so that versions sort as they were made.
  let tick = 0;
  store = createTestStore({ now: () => new Date(Date.UTC(2026, 10, 25, 9, 0, tick++)) });
  setStore(store);
});

const FIRST_PAGE = { pageSize: 10, after: null };

async function auditLog() {
  const docs = await store.list('audit_log', { orderBy: { field: 'at', direction: 'asc' }, limit: 100 });
  return docs.map((doc) => readAuditEntry(doc.data, doc.id));
}

async function revisionsOf(collection: 'blog_posts' | 'projects', id: string) {
  return (await listRevisionsPage(collection, id, FIRST_PAGE)).items;
}

describe('post revisions', () => {
  it('keeps each save as a revision under its audit entry, with who and when, and the version before the first one', async () => {
    await updatePost('2', { title: 'Local SEO, first edit' });
    await updatePost('2', { title: 'Local SEO, second edit' });
    const revisions = await revisionsOf('blog_posts', '2');
    expect(
      revisions.map((revision) => [revision.kind, revision.content.title, revision.savedByName]),
    ).toEqual([
      ['update', 'Local SEO, second edit', 'Sana Editor'],
      ['update', 'Local SEO, first edit', 'Sana Editor'],
      ['baseline', expect.stringContaining('Local SEO for Kashmir'), ''],
    ]);
    // Views and timestamps are not part of a version.
    expect(revisions[0]?.content).not.toHaveProperty('views');
    expect(revisions[0]?.content).not.toHaveProperty('updatedAt');
    expect(revisions[2]?.id).toBe(BASELINE_REVISION_ID);
    const entries = await auditLog();
    expect(entries.map((entry) => [entry.action, entry.actor, entry.actorName, entry.docId])).toEqual([
      ['post.update', 'demo-editor', 'Sana Editor', '2'],
      ['post.update', 'demo-editor', 'Sana Editor', '2'],
    ]);
    // A revision's id is the id of the audit entry that records the save.
    expect(
      revisions
        .slice(0, 2)
        .map((revision) => revision.id)
        .sort(),
    ).toEqual(entries.map((entry) => entry.id).sort());
    expect((await store.get('audit_heads', 'blog_posts~2'))?.data).toEqual({ entry: revisions[0]?.id });
  });

  it('restores a revision as a new save, address included, recorded as a restore', async () => {
    const original = await getPost('1');
    await updatePost('1', { title: 'Renamed', slug: 'renamed' });
    const [, baseline] = await revisionsOf('blog_posts', '1');
    await restoreRevision('blog_posts', '1', baseline?.id ?? '');
    expect(await getPost('1')).toMatchObject({
      title: original?.title,
      slug: original?.slug,
      formerSlugs: ['renamed'],
      views: original?.views,
    });
    // The address it had meanwhile stays the post's.
    expect((await store.get('slugs', 'renamed'))?.data).toEqual({ postId: '1' });
    const [restore] = await revisionsOf('blog_posts', '1');
    expect(restore).toMatchObject({ kind: 'restore', restoredFrom: BASELINE_REVISION_ID });
    expect((await auditLog()).map((entry) => entry.action)).toEqual(['post.update', 'post.restore']);
  });

  it('says not-found for a revision that does not exist, writing nothing', async () => {
    const error = await restoreRevision('blog_posts', '1', 'nope').catch((caught: unknown) => caught);
    expect(isStoreError(error, 'not-found')).toBe(true);
    expect(await auditLog()).toEqual([]);
  });

  it('keeps a deleted post in the trash, and an admin brings it back with its address, date and views', async () => {
    const id = await createPost({ title: 'Short-lived', status: 'Published' });
    const before = await getPost(id);
    await store.update('blog_posts', id, { views: 7 });
    await deletePost(id);
    expect(await getPost(id)).toBeNull();
    const { items } = await listTrashPage(FIRST_PAGE);
    expect(items).toEqual([
      expect.objectContaining({
        collection: 'blog_posts',
        docId: id,
        title: 'Short-lived',
        views: 7,
        deletedByName: 'Sana Editor',
      }),
    ]);

    // Its id stays reserved: the next post does not take it.
    expect(await createPost({ title: 'Next one' })).toBe(String(Number(id) + 1));

    setAuditActor({ uid: 'demo-admin', name: 'Aamir Admin' });
    await restoreFromTrash(items[0]!);
    expect(await getPost(id)).toMatchObject({
      title: 'Short-lived',
      slug: before?.slug,
      views: 7,
      createdAt: before?.createdAt,
    });
    expect((await store.get('slugs', before?.slug ?? ''))?.data).toEqual({ postId: id });
    expect((await listTrashPage(FIRST_PAGE)).items).toEqual([]);
    expect((await revisionsOf('blog_posts', id)).map((revision) => revision.kind)).toEqual([
      'restore',
      'delete',
      'create',
    ]);
    const actions = (await auditLog()).map((entry) => `${entry.action} by ${entry.actorName}`);
    expect(actions).toEqual([
      'post.create by Sana Editor',
      'post.delete by Sana Editor',
      'post.create by Sana Editor',
      'post.restore by Aamir Admin',
    ]);
  });

  it('gives a restored post a new address when another post took its old one', async () => {
    const id = await createPost({ title: 'Taken later', slug: 'taken-later' });
    await deletePost(id);
    await createPost({ title: 'Usurper', slug: 'taken-later' });
    const [item] = (await listTrashPage(FIRST_PAGE)).items;
    await restoreFromTrash(item!);
    expect((await getPost(id))?.slug).toBe('taken-later-2');
  });

  it('refuses to write without a signed-in staff member to record it under', async () => {
    setAuditActor(null);
    const error = await updatePost('1', { title: 'Nobody' }).catch((caught: unknown) => caught);
    expect(isStoreError(error, 'permission-denied')).toBe(true);
    expect((await getPost('1'))?.title).not.toBe('Nobody');
  });
});

describe('project revisions', () => {
  const input = (title: string) => ({
    title,
    client: 'Dal Lake Houseboats',
    category: 'Web Design',
    status: 'Completed' as const,
    date: '2026-03-01',
    image: '/images/projects/placeholder.svg',
    images: [],
    description: 'Online bookings for a houseboat family business.',
  });

  it('records create, update and delete, and restores from the trash', async () => {
    const id = await createProject(input('Houseboat bookings'));
    await updateProject(id, input('Houseboat bookings v2'));
    await deleteProject(id);
    const [item] = (await listTrashPage(FIRST_PAGE)).items;
    expect(item).toMatchObject({
      collection: 'projects',
      docId: id,
      title: 'Houseboat bookings v2',
      views: 0,
    });
    await restoreFromTrash(item!);
    expect((await getProject(id))?.title).toBe('Houseboat bookings v2');
    expect((await revisionsOf('projects', id)).map((revision) => revision.kind)).toEqual([
      'restore',
      'delete',
      'update',
      'create',
    ]);
    const restored = (await store.get('projects', id))?.data as DocData;
    expect(restored).not.toHaveProperty('views');
  });

  it('refuses to restore over a project that exists again', async () => {
    const id = await createProject(input('Twice'));
    await deleteProject(id);
    const [item] = (await listTrashPage(FIRST_PAGE)).items;
    await store.set('projects', id, { title: 'Squatter', status: 'Planning' });
    const error = await restoreFromTrash(item!).catch((caught: unknown) => caught);
    expect(isStoreError(error, 'already-exists')).toBe(true);
  });
});
