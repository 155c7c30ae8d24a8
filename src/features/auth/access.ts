import { claimInvite, findInvite, getStaffMember } from '@/data/repos/staff';
import type { StaffMember, StaffRole } from '@/data/schemas/staff';
import type { AuthUser } from './types';

export type AccessResult =
  { granted: true; staff: StaffMember } | { granted: false; reason: 'not-staff' | 'inactive' | 'error' };

/**
 * The gate (spec section 6): an account gets in with an active staff record, found by uid; an account
 * with a verified address that has an invite claims it first (record created, invite used up).
 * The security rules enforce the same; this decides what the screens show.
 */
export async function resolveStaffAccess(user: AuthUser): Promise<AccessResult> {
  try {
    let staff = await getStaffMember(user.uid);
    if (!staff && user.email && user.emailVerified) {
      const invite = await findInvite(user.email);
      if (invite) {
        await claimInvite(user.uid, invite);
        staff = await getStaffMember(user.uid);
      }
    }
    if (!staff) return { granted: false, reason: 'not-staff' };
    if (staff.status !== 'active') return { granted: false, reason: 'inactive' };
    return { granted: true, staff };
  } catch {
    return { granted: false, reason: 'error' };
  }
}

/** What each role may do (DESIGN.md section 5); the rules decide regardless of the screens. */
export const permissions = {
  editContent: (role: StaffRole) => role === 'admin' || role === 'editor',
  manageStaff: (role: StaffRole) => role === 'admin',
  manageSettings: (role: StaffRole) => role === 'admin',
  /** The audit log (Activity, the dashboard's recent activity), as firestore.rules allow. */
  viewActivity: (role: StaffRole) => role === 'admin',
  /** Bringing back a deleted post or project (Recently deleted). */
  restoreDeleted: (role: StaffRole) => role === 'admin',
  /** Removing old versions of a post or a project (the History panel), as firestore.rules allow. */
  pruneHistory: (role: StaffRole) => role === 'admin',
} as const;

export type Permission = keyof typeof permissions;

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  user: 'User (read-only)',
};
