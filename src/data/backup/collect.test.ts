import { describe, expect, it, vi } from 'vitest';
import {
  seedAdmins,
  seedBlogPosts,
  seedCollections,
  seedInquiries,
  seedInvites,
  seedProjects,
} from '../seed';
import { createMemoryStore } from '../store/memory-store';
import { STAFF_QUERY_LIMIT, type DataStore } from '../store';
import { collectBackup } from './collect';
import { decodeFields, dateFromTimestamp, type BackupFields } from './format';
import { validateBackup } from './schema';

const NOW = new Date('2026-11-25T10:00:00.000Z');

const revision = (savedAt: Date) => ({
  kind: 'update',
  content: { title: 'Earlier title', status: 'Draft' },
  savedBy: 'demo-editor',
  savedByName: 'Saima Mir',
  savedAt,
  restoredFrom: null,
});

function storeWithHistory(): DataStore {
  return createMemoryStore({
    seed: {
      ...seedCollections,
      'blog_posts/1/revisions': {
        r1: revision(new Date('2026-11-01T10:00:00.001Z')),
        r2: revision(new Date('2026-11-02T10:00:00.002Z')),
      },
      'projects/2/revisions': { r3: revision(new Date('2026-11-03T10:00:00.003Z')) },
      subscribers: {
        'farooq@example.com': { email: 'farooq@example.com', createdAt: new Date(1_700_000_000_123) },
      },
      // Neither backed up nor read.
      audit_log: { e1: { action: 'post.update' } },
      trash: { 'blog_posts~9': { title: 'Gone' } },
    },
  });
}

/** Fields of the file as the store holds them (timestamps as Dates). */
const asStored = (fields: BackupFields | undefined) =>
  fields && decodeFields(fields, (parts) => dateFromTimestamp({ $timestamp: parts }));

describe('collectBackup (the browser’s backup)', () => {
  it('reads every backed-up document, with revisions, into a valid file', async () => {
    const backup = await collectBackup(storeWithHistory(), { now: NOW, projectId: 'chinar-test' });
    expect(validateBackup(JSON.parse(JSON.stringify(backup)))).toMatchObject({ ok: true });
    expect(backup).toMatchObject({
      format: 'chinar-digital-backup',
      version: 1,
      createdAt: '2026-11-25T10:00:00.000Z',
      projectId: 'chinar-test',
    });
    const { collections } = backup;
    expect(Object.keys(collections.blog_posts).sort()).toEqual(Object.keys(seedBlogPosts).sort());
    expect(Object.keys(collections.projects).sort()).toEqual(Object.keys(seedProjects).sort());
    expect(Object.keys(collections.contact_inquiries).sort()).toEqual(Object.keys(seedInquiries).sort());
    expect(Object.keys(collections.admins).sort()).toEqual(Object.keys(seedAdmins).sort());
    expect(Object.keys(collections.invites)).toEqual(Object.keys(seedInvites));
    expect(Object.keys(collections.settings)).toEqual(['site']);
    expect(Object.keys(collections.blog_posts['1']!.revisions)).toEqual(['r1', 'r2']);
    expect(Object.keys(collections.projects['2']!.revisions)).toEqual(['r3']);
    expect(collections.blog_posts['3']!.revisions).toEqual({});
    expect(Object.keys(collections)).not.toContain('audit_log');

    // The stored documents come back from the file exactly, Dates included.
    expect(asStored(collections.blog_posts['1']!.data)).toEqual(seedBlogPosts['1']);
    expect(asStored(collections.blog_posts['1']!.revisions.r2)).toEqual(
      revision(new Date('2026-11-02T10:00:00.002Z')),
    );
    expect(collections.subscribers['farooq@example.com']!.createdAt).toEqual({
      $timestamp: { seconds: 1_700_000_000, nanoseconds: 123_000_000 },
    });
  });

  it('costs one query per collection and one per post and project, each within the rules’ limit', async () => {
    const store = storeWithHistory();
    const list = vi.spyOn(store, 'list');
    const get = vi.spyOn(store, 'get');
    const progress = vi.fn();
    await collectBackup(store, { now: NOW, onProgress: progress });
    const posts = Object.keys(seedBlogPosts).length;
    const projects = Object.keys(seedProjects).length;
    // posts, projects, inquiries, subscribers, admins, invites + the revisions of each post and project.
    expect(list).toHaveBeenCalledTimes(6 + posts + projects);
    expect(list.mock.calls.every(([, options]) => options!.limit! <= STAFF_QUERY_LIMIT)).toBe(true);
    expect(get).toHaveBeenCalledExactlyOnceWith('settings', 'site');
    expect(progress).toHaveBeenLastCalledWith({ collection: 'invites', documents: expect.any(Number) });
  });

  it('pages through a collection longer than one query, keeping what the first query found', async () => {
    const createdAt = (day: number) => new Date(Date.UTC(2026, 0, day));
    const store = createMemoryStore({
      seed: {
        contact_inquiries: {
          legacy: { name: 'Old, no timestamp' },
          a: { name: 'A', createdAt: createdAt(1) },
          b: { name: 'B', createdAt: createdAt(2) },
          c: { name: 'C', createdAt: createdAt(3) },
          d: { name: 'D', createdAt: createdAt(4) },
        },
      },
    });
    const list = vi.spyOn(store, 'list');
    const backup = await collectBackup(store, { now: NOW, pageSize: 2 });
    expect(Object.keys(backup.collections.contact_inquiries)).toEqual(['a', 'b', 'c', 'd', 'legacy']);
    const inquiryQueries = list.mock.calls
      .filter(([path]) => path === 'contact_inquiries')
      .map(([, options]) => options);
    expect(inquiryQueries).toEqual([
      { limit: 2 },
      { orderBy: { field: 'createdAt' }, limit: 2, startAfter: undefined },
      { orderBy: { field: 'createdAt' }, limit: 2, startAfter: createdAt(2) },
      { orderBy: { field: 'createdAt' }, limit: 2, startAfter: createdAt(4) },
    ]);
  });

  it('fails when the store does', async () => {
    const store = createMemoryStore({
      seed: seedCollections,
      failWhen: (_op, collection) => collection === 'admins',
    });
    await expect(collectBackup(store)).rejects.toMatchObject({ code: 'unavailable' });
  });
});
