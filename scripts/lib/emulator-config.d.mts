// Types of emulator-config.mjs, for playwright.config.ts and the e2e support code.

export interface EmulatorTarget {
  projectId: string;
  /** host:port */
  firestore: string;
  /** host:port */
  auth: string;
  /** host:port of firebase-tools' hub, where the Functions emulator's triggers are turned off and on */
  hub?: string;
}

export const ROOT: string;
export const DEMO_EMULATORS: Readonly<EmulatorTarget & { hosting: string; functions: string; hub: string }>;
/** host:port each */
export const MAIL_CATCHER: Readonly<{ smtp: string; inbox: string; control: string }>;
export const MAIL_INBOX_URL: string;
export const DEMO_URL: string;
export const DEV_URL: string;
