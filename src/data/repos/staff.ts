import {
  fieldValue,
  getStore,
  isStoreError,
  STAFF_QUERY_LIMIT,
  StoreError,
  type DocData,
  type StoredDoc,
  type WriteOperation,
} from '../store';
import type { FieldMap } from '../models/history';
import { fieldsWithout } from '../models/field-map';
import { auditActor } from './audit-actor';

/** The audit entry's writer loads with the first write, never with the sign-in check that reads records. */
const loadAudit = () => import('./audit');
import { fromStored } from '../models/read';
import {
  readInquiryEmailSettings,
  readInvite,
  readStaffMember,
  STAFF_UNAUDITED_FIELDS,
} from '../models/staff';
import type {
  InquiryEmailChoice,
  InquiryEmailSettings,
  Invite,
  StaffMember,
  StaffRole,
  StaffStatus,
} from '../schemas/staff';

/** The staff directory: admins/{uid}; staff added without a password wait in invites/{lowercased e-mail}. */
export const STAFF = 'admins';
export const INVITES = 'invites';

export const toStaffMember: (doc: StoredDoc) => StaffMember = fromStored(readStaffMember);
export const toInvite: (doc: StoredDoc) => Invite = fromStored(readInvite);

export interface StaffDetails {
  email: string;
  name: string;
  username: string;
  role: StaffRole;
  status: StaffStatus;
}

export async function getStaffMember(uid: string): Promise<StaffMember | null> {
  const store = await getStore();
  const doc = await store.get(STAFF, uid);
  return doc ? toStaffMember(doc) : null;
}

/**
 * Every staff record, in one request capped at STAFF_QUERY_LIMIT (the rules refuse a staff list without a
 * limit). Not paged: only admins can write admins/ and invites/, so nobody outside can flood them, and the
 * users screen needs the whole directory (who is the last active admin, which addresses are taken).
 */
export async function listStaff(): Promise<StaffMember[]> {
  const store = await getStore();
  return (await store.list(STAFF, { limit: STAFF_QUERY_LIMIT })).map(toStaffMember);
}

/** Every pending invite, as listStaff reads the staff records. */
export async function listInvites(): Promise<Invite[]> {
  const store = await getStore();
  return (await store.list(INVITES, { limit: STAFF_QUERY_LIMIT })).map(toInvite);
}

/** The invite for this address, or null when there is none (or this account may not read it). */
export async function findInvite(email: string): Promise<Invite | null> {
  const store = await getStore();
  try {
    const doc = await store.get(INVITES, email.trim().toLowerCase());
    return doc ? toInvite(doc) : null;
  } catch (error) {
    if (isStoreError(error, 'permission-denied')) return null;
    throw error;
  }
}

function newRecord(details: StaffDetails) {
  return {
    email: details.email.trim().toLowerCase(),
    name: details.name.trim(),
    username: details.username.trim(),
    role: details.role,
    status: details.status,
    createdAt: fieldValue.serverTimestamp(),
  };
}

/** A record's fields as the audit log keeps them: all but its stamps (STAFF_UNAUDITED_FIELDS). */
function recordFields(data: DocData): FieldMap {
  return fieldsWithout(data, STAFF_UNAUDITED_FIELDS);
}

async function requireRecord(collection: string, id: string): Promise<StoredDoc> {
  const store = await getStore();
  const current = await store.get(collection, id);
  if (!current) throw new StoreError('not-found', `No document ${collection}/${id}.`);
  return current;
}

/**
 * admins/{uid} for an account that exists in Auth (created with a password, or bootstrapped), with its
 * audit entry. Returns the id (uid).
 */
export async function createStaffMember(uid: string, details: StaffDetails): Promise<string> {
  const store = await getStore();
  const record = { ...newRecord(details), lastLogin: null };
  const { auditWrites } = await loadAudit();
  const { operations } = auditWrites({
    action: 'staff.create',
    collection: STAFF,
    docId: uid,
    summary: record.email,
    after: recordFields(record),
  });
  await store.batch([{ type: 'create', collection: STAFF, id: uid, data: record }, ...operations]);
  return uid;
}

/**
 * Staff added without a password: an invite that the person's first e-mail-link sign-in claims, with its
 * audit entry. Returns its id (the lowercased address).
 */
export async function createInvite(details: StaffDetails): Promise<string> {
  const store = await getStore();
  const record = newRecord(details);
  const { auditWrites } = await loadAudit();
  const { operations } = auditWrites({
    action: 'invite.create',
    collection: INVITES,
    docId: record.email,
    summary: record.email,
    after: recordFields(record),
  });
  await store.batch([{ type: 'create', collection: INVITES, id: record.email, data: record }, ...operations]);
  return record.email;
}

export type StaffChanges = Partial<
  Pick<StaffDetails, 'name' | 'username' | 'role' | 'status'> & { inquiryEmails: InquiryEmailChoice }
>;

/** An update of a record and its audit entry, with the fields before and after. */
async function updateRecord(
  collection: typeof STAFF | typeof INVITES,
  id: string,
  changes: StaffChanges,
): Promise<void> {
  const current = await requireRecord(collection, id);
  const store = await getStore();
  const after = { ...current.data, ...changes };
  const actor = auditActor();
  // Someone renaming themselves is named in the log as their record will read after the write.
  const renamedSelf = collection === STAFF && id === actor.uid && changes.name !== undefined;
  const { auditWrites } = await loadAudit();
  const { operations } = auditWrites({
    action: collection === STAFF ? 'staff.update' : 'invite.update',
    collection,
    docId: id,
    summary: String(current.data.email ?? id),
    before: recordFields(current.data),
    after: recordFields(after),
    actor: renamedSelf ? { uid: actor.uid, name: changes.name ?? actor.name } : actor,
  });
  await store.batch([{ type: 'update', collection, id, data: { ...changes } }, ...operations]);
}

export async function updateStaffMember(uid: string, changes: StaffChanges): Promise<void> {
  await updateRecord(STAFF, uid, changes);
}

export async function updateInvite(email: string, changes: StaffChanges): Promise<void> {
  await updateRecord(INVITES, email, changes);
}

/** The deletion of an invite and its audit entry. */
async function inviteDeleteWrites(invite: StoredDoc): Promise<WriteOperation[]> {
  const { auditWrites } = await loadAudit();
  const { operations } = auditWrites({
    action: 'invite.delete',
    collection: INVITES,
    docId: invite.id,
    summary: invite.id,
    before: recordFields(invite.data),
  });
  return [{ type: 'delete', collection: INVITES, id: invite.id }, ...operations];
}

/**
 * Deletes a staff member and any invite left for their address, in one batch, each with its audit entry
 * (the record's fields before). Reads the record and the invite (2).
 */
export async function deleteStaffMember(member: Pick<StaffMember, 'id' | 'email'>): Promise<void> {
  const current = await requireRecord(STAFF, member.id);
  const store = await getStore();
  const invite = member.email ? await store.get(INVITES, member.email.toLowerCase()) : null;
  const { auditWrites } = await loadAudit();
  const { operations } = auditWrites({
    action: 'staff.delete',
    collection: STAFF,
    docId: member.id,
    summary: String(current.data.email ?? member.email),
    before: recordFields(current.data),
  });
  await store.batch([
    { type: 'delete', collection: STAFF, id: member.id },
    ...operations,
    ...(invite ? await inviteDeleteWrites(invite) : []),
  ]);
}

export async function deleteInvite(email: string): Promise<void> {
  const current = await requireRecord(INVITES, email);
  const store = await getStore();
  await store.batch(await inviteDeleteWrites(current));
}

/**
 * The invitee's first sign-in: their staff record is created from the invite and the invite is used up,
 * in one batch with the audit entry (the rules refuse a claim that leaves the invite behind). The record
 * copies the invite's name, username, role and status as stored (the rules refuse any other), so the
 * invitee is the actor under the name the admin gave.
 */
export async function claimInvite(uid: string, invite: Invite): Promise<void> {
  const store = await getStore();
  const record = {
    email: invite.email.toLowerCase(),
    name: invite.name,
    username: invite.username,
    role: invite.role,
    status: invite.status,
    createdAt: fieldValue.serverTimestamp(),
    lastLogin: fieldValue.serverTimestamp(),
  };
  const { auditWrites } = await loadAudit();
  const { operations } = auditWrites({
    action: 'staff.join',
    collection: STAFF,
    docId: uid,
    summary: record.email,
    after: recordFields(record),
    actor: { uid, name: invite.name },
  });
  await store.batch([
    { type: 'set', collection: STAFF, id: uid, data: record },
    { type: 'delete', collection: INVITES, id: record.email },
    ...operations,
  ]);
}

/** Stamps the person's own last sign-in. Not in the audit log: it is no change to the site or its staff. */
export async function recordLastLogin(uid: string): Promise<void> {
  const store = await getStore();
  await store.update(STAFF, uid, { lastLogin: fieldValue.serverTimestamp() });
}

/** The member's own e-mail settings (their choice, their last test request and its answer), or null. */
export async function getInquiryEmailSettings(uid: string): Promise<InquiryEmailSettings | null> {
  const store = await getStore();
  const doc = await store.get(STAFF, uid);
  return doc ? readInquiryEmailSettings(doc.data, doc.id) : null;
}

/**
 * The person's own choice of inquiry e-mails. Not in the audit log, like lastLogin: it is their own
 * preference, no change to the site or its staff (the rules let active staff write only this field and the
 * test request on their own record; an admin changing someone else's goes through updateStaffMember).
 */
export async function setOwnInquiryEmails(uid: string, choice: InquiryEmailChoice): Promise<void> {
  const store = await getStore();
  await store.update(STAFF, uid, { inquiryEmails: choice });
}

/**
 * Asks the Cloud Function (onStaffTestEmailRequested) for a test e-mail to the person's own address: it
 * answers in `testEmail`, naming this request's time in `requestedAt`.
 */
export async function requestTestEmail(uid: string): Promise<void> {
  const store = await getStore();
  await store.update(STAFF, uid, { testEmailRequestedAt: fieldValue.serverTimestamp() });
}
