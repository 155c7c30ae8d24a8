import { fieldValue, type DocData, type DocumentWrite } from '../store';
import { auditActor, type AuditActor } from './audit-actor';
import { newDocumentId } from '../store/document-id';
import type { FieldMap } from '../models/field-map';
import type { AuditAction } from '../models/audit-log';
import { AUDIT_HEADS, AUDIT_LOG } from './collections';

/** audit_heads/{id} for a document. */
export function auditHeadId(collection: string, docId: string): string {
  return `${collection}~${docId}`;
}

export interface AuditRecord {
  action: AuditAction;
  collection: string;
  docId: string;
  /** What the change was about, as a person reads it: a title, a subject, an address. */
  summary: string;
  before?: FieldMap | null;
  after?: FieldMap | null;
  /** When the write changes the actor's own name, the name their record has after it. */
  actor?: AuditActor;
}

export interface AuditedWrite {
  /** The entry's id: also the id of the revision a post or project write keeps. */
  entryId: string;
  /** The entry and its head: add them to the batch (or the transaction) of the write they record. */
  operations: DocumentWrite[];
}

/**
 * The audit entry of one staff write and the head that points the rules to it (models/history.ts says
 * how they fit together). The batch that makes the write must include these operations, or the rules
 * refuse it.
 */
export function auditWrites(record: AuditRecord): AuditedWrite {
  const actor = record.actor ?? auditActor();
  const entryId = newDocumentId();
  const entry: DocData = {
    actor: actor.uid,
    actorName: actor.name,
    action: record.action,
    collection: record.collection,
    docId: record.docId,
    summary: record.summary.slice(0, 200),
    at: fieldValue.serverTimestamp(),
    before: record.before ?? null,
    after: record.after ?? null,
  };
  return {
    entryId,
    operations: [
      { type: 'create', collection: AUDIT_LOG, id: entryId, data: entry },
      {
        type: 'set',
        collection: AUDIT_HEADS,
        id: auditHeadId(record.collection, record.docId),
        data: { entry: entryId },
      },
    ],
  };
}
