import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAppCheckForTesting } from '@/lib/app-check';
import { appConfig } from '@/lib/config';
import { getStore, requireAppCheckBeforeData, setStore } from './index';

vi.mock('./firestore-store', () => ({ createFirestoreStore: () => ({ kind: 'firestore' }) }));

const initialConfig = { ...appConfig };

function reCaptchaScript(): HTMLScriptElement | null {
  return document.head.querySelector('script[src="https://www.google.com/recaptcha/api.js"]');
}

afterEach(() => {
  Object.assign(appConfig, initialConfig);
  setStore(null);
  resetAppCheckForTesting();
  reCaptchaScript()?.remove();
  vi.restoreAllMocks();
});

describe('getStore and App Check (production configuration)', () => {
  it('hands out the Firestore store without starting App Check by default (prerendered pages)', async () => {
    Object.assign(appConfig, { dataBackend: 'firestore', appCheckSiteKey: 'site-key' });
    await expect(getStore()).resolves.toMatchObject({ kind: 'firestore' });
    expect(reCaptchaScript()).toBeNull();
  });

  it('after requireAppCheckBeforeData, hands it out only once App Check has started or given up', async () => {
    Object.assign(appConfig, { dataBackend: 'firestore', appCheckSiteKey: 'site-key' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    requireAppCheckBeforeData();
    let handedOut = false;
    const store = getStore().then((value) => {
      handedOut = true;
      return value;
    });
    await vi.waitFor(() => expect(reCaptchaScript()).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(handedOut).toBe(false);

    // reCAPTCHA is blocked: App Check stays off and the store comes (its requests carry no token).
    reCaptchaScript()!.dispatchEvent(new Event('error'));
    await expect(store).resolves.toMatchObject({ kind: 'firestore' });
  });
});
