import { claimInvite, findInvite, getStaffMember } from '@/data/repos/staff';
import type { StaffMember, StaffRole } from '@/data/schemas/staff';
import type { AuthUser } from './types';

export type AccessResult =
  | { granted: true; staff: StaffMember }
  | { granted: false; reason: 'not-staff' | 'inactive' | 'error' };

/**
 * The gate (spec section 6): an account gets in with an active staff record, found by uid; an account
 * with a verified address that has an invite claims it first (record created, invite used up).
 * The security rules enforce the same; this decides what the screens show.
 */
async function resolveStaffAccess(user: AuthUser): Promise<AccessResult> {
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

/**
 * Pauses before each retry of a check that could not read the directory. A read can fail for a moment
 * (a dropped connection, or the browser cancelling requests as the person reloads or leaves), and a failed
 * check signs the account out: only one that still fails after the retries may do that.
 */
const ACCESS_RETRY_DELAYS_MS = [300, 900] as const;

/** resolveStaffAccess, tried again after ACCESS_RETRY_DELAYS_MS while it cannot read the directory. */
export async function checkStaffAccess(user: AuthUser): Promise<AccessResult> {
  let result = await resolveStaffAccess(user);
  for (const delay of ACCESS_RETRY_DELAYS_MS) {
    if (result.granted || result.reason !== 'error') break;
    await new Promise((resolve) => setTimeout(resolve, delay));
    result = await resolveStaffAccess(user);
  }
  return result;
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
  /** Asking the Cloud Function to send a failed inquiry e-mail again, as firestore.rules allow. */
  resendInquiryEmail: (role: StaffRole) => role === 'admin',
} as const;

export type Permission = keyof typeof permissions;

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  user: 'User (read-only)',
};
