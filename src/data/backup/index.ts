/**
 * Backup and restore (issue 15): the file's format (./format.ts), its one zod schema (./schema.ts), the
 * restore's plan (./restore-plan.ts) and the browser's collector (./collect.ts). scripts/lib/backup.mjs
 * loads this entry through jiti for `npm run backup` and `npm run restore`.
 */
export * from './format';
export * from './schema';
export * from './restore-plan';
export { REVISIONS } from '../models/history';
