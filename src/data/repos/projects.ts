import { fieldValue, getStore, isStoreError, StoreError, type StoredDoc } from '../store';
import { readProject } from '../models/project';
import { fromStored } from '../models/read';
import type { Project, ProjectFields, ProjectInput, ProjectStatus } from '../schemas/project';
import { createWithNextNumericId } from './ids';
import { equalities, listPage, publicLimit, readAllPages, type Page, type PageRequest } from './paging';

export const PROJECTS = 'projects';

export const toProject: (doc: StoredDoc) => Project = fromStored(readProject);

const COMPLETED = { where: [{ field: 'status', value: 'Completed' }] } as const;
const NEWEST_FIRST = { field: 'createdAt', direction: 'desc' } as const;

/**
 * The public portfolio: Completed projects, newest first: the first `count` of them, never more than
 * PUBLIC_LIST_LIMIT (50, also the default), what the rules let the public list at once. For the next
 * page, pass the createdAt of the last project as `startAfter`.
 */
export async function listCompletedProjects(
  count?: number,
  page: { startAfter?: Date } = {},
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

/**
 * One page of projects, whatever their status or the one given, newest first (staff). The status is an
 * equality filter on the stored value: the form stores the canonical names, so a legacy lower-case or
 * 'Planned' record shows under All Projects only.
 */
export async function listProjectsPage(
  filter: { status?: ProjectStatus },
  request: PageRequest,
): Promise<Page<Project>> {
  return listPage(
    PROJECTS,
    { ...request, where: equalities({ ...filter }), orderBy: NEWEST_FIRST },
    toProject,
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

/** The input schema is zod: loaded only by the writes that need it, never by pages that just read. */
const loadInputSchema = () => import('../schemas/project');

/** Rich text is stored sanitized (the same sanitizer renders it); an editor's empty '<p></p>' is stored as ''. */
async function sanitizeRichText(html: string): Promise<string> {
  const { sanitizeHtml } = await import('@/lib/sanitize-html');
  const clean = sanitizeHtml(html);
  const hasContent = /<img\b/i.test(clean) || clean.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '';
  return hasContent ? clean : '';
}

/** Validated, cleaned fields ready to store. */
async function prepareFields(input: ProjectInput): Promise<ProjectFields> {
  const { projectInputSchema, PROJECT_RICH_TEXT_FIELDS } = await loadInputSchema();
  const fields = projectInputSchema.parse(input);
  for (const key of PROJECT_RICH_TEXT_FIELDS) fields[key] = await sanitizeRichText(fields[key]);
  return fields;
}

/** Creates a project under the next numeric id and returns the id. */
export async function createProject(input: ProjectInput): Promise<string> {
  const fields = await prepareFields(input);
  return createWithNextNumericId(PROJECTS, {
    ...fields,
    createdAt: fieldValue.serverTimestamp(),
    updatedAt: fieldValue.serverTimestamp(),
  });
}

/** Saves the whole form over an existing project ('not-found' when it has been deleted meanwhile). */
export async function updateProject(id: string, input: ProjectInput): Promise<void> {
  const fields = await prepareFields(input);
  const store = await getStore();
  await store.update(PROJECTS, id, { ...fields, updatedAt: fieldValue.serverTimestamp() });
}

/** Deletes a project; StoreError 'not-found' when there is none (someone else deleted it first). */
export async function deleteProject(id: string): Promise<void> {
  const store = await getStore();
  if (!(await store.get(PROJECTS, id)))
    throw new StoreError('not-found', `No document ${PROJECTS}/${id} to delete.`);
  await store.remove(PROJECTS, id);
}
