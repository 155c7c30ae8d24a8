/**
 * How this site e-mails staff about inquiries (VITE_INQUIRY_EMAIL, fixed at build time). Its own module, free
 * of zod and of import.meta.env, like ./data-backend.ts, so the build-time check (./env.ts) and the running
 * app (./config.ts) share the one default.
 *   - instant: the Cloud Functions are deployed (Blaze plan): an e-mail for each new inquiry within a
 *     minute, and a real test e-mail from the settings screen;
 *   - digest: no Cloud Functions (Spark plan): the scheduled workflow sends one digest a day, at 06:00 IST.
 */
export const INQUIRY_EMAIL_MODES = ['instant', 'digest'] as const;
export type InquiryEmailMode = (typeof INQUIRY_EMAIL_MODES)[number];

/** A site built without the variable has no Cloud Functions to count on. */
export const DEFAULT_INQUIRY_EMAIL_MODE: InquiryEmailMode = 'digest';

/** The configured mode: the value when it names one, else the default. */
export function inquiryEmailModeFrom(value: string | undefined): InquiryEmailMode {
  return INQUIRY_EMAIL_MODES.find((mode) => mode === value) ?? DEFAULT_INQUIRY_EMAIL_MODE;
}
