// Types of emulator-data.mjs, for the TypeScript end-to-end tests.

export interface EmulatorTarget {
  projectId: string;
  /** host:port */
  firestore: string;
  /** host:port */
  auth: string;
}

export type SeedCollections = Record<string, Record<string, Record<string, unknown>>>;

export interface SeedAccount {
  uid: string;
  email: string;
  password?: string;
  displayName?: string;
}

export interface OobCode {
  email: string;
  requestType: 'EMAIL_SIGNIN' | 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL' | string;
  oobCode: string;
  oobLink: string;
}

export const DEMO_EMULATORS: Readonly<EmulatorTarget>;
export function toRestValue(value: unknown): Record<string, unknown>;
export function fromRestValue(value: Record<string, unknown>): unknown;
export function resetFirestore(target?: EmulatorTarget): Promise<void>;
export function resetAuth(target?: EmulatorTarget): Promise<void>;
export function seedFirestore(collections: SeedCollections, target?: EmulatorTarget): Promise<number>;
export function seedAuth(accounts: readonly SeedAccount[], target?: EmulatorTarget): Promise<number>;
export function resetAndSeed(
  data: { collections: SeedCollections | null; accounts: readonly SeedAccount[] },
  target?: EmulatorTarget,
): Promise<{ documents: number; accounts: number }>;
export function readDocument(
  collection: string,
  id: string,
  target?: EmulatorTarget,
): Promise<Record<string, unknown> | null>;
export function readCollection(
  collection: string,
  target?: EmulatorTarget,
): Promise<Record<string, Record<string, unknown>>>;
export function oobCodes(email?: string, target?: EmulatorTarget): Promise<OobCode[]>;
