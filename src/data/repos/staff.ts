import {
  fieldValue,
  getStore,
  isStoreError,
  STAFF_QUERY_LIMIT,
  type StoredDoc,
  type WriteOperation,
} from '../store';
import { fromStored } from '../models/read';
import { readInvite, readStaffMember } from '../models/staff';
import type { Invite, StaffMember, StaffRole, StaffStatus } from '../schemas/staff';

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

/** admins/{uid} for an account that exists in Auth (created with a password, or bootstrapped). Returns the id (uid). */
export async function createStaffMember(uid: string, details: StaffDetails): Promise<string> {
  const store = await getStore();
  await store.create(STAFF, uid, { ...newRecord(details), lastLogin: null });
  return uid;
}

/**
 * Staff added without a password: an invite that the person's first e-mail-link sign-in claims. Returns
 * its id (the lowercased address).
 */
export async function createInvite(details: StaffDetails): Promise<string> {
  const store = await getStore();
  const record = newRecord(details);
  await store.create(INVITES, record.email, record);
  return record.email;
}

export type StaffChanges = Partial<Pick<StaffDetails, 'name' | 'username' | 'role' | 'status'>>;

export async function updateStaffMember(uid: string, changes: StaffChanges): Promise<void> {
  const store = await getStore();
  await store.update(STAFF, uid, { ...changes });
}

export async function updateInvite(email: string, changes: StaffChanges): Promise<void> {
  const store = await getStore();
  await store.update(INVITES, email, { ...changes });
}

/** Deletes a staff member and any invite left for their address, in one batch. */
export async function deleteStaffMember(member: Pick<StaffMember, 'id' | 'email'>): Promise<void> {
  const store = await getStore();
  const operations: WriteOperation[] = [{ type: 'delete', collection: STAFF, id: member.id }];
  if (member.email) operations.push({ type: 'delete', collection: INVITES, id: member.email.toLowerCase() });
  await store.batch(operations);
}

export async function deleteInvite(email: string): Promise<void> {
  const store = await getStore();
  await store.remove(INVITES, email);
}

/**
 * The invitee's first sign-in: their staff record is created from the invite and the invite is used up,
 * in one batch (the rules refuse a claim that leaves the invite behind).
 */
export async function claimInvite(uid: string, invite: Invite): Promise<void> {
  const store = await getStore();
  await store.batch([
    {
      type: 'set',
      collection: STAFF,
      id: uid,
      data: {
        email: invite.email.toLowerCase(),
        name: invite.name,
        username: invite.username,
        role: invite.role,
        status: invite.status,
        createdAt: fieldValue.serverTimestamp(),
        lastLogin: fieldValue.serverTimestamp(),
      },
    },
    { type: 'delete', collection: INVITES, id: invite.email.toLowerCase() },
  ]);
}

export async function recordLastLogin(uid: string): Promise<void> {
  const store = await getStore();
  await store.update(STAFF, uid, { lastLogin: fieldValue.serverTimestamp() });
}
