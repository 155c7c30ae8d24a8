import { authErrorCode } from './types';

/** Spec section 8's wording for the provider's error codes, one table per flow. */

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

export function unauthorizedDomainMessage(host: string): string {
  return `This domain (${host}) is not authorized in the authentication settings. Add it under Authentication > Settings > Authorized domains.`;
}

export function sendLinkErrorMessage(error: unknown, host: string): string {
  switch (authErrorCode(error)) {
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return 'Please provide a valid email address.';
    case 'auth/unauthorized-domain':
    case 'auth/unauthorized-continue-uri':
      return unauthorizedDomainMessage(host);
    case 'auth/invalid-continue-uri':
    case 'auth/missing-continue-uri':
      return 'The sign-in link could not be created: its return address is invalid or missing.';
    case 'auth/argument-error':
      return 'Invalid arguments provided for email sign-in.';
    case 'auth/operation-not-allowed':
      return 'Email/password sign-in is not enabled. Enable Email/Password with Email link in the Authentication settings.';
    case 'auth/too-many-requests':
      return 'Too many requests. Please wait a few minutes and try again.';
    default:
      return 'Failed to send login email. Please try again.';
  }
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

export function passwordResetErrorMessage(error: unknown): string {
  return authErrorCode(error) === 'auth/user-not-found'
    ? 'No account found with this email address.'
    : 'Could not send password reset email. Please try again.';
}
