import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { parseEnv } from './env';

/** The only initializeApp in the code base. Loaded lazily by the Firestore adapter and the auth service. */
export function getFirebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  const env = parseEnv(import.meta.env);
  return initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  });
}

export function firestoreEmulatorHost(): { host: string; port: number } | null {
  const value = import.meta.env.VITE_FIRESTORE_EMULATOR_HOST;
  if (!value) return null;
  const [host = '127.0.0.1', port = '8080'] = value.split(':');
  return { host, port: Number(port) };
}
