import { getStore, isStoreError, type ListCursor, type StoredDoc } from '../store';
import { readProject } from '../models/project';
import { fromStored } from '../models/read';
import type { Project, ProjectStatus } from '../schemas/project';
import type { SearchQuery } from '../search-words';
import {
  equalities,
  listPage,
  searchListPage,
  publicLimit,
  readAllPages,
  type Page,
  type PageRequest,
} from './paging';

export const PROJECTS = 'projects';

/*
 * Reads of projects. The staff writes are in ./project-writes.ts: this module shares a chunk with the
 * public pages, which must not download them.
 */

export const toProject: (doc: StoredDoc) => Project = fromStored(readProject);

const COMPLETED = { where: [{ field: 'status', value: 'Completed' }] } as const;
const NEWEST_FIRST = { field: 'createdAt', direction: 'desc' } as const;

/**
 * The public portfolio: Completed projects, newest first: the first `count` of them, never more than
 * PUBLIC_LIST_LIMIT (50, also the default), what the rules let the public list at once. For the next
 * page, pass the last project's { value: createdAt, id } as `startAfter`.
 */
export async function listCompletedProjects(
  count?: number,
  page: { startAfter?: ListCursor } = {},
): Promise<Project[]> {
  const store = await getStore();
  const docs = await store.list(PROJECTS, {
    ...COMPLETED,
    orderBy: NEWEST_FIRST,
    limit: publicLimit(count),
    startAfter: page.startAfter,
  });
  return docs.map(toProject);
}

/** Every Completed project, newest first, read 50 at a time (the build's snapshot). */
export async function listAllCompletedProjects(): Promise<Project[]> {
  const store = await getStore();
  const docs = await readAllPages(store, PROJECTS, { ...COMPLETED, orderBy: NEWEST_FIRST });
  return docs.map(toProject);
}

export interface ProjectListFilter {
  status?: ProjectStatus;
  /** Only projects whose title and client hold every word (search-words.ts). */
  search?: SearchQuery;
}

/**
 * One page of projects, whatever their status or the one given, newest first (staff). The status is an
 * equality filter on the stored value: the form stores the canonical names, so a legacy lower-case or
 * 'Planned' record shows under All Projects only.
 *
 * A search reads the projects holding its lookup word (one array-contains query, pageSize + 1 documents,
 * index searchWords CONTAINS + createdAt DESC) and shows those with its other words and the status, as
 * the inquiries' search does (one index on the list field serves every tab).
 */
export async function listProjectsPage(
  { status, search }: ProjectListFilter,
  request: PageRequest,
): Promise<Page<Project>> {
  if (!search) {
    return listPage(
      PROJECTS,
      { ...request, where: equalities({ status }), orderBy: NEWEST_FIRST },
      toProject,
    );
  }
  return searchListPage(
    PROJECTS,
    search,
    { ...request, orderBy: NEWEST_FIRST },
    toProject,
    (project) => status === undefined || project.status === status,
  );
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
