import { initializeAppCheck, CustomProvider, ReCaptchaV3Provider } from 'firebase/app-check';
import { appConfig, handedDebugToken } from './config';
import { getFirebaseApp } from './firebase';

/** The start of App Check, loaded by ensureAppCheck (src/lib/app-check.ts) when something is about to write. */

// reCAPTCHA v3 rather than Enterprise: free without a billing account, which the Spark plan does not have.
const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

interface ReCaptchaGlobal {
  ready(callback: () => void): void;
}

export async function startAppCheck(): Promise<void> {
  // On the emulators only a token handed to the page starts App Check (ensureAppCheck).
  const debugToken = appConfig.firestoreEmulator ? handedDebugToken() : appConfig.appCheckDebugToken;
  if (debugToken) {
    globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = debugToken;
    // In debug mode the SDK exchanges the debug token itself and never asks the provider; a custom one
    // keeps reCAPTCHA from loading.
    const provider = new CustomProvider({
      getToken: () => Promise.reject(new Error('App Check runs in debug mode')),
    });
    initializeAppCheck(getFirebaseApp(), { provider, isTokenAutoRefreshEnabled: true });
    return;
  }
  // The reCAPTCHA provider waits forever for a script that never arrives (blocked, offline), and Firestore
  // waits on the provider: App Check starts only once reCAPTCHA is ready, else it stays off.
  await loadReCaptcha();
  initializeAppCheck(getFirebaseApp(), {
    provider: new ReCaptchaV3Provider(appConfig.appCheckSiteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

function loadReCaptcha(): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT;
    script.async = true;
    script.onload = () => {
      const recaptcha = (globalThis as { grecaptcha?: ReCaptchaGlobal }).grecaptcha;
      if (recaptcha) recaptcha.ready(resolve);
      else reject(new Error('reCAPTCHA loaded without grecaptcha'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
}
