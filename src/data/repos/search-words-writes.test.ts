import { beforeEach, describe, expect, it } from 'vitest';
import { fieldValue, setStore, type DataStore } from '../store';
import { createTestStore } from '@/testing/render';
import type { ProjectInput } from '../schemas/project';
import { setAuditActor } from './audit-actor';
import { createPost, deletePost, updatePost } from './blog-post-writes';
import { listRevisionsPage, listTrashPage, restoreFromTrash, restoreRevision } from './history';
import { createProject, deleteProject, updateProject } from './project-writes';

/** Every write of a post or a project stores the words staff search it by (src/data/search-words.ts). */

let store: DataStore;
beforeEach(() => {
  setAuditActor({ uid: 'demo-admin', name: 'Ada Admin' });
  let tick = 0;
  store = createTestStore({ now: () => new Date(Date.UTC(2026, 10, 25, 9, 0, tick++)) });
  setStore(store);
});

const FIRST_PAGE = { pageSize: 10, after: null };
const wordsOf = async (collection: string, id: string) => (await store.get(collection, id))?.data.searchWords;

const PROJECT = {
  title: 'Dal Lake Ferry Tickets',
  client: 'Shikara Union',
  category: 'Web Design',
  status: 'In Progress',
  date: '2026-11-01',
  image: '/images/projects/placeholder.svg',
  images: [],
  description: 'Tickets online.',
  longDescription: '',
  challenges: '',
  solutions: '',
  results: '',
  duration: '',
  website: '',
  liveSiteUrl: '',
  features: [],
  technologies: [],
} satisfies ProjectInput;

describe('searchWords of posts', () => {
  it('are the title’s, from the create and each save that changes the title; revisions leave them out', async () => {
    const id = await createPost({ title: 'Winter Houseboat Deals', status: 'Draft', content: '<p>Hi</p>' });
    expect(await wordsOf('blog_posts', id)).toEqual(['winter', 'houseboat', 'deals']);
    await updatePost(id, { title: 'Spring houseboat offers' });
    expect(await wordsOf('blog_posts', id)).toEqual(['spring', 'houseboat', 'offers']);
    const revisions = (await listRevisionsPage('blog_posts', id, FIRST_PAGE)).items;
    expect(revisions.map((revision) => revision.content)).not.toContainEqual(
      expect.objectContaining({ searchWords: expect.anything() }),
    );
  });

  it('an older post without them gets them with its next save, whatever it changes', async () => {
    await store.update('blog_posts', '2', { searchWords: fieldValue.delete() });
    const before = await store.get('blog_posts', '2');
    expect(before?.data.searchWords).toBeUndefined();
    await updatePost('2', { excerpt: 'Shorter.' });
    expect(await wordsOf('blog_posts', '2')).toEqual(expect.arrayContaining(['local', 'seo', 'kashmir']));
  });

  it('come back right when a revision (which has none) or the trash brings an older title back', async () => {
    const id = await createPost({ title: 'Gulmarg ski guide', status: 'Draft', content: '<p>Hi</p>' });
    await updatePost(id, { title: 'Pahalgam trek guide' });
    const [, created] = (await listRevisionsPage('blog_posts', id, FIRST_PAGE)).items;
    await restoreRevision('blog_posts', id, created!.id);
    expect(await wordsOf('blog_posts', id)).toEqual(['gulmarg', 'ski', 'guide']);

    await deletePost(id);
    const [item] = (await listTrashPage(FIRST_PAGE)).items;
    await restoreFromTrash(item!);
    expect(await wordsOf('blog_posts', id)).toEqual(['gulmarg', 'ski', 'guide']);
  });
});

describe('searchWords of projects', () => {
  it('are the title’s and the client’s, through create, save, revision restore and the trash', async () => {
    const id = await createProject(PROJECT);
    expect(await wordsOf('projects', id)).toEqual(['dal', 'lake', 'ferry', 'tickets', 'shikara', 'union']);
    await updateProject(id, { ...PROJECT, client: 'Wular Boats' });
    expect(await wordsOf('projects', id)).toEqual(['dal', 'lake', 'ferry', 'tickets', 'wular', 'boats']);
    const [, created] = (await listRevisionsPage('projects', id, FIRST_PAGE)).items;
    await restoreRevision('projects', id, created!.id);
    expect(await wordsOf('projects', id)).toEqual(['dal', 'lake', 'ferry', 'tickets', 'shikara', 'union']);

    await deleteProject(id);
    const [item] = (await listTrashPage(FIRST_PAGE)).items;
    await restoreFromTrash(item!);
    expect(await wordsOf('projects', id)).toEqual(['dal', 'lake', 'ferry', 'tickets', 'shikara', 'union']);
  });
});
