import { DATA_BACKENDS, DEFAULT_DATA_BACKEND } from './data-backend.ts';
import { INQUIRY_EMAIL_MODES, inquiryEmailModeFrom } from './inquiry-email-mode.ts';
import { z } from './zod.ts';

/** Every VITE_* variable the app reads. Firebase web config is required when the data backend is Firestore. */
const firebaseKeys = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

const nonEmpty = z.string().trim().min(1, 'is required');

export const envSchema = z
  .object({
    VITE_SITE_URL: z.string().optional(),
    VITE_DATA_BACKEND: z.enum(DATA_BACKENDS).default(DEFAULT_DATA_BACKEND),
    VITE_PERSIST_MEMORY_STORE: z.enum(['true', 'false']).optional(),
    VITE_FIRESTORE_EMULATOR_HOST: z.string().optional(),
    VITE_AUTH_EMULATOR_URL: z.string().optional(),
    /** Who may ask for an e-mail sign-in link: exact addresses and/or `@domain` entries, comma separated. */
    VITE_EMAIL_LINK_ALLOWLIST: z.string().optional(),
    /**
     * Inquiry e-mails: 'instant' where the Cloud Functions are deployed (Blaze), 'digest' where only the
     * scheduled workflow sends (Spark); unset or empty: digest. A misspelt value stops the build rather than
     * silently meaning digest.
     */
    VITE_INQUIRY_EMAIL: z
      .enum([...INQUIRY_EMAIL_MODES, ''])
      .optional()
      .transform((value) => inquiryEmailModeFrom(value)),
    /** App Check: the reCAPTCHA v3 site key (App Check is off without it) and an optional debug token. */
    VITE_APPCHECK_SITE_KEY: z.string().optional(),
    VITE_APPCHECK_DEBUG_TOKEN: z.string().optional(),
    VITE_FIREBASE_API_KEY: z.string().optional(),
    VITE_FIREBASE_AUTH_DOMAIN: z.string().optional(),
    VITE_FIREBASE_PROJECT_ID: z.string().optional(),
    VITE_FIREBASE_STORAGE_BUCKET: z.string().optional(),
    VITE_FIREBASE_MESSAGING_SENDER_ID: z.string().optional(),
    VITE_FIREBASE_APP_ID: z.string().optional(),
  })
  // Checked here rather than field by field so one run reports every missing value at once.
  .superRefine((env, ctx) => {
    if (!z.url().safeParse(env.VITE_SITE_URL).success) {
      ctx.addIssue({
        code: 'custom',
        path: ['VITE_SITE_URL'],
        message: 'must be an absolute URL such as https://example.com',
      });
    }
    if (env.VITE_DATA_BACKEND !== 'firestore') return;
    for (const key of firebaseKeys) {
      if (!nonEmpty.safeParse(env[key]).success) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required when VITE_DATA_BACKEND=firestore',
        });
      }
    }
  });

export type AppEnv = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): AppEnv {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(
    `Invalid configuration. Copy .env.example to .env and fill in your Firebase web config:\n${lines.join('\n')}`,
  );
}
