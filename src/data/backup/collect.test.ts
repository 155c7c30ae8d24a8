import { describe, expect, it, vi } from 'vitest';
import {
  seedAdmins,
  seedBlogPosts,
  seedCollections,
  seedInquiries,
  seedInvites,
  seedProjects,
} from '../seed';
import { scaleCollections } from '../seed/scale';
import { createMemoryStore } from '../store/memory-store';
import type { DataStore, DocData } from '../store';
import { createCountingStore } from '@/testing/counting-store';
import { collectBackup } from './collect';
import { countDocuments, decodeFields, dateFromTimestamp, type BackupFields } from './format';
import { validateBackup } from './schema';

const NOW = new Date('2026-11-25T10:00:00.000Z');
/** What the scale seed's backup holds: see the README's "Backup and restore". */
const SCALE_BACKUP_DOCUMENTS = 5_525;

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
    expect(asStored(collections.blog_posts['1']!.data)).toEqual(seedCollections.blog_posts?.['1']);
    expect(asStored(collections.blog_posts['1']!.revisions.r2)).toEqual(
      revision(new Date('2026-11-02T10:00:00.002Z')),
    );
    expect(collections.subscribers['farooq@example.com']!.createdAt).toEqual({
      $timestamp: { seconds: 1_700_000_000, nanoseconds: 123_000_000 },
    });
  });

  it('reads each collection with one query (one group query for all revisions), never one per post', async () => {
    const counting = createCountingStore(storeWithHistory());
    const progress = vi.fn();
    await collectBackup(counting.store, { now: NOW, onProgress: progress });
    expect(counting.log().map((entry) => `${entry.operation} ${entry.collection}`)).toEqual([
      'listGroup revisions',
      'list blog_posts',
      'list projects',
      'get settings',
      'list contact_inquiries',
      'list subscribers',
      'list admins',
      'list invites',
    ]);
    expect(progress).toHaveBeenLastCalledWith({ collection: 'invites', documents: expect.any(Number) });
  });

  it('pages through collections larger than one page, reading every document exactly once', async () => {
    const createdAt = (n: number) => new Date(Date.UTC(2026, 0, 1) + n);
    const many = (count: number, make: (n: number) => DocData) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, n) => [`d${String(n).padStart(3, '0')}`, make(n)]),
      );
    // 23 posts (all in one millisecond, so no order field could tell them apart), 7 of them with
    // revisions, an inquiry without a createdAt among 11, and 5 subscribers: a page of 5 splits them all.
    const posts = many(23, (n) => ({ title: `Post ${n}`, createdAt: createdAt(0) }));
    const revisionsOf = Object.fromEntries(
      Object.keys(posts)
        .slice(0, 7)
        .map((id, index) => [`blog_posts/${id}/revisions`, many(index + 1, (n) => revision(createdAt(n)))]),
    );
    const recorded: string[] = [];
    const inner = createMemoryStore({
      seed: {
        blog_posts: posts,
        ...revisionsOf,
        contact_inquiries: {
          ...many(10, (n) => ({ name: `N${n}`, createdAt: createdAt(n) })),
          legacy: { name: 'Old' },
        },
        subscribers: many(5, (n) => ({ email: `s${n}@example.com`, createdAt: createdAt(n) })),
      },
    });
    const counting = createCountingStore({
      ...inner,
      async list(collection, options) {
        const docs = await inner.list(collection, options);
        recorded.push(...docs.map((doc) => `${collection}/${doc.id}`));
        return docs;
      },
      async listGroup(collectionId, options) {
        const docs = await inner.listGroup(collectionId, options);
        recorded.push(...docs.map((doc) => `${doc.parent}/${doc.id}`));
        return docs;
      },
    });
    const backup = await collectBackup(counting.store, { now: NOW, pageSize: 5 });

    const expected = [
      ...Object.keys(posts).map((id) => `blog_posts/${id}`),
      ...Object.entries(revisionsOf).flatMap(([path, docs]) =>
        Object.keys(docs).map((id) => `${path}/${id}`),
      ),
      ...Object.keys(backup.collections.contact_inquiries).map((id) => `contact_inquiries/${id}`),
      ...Object.keys(backup.collections.subscribers).map((id) => `subscribers/${id}`),
    ];
    expect(recorded.sort()).toEqual(expected.sort());
    expect(new Set(recorded).size).toBe(recorded.length);
    expect(Object.keys(backup.collections.blog_posts)).toEqual(Object.keys(posts));
    expect(Object.keys(backup.collections.blog_posts.d006!.revisions)).toHaveLength(7);
    expect(Object.keys(backup.collections.contact_inquiries)).toHaveLength(11);
    expect(backup.collections.contact_inquiries.legacy).toBeDefined();
    // 23 + 28 revisions + 11 + 5 documents; + 1 settings get; + 1 each for projects, admins and invites
    // (empty) and for subscribers (5 fill the page, so a sixth query finds the end).
    expect(recorded).toHaveLength(67);
    expect(counting.reads()).toBe(67 + 1 + 3 + 1);
    expect(counting.log().every((entry) => entry.reads <= 5)).toBe(true);
  });

  it('backs up the scale seed (seed + 5,000 posts and 500 projects) with one read per document', async () => {
    const collections: Record<string, Record<string, DocData>> = { ...seedCollections };
    for (const [name, docs] of Object.entries(scaleCollections())) {
      collections[name] = { ...collections[name], ...docs };
    }
    const counting = createCountingStore(createMemoryStore({ seed: collections }));
    const backup = await collectBackup(counting.store, { now: NOW });
    const { documents, revisions } = countDocuments(backup);
    // The figure the README gives ("Backup and restore"): one read per document, and one each for the
    // queries that find nothing (the revisions group: the seed keeps none; subscribers: it has none).
    expect({ documents, revisions, reads: counting.reads() }).toEqual({
      documents: SCALE_BACKUP_DOCUMENTS,
      revisions: 0,
      reads: SCALE_BACKUP_DOCUMENTS + 2,
    });
  });

  it('fails when the store does', async () => {
    const store = createMemoryStore({
      seed: seedCollections,
      failWhen: (_op, collection) => collection === 'admins',
    });
    await expect(collectBackup(store)).rejects.toMatchObject({ code: 'unavailable' });
  });
});
