import { isStoreError } from '@/data/store';
import { authErrorCode } from '@/features/auth';
import { errorMessageOr } from '@/lib/utils';

/** The users screen's wording (spec section 8, Users; the Firestore directory replaces the local list). */
export const staffMessages = {
  created: (email: string) => `User ${email} created successfully in Firebase`,
  invited: 'Added user to Firestore without authentication account',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  duplicateEmail: 'A staff member with this email already exists.',
  firebaseError: (message: string) => `Firebase error: ${message}`,
  error: (message: string) => `Error: ${message}`,
  empty: 'No users found matching your criteria.',
  adminsOnly: 'Only administrators can manage staff.',
};

/** Account creation failures people can act on, by provider code. */
const accountErrors: Record<string, string> = {
  'auth/email-already-in-use':
    'This email address already has a sign-in account. Add the person without a password to invite them instead.',
  'auth/weak-password': 'The password is too weak. Choose a longer one (at least 6 characters).',
  'auth/invalid-email': 'Please enter a valid email address',
  'auth/operation-not-allowed': 'Email/password sign-in is not enabled in the authentication settings.',
  'auth/too-many-requests': 'Too many requests. Please wait a few minutes and try again.',
  'auth/network-request-failed': 'Could not reach the sign-in service. Check your connection and try again.',
};

function errorText(error: unknown): string {
  return errorMessageOr(error, 'An unexpected error occurred.');
}

/** The sign-in account exists, but writing its staff record failed (so the person cannot get in yet). */
export class StaffRecordNotSavedError extends Error {
  readonly email: string;

  constructor(email: string, cause: unknown) {
    super(errorText(cause), { cause });
    this.name = 'StaffRecordNotSavedError';
    this.email = email;
  }
}

export type AddStaffFailure =
  | { kind: 'duplicate-email' }
  | { kind: 'toast'; title: string; description?: string };

/** How a failed "add user" is reported: an inline e-mail error for duplicates, a toast otherwise. */
export function describeAddStaffFailure(error: unknown): AddStaffFailure {
  if (isStoreError(error, 'already-exists')) return { kind: 'duplicate-email' };
  if (error instanceof StaffRecordNotSavedError) {
    return {
      kind: 'toast',
      title: staffMessages.error(error.message),
      description: `The sign-in account for ${error.email} was created, but its staff record was not saved. Add the person again without a password to invite them.`,
    };
  }
  const code = authErrorCode(error);
  if (code)
    return { kind: 'toast', title: staffMessages.firebaseError(accountErrors[code] ?? errorText(error)) };
  return { kind: 'toast', title: staffMessages.error(errorText(error)) };
}

/** 'Error: {message}' for updates and deletions. */
export function staffErrorTitle(error: unknown): string {
  return staffMessages.error(errorText(error));
}
