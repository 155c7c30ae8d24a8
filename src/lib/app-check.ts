import { appConfig, handedDebugToken } from './config';

/**
 * Firebase App Check, so production can enforce it on Firestore (README "App Check"). Its code (and
 * reCAPTCHA's) loads only when something is about to write: a form's first input (prefetchAppCheck), a
 * counted view, or a store that asked for it first (requireAppCheckBeforeData in src/data/store).
 */

/** How long a write waits for App Check to start before it goes without a token (and gets the normal error). */
export const APP_CHECK_WAIT_MS = 8_000;

let ready: Promise<void> | null = null;
let reportedOff = false;

/**
 * App Check guards Firestore only, and needs a site key (or a debug token). The emulators check no token,
 * and a debug token's exchange goes to Google (an error logged offline, a 403 online for an unregistered
 * token): against them App Check starts only when the page was handed a debug token
 * (e2e/app-check.mutations.spec.ts does, and answers the exchange itself).
 */
function appCheckConfigured(): boolean {
  if (appConfig.dataBackend !== 'firestore') return false;
  if (appConfig.firestoreEmulator) return handedDebugToken() !== '';
  return Boolean(appConfig.appCheckSiteKey || appConfig.appCheckDebugToken);
}

/**
 * Starts App Check once. Resolves when it has started, when it failed (logged; the next call tries again), or
 * after APP_CHECK_WAIT_MS, whichever comes first: a slow or blocked start never leaves a form doing nothing.
 */
export function ensureAppCheck(): Promise<void> {
  if (!appCheckConfigured()) {
    if (import.meta.env.DEV && !reportedOff) {
      reportedOff = true;
      console.info(
        appConfig.firestoreEmulator
          ? 'App Check is off on the emulators (README "App Check").'
          : 'App Check is off: no VITE_APPCHECK_SITE_KEY (README "App Check").',
      );
    }
    return Promise.resolve();
  }
  if (!ready) {
    // The SDK, and the code that starts it, download only now (their own chunk).
    const started = import('./app-check-start')
      .then((module) => module.startAppCheck())
      .catch((error: unknown) => {
        // A failed download (flaky network, reCAPTCHA blocked) must not stick: the next call tries again.
        ready = null;
        console.warn('App Check did not start; Firestore requests go without its token.', error);
      });
    ready = Promise.race([started, new Promise<void>((resolve) => setTimeout(resolve, APP_CHECK_WAIT_MS))]);
  }
  return ready;
}

/** For a form's first focus or input: App Check starts while the visitor types. */
export function prefetchAppCheck(): void {
  void ensureAppCheck();
}

/** Tests start from a page where App Check has not started. */
export function resetAppCheckForTesting(): void {
  ready = null;
  reportedOff = false;
}
