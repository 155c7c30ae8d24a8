/**
 * The audit log: one entry per staff write, and the head through which firestore.rules find a write's
 * entry (./history.ts says how they fit with revisions and trash). Apart from ./history.ts so that the
 * screens that only save (the editors) do not download the Activity screen's labels.
 */
import type { AuditEntry } from '../schemas/history';
import { readFieldMap } from './field-map';
import { readOneOf, readText, readTimestamp, type RawDoc } from './read';
import { AUDIT_ACTIONS } from '../constants';
export { AUDIT_ACTIONS };
import type { AuditAction } from '../constants';
export type { AuditAction };

/** How the Activity screen, the dashboard and the CSV name each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'post.create': 'Created post',
  'post.update': 'Edited post',
  'post.delete': 'Deleted post',
  'post.restore': 'Restored post',
  'post.prune': 'Pruned post history',
  'post.share': 'Shared a post preview',
  'post.unshare': 'Revoked a post preview',
  'project.create': 'Created project',
  'project.update': 'Edited project',
  'project.delete': 'Deleted project',
  'project.restore': 'Restored project',
  'project.prune': 'Pruned project history',
  'project.share': 'Shared a project preview',
  'project.unshare': 'Revoked a project preview',
  'inquiry.status': 'Changed inquiry status',
  'inquiry.delete': 'Deleted inquiry',
  'subscriber.delete': 'Removed subscriber',
  'staff.create': 'Added staff member',
  'staff.update': 'Changed staff member',
  'staff.delete': 'Removed staff member',
  'staff.join': 'Joined from invite',
  'invite.create': 'Invited staff member',
  'invite.update': 'Changed invite',
  'invite.delete': 'Withdrew invite',
  'settings.update': 'Changed site settings',
};

export function readAuditEntry(raw: RawDoc, id: string): AuditEntry {
  return {
    id,
    actor: readText(raw.actor),
    actorName: readText(raw.actorName),
    action: readOneOf(raw.action, AUDIT_ACTIONS, 'post.update'),
    collection: readText(raw.collection),
    docId: readText(raw.docId),
    summary: readText(raw.summary),
    at: readTimestamp(raw.at),
    before: readFieldMap(raw.before),
    after: readFieldMap(raw.after),
  };
}
