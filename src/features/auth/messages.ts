import { authErrorCode } from './types';

/**
 * Spec section 8's wording for the provider's error codes when signing in, one table per flow (the requests'
 * are in ./login-messages.ts). Only the sign-in screens load it: the session hands them the provider's error.
 *
 * A mapping returns null where the provider's answer names no reason; the screen then shows the spec's own
 * fallback (sign-in-copy.ts): 'Invalid credentials', 'Please try again', 'Please try again later.'.
 */

const INVALID_PASSWORD = 'Invalid password';

export const passwordSignInMessages = {
  fallback: 'Authentication failed. Please try again.',
  /** Inline, when the provider said only that the address and password do not match (see below). */
  invalidPassword: INVALID_PASSWORD,
  byCode: {
    // The emulator (and projects without e-mail enumeration protection) answer with the legacy codes.
    'auth/user-not-found': 'No user found with this email address',
    'auth/wrong-password': INVALID_PASSWORD,
    'auth/too-many-requests': 'Too many failed login attempts. Please try again later.',
    'auth/user-disabled': 'This account has been disabled. Please contact the administrator.',
    'auth/invalid-email': 'Please enter a valid email address',
    'auth/network-request-failed':
      'Could not reach the sign-in service. Check your connection and try again.',
  } as Record<string, string>,
};

/**
 * Production with e-mail enumeration protection says only that the pair is wrong, not which half: no
 * reason (the screen shows 'Invalid password' inline, as the spec reads an invalid credential, and the
 * 'Login failed' toast says 'Invalid credentials').
 */
const PAIR_REJECTED = new Set(['auth/invalid-credential', 'auth/invalid-login-credentials']);

export function passwordSignInMessage(error: unknown): string | null {
  const code = authErrorCode(error);
  if (PAIR_REJECTED.has(code)) return null;
  return passwordSignInMessages.byCode[code] ?? passwordSignInMessages.fallback;
}

export const verifyMessages = {
  noLinkDetected: 'No verification link detected. Please check your email and click the login link.',
  /** Link parameters at the verify address that do not make a sign-in link (another action, cut short). */
  invalidLink: 'Invalid authentication link',
  fallback: 'Failed to verify authentication code',
};

/**
 * Why a sign-in link was refused; null when the provider could not be reached (the link is still good, so
 * the screen says 'Verification failed. Please try again.').
 */
export function verifyLinkErrorMessage(error: unknown): string | null {
  switch (authErrorCode(error)) {
    case 'auth/network-request-failed':
      return null;
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
