import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';

/**
 * The only initializeApp in the code base, loaded lazily by the Firestore adapter (and the auth service).
 * The configuration was validated with zod when the bundle was built (vite.config.ts -> env.ts); here it
 * is only read, so this chunk does not carry a validation library.
 */
export function getFirebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  const env = import.meta.env;
  const config = {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  };
  const missing = Object.entries(config)
    .filter(([, value]) => !value)
    .map(([key]) => key);
  if (missing.length > 0)
    throw new Error(`Firebase web config is missing: ${missing.join(', ')} (see .env.example).`);
  return initializeApp(config);
}

export function firestoreEmulatorHost(): { host: string; port: number } | null {
  const value = import.meta.env.VITE_FIRESTORE_EMULATOR_HOST;
  if (!value) return null;
  const [host = '127.0.0.1', port = '8080'] = value.split(':');
  return { host, port: Number(port) };
}
