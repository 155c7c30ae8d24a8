import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_CHECK_WAIT_MS, ensureAppCheck, resetAppCheckForTesting } from './app-check';
import { appConfig } from './config';

const sdk = vi.hoisted(() => ({ initializeAppCheck: vi.fn() }));

vi.mock('firebase/app-check', () => ({
  initializeAppCheck: sdk.initializeAppCheck,
  CustomProvider: class CustomProvider {
    readonly kind = 'custom';
  },
  ReCaptchaV3Provider: class ReCaptchaV3Provider {
    readonly kind = 'recaptcha-v3';
    constructor(readonly siteKey: string) {}
  },
}));
vi.mock('./firebase', () => ({
  getFirebaseApp: () => ({ name: '[DEFAULT]' }),
}));

const initialConfig = { ...appConfig };

function configure(config: Partial<typeof appConfig>): void {
  Object.assign(
    appConfig,
    { dataBackend: 'firestore', appCheckSiteKey: '', appCheckDebugToken: '', firestoreEmulator: false },
    config,
  );
}

function reCaptchaScript(): HTMLScriptElement | null {
  return document.head.querySelector('script[src="https://www.google.com/recaptcha/api.js"]');
}

/** What the SDK was started with: the provider's kind (and site key), and whether tokens refresh. */
function startedWith() {
  expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1);
  const [, options] = sdk.initializeAppCheck.mock.calls[0] as [unknown, Record<string, unknown>];
  return options;
}

beforeEach(() => {
  sdk.initializeAppCheck.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = undefined;
});

afterEach(() => {
  Object.assign(appConfig, initialConfig);
  resetAppCheckForTesting();
  reCaptchaScript()?.remove();
  delete (globalThis as { grecaptcha?: unknown }).grecaptcha;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ensureAppCheck', () => {
  it('does nothing without a site key or on the in-browser store', async () => {
    configure({});
    await ensureAppCheck();
    configure({ dataBackend: 'memory', appCheckSiteKey: 'site-key' });
    await ensureAppCheck();
    expect(sdk.initializeAppCheck).not.toHaveBeenCalled();
    expect(reCaptchaScript()).toBeNull();
  });

  it('with a debug token runs the debug provider with it, once, without reCAPTCHA', async () => {
    configure({ appCheckDebugToken: 'ci-debug-token' });
    await Promise.all([ensureAppCheck(), ensureAppCheck()]);
    await ensureAppCheck();
    expect(globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN).toBe('ci-debug-token');
    expect(startedWith()).toEqual({ provider: { kind: 'custom' }, isTokenAutoRefreshEnabled: true });
    expect(reCaptchaScript()).toBeNull();
  });

  it('stays off on the emulators (the demo), whatever the build configured', async () => {
    configure({ firestoreEmulator: true, appCheckSiteKey: 'site-key', appCheckDebugToken: 'ci-debug-token' });
    await ensureAppCheck();
    expect(sdk.initializeAppCheck).not.toHaveBeenCalled();
    expect(reCaptchaScript()).toBeNull();
    expect(globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();
  });

  it('on the emulators runs the debug provider with a token handed to the page (the e2e test)', async () => {
    configure({ firestoreEmulator: true, appCheckDebugToken: 'ci-debug-token' });
    globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = 'e2e-debug-token';
    await ensureAppCheck();
    expect(globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN).toBe('e2e-debug-token');
    expect(startedWith().provider).toEqual({ kind: 'custom' });
    expect(reCaptchaScript()).toBeNull();
  });

  it('in production loads reCAPTCHA first and starts the v3 provider once it is ready', async () => {
    configure({ appCheckSiteKey: 'site-key' });
    const started = ensureAppCheck();
    await vi.waitFor(() => expect(reCaptchaScript()).not.toBeNull());
    expect(sdk.initializeAppCheck).not.toHaveBeenCalled();

    (globalThis as { grecaptcha?: unknown }).grecaptcha = { ready: (callback: () => void) => callback() };
    reCaptchaScript()!.dispatchEvent(new Event('load'));
    await started;
    expect(startedWith()).toEqual({
      provider: { kind: 'recaptcha-v3', siteKey: 'site-key' },
      isTokenAutoRefreshEnabled: true,
    });
    expect(globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();
  });

  it('a reCAPTCHA that does not load leaves App Check off, says so, and the next call tries again', async () => {
    configure({ appCheckSiteKey: 'site-key' });
    const first = ensureAppCheck();
    await vi.waitFor(() => expect(reCaptchaScript()).not.toBeNull());
    reCaptchaScript()!.dispatchEvent(new Event('error'));
    await first;
    expect(sdk.initializeAppCheck).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('App Check did not start'),
      expect.any(Error),
    );
    expect(reCaptchaScript()).toBeNull();

    void ensureAppCheck();
    await vi.waitFor(() => expect(reCaptchaScript()).not.toBeNull());
  });

  it('never holds a write longer than APP_CHECK_WAIT_MS when reCAPTCHA hangs', async () => {
    vi.useFakeTimers();
    configure({ appCheckSiteKey: 'site-key' });
    let settled = false;
    void ensureAppCheck().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(APP_CHECK_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(sdk.initializeAppCheck).not.toHaveBeenCalled();
    // Later callers do not wait again.
    await expect(ensureAppCheck()).resolves.toBeUndefined();
  });

  it('an SDK that throws on start is logged and the write goes on', async () => {
    configure({ appCheckDebugToken: 'ci-debug-token' });
    sdk.initializeAppCheck.mockImplementation(() => {
      throw new Error('appCheck/already-initialized');
    });
    await expect(ensureAppCheck()).resolves.toBeUndefined();
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
