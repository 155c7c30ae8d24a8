import { deleteApp, FirebaseError, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  inMemoryPersistence,
  initializeAuth,
  isSignInWithEmailLink,
  onAuthStateChanged,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { getFirebaseApp } from '@/lib/firebase';
import { AuthError, type AuthService, type AuthUser } from './types';

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email, emailVerified: user.emailVerified };
}

async function translate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof FirebaseError) throw new AuthError(error.code, error.message, { cause: error });
    throw error;
  }
}

function connectEmulator(auth: Auth): void {
  const url = import.meta.env.VITE_AUTH_EMULATOR_URL;
  if (url) connectAuthEmulator(auth, url, { disableWarnings: true });
}

/**
 * Firebase Auth. initializeAuth with local persistence only (no popup/redirect resolver, no IndexedDB):
 * e-mail sign-in needs neither, and it keeps the admin's auth chunk small. The session lives in Firebase's
 * own persistence; no token is copied anywhere else.
 */
export function createFirebaseAuthService(): AuthService {
  const app = getFirebaseApp();
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  connectEmulator(auth);

  return {
    onChange: (listener) => onAuthStateChanged(auth, (user) => listener(user ? toAuthUser(user) : null)),
    signInWithPassword: (email, password) =>
      translate(async () => toAuthUser((await signInWithEmailAndPassword(auth, email, password)).user)),
    sendPasswordReset: (email) => translate(() => sendPasswordResetEmail(auth, email)),
    sendSignInLink: (email, continueUrl) =>
      translate(() => sendSignInLinkToEmail(auth, email, { url: continueUrl, handleCodeInApp: true })),
    isSignInLink: (url) => isSignInWithEmailLink(auth, url),
    completeLinkSignIn: (email, url) =>
      translate(async () => toAuthUser((await signInWithEmailLink(auth, email, url)).user)),
    signOut: () => translate(() => signOut(auth)),
    createAccount: (email, password) =>
      translate(async () => {
        // A throw-away app instance: creating an account signs it in there, not in the admin's session.
        const secondary = initializeApp(app.options, `staff-${Date.now()}`);
        try {
          const secondaryAuth = initializeAuth(secondary, { persistence: inMemoryPersistence });
          connectEmulator(secondaryAuth);
          const { user } = await createUserWithEmailAndPassword(secondaryAuth, email, password);
          await signOut(secondaryAuth);
          return user.uid;
        } finally {
          await deleteApp(secondary);
        }
      }),
  };
}
