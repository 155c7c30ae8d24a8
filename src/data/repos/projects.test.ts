import { beforeEach, describe, expect, it } from 'vitest';
import { isStoreError, setStore } from '../store';
import { createMemoryStore } from '../store/memory-store';
import { seedCollections } from '../seed';
import { setAuditActor } from './audit-actor';
import { createProject, deleteProject } from './project-writes';
import { getProject } from './projects';

const form = {
  title: 'Harbour app',
  client: 'Dal Lake Boats',
  category: 'Mobile App',
  status: 'Planning',
  date: '2026-04-01',
  image: '/images/projects/placeholder.svg',
  description: 'Bookings on the water.',
  longDescription: '<p></p>',
} as const;

beforeEach(() => {
  setAuditActor({ uid: 'editor-uid', name: 'Test Editor' });
  setStore(createMemoryStore({ seed: seedCollections }));
});

describe('project writes', () => {
  it('creates a project under the next numeric id and returns the id', async () => {
    const id = await createProject(form);
    expect(await getProject(id)).toMatchObject({ id, title: 'Harbour app', longDescription: '' });
  });

  it('deletes a project, and says not-found when it was already gone', async () => {
    const id = await createProject(form);
    await deleteProject(id);
    expect(await getProject(id)).toBeNull();
    const error = await deleteProject(id).catch((caught: unknown) => caught);
    expect(isStoreError(error, 'not-found')).toBe(true);
  });
});
