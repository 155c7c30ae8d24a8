import { z } from '@/lib/zod';
import { REVISION_KINDS, VERSIONED_COLLECTIONS } from '../constants';
import { AUDIT_ACTIONS } from '../constants';
import { storedTimestamp } from './common';

/** A before/after or revision content map as the app reads it. */
const fieldMap = () => z.record(z.string(), z.unknown());

/** audit_log/{entryId}: one staff write (models/history.ts readAuditEntry). */
export const auditEntrySchema = () =>
  z.object({
    id: z.string().min(1),
    actor: z.string(),
    actorName: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    collection: z.string(),
    docId: z.string(),
    summary: z.string(),
    at: storedTimestamp(),
    before: fieldMap().nullable(),
    after: fieldMap().nullable(),
  });

export type AuditEntry = z.infer<ReturnType<typeof auditEntrySchema>>;

/** {blog_posts|projects}/{id}/revisions/{entryId}: one version of a post or a project (readRevision). */
export const revisionSchema = () =>
  z.object({
    id: z.string().min(1),
    kind: z.enum(REVISION_KINDS),
    content: fieldMap(),
    savedBy: z.string().nullable(),
    savedByName: z.string(),
    savedAt: storedTimestamp(),
    restoredFrom: z.string().nullable(),
    /** Its number among the document's revisions (1, 2, ...); null for those written before numbering. */
    seq: z.number().int().positive().nullable(),
  });

export type Revision = z.infer<ReturnType<typeof revisionSchema>>;

/** trash/{collection}~{docId}: a deleted post or project (readTrashItem). */
export const trashItemSchema = () =>
  z.object({
    id: z.string().min(1),
    collection: z.enum(VERSIONED_COLLECTIONS),
    docId: z.string(),
    title: z.string(),
    revisionId: z.string(),
    createdAt: storedTimestamp(),
    views: z.number().int().nonnegative(),
    deletedBy: z.string(),
    deletedByName: z.string(),
    deletedAt: storedTimestamp(),
  });

export type TrashItem = z.infer<ReturnType<typeof trashItemSchema>>;
