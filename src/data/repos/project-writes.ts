import { fieldValue, getStore, StoreError, type DocData } from '../store';
import { derivedFieldsFor } from '../search-words';
import { activePreviewRevocations } from './previews';
import type { ProjectFields, ProjectInput } from '../schemas/project';
import { countsWrite } from './collection-stats';
import { createWithNextNumericId } from './ids';
import { PROJECTS } from './projects';

/**
 * Staff writes of projects: create, save, restore, delete. Apart from ./projects.ts (the reads) so that
 * the public pages, which share that module's chunk, never download them.
 */

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

/** The history writes (audit entry, revision, trash) load with the first save, never on pages that read. */
const loadHistoryWrites = () => import('./history-writes');

/** Creates a project under the next numeric id, with its first revision and audit entry, and returns the id. */
export async function createProject(input: ProjectInput): Promise<string> {
  const fields = await prepareFields(input);
  const history = await loadHistoryWrites();
  const store = await getStore();
  return createWithNextNumericId(PROJECTS, async (projectId) => {
    const data = {
      ...fields,
      ...derivedFieldsFor(PROJECTS, fields),
      createdAt: fieldValue.serverTimestamp(),
      updatedAt: fieldValue.serverTimestamp(),
    };
    return {
      data,
      alsoWrite: [
        ...countsWrite(PROJECTS, projectId, null, data),
        ...(await history.versionedChangeWrites(store, {
          collection: PROJECTS,
          docId: projectId,
          kind: 'create',
          after: data,
          before: null,
        })),
      ],
    };
  });
}

/**
 * Saves the whole form over an existing project, with the revision and audit entry in the same batch
 * ('not-found' when it has been deleted meanwhile).
 */
export async function updateProject(id: string, input: ProjectInput): Promise<void> {
  await writeProjectUpdate(id, await prepareFields(input));
}

/**
 * An update of a project's stored fields with its revision and audit entry (saves and restores), with the
 * searchWords of its title and client (an older project gets them too).
 */
export async function writeProjectUpdate(id: string, fields: DocData, restoredFrom?: string): Promise<void> {
  const history = await loadHistoryWrites();
  const store = await getStore();
  const current = await store.get(PROJECTS, id);
  if (!current) throw new StoreError('not-found', `No document ${PROJECTS}/${id} to update.`);
  // The words of the resulting title and client (a restored revision has none: they are unversioned).
  const update = {
    ...fields,
    ...derivedFieldsFor(PROJECTS, { ...current.data, ...fields }),
    updatedAt: fieldValue.serverTimestamp(),
  };
  await store.batch([
    { type: 'update', collection: PROJECTS, id, data: update },
    ...countsWrite(PROJECTS, id, current.data, { ...current.data, ...update }),
    ...(await history.versionedChangeWrites(store, {
      collection: PROJECTS,
      docId: id,
      kind: restoredFrom ? 'restore' : 'update',
      after: { ...current.data, ...update },
      before: current,
      restoredFrom,
    })),
  ]);
}

/**
 * Deletes a project, keeping the revision of what it was, the trash record an admin restores it from and
 * the audit entry in the same batch, which also revokes its working preview links; StoreError 'not-found' when there is none (someone else deleted it first).
 */
export async function deleteProject(id: string): Promise<void> {
  const history = await loadHistoryWrites();
  const store = await getStore();
  const current = await store.get(PROJECTS, id);
  if (!current) throw new StoreError('not-found', `No document ${PROJECTS}/${id} to delete.`);
  await store.batch([
    { type: 'delete', collection: PROJECTS, id },
    ...countsWrite(PROJECTS, id, current.data, null),
    ...(await activePreviewRevocations(PROJECTS, id)),
    ...(await history.versionedDeleteWrites(store, PROJECTS, current)),
  ]);
}
