import { StoreError } from '../store/port';

/**
 * Who is making staff writes in this browser: the signed-in staff member (set by the admin session).
 * firestore.rules check that an entry's actor is request.auth.uid and its actorName the name on their
 * staff record, so this only saves every mutation from passing them along.
 */
export interface AuditActor {
  uid: string;
  name: string;
}

let currentActor: AuditActor | null = null;

export function setAuditActor(actor: AuditActor | null): void {
  currentActor = actor;
}

export function auditActor(): AuditActor {
  if (!currentActor) {
    throw new StoreError('permission-denied', 'No signed-in staff member to record this change as.');
  }
  return currentActor;
}
