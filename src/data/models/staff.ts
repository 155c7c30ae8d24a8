import type { Invite, StaffMember } from '../schemas/staff';
import { readOneOf, readText, readTimestamp, type EntityReader } from './read';
import { STAFF_ROLES, STAFF_STATUSES } from '../constants';
export { STAFF_ROLES, STAFF_STATUSES };

/** A staff record stored without a role is an editor (spec section 6). */
export const STAFF_DEFAULTS = { role: 'editor', status: 'active' } as const;

/** An invite stored without a role grants the read-only back office. */
export const INVITE_DEFAULTS = { role: 'user', status: 'active' } as const;

/** admins/{uid}: the staff directory. */
export const readStaffMember: EntityReader<StaffMember> = (raw, id) => ({
  id,
  email: readText(raw.email),
  name: readText(raw.name),
  username: readText(raw.username),
  role: readOneOf(raw.role, STAFF_ROLES, STAFF_DEFAULTS.role),
  status: readOneOf(raw.status, STAFF_STATUSES, STAFF_DEFAULTS.status),
  createdAt: readTimestamp(raw.createdAt),
  lastLogin: readTimestamp(raw.lastLogin),
});

/** invites/{lowercased e-mail}: staff added without a password; the id is the address when none is stored. */
export const readInvite: EntityReader<Invite> = (raw, id) => ({
  id,
  email: readText(raw.email, id),
  name: readText(raw.name),
  username: readText(raw.username),
  role: readOneOf(raw.role, STAFF_ROLES, INVITE_DEFAULTS.role),
  status: readOneOf(raw.status, STAFF_STATUSES, INVITE_DEFAULTS.status),
  createdAt: readTimestamp(raw.createdAt),
});
