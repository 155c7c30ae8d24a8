/**
 * The one zod schema of a backup file (./format.ts describes it). `npm run restore` checks the whole file
 * with it before writing anything, and stops at a bad one with a message naming the first bad record
 * (collection, id, field).
 *
 * What it checks: the envelope (format, version), that only the backed-up collections are there, document
 * ids Firestore accepts, values a document can hold (timestamps well formed), each collection's fields
 * with the types the app stores (the types firestore.rules allow; lengths are left to the rules, which a
 * restore with firebase-admin does not meet), revisions in the shape the history keeps
 * (schemas/history.ts), and what ties records together: no two posts share a slug, a subscriber and an
 * invite are filed under their own e-mail, the 'baseline' revision and only it is of kind baseline.
 *
 * zod comes from '@/lib/zod' here as everywhere; the scripts load this module through jiti with the same
 * '@' alias (scripts/lib/backup.mjs).
 */
import { z } from '@/lib/zod';
import { isValidSlug } from '@/lib/slug';
import { BLOG_POST_STATUSES } from '../models/blog-post';
import { BASELINE_REVISION_ID, REVISION_KINDS } from '../models/history';
import { INQUIRY_STATUSES } from '../models/inquiry';
import { PROJECT_STATUSES } from '../models/project';
import { INQUIRY_EMAIL_CHOICES, STAFF_ROLES, STAFF_STATUSES } from '../models/staff';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  isBackupTimestamp,
  isValidDocumentId,
  MAX_TIMESTAMP_SECONDS,
  MIN_TIMESTAMP_SECONDS,
  SETTINGS_DOC_ID,
  type BackupFile,
  type BackupTimestamp,
  type BackupValue,
} from './format';

// ------------------------------------------------------------------------------------------------
// Values
// ------------------------------------------------------------------------------------------------

type IssueSink = (message: string, path: ReadonlyArray<string | number>) => void;

const TIMESTAMP_SHAPE =
  'a timestamp is {"$timestamp": {"seconds": integer, "nanoseconds": integer from 0 to 999999999}}';

/** Walks a value and reports the first thing in it a Firestore document cannot hold. */
function checkValue(value: unknown, path: Array<string | number>, report: IssueSink): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return true; // JSON has no NaN or Infinity
  if (Array.isArray(value)) return value.every((item, index) => checkValue(item, [...path, index], report));
  if (typeof value !== 'object') {
    report(`not a value a document can hold (${typeof value})`, path);
    return false;
  }
  if ('$timestamp' in value) {
    if (isBackupTimestamp(value)) return true;
    report(
      Object.keys(value).length === 1
        ? `not a valid timestamp: ${TIMESTAMP_SHAPE}, seconds from ${MIN_TIMESTAMP_SECONDS} to ${MAX_TIMESTAMP_SECONDS}`
        : `not a valid timestamp: ${TIMESTAMP_SHAPE} and nothing else`,
      path,
    );
    return false;
  }
  return Object.entries(value).every(([key, item]) => {
    if (key === '') {
      report('a field name cannot be empty', path);
      return false;
    }
    return checkValue(item, [...path, key], report);
  });
}

/** Any value a document can hold (extra fields, revision content). */
const anyValue = () =>
  z.unknown().superRefine((value, context) => {
    checkValue(value, [], (message, path) => context.addIssue({ code: 'custom', message, path: [...path] }));
  }) as unknown as z.ZodType<BackupValue>;

const timestamp = () =>
  z.custom<BackupTimestamp>(isBackupTimestamp, { message: `expected a timestamp: ${TIMESTAMP_SHAPE}` });

const text = () => z.string({ error: 'expected a text' });
const textList = () => z.array(text(), { error: 'expected a list of texts' });
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `expected one of ${values.map((value) => `"${value}"`).join(', ')}` });
const isoDate = () => text().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD');
const count = () => z.number().int().nonnegative({ error: 'expected a whole number, 0 or more' });

/**
 * A document's fields: the known ones typed, any others checked as values. Every known field may be
 * missing: the app reads stored documents through readers that fill in what is not there (models/), and
 * older documents (and the seed, on purpose) leave some out.
 */
const documentFields = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.looseObject(shape, { error: 'expected an object of fields' }).catchall(anyValue());

const documentId = () => z.string().refine(isValidDocumentId, 'not a valid document id');

/** id -> document. */
const documents = <Schema extends z.ZodType>(schema: Schema) =>
  z.record(documentId(), schema, { error: 'expected an object of documents by id' });

// ------------------------------------------------------------------------------------------------
// Collections (stored shapes: firestore.rules and the seed name the same fields)
// ------------------------------------------------------------------------------------------------

const postFields = () =>
  documentFields({
    title: text().optional(),
    slug: text()
      .refine((value) => value === '' || isValidSlug(value), 'not a valid slug (e.g. my-first-post)')
      .optional(),
    content: text().optional(),
    excerpt: text().optional(),
    image: text().optional(),
    status: oneOf(BLOG_POST_STATUSES).optional(),
    category: text().optional(),
    author: text().optional(),
    date: isoDate().optional(),
    views: count().optional(),
    // Where staff last added counted views from, and the old throttle's last view (VIEW_FIELDS in models/blog-post.ts).
    viewsFold: text().optional(),
    viewSlot: text().optional(),
    viewedAt: timestamp().optional(),
    tags: textList().optional(),
    createdAt: timestamp().optional(),
    updatedAt: timestamp().optional(),
  });

const projectFields = () =>
  documentFields({
    title: text().optional(),
    status: oneOf(PROJECT_STATUSES).optional(),
    client: text().optional(),
    category: text().optional(),
    date: isoDate().optional(),
    image: text().optional(),
    images: textList().optional(),
    description: text().optional(),
    longDescription: text().optional(),
    challenges: text().optional(),
    solutions: text().optional(),
    results: text().optional(),
    duration: text().optional(),
    website: text().optional(),
    liveSiteUrl: text().optional(),
    features: textList().optional(),
    technologies: textList().optional(),
    createdAt: timestamp().optional(),
    updatedAt: timestamp().optional(),
  });

/** {blog_posts|projects}/{id}/revisions/{revisionId}: exactly the history's keys (schemas/history.ts). */
const revisionFields = () =>
  z.strictObject(
    {
      kind: oneOf(REVISION_KINDS),
      content: z.record(z.string(), anyValue(), { error: 'expected an object of fields' }),
      savedBy: text().nullable(),
      savedByName: text(),
      savedAt: timestamp(),
      restoredFrom: text().nullable(),
      seq: z.number().int().positive().optional(),
    },
    { error: 'expected an object of fields' },
  );

const versioned = (fields: ReturnType<typeof postFields> | ReturnType<typeof projectFields>) =>
  z.strictObject(
    { data: fields, revisions: documents(revisionFields()).default({}) },
    { error: 'expected {"data": {...fields}, "revisions": {...}}' },
  );

const settingsFields = () =>
  documentFields({
    siteName: text().optional(),
    siteDescription: text().optional(),
    contactEmail: text().optional(),
    socialLinks: z
      .strictObject(
        {
          facebook: text().optional(),
          twitter: text().optional(),
          instagram: text().optional(),
          linkedin: text().optional(),
        },
        { error: 'expected an object of links' },
      )
      .optional(),
  });

const inquiryFields = () =>
  documentFields({
    name: text().optional(),
    email: text().optional(),
    phone: text().optional(),
    subject: text().optional(),
    message: text().optional(),
    status: oneOf(INQUIRY_STATUSES).optional(),
    createdAt: timestamp().optional(),
    updatedAt: timestamp().optional(),
  });

const subscriberFields = () =>
  documentFields({ email: text().optional(), createdAt: timestamp().optional() });

const staffFields = () =>
  documentFields({
    email: text().optional(),
    name: text().optional(),
    username: text().optional(),
    role: oneOf(STAFF_ROLES).optional(),
    status: oneOf(STAFF_STATUSES).optional(),
    createdAt: timestamp().optional(),
    lastLogin: timestamp().nullable().optional(),
    inquiryEmails: oneOf(INQUIRY_EMAIL_CHOICES).optional(),
  });

const inviteFields = () =>
  documentFields({
    email: text().optional(),
    name: text().optional(),
    username: text().optional(),
    role: oneOf(STAFF_ROLES).optional(),
    status: oneOf(STAFF_STATUSES).optional(),
    createdAt: timestamp().optional(),
  });

// ------------------------------------------------------------------------------------------------
// The file
// ------------------------------------------------------------------------------------------------

type Problem = (message: string, path: Array<string | number>) => void;

/** What ties records together; runs once every record has the right shape. */
function checkRecords(backup: BackupFile, problem: Problem): void {
  const { collections } = backup;
  for (const id of Object.keys(collections.settings)) {
    if (id !== SETTINGS_DOC_ID) problem(`only settings/${SETTINGS_DOC_ID} is backed up`, ['settings', id]);
  }
  const slugOwners = new Map<string, string>();
  for (const [id, post] of Object.entries(collections.blog_posts)) {
    const slug = post.data.slug;
    if (typeof slug !== 'string' || slug === '') continue;
    const owner = slugOwners.get(slug);
    if (owner !== undefined) {
      problem(`the slug "${slug}" is also the slug of blog_posts/${owner}`, [
        'blog_posts',
        id,
        'data',
        'slug',
      ]);
    } else slugOwners.set(slug, id);
  }
  for (const name of ['blog_posts', 'projects'] as const) {
    for (const [id, doc] of Object.entries(collections[name])) {
      for (const [revisionId, revision] of Object.entries(doc.revisions)) {
        if ((revisionId === BASELINE_REVISION_ID) !== (revision.kind === 'baseline')) {
          problem(
            revisionId === BASELINE_REVISION_ID
              ? 'the baseline revision must be of kind "baseline"'
              : `only the revision "${BASELINE_REVISION_ID}" may be of kind "baseline"`,
            [name, id, 'revisions', revisionId, 'kind'],
          );
        }
      }
    }
  }
  for (const name of ['subscribers', 'invites'] as const) {
    for (const [id, doc] of Object.entries(collections[name])) {
      const email = doc.email;
      if (typeof email === 'string' && email.toLowerCase() !== id) {
        problem(`expected "${id}", the e-mail the document is filed under, in lowercase`, [
          name,
          id,
          'email',
        ]);
      }
    }
  }
}

/** The schema of a whole backup file. */
export const backupFileSchema = () =>
  z
    .strictObject(
      {
        format: z.literal(BACKUP_FORMAT, {
          error: `expected "${BACKUP_FORMAT}": this is not a backup of this site`,
        }),
        version: z.literal(BACKUP_VERSION, {
          error: `expected ${BACKUP_VERSION}: this restore reads version ${BACKUP_VERSION} backups`,
        }),
        createdAt: z.iso.datetime({ error: 'expected an ISO date and time' }),
        projectId: text().optional(),
        collections: z.strictObject(
          {
            blog_posts: documents(versioned(postFields())),
            projects: documents(versioned(projectFields())),
            settings: documents(settingsFields()),
            contact_inquiries: documents(inquiryFields()),
            subscribers: documents(subscriberFields()),
            admins: documents(staffFields()),
            invites: documents(inviteFields()),
          },
          { error: 'expected an object of collections' },
        ),
      },
      { error: 'expected a backup: an object with format, version, createdAt and collections' },
    )
    .superRefine((backup, context) => {
      checkRecords(backup as BackupFile, (message, path) =>
        context.addIssue({ code: 'custom', message, path: ['collections', ...path] }),
      );
    });

// ------------------------------------------------------------------------------------------------
// Messages
// ------------------------------------------------------------------------------------------------

/** Where a problem is: the record ("blog_posts/3/revisions/baseline") and the field in it ("tags[2]"). */
export interface BackupProblem {
  /** The collection path and document id, when the problem is in a record. */
  record?: string;
  collection?: string;
  id?: string;
  field?: string;
  message: string;
}

export type BackupCheck =
  | { ok: true; backup: BackupFile }
  | { ok: false; problem: BackupProblem; problems: number; message: string };

function fieldPath(path: ReadonlyArray<PropertyKey>): string | undefined {
  let text = '';
  for (const part of path)
    text += typeof part === 'number' ? `[${part}]` : text ? `.${String(part)}` : String(part);
  return text || undefined;
}

function locate(path: ReadonlyArray<PropertyKey>): Omit<BackupProblem, 'message'> {
  if (path[0] !== 'collections' || path.length < 2) return { field: fieldPath(path) };
  const collection = String(path[1]);
  if (path.length === 2) return { collection, field: `collections.${collection}` };
  const id = String(path[2]);
  const rest = path.slice(3);
  if (collection === 'blog_posts' || collection === 'projects') {
    if (rest[0] === 'revisions' && rest.length >= 2) {
      const revisionId = String(rest[1]);
      return {
        collection: `${collection}/${id}/revisions`,
        id: revisionId,
        record: `${collection}/${id}/revisions/${revisionId}`,
        field: fieldPath(rest.slice(2)),
      };
    }
    if (rest[0] === 'data' && rest.length > 1)
      return { collection, id, record: `${collection}/${id}`, field: fieldPath(rest.slice(1)) };
  }
  return { collection, id, record: `${collection}/${id}`, field: fieldPath(rest) };
}

/** Whether the input lacks the key at the end of path (a required field left out). */
function isMissing(input: unknown, path: ReadonlyArray<PropertyKey>): boolean {
  let parent = input;
  for (const part of path.slice(0, -1)) {
    if (typeof parent !== 'object' || parent === null) return false;
    parent = (parent as Record<PropertyKey, unknown>)[part];
  }
  const key = path.at(-1);
  return key !== undefined && typeof parent === 'object' && parent !== null && !Object.hasOwn(parent, key);
}

function issueMessage(issue: z.core.$ZodIssue, input: unknown): string {
  if (isMissing(input, issue.path)) return 'missing';
  if (issue.code === 'invalid_key') return issue.issues[0]?.message ?? issue.message;
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => `"${key}"`).join(', ');
    return issue.path.length === 1 && issue.path[0] === 'collections'
      ? `a backup does not hold ${keys}`
      : `unexpected ${issue.keys.length === 1 ? 'field' : 'fields'} ${keys}`;
  }
  return issue.message;
}

/** A problem as one line: "blog_posts/3, field title: expected a text". */
export function describeProblem(problem: BackupProblem): string {
  const where = problem.record ?? problem.collection;
  const field = problem.field ? `field ${problem.field}` : undefined;
  const place = [where, field].filter(Boolean).join(', ');
  return place ? `${place}: ${problem.message}` : problem.message;
}

/** Checks a parsed backup file; on failure, the first bad record. */
export function validateBackup(input: unknown): BackupCheck {
  const result = backupFileSchema().safeParse(input);
  if (result.success) return { ok: true, backup: result.data as BackupFile };
  const issues = result.error.issues;
  const first = issues[0]!;
  const problem: BackupProblem = { ...locate(first.path), message: issueMessage(first, input) };
  const more = issues.length - 1;
  return {
    ok: false,
    problem,
    problems: issues.length,
    message:
      describeProblem(problem) +
      (more > 0 ? ` (and ${more} more ${more === 1 ? 'problem' : 'problems'})` : ''),
  };
}

/** Reads a backup file's text (a leading byte-order mark is allowed) and checks it. */
export function parseBackupText(text: string): BackupCheck {
  let input: unknown;
  try {
    input = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch (error) {
    const message = `not a JSON file (${error instanceof Error ? error.message : String(error)})`;
    return { ok: false, problem: { message }, problems: 1, message };
  }
  return validateBackup(input);
}
