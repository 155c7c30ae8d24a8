// Types of emulator-config.mjs, for playwright.config.ts and the e2e support code.

export interface EmulatorTarget {
  projectId: string;
  /** host:port */
  firestore: string;
  /** host:port */
  auth: string;
}

export const ROOT: string;
export const DEMO_EMULATORS: Readonly<EmulatorTarget & { hosting: string }>;
export const DEMO_URL: string;
export const DEV_URL: string;
