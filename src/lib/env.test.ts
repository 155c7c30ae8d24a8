import { describe, expect, it } from 'vitest';
import { dataBackendFrom, DEFAULT_DATA_BACKEND } from './data-backend';
import { EnvError, parseEnv } from './env';
import { DEFAULT_INQUIRY_EMAIL_MODE, inquiryEmailModeFrom } from './inquiry-email-mode';

const firebase = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'p',
  VITE_FIREBASE_STORAGE_BUCKET: 'p.firebasestorage.app',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
};

describe('parseEnv', () => {
  it('names every missing variable at once', () => {
    let message = '';
    try {
      parseEnv({});
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message).toContain('Copy .env.example to .env');
    for (const key of ['VITE_SITE_URL', ...Object.keys(firebase)]) expect(message).toContain(key);
  });

  it('accepts a complete Firestore config, and the memory backend without Firebase keys', () => {
    expect(parseEnv({ VITE_SITE_URL: 'https://a.example', ...firebase }).VITE_DATA_BACKEND).toBe('firestore');
    expect(
      parseEnv({ VITE_SITE_URL: 'https://a.example', VITE_DATA_BACKEND: 'memory' }).VITE_DATA_BACKEND,
    ).toBe('memory');
    expect(() => parseEnv({ VITE_SITE_URL: 'not a url', VITE_DATA_BACKEND: 'memory' })).toThrow(
      /VITE_SITE_URL/,
    );
  });
});

describe('the data backend', () => {
  it('has one default, the same for the build check (env.ts) and the running app (config.ts)', () => {
    expect(DEFAULT_DATA_BACKEND).toBe('firestore');
    expect(parseEnv({ VITE_SITE_URL: 'https://a.example', ...firebase }).VITE_DATA_BACKEND).toBe(
      DEFAULT_DATA_BACKEND,
    );
    expect(dataBackendFrom(undefined)).toBe(DEFAULT_DATA_BACKEND);
    expect(dataBackendFrom('memory')).toBe('memory');
    expect(dataBackendFrom('nonsense')).toBe(DEFAULT_DATA_BACKEND);
  });
});

describe('the inquiry e-mail mode', () => {
  const memory = { VITE_SITE_URL: 'https://a.example', VITE_DATA_BACKEND: 'memory' };

  it('is digest unless the build says instant, the same for the build check and the running app', () => {
    expect(DEFAULT_INQUIRY_EMAIL_MODE).toBe('digest');
    for (const value of [undefined, '']) {
      expect(parseEnv({ ...memory, VITE_INQUIRY_EMAIL: value }).VITE_INQUIRY_EMAIL).toBe('digest');
      expect(inquiryEmailModeFrom(value)).toBe('digest');
    }
    expect(parseEnv({ ...memory, VITE_INQUIRY_EMAIL: 'instant' }).VITE_INQUIRY_EMAIL).toBe('instant');
    expect(inquiryEmailModeFrom('instant')).toBe('instant');
  });

  it('stops the build on a misspelt mode', () => {
    expect(() => parseEnv({ ...memory, VITE_INQUIRY_EMAIL: 'instnat' })).toThrow(/VITE_INQUIRY_EMAIL/);
  });
});
