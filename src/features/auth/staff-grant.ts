import { readStaffMember } from '@/data/models/staff';
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

/** Also read by admin-start.js (the build writes it there): a remembered check preloads a staff screen. */
export const GRANT_KEY = 'chinar-digital:staff-grant';

function isAuthUser(value: unknown): value is AuthUser {
  const user = value as Partial<AuthUser> | null;
  return (
    typeof user?.uid === 'string' &&
    (user.email === null || typeof user.email === 'string') &&
    typeof user.emailVerified === 'boolean'
  );
}

export function rememberStaffGrant(grant: StaffGrant): void {
  try {
    localStorage.setItem(GRANT_KEY, JSON.stringify(grant));
  } catch {
    // Storage full or blocked: the next visit checks first, as without a grant.
  }
}

/** The remembered grant (its record read as a stored one: dates come back from JSON), or null if none. */
export function recallStaffGrant(): StaffGrant | null {
  try {
    const stored = JSON.parse(localStorage.getItem(GRANT_KEY) ?? 'null') as {
      user?: unknown;
      staff?: unknown;
    };
    if (!isAuthUser(stored?.user) || typeof stored.staff !== 'object' || stored.staff === null) return null;
    const staff = readStaffMember(stored.staff as Record<string, unknown>, stored.user.uid);
    return staff.status === 'active' ? { user: stored.user, staff } : null;
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
