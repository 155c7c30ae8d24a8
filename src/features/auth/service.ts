import type { AuthService } from './types';
import { retryableImport } from '@/lib/retryable-import';

// A failed download is asked for again at a new address by the next call (see retryableImport).
const loadAuthService = retryableImport(() => import('./auth-service'));

let servicePromise: Promise<AuthService> | null = null;

/** The auth service, created on first use; Firebase Auth is a dynamic import, so only the admin loads it. */
export function getAuthService(): Promise<AuthService> {
  servicePromise ??= loadAuthService()
    .then((module) => module.createFirebaseAuthService())
    .catch((error: unknown) => {
      servicePromise = null;
      throw error;
    });
  return servicePromise;
}

export function setAuthServiceForTesting(service: AuthService | null): void {
  servicePromise = service ? Promise.resolve(service) : null;
}
