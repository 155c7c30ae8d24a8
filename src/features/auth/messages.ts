import { authErrorCode } from './types';

/**
 * Spec section 8's wording for the provider's error codes, one table per flow: here what the session (in
 * every back-office screen's start) needs; the sign-in screens' own messages are in ./login-messages.ts.
 */

const INVALID_PASSWORD = 'Invalid password';

export const passwordSignInMessages = {
  notStaff: "You don't have admin privileges",
  fallback: 'Authentication failed. Please try again.',
  byCode: {
    // The emulator (and projects without e-mail enumeration protection) answer with the legacy codes.
    'auth/user-not-found': 'No user found with this email address',
    'auth/wrong-password': INVALID_PASSWORD,
    // Production with enumeration protection says only that the pair is wrong.
    'auth/invalid-credential': INVALID_PASSWORD,
    'auth/invalid-login-credentials': INVALID_PASSWORD,
    'auth/too-many-requests': 'Too many failed login attempts. Please try again later.',
    'auth/user-disabled': 'This account has been disabled. Please contact the administrator.',
    'auth/invalid-email': 'Please enter a valid email address',
    'auth/network-request-failed':
      'Could not reach the sign-in service. Check your connection and try again.',
  } as Record<string, string>,
};

export function passwordSignInMessage(error: unknown): string {
  return passwordSignInMessages.byCode[authErrorCode(error)] ?? passwordSignInMessages.fallback;
}

export const verifyMessages = {
  noLinkDetected: 'No verification link detected. Please check your email and click the login link.',
  accountCheckFailed: 'Account verification failed. Please contact the administrator.',
  fallback: 'Failed to verify authentication code',
};

export function verifyLinkErrorMessage(error: unknown): string {
  switch (authErrorCode(error)) {
    case 'auth/expired-action-code':
      return 'The login link has expired. Please request a new one.';
    case 'auth/invalid-action-code':
      return 'The login link is invalid. Please request a new one.';
    case 'auth/user-disabled':
      return 'This account has been disabled. Please contact the administrator.';
    case 'auth/user-not-found':
      return 'No account found with this email address.';
    case 'auth/invalid-email':
      return 'This link was sent to a different email address. Enter the address you requested it for.';
    default:
      return verifyMessages.fallback;
  }
}
