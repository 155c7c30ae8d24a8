/**
 * The backup file (issue 15): one JSON document with the site's content, made by Settings > Backup in the
 * browser (./collect.ts) or by `npm run backup` with firebase-admin (scripts/lib/backup.mjs), and read
 * back by `npm run restore`. Its zod schema is ./schema.ts; this module is zod-free (types, constants,
 * value encoding), so the browser's backup needs no zod.
 *
 *   { format: 'chinar-digital-backup', version: 1, createdAt: ISO time, projectId?: string,
 *     collections: {
 *       blog_posts:        { [id]: { data: {...fields}, revisions: { [revisionId]: {...fields} } } },
 *       projects:          { [id]: { data: {...fields}, revisions: { [revisionId]: {...fields} } } },
 *       settings:          { site: {...fields} },            (absent when settings/site does not exist)
 *       contact_inquiries: { [id]: {...fields} },
 *       subscribers:       { [email]: {...fields} },
 *       admins:            { [uid]: {...fields} },            (staff records, no Auth data)
 *       invites:           { [email]: {...fields} } } }
 *
 * Fields are stored as Firestore holds them (raw, not the read models' defaults). A timestamp is
 * { "$timestamp": { "seconds": s, "nanoseconds": n } }, exact to the nanosecond (firebase-admin reads
 * microseconds; the browser's store hands out Dates, so its backups are exact to the millisecond).
 *
 * Not in a backup: audit_log and audit_heads (the history stays with the database), trash, throttles,
 * stats (a restore counts them again), slugs (restore rebuilds slugs/{slug} = { postId } from the posts), and no secrets: no Auth accounts,
 * passwords or tokens.
 */
import { todayIsoDate } from '@/lib/utils';

export const BACKUP_FORMAT = 'chinar-digital-backup';
export const BACKUP_VERSION = 1;

/** The collections a backup holds, in the file's order. */
export const BACKUP_COLLECTIONS = [
  'blog_posts',
  'projects',
  'settings',
  'contact_inquiries',
  'subscribers',
  'admins',
  'invites',
] as const;
export type BackupCollection = (typeof BACKUP_COLLECTIONS)[number];

/** Collections whose documents carry their revisions (models/history.ts VERSIONED_COLLECTIONS). */
export const BACKUP_VERSIONED = ['blog_posts', 'projects'] as const;
export type BackupVersionedCollection = (typeof BACKUP_VERSIONED)[number];
/** Collections of plain documents. */
export const BACKUP_PLAIN = ['settings', 'contact_inquiries', 'subscribers', 'admins', 'invites'] as const;
export type BackupPlainCollection = (typeof BACKUP_PLAIN)[number];

/** The one settings document. */
export const SETTINGS_DOC_ID = 'site';
/** slugs/{slug} = { postId }: rebuilt from the posts on restore. */
export const SLUGS = 'slugs';

/** Firestore's range of timestamps (0001-01-01 to 9999-12-31). */
export const MIN_TIMESTAMP_SECONDS = -62_135_596_800;
export const MAX_TIMESTAMP_SECONDS = 253_402_300_799;

export interface TimestampParts {
  seconds: number;
  nanoseconds: number;
}

/** A timestamp in the file: seconds and nanoseconds, exactly as Firestore holds it. */
export interface BackupTimestamp {
  $timestamp: TimestampParts;
}

export type BackupValue = null | boolean | number | string | BackupTimestamp | BackupValue[] | BackupFields;

/** A document's fields (or a map field) in the file. */
export interface BackupFields {
  [field: string]: BackupValue;
}

/** A post or a project with its revisions ({blog_posts|projects}/{id}/revisions/{revisionId}). */
export interface VersionedDocument {
  data: BackupFields;
  revisions: Record<string, BackupFields>;
}

export type BackupCollections = { [C in BackupVersionedCollection]: Record<string, VersionedDocument> } & {
  [C in BackupPlainCollection]: Record<string, BackupFields>;
};

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  /** When the backup was made (ISO 8601). */
  createdAt: string;
  /** The Firebase project it was read from, when known. */
  projectId?: string;
  collections: BackupCollections;
}

/** `chinar-backup-YYYY-MM-DD.json`, the day in local time. */
export function backupFileName(now: Date = new Date()): string {
  return `chinar-backup-${todayIsoDate(now)}.json`;
}

/** An empty backup, to fill collection by collection. */
export function emptyBackup(createdAt: Date, projectId?: string): BackupFile {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: createdAt.toISOString(),
    ...(projectId ? { projectId } : {}),
    collections: {
      blog_posts: {},
      projects: {},
      settings: {},
      contact_inquiries: {},
      subscribers: {},
      admins: {},
      invites: {},
    },
  };
}

/** How many documents a backup holds, revisions counted apart. */
export function countDocuments(backup: BackupFile): { documents: number; revisions: number } {
  let documents = 0;
  let revisions = 0;
  for (const name of BACKUP_COLLECTIONS) documents += Object.keys(backup.collections[name]).length;
  for (const name of BACKUP_VERSIONED) {
    for (const doc of Object.values(backup.collections[name])) revisions += Object.keys(doc.revisions).length;
  }
  return { documents, revisions };
}

// ------------------------------------------------------------------------------------------------
// Document ids
// ------------------------------------------------------------------------------------------------

const utf8 = new TextEncoder();

/** Firestore's rules for a document id: 1..1500 bytes, no '/', not '.' or '..', not __name__-like. */
export function isValidDocumentId(id: string): boolean {
  return (
    id.length > 0 &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id) &&
    utf8.encode(id).length <= 1500
  );
}

// ------------------------------------------------------------------------------------------------
// Timestamps
// ------------------------------------------------------------------------------------------------

export function isTimestampParts(value: unknown): value is TimestampParts {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  const { seconds, nanoseconds } = value as Record<string, unknown>;
  return (
    keys.length === 2 &&
    Number.isInteger(seconds) &&
    Number.isInteger(nanoseconds) &&
    (seconds as number) >= MIN_TIMESTAMP_SECONDS &&
    (seconds as number) <= MAX_TIMESTAMP_SECONDS &&
    (nanoseconds as number) >= 0 &&
    (nanoseconds as number) <= 999_999_999
  );
}

export function isBackupTimestamp(value: unknown): value is BackupTimestamp {
  return (
    isPlainObject(value) &&
    Object.keys(value).length === 1 &&
    isTimestampParts((value as Record<string, unknown>).$timestamp)
  );
}

/** A Date as a file timestamp (exact: a Date has milliseconds). */
export function timestampFromDate(date: Date): BackupTimestamp {
  const millis = date.getTime();
  const seconds = Math.floor(millis / 1000);
  return { $timestamp: { seconds, nanoseconds: (millis - seconds * 1000) * 1_000_000 } };
}

/** A file timestamp as a Date (to the millisecond). */
export function dateFromTimestamp({ $timestamp }: BackupTimestamp): Date {
  return new Date($timestamp.seconds * 1000 + Math.floor($timestamp.nanoseconds / 1_000_000));
}

// ------------------------------------------------------------------------------------------------
// Encoding stored values into the file, and back
// ------------------------------------------------------------------------------------------------

/** The source's timestamps as file timestamps: returns null for any other value. */
export type TimestampEncoder = (value: unknown) => BackupTimestamp | null;

/** Dates (what the app's store hands out) become file timestamps. */
export const encodeDate: TimestampEncoder = (value) =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? timestampFromDate(value) : null;

/** A stored value the file cannot hold (a reference, bytes, a geo point, NaN…), and where it is. */
export class BackupEncodeError extends Error {
  /** The document ("blog_posts/3") and the field ("tags[2]", "socialLinks.facebook"). */
  readonly document: string;
  readonly field: string;

  constructor(document: string, field: string, reason: string) {
    super(`${document}, field ${field}: ${reason}`);
    this.name = 'BackupEncodeError';
    this.document = document;
    this.field = field;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function describe(value: unknown): string {
  if (typeof value === 'object' && value !== null) return value.constructor?.name ?? 'object';
  return typeof value;
}

interface EncodeContext {
  encodeTimestamp: TimestampEncoder;
  document: string;
}

function encodeValue(value: unknown, context: EncodeContext, field: string): BackupValue {
  const timestamp = context.encodeTimestamp(value);
  if (timestamp) return timestamp;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return value;
    throw new BackupEncodeError(context.document, field, `${value} cannot be written as JSON`);
  }
  if (Array.isArray(value))
    return value.map((item, index) => encodeValue(item, context, `${field}[${index}]`));
  if (isPlainObject(value)) return encodeMap(value, context, field);
  throw new BackupEncodeError(
    context.document,
    field,
    `a backup cannot hold a value of type ${describe(value)}`,
  );
}

function encodeMap(map: Record<string, unknown>, context: EncodeContext, path: string): BackupFields {
  const fields: BackupFields = {};
  for (const [key, value] of Object.entries(map)) {
    if (value === undefined) continue;
    const field = path ? `${path}.${key}` : key;
    // The file's timestamps are maps with this one key: a stored field of that name would read back as one.
    if (key === '$timestamp') {
      throw new BackupEncodeError(context.document, field, 'a field named $timestamp cannot be backed up');
    }
    fields[key] = encodeValue(value, context, field);
  }
  return fields;
}

/**
 * A stored document's fields as the file holds them. `document` names it in errors ("blog_posts/3");
 * encodeTimestamp recognises the source's timestamps (encodeDate for the app's store, firebase-admin's
 * Timestamp in the scripts).
 */
export function encodeFields(
  data: Record<string, unknown>,
  encodeTimestamp: TimestampEncoder,
  document: string,
): BackupFields {
  return encodeMap(data, { encodeTimestamp, document }, '');
}

/** The file's fields as values to store: each timestamp through makeTimestamp (e.g. firebase-admin's). */
export function decodeFields<T>(
  fields: BackupFields,
  makeTimestamp: (parts: TimestampParts) => T,
): Record<string, unknown> {
  const decode = (value: BackupValue): unknown => {
    if (isBackupTimestamp(value)) return makeTimestamp(value.$timestamp);
    if (Array.isArray(value)) return value.map(decode);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decode(item)]));
    }
    return value;
  };
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decode(value)]));
}

/** Whether two documents' fields are the same (map keys in any order; timestamps to the nanosecond). */
export function sameValue(a: BackupValue | undefined, b: BackupValue | undefined): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameValue(item, b[i]))
    );
  }
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every(
      (key) => Object.hasOwn(b, key) && sameValue((a as BackupFields)[key], (b as BackupFields)[key]),
    )
  );
}
