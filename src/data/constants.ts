/**
 * The values and checks that both halves of an entity's definition use: the zod schemas (schemas/, the
 * entity types and the forms) and the zod-free readers and defaults (models/, what public pages load).
 * Here so that the two never import each other: models/ imports the types of schemas/ (`import type`), and
 * both import these. `madge --circular` (npm run lint) keeps it so.
 */

// Posts
export const BLOG_POST_STATUSES = ['Draft', 'Published'] as const;

/** How the editor publishes a Published post: on saving, or at a time ahead (models/schedule.ts). */
export const PUBLISH_MODES = ['now', 'schedule'] as const;

export const SCHEDULE_LIMITS = {
  /** Distinct publish times waiting at once: each is a version of site/live that every staff save updates. */
  pendingTimes: 10,
  /** How far ahead a post may be scheduled (the rules allow a little more, for clocks). */
  maxDaysAhead: 365,
  /** The nearest time a schedule may name: sooner is "publish now". */
  minSecondsAhead: 30,
} as const;

/**
 * Earlier addresses a post keeps (formerSlugs, oldest first): each stays reserved for it and leads to its
 * current one. Bounded so a post document, and the rules' checks of the list, stay small.
 */
export const FORMER_SLUGS_LIMIT = 20;

/** The spec's defaults for a post (section 3): here and nowhere else. */
export const BLOG_POST_DEFAULTS = {
  status: 'Draft',
  category: 'Uncategorized',
  author: 'Admin',
  views: 0,
  image: '/images/placeholder.svg',
} as const satisfies Record<string, string | number>;

// Projects
export const PROJECT_STATUSES = ['In Progress', 'Completed', 'Planning'] as const;

/** The public portfolio's filter categories (spec section 9). */
export const PROJECT_CATEGORIES = ['Web Design', 'Mobile App', 'E-commerce', 'IoT'] as const;

// Contact inquiries
export const INQUIRY_STATUSES = ['New', 'Responded', 'Resolved'] as const;

export const INQUIRY_LIMITS = { name: 100, email: 254, phone: 30, subject: 200, message: 5000 } as const;

/**
 * The e-mail about an inquiry, as the Cloud Function records it in the inquiry's `notification` map
 * (functions/src/notify.ts): being sent, sent, failed (an admin may ask again), or skipped (nobody chose it).
 */
export const INQUIRY_EMAIL_STATES = ['sending', 'sent', 'failed', 'skipped'] as const;

// Staff
export const STAFF_ROLES = ['admin', 'editor', 'user'] as const;
export const STAFF_STATUSES = ['active', 'inactive'] as const;

/**
 * A staff member's choice of inquiry e-mails (admins/{uid}.inquiryEmails; functions/src/recipients.ts reads
 * it): one for each new inquiry, a daily digest, or none. A record without it has not chosen: none.
 */
export const INQUIRY_EMAIL_CHOICES = ['each', 'digest', 'none'] as const;

/** A test e-mail's answer (admins/{uid}.testEmail, written by the Cloud Function only). */
export const TEST_EMAIL_STATES = ['sent', 'failed'] as const;

// History: revisions and the audit log (models/history.ts, models/audit-log.ts)
/** The collections whose documents keep revisions. */
export const VERSIONED_COLLECTIONS = ['blog_posts', 'projects'] as const;
export type VersionedCollection = (typeof VERSIONED_COLLECTIONS)[number];

export const REVISION_KINDS = ['create', 'update', 'restore', 'delete', 'baseline'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** Every kind of staff write the audit log records (firestore.rules: auditActions()). */
export const AUDIT_ACTIONS = [
  'post.create',
  'post.update',
  'post.delete',
  'post.restore',
  'post.prune',
  'post.share',
  'post.unshare',
  'project.create',
  'project.update',
  'project.delete',
  'project.restore',
  'project.prune',
  'project.share',
  'project.unshare',
  'inquiry.status',
  'inquiry.delete',
  'subscriber.delete',
  'staff.create',
  'staff.update',
  'staff.delete',
  'staff.join',
  'invite.create',
  'invite.update',
  'invite.delete',
  'settings.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

// Checks of free text
/** Trimmed, non-empty, de-duplicated entries of a list of free text. */
export function cleanList(items: readonly unknown[]): string[] {
  return [
    ...new Set(items.filter((item): item is string => typeof item === 'string').map((item) => item.trim())),
  ].filter(Boolean);
}

/**
 * An absolute https URL with a dotted host, nothing else: social links become public hrefs, so
 * `javascript:`, `data:` and plain `http:` never pass. Shared by the settings form (zod) and
 * its reader (models/site-settings.ts).
 */
export function isHttpsUrl(value: string): boolean {
  return /^https:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#]\S*)?$/i.test(value);
}

/** A plain address for a mailto: link (no spaces, no query or path characters that would alter the link). */
export function isPlainEmail(value: string): boolean {
  return /^[^\s@/?#:<>"]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i.test(value);
}
