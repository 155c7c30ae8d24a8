import { getStore, isStoreError, type StoredDoc } from '../store';
import { readProject, type Project } from '../models/project';

export const PROJECTS = 'projects';

export function toProject(doc: StoredDoc): Project {
  return readProject({ ...doc.data, id: doc.id });
}

/** The public portfolio: Completed projects, newest first (the first `count` of them when given). */
export async function listCompletedProjects(count?: number): Promise<Project[]> {
  const store = await getStore();
  const docs = await store.list(PROJECTS, {
    where: [{ field: 'status', value: 'Completed' }],
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: count,
  });
  return docs.map(toProject);
}

export async function listAllProjects(): Promise<Project[]> {
  const store = await getStore();
  const docs = await store.list(PROJECTS, { orderBy: { field: 'createdAt', direction: 'desc' } });
  return docs.map(toProject);
}

export async function getProject(id: string): Promise<Project | null> {
  const store = await getStore();
  const doc = await store.get(PROJECTS, id);
  return doc ? toProject(doc) : null;
}

/** A project as the public may see it: only Completed ones. */
export async function getPublicProject(id: string): Promise<Project | null> {
  try {
    const project = await getProject(id);
    return project?.status === 'Completed' ? project : null;
  } catch (error) {
    if (isStoreError(error, 'permission-denied')) return null;
    throw error;
  }
}
