/** What the app knows of a signed-in account; nothing above the auth service sees Firebase types. */
export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

/** An authentication failure with the provider's code (e.g. 'auth/wrong-password'). */
export class AuthError extends Error {
  readonly code: string;

  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AuthError';
    this.code = code;
  }
}

export function authErrorCode(error: unknown): string {
  return error instanceof AuthError ? error.code : '';
}

/**
 * The authentication port (spec section 7, Authentication). One adapter talks to Firebase Auth
 * (auth-service.ts, loaded only in the admin area); tests use a fake (src/testing/fake-auth.ts).
 */
export interface AuthService {
  /** Calls the listener with the current account (or null) once known, then on every change. */
  onChange(listener: (user: AuthUser | null) => void): () => void;
  signInWithPassword(email: string, password: string): Promise<AuthUser>;
  sendPasswordReset(email: string): Promise<void>;
  /** Sends an e-mail sign-in link that opens `continueUrl`. */
  sendSignInLink(email: string, continueUrl: string): Promise<void>;
  isSignInLink(url: string): boolean;
  completeLinkSignIn(email: string, url: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /**
   * Creates an e-mail/password account without touching the current session (a secondary app
   * instance), for an admin adding staff. Returns the new account's uid.
   */
  createAccount(email: string, password: string): Promise<string>;
}
