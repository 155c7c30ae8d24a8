import type { useCan } from '@/features/auth';

/**
 * Who sees the audit log (Activity screen, dashboard card, CSV): admins, as firestore.rules allow. It is
 * the admin-only permission the back office already has; the sidebar's Activity entry (admin-nav.ts)
 * asks for the same one.
 */
export const ACTIVITY_PERMISSION: Parameters<typeof useCan>[0] = 'manageStaff';
