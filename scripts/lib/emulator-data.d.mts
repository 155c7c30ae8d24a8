// Types of emulator-data.mjs, for the TypeScript end-to-end tests.
import type { EmulatorTarget } from './emulator-config.mjs';

export type { EmulatorTarget };

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

export function enableFunctionTriggers(target?: EmulatorTarget): Promise<void>;
export function seedFirestore(collections: SeedCollections, target?: EmulatorTarget): Promise<number>;
export function resetAndSeed(
  data: { collections: SeedCollections | null; accounts: readonly SeedAccount[] },
  target?: EmulatorTarget,
): Promise<{ documents: number; accounts: number }>;
export function readCollection(
  collection: string,
  target?: EmulatorTarget,
): Promise<Record<string, Record<string, unknown>>>;
export function oobCodes(email?: string, target?: EmulatorTarget): Promise<OobCode[]>;
