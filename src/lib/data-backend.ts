/**
 * Which store the app reads and writes (src/data/store). Its own module, free of zod and of
 * import.meta.env, so that both the run-time config (./config.ts) and the build-time check (./env.ts, which
 * vite.config.ts runs in Node) take the one default from here.
 */
export const DATA_BACKENDS = ['firestore', 'memory'] as const;
export type DataBackend = (typeof DATA_BACKENDS)[number];

/**
 * Production's backend. Every script sets the variable (.env.demo, .env.budget, the memory fallback where
 * Java is missing); the unit tests get 'memory' from .env.test.
 */
export const DEFAULT_DATA_BACKEND: DataBackend = 'firestore';

/** The configured backend: the value when it names one, else the default. (Spelled out: it runs at start.) */
export function dataBackendFrom(value: string | undefined): DataBackend {
  return value === 'firestore' || value === 'memory' ? value : DEFAULT_DATA_BACKEND;
}
