import { authErrorCode } from './types';

/** Spec section 8's messages of the e-mail link and password reset requests (loaded with those screens). */

function unauthorizedDomainMessage(host: string): string {
  return `This domain (${host}) is not authorized in the authentication settings. Add it under Authentication > Settings > Authorized domains.`;
}

/** Why a link could not be sent; null when the provider could not be reached (the screen's fallback). */
export function sendLinkErrorMessage(error: unknown, host: string): string | null {
  switch (authErrorCode(error)) {
    case 'auth/network-request-failed':
      return null;
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

export function passwordResetErrorMessage(error: unknown): string {
  return authErrorCode(error) === 'auth/user-not-found'
    ? 'No account found with this email address.'
    : 'Could not send password reset email. Please try again.';
}
