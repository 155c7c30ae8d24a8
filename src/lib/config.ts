/**
 * Build-time configuration the public bundle needs. Deliberately free of zod and Firebase so it costs
 * nothing in the entry chunk; the full Firebase config is validated in env.ts (build time and lazily at run time).
 */
import { dataBackendFrom } from './data-backend';
import { inquiryEmailModeFrom } from './inquiry-email-mode';

export const appConfig = {
  siteUrl: (import.meta.env.VITE_SITE_URL ?? 'http://127.0.0.1:4173').replace(/\/$/, ''),
  dataBackend: dataBackendFrom(import.meta.env.VITE_DATA_BACKEND),
  /** Demo builds keep the in-memory store in localStorage so edits survive a reload. */
  persistMemoryStore: import.meta.env.VITE_PERSIST_MEMORY_STORE === 'true',
  /** App Check (src/lib/app-check.ts): the reCAPTCHA v3 site key; without one App Check stays off. */
  appCheckSiteKey: import.meta.env.VITE_APPCHECK_SITE_KEY ?? '',
  /** A debug token for the debug provider (emulators, CI against a real project); see README "App Check". */
  appCheckDebugToken: import.meta.env.VITE_APPCHECK_DEBUG_TOKEN ?? '',
  /** Firestore is the local emulator (the demo, the e2e tests, `npm run dev`), which checks no App Check token. */
  firestoreEmulator: Boolean(import.meta.env.VITE_FIRESTORE_EMULATOR_HOST),
  /** Inquiry e-mails (./inquiry-email-mode.ts): 'instant' with the Cloud Functions, else the daily 'digest'. */
  inquiryEmail: inquiryEmailModeFrom(import.meta.env.VITE_INQUIRY_EMAIL),
};

/** Where demo builds keep the memory store in localStorage (also read by the public settings refresh). */
export const MEMORY_STORE_KEY = 'chinar-digital:store:v1';

declare global {
  // Read by the App Check SDK when it starts: a string turns its debug provider on (`true` would log a new one).
  var FIREBASE_APPCHECK_DEBUG_TOKEN: string | boolean | undefined;
}

/** A debug token the page was given before the app started (the App Check SDK's own global), else ''. */
export function handedDebugToken(): string {
  const token = globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN;
  return typeof token === 'string' ? token : '';
}
