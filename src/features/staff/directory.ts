import type { Invite, StaffMember, StaffRole } from '@/data/schemas/staff';

/**
 * One row of the staff directory: a staff record (admins/{uid}) or a pending invite
 * (invites/{lowercased e-mail}, no sign-in account yet). `id` is the uid or the invite's e-mail.
 */
export interface DirectoryEntry {
  kind: 'member' | 'invite';
  id: string;
  email: string;
  name: string;
  username: string;
  role: StaffRole;
  status: 'active' | 'inactive';
  lastLogin: Date | null;
}

export interface StaffDirectory {
  entries: DirectoryEntry[];
  /** How many staff records (admins documents) there are; invites not counted. */
  memberCount: number;
  inviteCount: number;
}

function byName(a: DirectoryEntry, b: DirectoryEntry): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.email.localeCompare(b.email);
}

/** Staff records by name, then pending invites by name. */
export function buildDirectory(members: readonly StaffMember[], invites: readonly Invite[]): StaffDirectory {
  const memberEntries: DirectoryEntry[] = members.map((member) => ({
    kind: 'member',
    id: member.id,
    email: member.email,
    name: member.name,
    username: member.username,
    role: member.role,
    status: member.status,
    lastLogin: member.lastLogin,
  }));
  const inviteEntries: DirectoryEntry[] = invites.map((invite) => ({
    kind: 'invite',
    id: invite.id,
    email: invite.email,
    name: invite.name,
    username: invite.username,
    role: invite.role,
    status: invite.status,
    lastLogin: null,
  }));
  return {
    entries: [...memberEntries.sort(byName), ...inviteEntries.sort(byName)],
    memberCount: members.length,
    inviteCount: invites.length,
  };
}

export type RoleFilter = StaffRole | 'all';

export interface StaffFilter {
  role: RoleFilter;
  search: string;
}

/** The role filter and a case-insensitive search over name, username and e-mail. */
export function filterStaff(entries: readonly DirectoryEntry[], filter: StaffFilter): DirectoryEntry[] {
  const needle = filter.search.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (filter.role === 'all' || entry.role === filter.role) &&
      (!needle ||
        [entry.name, entry.username, entry.email].some((text) => text.toLowerCase().includes(needle))),
  );
}

/** Whether this address is already in the directory, as a staff record or an invite. */
export function isEmailInDirectory(entries: readonly DirectoryEntry[], email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return entries.some((entry) => entry.email.toLowerCase() === wanted);
}

const isActiveAdmin = (entry: DirectoryEntry) => entry.role === 'admin' && entry.status === 'active';

/**
 * True when this entry is the only active admin with a sign-in account: demoting, deactivating or
 * deleting it would leave nobody able to manage staff. An invited admin cannot sign in yet, so does not count.
 */
export function isLastActiveAdmin(entries: readonly DirectoryEntry[], entry: DirectoryEntry): boolean {
  if (entry.kind !== 'member' || !isActiveAdmin(entry)) return false;
  return !entries.some((other) => other.kind === 'member' && other.id !== entry.id && isActiveAdmin(other));
}

export const lockMessages = {
  self: "You can't change your own role or status.",
  selfDelete: "You can't delete your own account.",
  lastAdmin: 'At least one active admin is required.',
};

export interface EntryLocks {
  /** Why role and status may not change (empty when they may). */
  roleAndStatus: string[];
  /** Why the entry may not be deleted, or null when it may. */
  deletion: string | null;
}

/** What the signed-in admin may not do to an entry (the security rules refuse the same). */
export function locksFor(
  entries: readonly DirectoryEntry[],
  entry: DirectoryEntry,
  currentUid: string,
): EntryLocks {
  const self = entry.kind === 'member' && entry.id === currentUid;
  const lastAdmin = isLastActiveAdmin(entries, entry);
  return {
    roleAndStatus: [self ? lockMessages.self : null, lastAdmin ? lockMessages.lastAdmin : null].filter(
      (reason): reason is string => reason !== null,
    ),
    deletion: self ? lockMessages.selfDelete : lastAdmin ? lockMessages.lastAdmin : null,
  };
}

const lastLoginFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function formatLastLogin(lastLogin: Date | null): string {
  return lastLogin ? lastLoginFormat.format(lastLogin) : 'Never';
}

export function staffRecordCount(count: number): string {
  return `${count} staff ${count === 1 ? 'record' : 'records'}`;
}

export function pendingInviteCount(count: number): string {
  return `${count} pending ${count === 1 ? 'invite' : 'invites'}`;
}

/** Short role names for the table and the role filter (the form's select says more: access.ts ROLE_LABELS). */
export const ROLE_NAMES: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor', user: 'User' };
