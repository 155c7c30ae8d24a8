import { STAFF_ROLES } from '@/data/constants';
import type { StaffMember } from '@/data/schemas/staff';
import type { AuthUser } from './types';

/**
 * The last staff check that let this browser's account in, so a returning staff member's screen renders at
 * once while the session checks again in the background (Firebase restoring the account, then the staff
 * record). It grants nothing: the security rules decide every read and write, and a check that now refuses
 * signs the account out as before. Sign-out and any refusal forget it.
 */
export interface StaffGrant {
  user: AuthUser;
  staff: StaffMember;
}

const GRANT_KEY = 'chinar-digital:staff-grant';

type StoredStaff = Omit<StaffMember, 'createdAt' | 'lastLogin'> & {
  createdAt: number | null;
  lastLogin: number | null;
};

const isText = (value: unknown): value is string => typeof value === 'string';
const isTime = (value: unknown): value is number | null => value === null || Number.isFinite(value);
const toTime = (date: Date | null) => (date ? date.getTime() : null);
const toDate = (time: number | null) => (time === null ? null : new Date(time));

function isStoredGrant(value: unknown): value is { user: AuthUser; staff: StoredStaff } {
  if (typeof value !== 'object' || value === null) return false;
  const { user, staff } = value as {
    user?: Partial<AuthUser>;
    staff?: Partial<Record<keyof StoredStaff, unknown>>;
  };
  return (
    isText(user?.uid) &&
    (user.email === null || isText(user.email)) &&
    typeof user.emailVerified === 'boolean' &&
    staff?.id === user.uid &&
    [staff.email, staff.name, staff.username].every(isText) &&
    (STAFF_ROLES as readonly unknown[]).includes(staff.role) &&
    staff.status === 'active' &&
    isTime(staff.createdAt) &&
    isTime(staff.lastLogin)
  );
}

export function rememberStaffGrant({ user, staff }: StaffGrant): void {
  const stored: StoredStaff = {
    ...staff,
    createdAt: toTime(staff.createdAt),
    lastLogin: toTime(staff.lastLogin),
  };
  try {
    localStorage.setItem(GRANT_KEY, JSON.stringify({ user, staff: stored }));
  } catch {
    // Storage full or blocked: the next visit checks first, as without a grant.
  }
}

/** The remembered grant, or null if there is none or it is not one this version wrote. */
export function recallStaffGrant(): StaffGrant | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GRANT_KEY) ?? 'null');
    if (!isStoredGrant(parsed)) return null;
    const { staff } = parsed;
    return {
      user: parsed.user,
      staff: { ...staff, createdAt: toDate(staff.createdAt), lastLogin: toDate(staff.lastLogin) },
    };
  } catch {
    return null;
  }
}

export function forgetStaffGrant(): void {
  try {
    localStorage.removeItem(GRANT_KEY);
  } catch {
    // Blocked storage holds no grant.
  }
}
